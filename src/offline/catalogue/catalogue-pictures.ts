import { publicStorageUrl } from '@/lib/storage-url';

interface PictureColumns {
  image_url: string | null;
  gallery: readonly string[];
}

const addresses = (keys: readonly (string | null)[]) => [
  ...new Set(keys.map(publicStorageUrl).filter((url) => url !== undefined)),
];

/** Every picture of every product on sale: the card image and the gallery, each once. */
export function productPictureUrls(rows: readonly PictureColumns[]): string[] {
  return addresses(rows.flatMap((row) => [row.image_url, ...row.gallery]));
}

/** The card picture of every product: what a list shows, for a light offline copy. */
export function cardPictureUrls(rows: readonly PictureColumns[]): string[] {
  return addresses(rows.map((row) => row.image_url));
}

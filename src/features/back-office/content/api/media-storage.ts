import { getConsoleSupabase } from '@/lib/supabase-console';
import { slugify } from '@/features/back-office/content/slugify';

export type MediaBucket = 'product-images' | 'carousel-media' | 'blog-images';

/** What each bucket takes (the buckets' allowed_mime_types in the storage migration). */
export const imageMimeTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/svg+xml',
];
export const videoMimeTypes = ['video/mp4', 'video/webm'];
export const bucketLimits: Record<MediaBucket, { mimeTypes: string[]; maxBytes: number }> = {
  'product-images': { mimeTypes: imageMimeTypes, maxBytes: 5 * 1024 * 1024 },
  'blog-images': { mimeTypes: imageMimeTypes, maxBytes: 5 * 1024 * 1024 },
  'carousel-media': {
    mimeTypes: [...imageMimeTypes, ...videoMimeTypes],
    maxBytes: 50 * 1024 * 1024,
  },
};

/**
 * Where an upload goes: `admin/<yyyy-mm>/<random>-<name>` — a fresh path per upload, so a
 * cached public URL never shows an older file, and the original name stays readable.
 */
export function mediaPath(
  fileName: string,
  now: Date = new Date(),
  random = crypto.randomUUID(),
): string {
  const dot = fileName.lastIndexOf('.');
  const extension =
    dot > 0
      ? fileName
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : '';
  const base = slugify(dot > 0 ? fileName.slice(0, dot) : fileName)
    .slice(0, 40)
    .replace(/-+$/, '');
  const month = now.toISOString().slice(0, 7);
  const name = [random.slice(0, 8), base || 'file'].join('-');
  return `admin/${month}/${extension ? `${name}.${extension}` : name}`;
}

/** Uploads a file as an admin (the bucket's policies refuse anyone else); returns its storage key. */
export async function uploadMedia(bucket: MediaBucket, file: File): Promise<string> {
  const supabase = await getConsoleSupabase();
  const path = mediaPath(file.name);
  const { error } = await supabase.storage
    .from(bucket)
    .upload(path, file, { contentType: file.type, cacheControl: '31536000', upsert: false });
  if (error) throw error;
  return `${bucket}/${path}`;
}

/**
 * Deletes an uploaded file that no row uses any more. Seed files and absolute URLs are left
 * alone: other rows (or the demo data) may still point at them.
 */
export async function removeMedia(key: string): Promise<void> {
  const slash = key.indexOf('/');
  if (slash < 0 || !key.slice(slash + 1).startsWith('admin/')) return;
  const supabase = await getConsoleSupabase();
  const bucket = key.slice(0, slash);
  const { error } = await supabase.storage.from(bucket).remove([key.slice(slash + 1)]);
  if (error) throw error;
}

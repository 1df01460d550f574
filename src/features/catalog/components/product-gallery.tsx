import { useEffect, useMemo, useState } from 'react';
import { ProductImage } from '@/features/catalog/components/product-image';
import { preloadImages } from '@/domain/catalogue/image-preload';
import { MAIN_PICTURE_SIZES } from '@/domain/catalogue/product-picture';
import type { Product } from '@/domain/catalogue/product';
import { publicStorageUrl } from '@/lib/storage-url';

/** The product's pictures: the main one large, the others as thumbnails that replace it. */
export function ProductGallery({ product }: { product: Product }) {
  const images = useMemo(
    () => [...new Set([product.image_url, ...product.gallery].filter((key) => key))],
    [product.image_url, product.gallery],
  );
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];

  // The thumbnails' full-size pictures are fetched in small batches after the first one, so
  // switching is instant without competing with the page's first paint (spec §9).
  useEffect(() => {
    const urls = images
      .slice(1)
      .map((key) => publicStorageUrl(key))
      .filter((url): url is string => url !== undefined);
    return preloadImages(urls);
  }, [images]);

  // Global classes (first-paint-product.css): the styles of the page's top live in the entry's
  // stylesheet, so the prerendered page (decision 014) paints it before any route code.
  return (
    <div className="bdb-product-gallery">
      <ProductImage
        src={current}
        alt={
          images.length > 1
            ? `${product.name}, foto ${selected + 1} di ${images.length}`
            : product.name
        }
        priority
        sizes={MAIN_PICTURE_SIZES}
        className="bdb-product-gallery__main"
      />
      {images.length > 1 && (
        <ul className="bdb-product-gallery__thumbs" aria-label="Altre foto">
          {images.map((key, index) => (
            <li key={key}>
              <button
                type="button"
                className="bdb-product-gallery__thumb"
                aria-label={`Mostra la foto ${index + 1} di ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <ProductImage src={key} alt="" sizes="6rem" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import type { CSSProperties } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { pictureSrcSet } from '@/domain/catalogue/product-picture';
import { publicStorageUrl } from '@/lib/storage-url';
import classes from '@/components/product-thumbnail.module.css';

export interface ProductThumbnailProps {
  /** A storage key (`product-images/…`) or URL; empty draws the bun mark instead. */
  image: string | null | undefined;
  /** The picture's width and height attributes (square), so nothing shifts while it loads. */
  size: number;
  /** Eager for a picture that is visible at once (e.g. a dialog's result). */
  loading?: 'lazy' | 'eager';
}

/**
 * A product's square picture, or the bun mark as its placeholder. Its rendered size is the
 * CSS variable `--thumbnail-size` set by the surrounding layout (responsive), else `size` px.
 * Decorative (`alt=""`): the product's name always stands beside it.
 */
export function ProductThumbnail({ image, size, loading = 'lazy' }: ProductThumbnailProps) {
  const src = publicStorageUrl(image);
  const style = { '--thumbnail-fallback-size': `${size}px` } as CSSProperties;
  if (!src) {
    return (
      <span className={classes.thumbnail} style={style} data-placeholder>
        <BrandMark className={classes.mark} />
      </span>
    );
  }
  return (
    <img
      src={src}
      // The demo photos come in several widths: a thumbnail takes the smallest that is sharp.
      srcSet={pictureSrcSet(src)}
      sizes={`${size}px`}
      alt=""
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      className={classes.thumbnail}
      style={style}
    />
  );
}

import type { FileRef } from '@gartenwerk/api-client';
import { pictureSources } from './images';

interface PictureProps {
  file: FileRef;
  alt: string;
  /** How wide the image shows, for the browser to pick a variant. */
  sizes: string;
  loading?: 'lazy' | 'eager';
}

/** A library image: webp variants first for browsers that take them, the spec's variant as fallback. */
export function Picture({ file, alt, sizes, loading = 'lazy' }: PictureProps) {
  const { src, srcSet, webpSrcSet, width, height } = pictureSources(file);
  return (
    <picture>
      {webpSrcSet ? <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} /> : null}
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}

import type { FileRef } from '@gartenwerk/api-client';
import { pictureSources } from './images';

/**
 * How soon the browser fetches an image: `lcp` for the page's main image (the Largest Contentful
 * Paint candidate: fetched first, before the scripts), `eager` for images shown at once, `lazy` for
 * the rest, fetched when they near the viewport.
 */
export type PicturePriority = 'lcp' | 'eager' | 'lazy';

interface PictureProps {
  file: FileRef;
  alt: string;
  /** How wide the image shows, for the browser to pick a variant. */
  sizes: string;
  priority?: PicturePriority;
}

/** A library image: webp variants first for browsers that take them, the spec's variant as fallback. */
export function Picture({ file, alt, sizes, priority = 'lazy' }: PictureProps) {
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
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={priority === 'lcp' ? 'high' : undefined}
        decoding={priority === 'lcp' ? undefined : 'async'}
      />
    </picture>
  );
}

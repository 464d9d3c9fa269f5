import { downloadUrl, type FileRef, type FileVariant } from '@gartenwerk/api-client';
import { chooseImageVariant } from '@gartenwerk/domain';

/** A `srcset` of an image's variants, each at its width. */
function srcSet(file: FileRef, variants: readonly FileVariant[]): string | undefined {
  if (variants.length === 0) return undefined;
  return [...variants]
    .sort((a, b) => a.res.w - b.res.w)
    .map((variant) => `${downloadUrl(file._id, variant.gridref)} ${variant.res.w}w`)
    .join(', ');
}

/** What a <picture> of a library image needs: the spec's variant as src, srcsets in jpeg/png and webp. */
export function pictureSources(file: FileRef) {
  const chosen = chooseImageVariant(file.gridrefs ?? []);
  return {
    src: downloadUrl(file._id, chosen?.gridref),
    srcSet: srcSet(file, file.gridrefs ?? []),
    webpSrcSet: srcSet(file, file.gridrefs_ng ?? []),
    width: chosen?.res.w ?? file.res?.w,
    height: chosen?.res.h ?? file.res?.h,
  };
}

import { BUILTIN_FILE_TAGS, IMAGE_VARIANT_TARGET, TAG_PATH_SEPARATOR } from './constants';

/** The file error of the spec's catalogue: the same content was uploaded before (code C1). */
export const DUPLICATE_FILE_MESSAGE = 'duplicate file detected';
/** The upload type check's message. */
export const WRONG_FILE_TYPE_MESSAGE = 'Falscher Dateityp';

/** One resized variant of an image. */
export interface ImageVariant {
  gridref: string;
  res: { w: number; h: number };
}

/**
 * The variant the spec serves: the smallest one at least 800 wide and 1024 high; when none is that
 * large, the largest there is.
 */
export function chooseImageVariant<T extends ImageVariant>(variants: readonly T[]): T | undefined {
  const bySize = [...variants].sort((a, b) => a.res.w * a.res.h - b.res.w * b.res.h);
  const { width, height } = IMAGE_VARIANT_TARGET;
  return bySize.find((variant) => variant.res.w >= width && variant.res.h >= height) ?? bySize.at(-1);
}

export type BuiltinFileTag = (typeof BUILTIN_FILE_TAGS)[number];

export function isBuiltinFileTag(tag: string): tag is BuiltinFileTag {
  return (BUILTIN_FILE_TAGS as readonly string[]).includes(tag);
}

/**
 * Cleans a tag list: trims each path segment, drops empty segments and empty tags, keeps the first
 * of duplicates.
 */
export function normalizeFileTags(tags: readonly string[]): string[] {
  const cleaned = tags
    .map((tag) =>
      tag
        .split(TAG_PATH_SEPARATOR)
        .map((segment) => segment.trim())
        .filter((segment) => segment !== '')
        .join(TAG_PATH_SEPARATOR),
    )
    .filter((tag) => tag !== '');
  return [...new Set(cleaned)];
}

/** A file's new tags: the cleaned wanted ones plus every built-in tag it had (those cannot be removed). */
export function mergeFileTags(current: readonly string[], wanted: readonly string[]): string[] {
  const kept = current.filter(isBuiltinFileTag);
  return normalizeFileTags([...wanted, ...kept]);
}

import { describe, expect, it } from 'vitest';
import { chooseImageVariant, mergeFileTags, normalizeFileTags } from './file';

const variant = (w: number, h: number) => ({ gridref: `${w}x${h}`, res: { w, h } });

describe('chooseImageVariant', () => {
  it('takes the smallest variant at least 800 wide and 1024 high', () => {
    const chosen = chooseImageVariant([
      variant(1600, 2133),
      variant(400, 533),
      variant(800, 1066),
      variant(1200, 1600),
    ]);
    expect(chosen?.gridref).toBe('800x1066');
  });

  it('needs both the width and the height', () => {
    // Landscape: 800 wide is only 533 high, so the first one tall enough is 1600 wide.
    const chosen = chooseImageVariant([variant(800, 533), variant(1200, 800), variant(1600, 1067)]);
    expect(chosen?.gridref).toBe('1600x1067');
  });

  it('falls back to the largest variant when none is large enough', () => {
    expect(chooseImageVariant([variant(400, 300), variant(640, 480)])?.gridref).toBe('640x480');
    expect(chooseImageVariant([])).toBeUndefined();
  });
});

describe('file tags', () => {
  it('drops empty tags and empty path segments and trims', () => {
    expect(normalizeFileTags(['', ' Pflanzen | Hecken ', 'a||b', '|', 'x', 'x'])).toEqual([
      'Pflanzen|Hecken',
      'a|b',
      'x',
    ]);
  });

  it('keeps built-in tags a file had', () => {
    expect(mergeFileTags(['upload_queued', 'in_gallery', 'old'], ['neu', ''])).toEqual([
      'neu',
      'upload_queued',
      'in_gallery',
    ]);
  });
});

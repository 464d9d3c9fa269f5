import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.dirname(fileURLToPath(import.meta.url));
const stylesheets = [
  ...readFileSync(path.join(srcDir, 'styles.css'), 'utf8').matchAll(/@import '\.\/(.+?)';/g),
].map((match) => match[1]!);

/** Lengths in px a value sets outright (not inside min() or clamp(), which yield to the screen). */
function fixedLengthsPx(value: string): number[] {
  if (/^(min|clamp)\(/.test(value.trim())) return [];
  return [...value.matchAll(/(\d*\.?\d+)(px|rem)\b/g)].map(
    ([, number, unit]) => Number(number) * (unit === 'rem' ? 16 : 1),
  );
}

describe('phone first', () => {
  it('reads every stylesheet of the package', () => {
    expect(stylesheets).toContain('dialog/Dialog.css');
    expect(stylesheets).toContain('button/Button.css');
    expect(stylesheets.length).toBeGreaterThan(25);
  });

  it('finds fixed widths and spares those that give way to the screen', () => {
    expect(fixedLengthsPx('32rem')).toEqual([512]);
    expect(fixedLengthsPx('min(32rem, 100%)')).toEqual([]);
    expect(fixedLengthsPx('calc(100% - 24px)')).toEqual([24]);
  });

  it.each(stylesheets)('%s sets no width wider than a 360 px phone', (file) => {
    const css = readFileSync(path.join(srcDir, file), 'utf8');
    for (const [, property, value] of css.matchAll(/(?:^|[;{\s])((?:min-)?width|flex-basis):\s*([^;]+);/g)) {
      for (const px of fixedLengthsPx(value!)) expect(px, `${property}: ${value}`).toBeLessThanOrEqual(360);
    }
  });
});

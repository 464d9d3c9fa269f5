import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.dirname(fileURLToPath(import.meta.url));
const importsOf = (file: string) =>
  [...readFileSync(path.join(srcDir, file), 'utf8').matchAll(/@import '\.\/(.+?)';/g)].map(
    (match) => match[1]!,
  );

describe('the stylesheet in parts (base, shop, admin)', () => {
  it('holds every stylesheet of styles.css exactly once, in the same order within each part', () => {
    const whole = importsOf('styles.css');
    const parts = ['styles-base.css', 'styles-shop.css', 'styles-admin.css'].map(importsOf);
    expect(parts.flat().sort()).toEqual([...whole].sort());
    for (const part of parts) expect(part).toEqual(whole.filter((file) => part.includes(file)));
  });

  it('starts the base with the tokens, which every other part reads', () => {
    expect(importsOf('styles-base.css')[0]).toBe('tokens.css');
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { palette } from './tokens';

const css = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'tokens.css'), 'utf8');

/** The custom properties declared in tokens.css, by name without the leading `--gw-`. */
const declared = new Map(
  [...css.matchAll(/--gw-([a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
);

/** A token's colour as #rrggbb, following `var(--…)` references. */
function colorOf(name: string): string {
  const value = declared.get(name);
  if (value === undefined) throw new Error(`--gw-${name} is not declared in tokens.css`);
  const reference = /^var\(--gw-([a-z0-9-]+)\)$/.exec(value);
  if (reference) return colorOf(reference[1]!);
  if (!/^#[0-9a-f]{6}$/.test(value)) throw new Error(`--gw-${name} is not a #rrggbb colour: ${value}`);
  return value;
}

/** Relative luminance after WCAG 2.x. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Text colour on background colour, as the components put them together. */
const TEXT_PAIRS: Array<[text: string, background: string]> = [
  ['color-text', 'color-background'],
  ['color-text', 'color-surface'],
  ['color-text', 'color-surface-sunken'],
  ['color-text', 'color-surface-brand'],
  ['color-text-muted', 'color-background'],
  ['color-text-muted', 'color-surface'],
  ['color-text-muted', 'color-surface-sunken'],
  ['color-link', 'color-background'],
  ['color-link', 'color-surface'],
  ['color-link-hover', 'color-surface'],
  ['color-on-primary', 'color-primary'],
  ['color-on-primary', 'color-primary-hover'],
  ['color-on-secondary', 'color-secondary'],
  ['color-on-secondary', 'color-secondary-hover'],
  ['color-on-secondary', 'color-ghost-hover'],
  ['color-on-danger', 'color-danger'],
  ['color-on-danger', 'color-danger-hover'],
  ['color-on-accent', 'color-accent'],
  ['color-on-accent', 'color-accent-hover'],
  ['color-on-accent-subtle', 'color-accent-subtle'],
  ['color-sale', 'color-surface'],
  ['color-sale', 'color-background'],
  ['color-success', 'color-success-subtle'],
  ['color-warning', 'color-warning-subtle'],
  ['color-error', 'color-error-subtle'],
  ['color-error', 'color-surface'],
  ['color-notification', 'color-notification-subtle'],
  ['color-text', 'color-success-subtle'],
  ['color-text', 'color-warning-subtle'],
  ['color-text', 'color-error-subtle'],
  ['color-text', 'color-notification-subtle'],
];

/** Parts of controls and the focus ring against what surrounds them (WCAG 1.4.11 asks 3:1). */
const NON_TEXT_PAIRS: Array<[part: string, background: string]> = [
  ['color-border', 'color-surface'],
  ['color-border', 'color-background'],
  ['color-focus', 'color-surface'],
  ['color-focus', 'color-background'],
  ['color-primary', 'color-surface'],
  ['color-error', 'color-background'],
];

describe('design tokens', () => {
  it.each(TEXT_PAIRS)('--gw-%s on --gw-%s has a contrast of at least 4.5:1', (text, background) => {
    expect(contrast(colorOf(text), colorOf(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT_PAIRS)('--gw-%s against --gw-%s has a contrast of at least 3:1', (part, background) => {
    expect(contrast(colorOf(part), colorOf(background))).toBeGreaterThanOrEqual(3);
  });

  it('computes contrast as WCAG does (black on white is 21:1, equal colours 1:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#2d6a3e', '#2d6a3e')).toBe(1);
    // #767676 on white is the well-known lightest grey that passes AA (4.54:1).
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('declares the same palette as the TypeScript export', () => {
    for (const [name, value] of Object.entries(palette)) expect(declared.get(name), name).toBe(value);
  });

  it('uses the brand green for primary actions and terracotta for sale prices', () => {
    expect(colorOf('color-primary')).toBe('#2d6a3e');
    expect(colorOf('color-sale')).toBe('#a4471f');
  });
});

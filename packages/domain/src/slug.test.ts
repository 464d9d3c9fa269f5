import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, shopGroupPath, shopProductPath, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Eibe (Taxus baccata)', 'eibe-taxus-baccata'],
    ['Heckenpflanzen', 'heckenpflanzen'],
    ['Obstbäume', 'obstbaeume'],
    ['Erde & Dünger', 'erde-duenger'],
    ['Hornspäne 2,5 kg', 'hornspaene-2-5-kg'],
    ['Größe XXL – Weiß', 'groesse-xxl-weiss'],
    ['ÄPFEL ÖL ÜBER STRASSE', 'aepfel-oel-ueber-strasse'],
    ["Thuja occidentalis 'Smaragd' 80–100 cm", 'thuja-occidentalis-smaragd-80-100-cm'],
    ["Ramblerrose 'Ghislaine de Féligonde'", 'ramblerrose-ghislaine-de-feligonde'],
    ['Geschenkgutschein 25 €', 'geschenkgutschein-25'],
    ['  --Rosen--  ', 'rosen'],
    ['€ & %', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('writes out umlauts typed as a letter and a combining mark', () => {
    expect(slugify('Mo\u0308hre')).toBe('moehre');
  });

  it('keeps at most 100 characters and ends on no hyphen', () => {
    const slug = slugify(`${'a'.repeat(99)} b`);
    expect(slug).toBe('a'.repeat(99));
  });
});

describe('SLUG_PATTERN', () => {
  it.each(['eibe', 'eibe-2', '80-100-cm'])('takes %s', (slug) => expect(SLUG_PATTERN.test(slug)).toBe(true));
  it.each(['Eibe', 'eibe--2', '-eibe', 'eibe-', 'eibe_2', 'öl', 'a b', ''])('refuses %s', (slug) =>
    expect(SLUG_PATTERN.test(slug)).toBe(false),
  );
});

describe('shop paths', () => {
  it('puts a product under its group, or under /p without one', () => {
    expect(shopGroupPath('heckenpflanzen')).toBe('/shop/heckenpflanzen');
    expect(shopProductPath('eibe-taxus-baccata', 'heckenpflanzen')).toBe(
      '/shop/heckenpflanzen/eibe-taxus-baccata',
    );
    expect(shopProductPath('eibe-taxus-baccata', null)).toBe('/p/eibe-taxus-baccata');
  });
});

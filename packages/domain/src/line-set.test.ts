import { describe, expect, it } from 'vitest';
import {
  customizationColor,
  describeCustomization,
  describeLineCustomization,
  describeLineSet,
  lineSetEntries,
  variantLabel,
} from './line-set';

describe('line sets and customizations in words', () => {
  it('describes customizations: texts, numbers, named values and chosen options', () => {
    expect(describeCustomization(undefined)).toBe('');
    expect(describeCustomization('  Mit Grußkarte ')).toBe('Mit Grußkarte');
    expect(describeCustomization(120)).toBe('120');
    expect(describeCustomization({ Farbe: 'rot', Höhe: 120, Geschenk: true, Karte: false })).toBe(
      'Farbe: rot, Höhe: 120, Geschenk',
    );
    expect(describeCustomization(['C5', 'C10'])).toBe('C5, C10');
    expect(describeCustomization({ Topf: { Größe: 'C5' } })).toBe('Topf: (Größe: C5)');
  });

  it('lists the products of a set by position with their titles and customizations', () => {
    const set = {
      order: { rose: 2, thuja: 1 },
      customization: { rose: { Farbe: 'weiß' }, buchs: 'Kugel' },
    };
    const titles = { rose: 'Rose Schneewittchen', thuja: 'Thuja Smaragd' };
    expect(describeLineSet(set, titles)).toEqual([
      'Thuja Smaragd',
      'Rose Schneewittchen (Farbe: weiß)',
      'buchs (Kugel)',
    ]);
    expect(lineSetEntries(set, titles)[0]).toEqual({
      item: 'thuja',
      title: 'Thuja Smaragd',
      customization: '',
    });
    expect(describeLineSet(undefined)).toEqual([]);
    expect(describeLineSet({})).toEqual([]);
  });

  it('names the chosen colour by its title, not by the id the product page stores', () => {
    const customization = { color: 'fb0c7355a1', Gravur: 'Anna' };
    expect(customizationColor(customization)).toBe('fb0c7355a1');
    expect(customizationColor('rot')).toBeUndefined();
    expect(describeLineCustomization(customization, 'Rot', 'Farbe')).toBe('Farbe: Rot, Gravur: Anna');
    expect(describeLineCustomization({ color: 'fb0c7355a1' }, 'Rot', 'Colour')).toBe('Colour: Rot');
    expect(describeLineCustomization({ Gravur: 'Anna' }, undefined, 'Farbe')).toBe('Gravur: Anna');
  });

  it('names a variant by its label, by its key only where no label is known', () => {
    expect(variantLabel({ variant: '60-80', variant_title: '60–80 cm' })).toBe('60–80 cm');
    expect(variantLabel({ variant: '60-80' })).toBe('60-80');
    expect(variantLabel({ variant: '' })).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { localized, localizedText } from './localized';

describe('localizedText', () => {
  it('shows the German text on a German page, whatever the English field says', () => {
    expect(localizedText('Lavendel', 'Lavender', 'de')).toEqual({ text: 'Lavendel', lang: undefined });
  });

  it('shows the English text on an English page when it is filled', () => {
    expect(localizedText('Lavendel', 'Lavender', 'en')).toEqual({ text: 'Lavender', lang: undefined });
    expect(localizedText('Lavendel', 'Lavender', 'en-GB')).toEqual({ text: 'Lavender', lang: undefined });
  });

  it('falls back to the German text marked as German when the English field is empty', () => {
    expect(localizedText('Lavendel', '', 'en')).toEqual({ text: 'Lavendel', lang: 'de' });
    expect(localizedText('Lavendel', '   ', 'en')).toEqual({ text: 'Lavendel', lang: 'de' });
    expect(localizedText('Lavendel', null, 'en')).toEqual({ text: 'Lavendel', lang: 'de' });
    expect(localizedText('Lavendel', undefined, 'en')).toEqual({ text: 'Lavendel', lang: 'de' });
  });

  it('marks nothing when there is no text at all', () => {
    expect(localizedText('', undefined, 'en')).toEqual({ text: '', lang: undefined });
  });

  it('localized gives only the text', () => {
    expect(localized('Rosen', 'Roses', 'en')).toBe('Roses');
    expect(localized('Rosen', undefined, 'en')).toBe('Rosen');
    expect(localized('Rosen', 'Roses', 'de')).toBe('Rosen');
  });
});

import { describe, expect, it } from 'vitest';
import { withoutRepeatedTitle } from './EntryPage';

describe('withoutRepeatedTitle', () => {
  it('drops a first heading that says the page title again, and nothing else', () => {
    expect(
      withoutRepeatedTitle('<h2>Versand &amp; Zahlung</h2><h3>Lieferländer</h3>', 'Versand & Zahlung'),
    ).toBe('<h2>Lieferländer</h2>');
    expect(
      withoutRepeatedTitle(
        ' <h2> Allgemeine  Geschäftsbedingungen</h2><p>§ 1</p>',
        'Allgemeine Geschäftsbedingungen',
      ),
    ).toBe('<p>§ 1</p>');
    // Another first heading, or the title further down, stays.
    expect(withoutRepeatedTitle('<h2>Geltung</h2><p>AGB</p>', 'AGB')).toBe('<h2>Geltung</h2><p>AGB</p>');
    expect(withoutRepeatedTitle('<p>Intro</p><h2>AGB</h2>', 'AGB')).toBe('<p>Intro</p><h2>AGB</h2>');
  });
});

import { COUNTRY_ORDER_FIRST } from '@gartenwerk/domain';

/** Countries the shop can address: the EU plus its neighbours. */
export const SHOP_COUNTRY_CODES = [
  'de',
  'at',
  'be',
  'bg',
  'ch',
  'cy',
  'cz',
  'dk',
  'ee',
  'es',
  'fi',
  'fr',
  'gb',
  'gr',
  'hr',
  'hu',
  'ie',
  'it',
  'li',
  'lt',
  'lu',
  'lv',
  'mt',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'se',
  'si',
  'sk',
] as const;

export interface Country {
  _id: string;
  code: string;
  name: string;
  name_en: string;
  /** The flag as emoji, from the two regional indicator letters. */
  flag: string;
}

const germanNames = new Intl.DisplayNames(['de'], { type: 'region' });
const englishNames = new Intl.DisplayNames(['en'], { type: 'region' });

function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));
}

/** The countries, 'de' and 'at' first, then by German name. */
export function listCountries(): Country[] {
  const first: readonly string[] = COUNTRY_ORDER_FIRST;
  const all = SHOP_COUNTRY_CODES.map((code) => ({
    _id: code,
    code,
    name: germanNames.of(code.toUpperCase()) ?? code,
    name_en: englishNames.of(code.toUpperCase()) ?? code,
    flag: flagOf(code),
  }));
  const rank = (code: string) => (first.includes(code) ? first.indexOf(code) : first.length);
  return all.sort((a, b) => rank(a.code) - rank(b.code) || a.name.localeCompare(b.name, 'de'));
}

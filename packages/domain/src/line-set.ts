import { formatLanguage } from './constants';

/** A value a customer chose for a product (a text, a number, a yes/no option). */
export type CustomizationValue = string | number | boolean;

/** A customization: one value, or named values (e.g. `{ Farbe: 'rot', Geschenkverpackung: true }`). */
export type Customization = CustomizationValue | Record<string, CustomizationValue>;

/**
 * The `set` of a cart or order line of a set product: for products of the set (its slots), by
 * product id, their position in the set and the customer's customization.
 */
export interface LineSet {
  order?: Record<string, number>;
  customization?: Record<string, Customization>;
}

/** A line's customization holds the colour chosen on the product page under this name, as the colour's id. */
export const CUSTOMIZATION_COLOR = 'color';

/** The id of the colour a line's customization names; undefined without one. */
export function customizationColor(customization: unknown): string | undefined {
  if (customization === null || typeof customization !== 'object' || Array.isArray(customization))
    return undefined;
  const color = (customization as Record<string, unknown>)[CUSTOMIZATION_COLOR];
  return typeof color === 'string' && color !== '' ? color : undefined;
}

/**
 * A line's customization in words with its colour by name, e.g. "Farbe: Rot, Gravur: Anna":
 * `colorTitle` is the title of the colour the customization names by id, `colorLabel` the word for
 * colour in the reader's language. Without a title the customization is described as stored.
 */
export function describeLineCustomization(
  customization: unknown,
  colorTitle: string | undefined,
  colorLabel: string,
): string {
  if (colorTitle === undefined || customizationColor(customization) === undefined)
    return describeCustomization(customization);
  const rest = { ...(customization as Record<string, unknown>) };
  delete rest[CUSTOMIZATION_COLOR];
  return [`${colorLabel}: ${colorTitle}`, describeCustomization(rest)].filter(Boolean).join(', ');
}

/** An order line's names, with the English ones an English order keeps beside them. */
export interface NamedLine {
  title: string;
  variant_title?: string;
  color_title?: string;
  set_titles?: Record<string, string>;
  title_en?: string;
  variant_title_en?: string;
  color_title_en?: string;
  set_titles_en?: Record<string, string>;
}

/**
 * A line's names in the language: in English the English names an English order was placed with,
 * where written, else the German ones (the shop's own lists read German).
 */
export function lineNames<L extends NamedLine>(line: L, language: string): L {
  if (formatLanguage(language) !== 'en') return line;
  return {
    ...line,
    title: line.title_en || line.title,
    variant_title: line.variant_title_en || line.variant_title,
    color_title: line.color_title_en || line.color_title,
    set_titles: line.set_titles_en ?? line.set_titles,
  };
}

/** A line's variant by its label as entered ("60–80 cm"); the key ("60-80") only where no label is known. */
export function variantLabel(line: { variant?: string; variant_title?: string }): string {
  return line.variant_title || line.variant || '';
}

/** A stored price-request line: the product's title and the set's titles as of the request. */
export interface PriceRequestLine {
  item: string;
  title: string;
  variant: string;
  /** The variant's label when asked for, e.g. "60–80 cm". */
  variant_title?: string;
  amount: number;
  order_desc?: string;
  customization?: unknown;
  /** The title of the colour the customization names. */
  color_title?: string;
  set?: LineSet;
  /** Titles of the set's products when asked for. */
  set_titles?: Record<string, string>;
}

/** One product of a line's set, as shown to people. */
export interface LineSetEntry {
  item: string;
  title: string;
  /** The customization in words; empty without one. */
  customization: string;
}

/**
 * A customization in words: named values as "name: value", yes/no options by their name when chosen,
 * lists joined by commas. Empty when there is nothing to show.
 */
export function describeCustomization(value: unknown): string {
  if (value === undefined || value === null || typeof value === 'boolean') return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(describeCustomization).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .flatMap(([name, entry]) => {
        if (entry === true) return [name];
        const described = describeCustomization(entry);
        if (!described) return [];
        return [typeof entry === 'object' ? `${name}: (${described})` : `${name}: ${described}`];
      })
      .join(', ');
  }
  return '';
}

/**
 * The products a line's set names, by their position (products without one follow in the order the
 * set names them), with their titles (the id where no title is known) and customizations.
 */
export function lineSetEntries(
  set: LineSet | undefined,
  titles: Readonly<Record<string, string>> = {},
): LineSetEntry[] {
  if (!set) return [];
  const order = set.order ?? {};
  const customization = set.customization ?? {};
  const ids = [...new Set([...Object.keys(order), ...Object.keys(customization)])];
  const position = (id: string) => order[id] ?? Number.POSITIVE_INFINITY;
  return ids
    .map((id, named) => ({ id, named }))
    .sort((a, b) => position(a.id) - position(b.id) || a.named - b.named)
    .map(({ id }) => ({
      item: id,
      title: titles[id] ?? id,
      customization: describeCustomization(customization[id]),
    }));
}

/** A line's set in words, one text per product: "Title (customization)". */
export function describeLineSet(
  set: LineSet | undefined,
  titles: Readonly<Record<string, string>> = {},
): string[] {
  return lineSetEntries(set, titles).map((entry) =>
    entry.customization ? `${entry.title} (${entry.customization})` : entry.title,
  );
}

import { useTranslation } from '../i18n/useTranslation';
import { formatLanguage, localizedText, type Language, type LocalizedText } from '@gartenwerk/domain';
import type { Color, Entry, Product, ProductGroup } from '@gartenwerk/api-client';

/**
 * The texts of products, groups, colours and pages in the visitor's language: the English field where
 * it is filled, the German one otherwise (its `lang` then says 'de', for the element that shows it).
 */
export const productName = (product: Pick<Product, 'title' | 'name_en'>, language: Language) =>
  localizedText(product.title, product.name_en, language);
export const productDescription = (
  product: Pick<Product, 'description' | 'description_en'>,
  language: Language,
) => localizedText(product.description ?? '', product.description_en, language);
export const variantName = (variant: { value: string; value_en?: string }, language: Language) =>
  localizedText(variant.value, variant.value_en, language);
export const groupTitle = (group: Pick<ProductGroup, 'title' | 'title_en'>, language: Language) =>
  localizedText(group.title, group.title_en, language);
export const colorTitle = (color: Pick<Color, 'title' | 'title_en'>, language: Language) =>
  localizedText(color.title, color.title_en, language);
export const entryTitle = (entry: Pick<Entry, 'title' | 'title_en'>, language: Language) =>
  localizedText(entry.title, entry.title_en, language);
export const entryContent = (entry: Pick<Entry, 'content' | 'content_en'>, language: Language) =>
  localizedText(entry.content ?? '', entry.content_en, language);

/** The visitor's language, 'de' or 'en'. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return formatLanguage(i18n.language);
}

export type { LocalizedText };

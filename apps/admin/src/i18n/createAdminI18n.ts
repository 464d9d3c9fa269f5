import { DEFAULT_LANGUAGE } from '@gartenwerk/domain';
import { createI18n, type I18n, type Language } from '@gartenwerk/i18n';

/** The admin centre's texts live in the shared `admin` namespace of @gartenwerk/i18n. */
export const ADMIN_NAMESPACE = 'admin';

export function createAdminI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  return createI18n(language);
}

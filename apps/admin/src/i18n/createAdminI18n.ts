import { DEFAULT_LANGUAGE } from '@gartenwerk/domain';
import { createI18n, type I18n, type Language } from '@gartenwerk/i18n';
import { ADMIN_NAMESPACE, adminResources } from './resources';

/**
 * The shared i18next setup plus the admin shell's texts, merged into the `admin` namespace.
 * Texts the shared package already has win, so moving them there needs no change here.
 */
export function createAdminI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = createI18n(language);
  for (const [lng, namespaces] of Object.entries(adminResources)) {
    instance.addResourceBundle(lng, ADMIN_NAMESPACE, namespaces[ADMIN_NAMESPACE], true, false);
  }
  return instance;
}

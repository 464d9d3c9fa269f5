import { use, type ReactNode } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import { pendingAdminTexts, type AdminTextPart } from './adminTexts';

/**
 * Suspends until the instance has the given parts of the admin texts in its current language, so
 * that no screen shows a raw key: placed beside a lazy screen in its Suspense boundary, the texts
 * and the screen's chunk load together.
 */
export function AdminTexts({ parts, children }: { parts: readonly AdminTextPart[]; children?: ReactNode }) {
  // useTranslation renders again on a language switch; its i18n is a copy, the context has the instance.
  const { i18n } = useTranslation();
  const instance = use(I18nContext)?.i18n ?? i18n;
  const pending = pendingAdminTexts(instance, i18n.language, parts);
  // Thrown for the Suspense boundary around (React's use() did not retry the render once it settled).
  if (pending) throw pending;
  return children;
}

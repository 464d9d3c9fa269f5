import { useContext } from 'react';
import { I18nContext, useTranslation as useI18nextTranslation } from 'react-i18next';
import type { I18n } from '@gartenwerk/i18n';

type Answer = ReturnType<typeof useI18nextTranslation>;

/** Per server instance (one per language) and namespace with key prefix: its fixed `t`, made once. */
const answers = new WeakMap<I18n, Map<string, Answer>>();

/**
 * The server's useTranslation: an instance there never changes its language and holds every text,
 * so a component's `t` is the one made for its namespaces the first time. react-i18next's hook makes
 * a copy of the instance for every component it renders, a tenth of a page's render time.
 */
function useServerTranslation(ns?: string | readonly string[], options?: { keyPrefix?: string }): Answer {
  const { i18n } = useContext(I18nContext);
  const namespaces = ns === undefined ? [] : typeof ns === 'string' ? [ns] : ns;
  const key = `${namespaces.join(' ')}\u0000${options?.keyPrefix ?? ''}`;
  let byKey = answers.get(i18n);
  if (!byKey) answers.set(i18n, (byKey = new Map()));
  let answer = byKey.get(key);
  if (!answer) {
    // As react-i18next does: the first namespace is the default, the others answer to `ns:key`.
    const t = i18n.getFixedT(null, namespaces[0] ?? null, options?.keyPrefix);
    answer = Object.assign([t, i18n, true], { t, i18n, ready: true }) as unknown as Answer;
    byKey.set(key, answer);
  }
  return answer;
}

/** react-i18next's useTranslation in the browser, the cheaper one above on the server. */
export const useTranslation = (
  import.meta.env.SSR ? useServerTranslation : useI18nextTranslation
) as typeof useI18nextTranslation;

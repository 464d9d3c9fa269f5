import type { i18n as I18n } from 'i18next';
import type { AdminGroupId, AdminRouteEntry } from '../routes/adminRoutes';

/**
 * The parts of the `admin` namespace (packages/i18n/src/locales/<lang>/admin/<part>.ts): the shell's
 * loads before the first render, a screen's (the kit's and its menu group's) with the screen.
 */
export type AdminTextPart =
  | 'shell'
  | 'kit'
  | 'overview'
  | 'users'
  | 'settings'
  | 'system'
  | 'messages'
  | 'newsletter'
  | 'shop'
  | 'sports'
  | 'booking'
  | 'bugtracker'
  | 'accounting';

/** A group's own part; the groups without one (their texts are the kit's or the shell's) have none. */
const GROUP_PARTS: Readonly<Record<AdminGroupId, AdminTextPart | undefined>> = {
  overview: 'overview',
  content: undefined,
  files: undefined,
  messages: 'messages',
  newsletter: 'newsletter',
  shop: 'shop',
  accounting: 'accounting',
  booking: 'booking',
  bugtracker: 'bugtracker',
  users: 'users',
  settings: 'settings',
  sports: 'sports',
  social: undefined,
  system: 'system',
};

/** The parts a screen shows texts of besides the shell's: none for the dashboard, which is the shell's. */
export function textPartsOf(route: AdminRouteEntry): AdminTextPart[] {
  if (route.index) return [];
  const own = GROUP_PARTS[route.group];
  return own ? ['kit', own] : ['kit'];
}

const PART_MODULES = import.meta.glob<{ part: object }>('../../../../packages/i18n/src/locales/*/admin/*.ts');

/** Loads a part's texts of a language (a chunk of its own). */
export async function loadAdminPart(language: string, part: AdminTextPart): Promise<object> {
  const load = PART_MODULES[`../../../../packages/i18n/src/locales/${language}/admin/${part}.ts`];
  if (!load) throw new Error(`the admin centre has no texts ${language}/admin/${part}`);
  return (await load()).part;
}

/**
 * The instances that load the admin texts part by part (the browser's), with the parts loaded or
 * loading per language. Other instances (the unit tests') have the whole namespace at once.
 */
const partLoads = new WeakMap<I18n, Map<string, Promise<void>>>();
const loadedParts = new WeakMap<I18n, Set<string>>();

/** Marks an instance whose `admin` namespace holds the shell's part only, loaded by its backend. */
export function loadsAdminTextsByPart(i18n: I18n, language: string): void {
  partLoads.set(i18n, new Map());
  loadedParts.set(i18n, new Set([`${language}/shell`]));
}

/**
 * Null when the instance has the parts' texts of `language`; otherwise the promise of their loading,
 * which adds them to the `admin` namespace (a deep merge, the same one promise per part and language).
 */
export function pendingAdminTexts(
  i18n: I18n,
  language: string,
  parts: readonly AdminTextPart[],
): Promise<void> | null {
  const loads = partLoads.get(i18n);
  const loaded = loadedParts.get(i18n);
  if (!loads || !loaded) return null;
  const missing = parts.filter((part) => part !== 'shell' && !loaded.has(`${language}/${part}`));
  if (missing.length === 0) return null;
  // One promise per set of parts, so that a screen that waits renders again once it settles.
  const key = `${language}/${missing.join('+')}`;
  let pending = loads.get(key);
  if (!pending) {
    pending = Promise.all(missing.map((part) => loadPart(i18n, language, part, loads, loaded))).then(
      () => undefined,
      (error: unknown) => {
        loads.delete(key);
        throw error;
      },
    );
    loads.set(key, pending);
  }
  return pending;
}

function loadPart(
  i18n: I18n,
  language: string,
  part: AdminTextPart,
  loads: Map<string, Promise<void>>,
  loaded: Set<string>,
): Promise<void> {
  const key = `${language}/${part}`;
  let load = loads.get(key);
  if (!load) {
    load = loadAdminPart(language, part).then(
      (texts) => {
        i18n.addResourceBundle(language, 'admin', texts, true, true);
        loaded.add(key);
      },
      (error: unknown) => {
        // A later visit tries again (e.g. after the network came back).
        loads.delete(key);
        throw error;
      },
    );
    loads.set(key, load);
  }
  return load;
}

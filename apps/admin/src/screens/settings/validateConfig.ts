import type { SiteConfig } from '@gartenwerk/api-client';

/** A problem found in the edited configuration, as an i18n key of `settings` with its values. */
export interface ConfigProblem {
  key: 'invalidJson' | 'notAnObject' | 'missingSection' | 'unknownSection' | 'wrongType';
  values?: Record<string, string>;
}

type Expected = 'object' | 'array' | 'string' | 'boolean';

export const CONFIG_SECTIONS = [
  'meta',
  'system',
  'mail',
  'company',
  'components',
  'enabled_components',
] as const;

/** The shape the server's schema demands where a wrong type would be refused or break the site. */
const CHECKS: ReadonlyArray<[path: string, expected: Expected]> = [
  ['meta', 'object'],
  ['meta.routes', 'array'],
  ['system', 'object'],
  ['system.maintenance', 'object'],
  ['system.maintenance.enabled', 'boolean'],
  ['system.quantity_units', 'array'],
  ['mail', 'object'],
  ['mail.mailboxes', 'array'],
  ['company', 'object'],
  ['company.name', 'string'],
  ['company.uid', 'string'],
  ['components', 'object'],
  ['components.shop', 'object'],
  ['components.shop.urls', 'object'],
  ['components.auth', 'object'],
  ['components.auth.availableRoles', 'array'],
  ['components.auth.allow_sms_reset', 'boolean'],
  ['components.map', 'object'],
  ['components.social', 'object'],
  ['components.images', 'object'],
  ['components.images.force_disable_cache', 'boolean'],
  ['components.message', 'object'],
  ['components.message.fields', 'array'],
  ['components.admincenter', 'object'],
  ['components.admincenter.url', 'string'],
  ['enabled_components', 'array'],
];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function hasType(value: unknown, expected: Expected): boolean {
  if (expected === 'object') return isObject(value);
  if (expected === 'array') return Array.isArray(value);
  return typeof value === expected;
}

function valueAt(root: Record<string, unknown>, path: string): { found: boolean; value: unknown } {
  let current: unknown = root;
  for (const part of path.split('.')) {
    if (!isObject(current) || !(part in current)) return { found: false, value: undefined };
    current = current[part];
  }
  return { found: true, value: current };
}

/**
 * Parses and checks the configuration text before it is sent: JSON, the six sections and no others, and the types of the fields the site depends on. The server checks the whole schema again.
 */
export function validateConfig(text: string): { config?: Partial<SiteConfig>; problems: ConfigProblem[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { problems: [{ key: 'invalidJson', values: { message: (error as Error).message } }] };
  }
  if (!isObject(parsed)) return { problems: [{ key: 'notAnObject' }] };

  const problems: ConfigProblem[] = [];
  for (const key of Object.keys(parsed))
    if (key !== '_id' && !(CONFIG_SECTIONS as readonly string[]).includes(key))
      problems.push({ key: 'unknownSection', values: { section: key } });
  for (const section of CONFIG_SECTIONS)
    if (!(section in parsed)) problems.push({ key: 'missingSection', values: { section } });

  for (const [path, expected] of CHECKS) {
    const section = path.split('.')[0]!;
    if (!(section in parsed)) continue;
    const { found, value } = valueAt(parsed, path);
    if (!found || !hasType(value, expected)) problems.push({ key: 'wrongType', values: { path, expected } });
  }
  const routes = valueAt(parsed, 'meta.routes').value;
  if (Array.isArray(routes))
    routes.forEach((route: unknown, index) => {
      if (!isObject(route) || typeof route.route !== 'string')
        problems.push({
          key: 'wrongType',
          values: { path: `meta.routes.${index}.route`, expected: 'string' },
        });
    });
  const components = valueAt(parsed, 'enabled_components').value;
  if (Array.isArray(components))
    components.forEach((name: unknown, index) => {
      if (typeof name !== 'string')
        problems.push({
          key: 'wrongType',
          values: { path: `enabled_components.${index}`, expected: 'string' },
        });
    });

  return problems.length > 0 ? { problems } : { config: parsed as Partial<SiteConfig>, problems };
}

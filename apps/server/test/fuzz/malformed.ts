/**
 * Malformed requests for every route of the server's OpenAPI document: wrong types, missing and extra
 * fields, 1 MB strings, deep nesting, NUL and control characters, lone surrogates, injection strings,
 * `__proto__`/`constructor` keys, invalid ids, hostile numbers, wrong content types, invalid JSON and
 * overlong paths, as guest, customer and admin. Deterministic: the same seed gives the same requests.
 * Used by the fuzz suite (fuzz.test.ts) and the large run (bench/fuzz.mjs).
 */

/** The part of JSON Schema the routes' schemas use. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema?: Schema }> } }
    >
  >;
}

export interface FuzzRoute {
  method: string;
  /** The OpenAPI path, e.g. /api/v0/shop_product/{id}. */
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
}

export type Role = 'guest' | 'customer' | 'admin';
export const ROLES: readonly Role[] = ['guest', 'customer', 'admin'];

export interface FuzzRequest {
  /** `METHOD path` of the route it is made for. */
  route: string;
  role: Role;
  /** What was done wrong, for the report. */
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Each request from an address of its own, so that rate limits refuse few of them. */
  remoteAddress: string;
}

/** Every operation of the document. */
export function routesOf(document: OpenApiDocument): FuzzRoute[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** mulberry32: a small seeded generator, so that a run can be repeated exactly. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(below: number): number {
    return Math.floor(this.next() * below);
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)]!;
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

/** JSON text written as it is: numbers JSON has no words for, and nesting too deep to build as objects. */
class RawJson {
  constructor(readonly text: string) {}
}

function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, inner]) => `${JSON.stringify(key)}:${toJson(inner)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const ONE_MB = 'x'.repeat(1024 * 1024);
const LONG = 'ä'.repeat(5000);

/** Strings that reach parsers, databases and renderers in ways they may not expect. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'Thuja\u0000Hecke',
  '\u0001\u0002\u001b[31m\u001f\u007f',
  '\r\n\t\v\f',
  '\ud800',
  'Hecke\udfff',
  '\ud83d',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; select pg_sleep(5); --',
  '$where: 1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%',
  '%zz',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '9007199254740993',
  '2147483648',
  '-2147483649',
  '99999999999999999999999999',
  'null',
  'true',
  '[]',
  '{}',
  'Äpfel ß € 😀 𝕏',
  '\u202eevil\u200b\ufeff',
  'x'.repeat(256),
  '0000-00-00',
  '2026-13-45T25:61:61Z',
  '000000000000000000000000',
  'ffffffffffffffffffffffff',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'javascript:alert(1)',
  'http://127.0.0.1:5432/',
  'a@b',
  '@',
  'admin',
];

/** Numbers at and beyond the limits of integers, doubles and JSON. */
const HOSTILE_NUMBERS: unknown[] = [
  -1,
  0,
  -0,
  0.5,
  -0.000001,
  3.14159265358979,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('123456789012345678901234567890'),
];

/** Values of any type. */
function hostileValue(random: Random): unknown {
  switch (random.int(10)) {
    case 0:
    case 1:
    case 2:
      return random.pick(HOSTILE_STRINGS);
    case 3:
    case 4:
      return random.pick(HOSTILE_NUMBERS);
    case 5:
      return random.pick([null, true, false, [], {}, [null], [[]], { '': '' }]);
    case 6:
      return random.pick([
        [random.pick(HOSTILE_STRINGS)],
        { value: random.pick(HOSTILE_STRINGS) },
        [1, 'a', null],
      ]);
    case 7:
      return hostileObject(random);
    case 8:
      return random.chance(0.15) ? ONE_MB : LONG;
    default:
      return deepNesting(random);
  }
}

/** Objects with keys that pollute prototypes when merged carelessly. */
function hostileObject(random: Random): unknown {
  const key = random.pick([
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '',
    '\u0000',
    '$gt',
  ]);
  const value = random.pick<unknown>([{ roles: ['admin'] }, { prototype: { isAdmin: true } }, 'x', 1, null]);
  return Object.fromEntries([[key, value]]);
}

function deepNesting(random: Random): RawJson {
  const depth = random.pick([100, 1000, 10_000]);
  return random.chance(0.5)
    ? new RawJson('['.repeat(depth) + ']'.repeat(depth))
    : new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));
}

/** A plausible value of a schema: what a careful client would send, the start of a mutation. */
function sample(schema: Schema | undefined, random: Random, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return sample(random.pick(choices), random, depth + 1);
  if (schema.allOf?.length) return sample(schema.allOf[0], random, depth + 1);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'object':
    case undefined: {
      if (!schema.properties) return type === 'object' ? {} : 'Thuja';
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties)
          .filter(([name]) => required.has(name) || random.chance(0.5))
          .map(([name, inner]) => [name, sample(inner, random, depth + 1)]),
      );
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, random.int(3)) }, () =>
        sample(schema.items, random, depth + 1),
      );
    case 'string':
      return sampleString(schema, random);
    case 'integer':
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 100, random.int(100)));
    case 'number':
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 100, random.int(10_000) / 100));
    case 'boolean':
      return random.chance(0.5);
    default:
      return null;
  }
}

function sampleString(schema: Schema, random: Random): string {
  switch (schema.format) {
    case 'email':
      return `kunde${random.int(1000)}@gartenwerk.test`;
    case 'date-time':
      return '2026-11-25T12:00:00.000Z';
    case 'date':
      return '2026-11-25';
    case 'uri':
      return 'https://www.gartenwerk.test/';
    case 'uuid':
      return '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    default:
      return 'Thuja Smaragd'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 64);
  }
}

/** A random place in a value: the object or array holding it and the key there. */
function pickPlace(
  value: unknown,
  random: Random,
): { holder: Record<string, unknown> | unknown[]; key: string | number } | null {
  let current = value;
  let place: { holder: Record<string, unknown> | unknown[]; key: string | number } | null = null;
  for (let depth = 0; depth < 4; depth++) {
    if (Array.isArray(current) && current.length > 0) {
      const key = random.int(current.length);
      place = { holder: current, key };
      current = current[key];
    } else if (
      current !== null &&
      typeof current === 'object' &&
      !(current instanceof RawJson) &&
      Object.keys(current).length > 0
    ) {
      const key = random.pick(Object.keys(current));
      place = { holder: current as Record<string, unknown>, key };
      current = (current as Record<string, unknown>)[key];
    } else break;
    if (random.chance(0.4)) break;
  }
  return place;
}

function setAt(
  place: { holder: Record<string, unknown> | unknown[]; key: string | number },
  value: unknown,
): void {
  if (Array.isArray(place.holder)) place.holder[place.key as number] = value;
  else
    Object.defineProperty(place.holder, place.key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
}

/** A path segment or query value as the client would encode it; lone surrogates as invalid UTF-8. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .replace(/[\ud800-\udfff]/g, '%ED%A0%80')
      .replace(/[^A-Za-z0-9%._~-]/g, (c) => encodeURIComponent(c));
  }
}

/** Path segments already encoded, some of them wrongly on purpose. */
const RAW_SEGMENTS = [
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%C0%AE',
  '..',
  '%2e%2e',
  '%2F..%2F',
  '%ED%A0%80',
  '%FF%FE',
  '.',
  '~',
  '%20',
  'x'.repeat(300),
];

function hostileSegment(random: Random): string {
  return random.chance(0.4) ? random.pick(RAW_SEGMENTS) : encode(String(random.pick(HOSTILE_STRINGS)));
}

function fillPath(route: FuzzRoute, random: Random, hostile: boolean): string {
  return route.path.replace(/\{([^}]+)\}/g, () =>
    hostile
      ? hostileSegment(random)
      : random.pick(['6553a1f0c2b7e4d5a6f70812', '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', 'thuja']),
  );
}

function queryOf(entries: [string, string][]): string {
  return entries.length === 0 ? '' : `?${entries.map(([name, value]) => `${name}=${value}`).join('&')}`;
}

/** Query parameters with hostile values, unknown and repeated ones, and broken encodings. */
function hostileQuery(route: FuzzRoute, random: Random): string {
  const names = route.parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);
  const entries: [string, string][] = [];
  for (const name of [...names, 'limit', 'skip', 'page', '__proto__', 'x'.repeat(100)]) {
    if (!random.chance(0.5)) continue;
    const value = random.chance(0.3)
      ? random.pick(RAW_SEGMENTS)
      : encode(String(random.pick([...HOSTILE_STRINGS, '1e309', 'NaN', '-5', '1.5'])));
    entries.push([name, value]);
    if (random.chance(0.2)) entries.push([name, value]);
  }
  if (random.chance(0.2)) entries.push([random.pick(['%', '%zz', '%00', 'a[b]', 'a[__proto__][x]']), '1']);
  return queryOf(entries);
}

/** Bodies sent as JSON text. */
function jsonRequest(payload: string): { headers: Record<string, string>; payload: string } {
  return { headers: { 'content-type': 'application/json' }, payload };
}

const INVALID_JSON = [
  '{',
  '{"a":',
  '{a:1}',
  "{'a':1}",
  '[1,]',
  '{"a":1}}',
  'NaN',
  'undefined',
  '\u0000',
  '{"a":"\\u"}',
  '{"a":"\\ud800"}',
  '"',
  'tru',
  '\ufeff{}',
  '{"__proto__":{"x":1}',
  '1 2',
];

const MULTIPART_BODIES = [
  '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  '--x--',
  'garbage without boundary',
  '--x\r\nContent-Disposition: form-data; name="\u0000"; filename="\u0000.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n--x--\r\n',
  `--x\r\nContent-Disposition: form-data; name="file"; filename="${'a'.repeat(5000)}.jpg"\r\n\r\nxyz\r\n--x--\r\n`,
  '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\n\ud800\r\n--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n--x--\r\n',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/octet-stream',
  'image/png',
  ';;;',
];

/** One malformed body of a route (as JSON or not). */
function malformedBody(
  route: FuzzRoute,
  random: Random,
): { kind: string; headers: Record<string, string>; payload: string } {
  const strategy = random.int(route.body ? 9 : 5);
  switch (strategy) {
    case 0:
      return { kind: 'invalid JSON', ...jsonRequest(random.pick(INVALID_JSON)) };
    case 1:
      return { kind: 'whole body hostile', ...jsonRequest(toJson(hostileValue(random))) };
    case 2: {
      const body = route.body ? toJson(sample(route.body, random)) : random.pick(['{}', 'a=1&b=2', '<x/>']);
      return {
        kind: 'wrong content type',
        headers: { 'content-type': random.pick(WRONG_CONTENT_TYPES) },
        payload: body,
      };
    }
    case 3:
      return {
        kind: 'malformed multipart',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: random.pick(MULTIPART_BODIES),
      };
    case 4:
      return { kind: 'prototype keys', ...jsonRequest(toJson(hostileObject(random))) };
    case 5: {
      const body = sample(route.body, random);
      const required = route.body?.required ?? [];
      if (body !== null && typeof body === 'object' && required.length > 0) {
        delete (body as Record<string, unknown>)[random.pick(required)];
      }
      return { kind: 'missing field', ...jsonRequest(toJson(body)) };
    }
    case 6: {
      const body = sample(route.body, random);
      if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
        for (const key of ['__proto__', 'constructor', 'roles', '_id', 'owner', 'x'.repeat(300)]) {
          if (random.chance(0.4))
            setAt({ holder: body as Record<string, unknown>, key }, hostileValue(random));
        }
      }
      return { kind: 'extra fields', ...jsonRequest(toJson(body)) };
    }
    default: {
      // The most common: a plausible body with one value wrong somewhere in it.
      const body = sample(route.body, random);
      const place = pickPlace(body, random);
      if (place) setAt(place, hostileValue(random));
      return { kind: 'wrong value', ...jsonRequest(toJson(place ? body : hostileValue(random))) };
    }
  }
}

const HOSTILE_HEADERS: [string, string][] = [
  ['cookie', 'gw_session=\u00ff\u00fe; gw_cart=%00; lang=%zz'],
  ['cookie', `gw_session=${'a'.repeat(4000)}`],
  ['cookie', 'lang=__proto__; gw_cart=../../x'],
  ['authorization', 'Bearer '],
  ['authorization', `Bearer ${'a'.repeat(5000)}`],
  ['authorization', 'Basic YWRtaW46YWRtaW4='],
  ['authorization', 'Bearer %00'],
  ['accept-language', 'xx-YY;q=NaN, *;q=-1, de;q=1e309'],
  ['accept-encoding', 'br;q=2, gzip;q=NaN, *'],
  ['idempotency-key', 'x'.repeat(2000)],
  ['idempotency-key', '%00'],
  ['if-none-match', '"\u00ff"'],
  ['range', 'bytes=999999999-1'],
  ['range', 'bytes=-1,-2,-3,0-'],
  ['x-forwarded-for', '1.2.3.4, ::ffff:999.1.1.1'],
];

export interface FuzzOptions {
  seed: number;
  /** Bearer tokens of a customer and an admin. */
  tokens: { customer: string; admin: string };
  /** Paths of pages and files outside the API to try too (the storefront's). */
  extraPaths?: string[];
}

/**
 * `count` malformed requests, evenly over routes and roles: request i goes to route i mod routes,
 * as each role in turn; what is wrong with it comes from the seeded generator.
 */
export function* malformedRequests(
  routes: FuzzRoute[],
  count: number,
  options: FuzzOptions,
): Generator<FuzzRequest> {
  const random = new Random(options.seed);
  const pages: FuzzRoute[] = (options.extraPaths ?? []).map((path) => ({
    method: 'GET',
    path,
    parameters: [],
    body: undefined,
  }));
  const all = [...routes, ...pages];
  for (let index = 0; index < count; index++) {
    const route = all[index % all.length]!;
    const role = ROLES[Math.floor(index / all.length) % ROLES.length]!;
    const headers: Record<string, string> =
      role === 'guest' ? {} : { authorization: `Bearer ${options.tokens[role]}` };
    let kind: string;
    let url = fillPath(route, random, false);
    let payload: string | undefined;
    const strategy = random.int(10);
    if (strategy < 2) {
      kind = 'hostile path parameter';
      url = route.path.includes('{')
        ? fillPath(route, random, true)
        : `${url.replace(/\/$/, '')}/${hostileSegment(random)}`;
    } else if (strategy < 4) {
      kind = 'hostile query';
      url += hostileQuery(route, random);
    } else if (strategy === 4) {
      kind = 'overlong path';
      url = random.chance(0.5)
        ? `${url.replace(/\/$/, '')}/${'a'.repeat(random.pick([256, 1000, 5000]))}`
        : `${url}${'/x'.repeat(2500)}`;
    } else if (strategy === 5) {
      kind = 'hostile header';
      const [name, value] = random.pick(HOSTILE_HEADERS);
      headers[name] = value;
    } else {
      const body = malformedBody(route, random);
      kind = body.kind;
      Object.assign(headers, body.headers);
      payload = body.payload;
    }
    // GET and HEAD carry no body; their mistakes are in path, query and headers.
    const method = route.method;
    if ((method === 'GET' || method === 'HEAD' || method === 'DELETE') && payload !== undefined) {
      kind = 'hostile query';
      payload = undefined;
      delete headers['content-type'];
      url += hostileQuery(route, random);
    }
    yield {
      route: `${route.method} ${route.path}`,
      role,
      kind,
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
      remoteAddress: `10.${random.int(256)}.${random.int(256)}.${1 + random.int(254)}`,
    };
  }
}

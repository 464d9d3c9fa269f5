import { existsSync, readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, expect } from 'vitest';

/** A file the server's build writes (src/openapi.ts): its OpenAPI document and its seeded answers. */
export function readServerBuild<T>(name: 'openapi.json' | 'seed-answers.json'): T {
  // Under jsdom, vite serves this module from /@fs/<absolute path>.
  const file = decodeURIComponent(
    new URL(`../../../apps/server/dist/${name}`, import.meta.url).pathname,
  ).replace(/^\/@fs\//, '/');
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: the msw stand-in is checked against the server, so build the server ` +
        'first (`pnpm --filter @gartenwerk/server build`; turbo does it before these tests).',
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface Route {
  path: string;
  pattern: RegExp;
  params: number;
  operations: Record<string, Operation>;
}

function readRoutes(): Route[] {
  const document = readServerBuild<{ paths: Record<string, Record<string, Operation>> }>('openapi.json');
  return (
    Object.entries(document.paths)
      .map(([path, operations]) => ({
        path,
        pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        params: (path.match(/\{/g) ?? []).length,
        operations,
      }))
      // Like the server's router: a fixed path wins over one with parameters.
      .sort((a, b) => a.params - b.params)
  );
}

export const serverRoutes = readRoutes();
// Formats (date-time, email) are the server's to check; the stand-in's shapes are what matter here.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
const validators = new Map<object, ValidateFunction>();

/** The server's route for a method and path, if it has one. */
export function serverRoute(
  method: string,
  pathname: string,
): { route: Route; operation: Operation } | undefined {
  for (const route of serverRoutes) {
    const operation = route.operations[method.toLowerCase()];
    if (operation && route.pattern.test(pathname)) return { route, operation };
  }
  return undefined;
}

/** What is wrong with an answer the server could not give, or undefined when it could. */
export async function contractViolation(request: Request, response: Response): Promise<string | undefined> {
  const { pathname } = new URL(request.url);
  const name = `${request.method} ${pathname} → ${response.status}`;
  const found = serverRoute(request.method, pathname);
  if (!found) return `${name}: the server has no such route`;
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  const body: unknown = isJson ? await response.json() : undefined;
  if (response.status >= 400) {
    // Every refusal of the server has this shape (core/errors.ts).
    const error = body as { statusCode?: unknown; code?: unknown; message?: unknown } | undefined;
    const valid =
      error?.statusCode === response.status &&
      ['string', 'number'].includes(typeof error.code) &&
      typeof error.message === 'string';
    return valid ? undefined : `${name}: not the server's error shape: ${JSON.stringify(body)}`;
  }
  const documented = found.operation.responses ?? {};
  const answer = documented[String(response.status)];
  if (!answer)
    return `${name}: the server answers ${Object.keys(documented).join(', ')}, not ${response.status}`;
  const schema = answer.content?.['application/json']?.schema;
  if (!schema || !isJson) return undefined;
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
  if (validate(body)) return undefined;
  return `${name} (${found.route.path}): ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`;
}

/**
 * An msw server whose every mocked answer must be one the real server could give (route, status,
 * body by its OpenAPI schema); a test whose stand-in answered otherwise fails after it ran.
 */
export function setupContractServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  const checks: Array<Promise<string | undefined>> = [];
  server.events.on('response:mocked', ({ request, response }) => {
    // The request's body is the handler's by now; the route needs only method and URL.
    checks.push(contractViolation(new Request(request.url, { method: request.method }), response.clone()));
  });
  afterEach(async () => {
    const violations = (await Promise.all(checks.splice(0))).filter(Boolean);
    expect(violations, 'msw answers the server could not give').toEqual([]);
  });
  return server;
}

import { blankItem, bodyProblem, type EntitySchemas, type EntityTypes } from '@gartenwerk/domain/schemas';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ServerErrorBody } from './types';

export interface EntityHandlersOptions<S extends EntitySchemas> {
  /** The collection's address, e.g. `/api/v0/shop_color/`. */
  path: string;
  /** The entity's schemas: bodies they refuse get the server's 400 VALIDATION. */
  schemas: S;
  /** The in-memory store; the handlers add to it, change it and remove from it in place. */
  items: Array<EntityTypes<S>['item']>;
  /**
   * A new item from a create's body and its new id; without it, the body over `defaults` over what
   * the item's schema makes of nothing (see `blankItem`).
   */
  create?: (body: EntityTypes<S>['create'], id: string) => EntityTypes<S>['item'];
  /** The server's defaults of a new item that its schema does not tell (an enum's default value). */
  defaults?: Partial<EntityTypes<S>['item']>;
  /** The server's words for a missing item, e.g. `color not found`. */
  notFound: string;
  /** The fields the list's `search` finds parts of (case-insensitive; an array's entries each). */
  search?: ReadonlyArray<keyof EntityTypes<S>['item'] & string>;
  /** The list's filters that ask for a field's exact value; the field has the filter's name. */
  filters?: ReadonlyArray<keyof EntityTypes<S>['item'] & keyof EntityTypes<S>['query'] & string>;
  /** Whether an item matches the list's query beyond `search` and `filters` (its other parameters). */
  matches?: (item: EntityTypes<S>['item'], query: URLSearchParams) => boolean;
  /** The refusal of a remove while the item is used (409 IN_USE), or undefined. */
  inUse?: (id: string) => string | undefined;
}

const failure = (status: number, code: string, message: string) =>
  HttpResponse.json<ServerErrorBody>({ statusCode: status, code, message }, { status });

/** Sorts like the server's `sort` parameter: a field's name, `-name` for descending. */
function sorted<T>(items: T[], sort: string | null): T[] {
  if (!sort) return items;
  const field = sort.replace(/^-/, '') as keyof T;
  const direction = sort.startsWith('-') ? -1 : 1;
  return [...items].sort((a, b) => direction * String(a[field] ?? '').localeCompare(String(b[field] ?? '')));
}

/** Demo items of an entity, each written with only what differs from the server's defaults. */
export const demoItems = <S extends EntitySchemas>(
  schemas: S,
  defaults: Partial<EntityTypes<S>['item']>,
  items: ReadonlyArray<Partial<EntityTypes<S>['item']> & { _id: string }>,
): Array<EntityTypes<S>['item']> => items.map((item) => blankItem(schemas.item, { ...defaults, ...item }));

/** Whether an item's fields contain the search text, and its filtered fields have the asked value. */
function matchesQuery(
  item: Record<string, unknown>,
  query: URLSearchParams,
  search: readonly string[],
  filters: readonly string[],
) {
  const text = query.get('search')?.toLowerCase();
  const found =
    !text || search.some((name) => [item[name] ?? ''].flat().join(' ').toLowerCase().includes(text));
  return found && filters.every((name) => !query.get(name) || String(item[name]) === query.get(name));
}

/**
 * The msw stand-in of an entity's routes (list with sort and paging, get, create, update by path or
 * by `_id`, remove) over an in-memory store, answering like the server's `defineEntity`.
 */
export function entityHandlers<S extends EntitySchemas>(options: EntityHandlersOptions<S>): HttpHandler[] {
  type Item = EntityTypes<S>['item'] & { _id: string };
  const { path, schemas, items, notFound, matches, inUse, search = [], filters = [] } = options;
  const create =
    options.create ??
    ((body: EntityTypes<S>['create'], _id: string) =>
      blankItem<EntityTypes<S>['item'] & { _id: string }>(schemas.item, {
        ...options.defaults,
        ...(body as object),
        _id,
      }));
  const url = `*${path}`;
  // New ids read like the server's collection: shop_color-new-1, …
  const idPrefix = path.split('/').at(-2);
  let sequence = 0;
  const find = (id: unknown) => (items as Item[]).find((item) => item._id === id);

  const update = async (request: Request, id: unknown) => {
    const body = (await request.json()) as Record<string, unknown>;
    const problem = bodyProblem(schemas.update, body);
    if (problem) return failure(400, 'VALIDATION', problem);
    const item = find(id ?? body._id);
    if (!item) return failure(404, 'NOT_FOUND', notFound);
    const { _id: _ignored, ...fields } = body;
    Object.assign(item, fields);
    return HttpResponse.json(item);
  };

  return [
    http.get(url, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const found = sorted(
        items.filter(
          (item) =>
            matchesQuery(item as Record<string, unknown>, query, search, filters) &&
            (!matches || matches(item, query)),
        ),
        query.get('sort'),
      );
      const skip = Number(query.get('skip') ?? 0);
      const limit = Number(query.get('limit') ?? 1000);
      return HttpResponse.json({ items: found.slice(skip, skip + limit), total: found.length });
    }),
    http.get(`${url}:id`, ({ params }) => {
      const item = find(params.id);
      return item ? HttpResponse.json(item) : failure(404, 'NOT_FOUND', notFound);
    }),
    http.post(url, async ({ request }) => {
      const body = (await request.json()) as EntityTypes<S>['create'];
      const problem = bodyProblem(schemas.create, body);
      if (problem) return failure(400, 'VALIDATION', problem);
      const item = create(body, `${idPrefix}-new-${++sequence}`) as Item;
      items.push(item);
      return HttpResponse.json(item);
    }),
    http.put(url, ({ request }) => update(request, undefined)),
    http.put(`${url}:id`, ({ request, params }) => update(request, params.id)),
    http.delete(`${url}:id`, ({ params }) => {
      const item = find(params.id);
      if (!item) return failure(404, 'NOT_FOUND', notFound);
      const refusal = inUse?.(item._id);
      if (refusal) return failure(409, 'IN_USE', refusal);
      items.splice(items.indexOf(item), 1);
      return HttpResponse.json(item);
    }),
  ];
}

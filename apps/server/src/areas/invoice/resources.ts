import { resourceSchemas, type Resource } from '@gartenwerk/domain/schemas';
import { arrayContains, asc, count, inArray } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { tableService } from '../../core/table-service';
import { planResources, productionStages } from './plan-table';

/** The resources' list, get, create, update, remove and getMany, in their order, then by name. */
export const resourceService = tableService({
  table: planResources,
  schemas: resourceSchemas,
  notFound: 'resource not found',
  defaultOrder: [asc(planResources.order), asc(planResources.name), asc(planResources.id)],
  search: [planResources.name],
  defaultLimit: 1000,
});

const toResource = (row: typeof planResources.$inferSelect): Resource => ({
  _id: row.id,
  name: row.name,
  kind: row.kind as Resource['kind'],
  color: row.color,
  font_color: row.fontColor,
  order: row.order,
  availableDates: row.availableDates,
  created: row.created.toISOString(),
});

/** The resources of these ids, by id (unknown ids are left out); all of them without ids. */
export async function resourcesById(db: Database, ids?: readonly string[]): Promise<Map<string, Resource>> {
  if (ids && ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(planResources)
    .where(ids ? inArray(planResources.id, [...new Set(ids)]) : undefined)
    .orderBy(asc(planResources.order), asc(planResources.name), asc(planResources.id));
  return new Map(rows.map((row) => [row.id, toResource(row)]));
}

/** Whether a stage of a production plan names the resource; such a resource is not removed (409). */
export async function resourceInUse(db: Database, id: string): Promise<boolean> {
  const [used] = await db
    .select({ total: count() })
    .from(productionStages)
    .where(arrayContains(productionStages.resources, [id]));
  return (used?.total ?? 0) > 0;
}

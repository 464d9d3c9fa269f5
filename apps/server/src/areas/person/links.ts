import type {
  PersonLink,
  PersonLinkCreate,
  PersonLinkKind,
  PersonLinkQuery,
} from '@gartenwerk/domain/schemas';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { text } from '../../core/texts';
import { getUserById } from '../auth/service';
import { getMaster, MASTER_ENTITIES } from '../invoice/master';
import { sportsPersonName } from '../sports/service';
import { personLinks, persons } from './table';

/** The name of an accounting vendor or customer; undefined when it does not exist. */
async function partyName(db: Database, kind: 'vendor' | 'customer', id: string) {
  const party = await getMaster(db, MASTER_ENTITIES[kind], id).catch(() => undefined);
  return party && String(party.name ?? '');
}

/** The name of a link's vendor, customer or sports person; undefined when it does not exist. */
const TARGET_NAMES: Record<PersonLinkKind, (db: Database, id: string) => Promise<string | undefined>> = {
  vendor: (db, id) => partyName(db, 'vendor', id),
  accounting_customer: (db, id) => partyName(db, 'customer', id),
  customer: async (db, id) => {
    const user = await getUserById(db, id);
    return user && (user.name || user.handle);
  },
  sports_person: sportsPersonName,
};

type LinkRow = typeof personLinks.$inferSelect;

async function toLinks(db: Database, rows: LinkRow[]): Promise<PersonLink[]> {
  const ids = [...new Set(rows.map((row) => row.person))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: persons.id, name: persons.name })
            .from(persons)
            .where(inArray(persons.id, ids))
        ).map((row) => [row.id, row.name] as const),
  );
  return Promise.all(
    rows.map(async (row) => ({
      _id: row.id,
      person: row.person,
      personName: names.get(row.person) ?? '',
      kind: row.kind as PersonLinkKind,
      target: row.target,
      targetName: (await TARGET_NAMES[row.kind as PersonLinkKind](db, row.target)) ?? '',
      created: row.created.toISOString(),
    })),
  );
}

/** The links of a person, or of a vendor, customer or sports person, the oldest first. */
export async function listPersonLinks(db: Database, query: PersonLinkQuery): Promise<PersonLink[]> {
  const where: (SQL | undefined)[] = [
    query.person ? eq(personLinks.person, query.person) : undefined,
    query.kind ? eq(personLinks.kind, query.kind) : undefined,
    query.target ? eq(personLinks.target, query.target) : undefined,
  ];
  const rows = await db
    .select()
    .from(personLinks)
    .where(and(...where))
    .orderBy(asc(personLinks.created), asc(personLinks.id));
  return toLinks(db, rows);
}

/** Links a person to a vendor, customer or sports person that exist; linking twice keeps the one link. */
export async function createPersonLink(db: Database, input: PersonLinkCreate): Promise<PersonLink> {
  const [person] = await db.select({ id: persons.id }).from(persons).where(eq(persons.id, input.person));
  if (!person) throw new AppError('VALIDATION', 400, text('errors:personLink.unknownPerson'));
  if ((await TARGET_NAMES[input.kind](db, input.target)) === undefined)
    throw new AppError('VALIDATION', 400, text('errors:personLink.unknownTarget'));
  await db.insert(personLinks).values(input).onConflictDoNothing();
  const rows = await db
    .select()
    .from(personLinks)
    .where(
      and(
        eq(personLinks.person, input.person),
        eq(personLinks.kind, input.kind),
        eq(personLinks.target, input.target),
      ),
    );
  const [link] = await toLinks(db, rows);
  return link!;
}

export async function removePersonLink(db: Database, id: string): Promise<PersonLink> {
  const rows = await db.select().from(personLinks).where(eq(personLinks.id, id));
  if (rows.length === 0) throw notFound('person link not found');
  const [link] = await toLinks(db, rows);
  await db.delete(personLinks).where(eq(personLinks.id, id));
  return link!;
}

import {
  sportsClubSchemas,
  sportsPersonSchemas,
  sportsTeamSchemas,
  type Sponsoring,
} from '@gartenwerk/domain/schemas';
import { and, arrayContains, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { tableService } from '../../core/table-service';
import { text } from '../../core/texts';
import { assertFilesExist } from '../file/queries';
import { sportsClubs, sportsPersons, sportsTeams } from './table';

export const sportsClubService = tableService({
  table: sportsClubs,
  schemas: sportsClubSchemas,
  notFound: 'club not found',
  defaultOrder: [asc(sportsClubs.name), asc(sportsClubs.id)],
  search: [sportsClubs.name, sportsClubs.city],
  filters: ['sponsored'],
  defaultLimit: 100,
  check: (db, input) => assertFilesExist(db, 'logo', input.logo),
});

export const sportsPersonService = tableService({
  table: sportsPersons,
  schemas: sportsPersonSchemas,
  notFound: 'sports person not found',
  defaultOrder: [asc(sportsPersons.name), asc(sportsPersons.id)],
  search: [sportsPersons.name, sportsPersons.position],
  defaultLimit: 100,
  check: (db, input) => assertFilesExist(db, 'media', input.media),
});

/** A team's club exists, and its coach and players are sports persons. */
async function checkTeam(db: Database, input: { club?: string; coach?: string | null; players?: string[] }) {
  if (input.club !== undefined) {
    const [club] = await db
      .select({ id: sportsClubs.id })
      .from(sportsClubs)
      .where(eq(sportsClubs.id, input.club));
    if (!club) throw new AppError('VALIDATION', 400, text('errors:sports.unknownClub'));
  }
  const persons = [...new Set([...(input.players ?? []), ...(input.coach ? [input.coach] : [])])];
  if (persons.length > 0) {
    const found = await db
      .select({ id: sportsPersons.id })
      .from(sportsPersons)
      .where(inArray(sportsPersons.id, persons));
    if (found.length !== persons.length)
      throw new AppError('VALIDATION', 400, text('errors:sports.unknownPerson'));
  }
}

export const sportsTeamService = tableService({
  table: sportsTeams,
  schemas: sportsTeamSchemas,
  notFound: 'team not found',
  defaultOrder: [desc(sportsTeams.season), asc(sportsTeams.name), asc(sportsTeams.id)],
  search: [sportsTeams.name, sportsTeams.league],
  filters: ['club', 'season'],
  defaultLimit: 100,
  check: async (db, input) => {
    await checkTeam(db, input);
    await assertFilesExist(db, 'logo', input.logo);
  },
});

/** Whether a club still has teams (it is then not removed). */
export async function clubHasTeams(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: sportsTeams.id })
    .from(sportsTeams)
    .where(eq(sportsTeams.club, id))
    .limit(1);
  return rows.length > 0;
}

/** Whether a sports person coaches or plays in a team (they are then not removed). */
export async function personInTeam(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: sportsTeams.id })
    .from(sportsTeams)
    .where(or(eq(sportsTeams.coach, id), arrayContains(sportsTeams.players, [id])))
    .limit(1);
  return rows.length > 0;
}

/** The name of a sports person, or undefined when there is none of that id (for the person links). */
export async function sportsPersonName(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: sportsPersons.name })
    .from(sportsPersons)
    .where(eq(sportsPersons.id, id));
  return row?.name;
}

/** The public page: the sponsored clubs by name, each with its teams (the latest season first). */
export async function sponsoring(db: Database): Promise<Sponsoring> {
  const clubs = await db
    .select()
    .from(sportsClubs)
    .where(eq(sportsClubs.sponsored, true))
    .orderBy(asc(sportsClubs.name), asc(sportsClubs.id));
  const teams =
    clubs.length === 0
      ? []
      : await db
          .select()
          .from(sportsTeams)
          .where(
            and(
              inArray(
                sportsTeams.club,
                clubs.map((club) => club.id),
              ),
            ),
          )
          .orderBy(desc(sportsTeams.season), asc(sportsTeams.name), asc(sportsTeams.id));
  return {
    clubs: clubs.map((club) => ({
      _id: club.id,
      name: club.name,
      city: club.city,
      website: club.website,
      description: club.description,
      logo: club.logo,
      teams: teams
        .filter((team) => team.club === club.id)
        .map((team) => ({
          _id: team.id,
          name: team.name,
          season: team.season,
          league: team.league,
          logo: team.logo,
        })),
    })),
  };
}

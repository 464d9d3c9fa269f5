import { Type, type Static } from '@sinclair/typebox';
import { Id, NullableString } from './common';
import { BrowseQuerySchema, type EntitySchemas } from './entity';

/** A logo: at most one picture of the file library. */
const Logo = () => Type.Array(Id(), { maxItems: 1 });

/** A club the nursery sponsors (`/api/v0/sports_club/`). */
export const SportsClubSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  city: Type.String(),
  website: Type.String(),
  description: Type.String(),
  /** Shown on the public sponsoring page. */
  sponsored: Type.Boolean(),
  logo: Type.Array(Type.String()),
  created: Type.String({ format: 'date-time' }),
});
export type SportsClub = Static<typeof SportsClubSchema>;

export const SportsClubFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  city: Type.String({ maxLength: 100 }),
  website: Type.String({ maxLength: 500 }),
  description: Type.String({ maxLength: 5000 }),
  sponsored: Type.Boolean(),
  logo: Logo(),
};

export const SportsClubCreateSchema = Type.Composite(
  [Type.Object({ name: SportsClubFields.name }), Type.Partial(Type.Object(SportsClubFields))],
  { additionalProperties: false },
);
export const SportsClubUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(SportsClubFields))],
  { additionalProperties: false },
);
export const SPORTS_CLUB_SORTS = ['name', 'city', 'created'] as const;
export const SportsClubQuerySchema = BrowseQuerySchema({
  filters: { sponsored: Type.Optional(Type.Boolean()) },
  sorts: SPORTS_CLUB_SORTS,
  search: 'Part of the name or the city',
});
export const sportsClubSchemas = {
  item: SportsClubSchema,
  create: SportsClubCreateSchema,
  update: SportsClubUpdateSchema,
  query: SportsClubQuerySchema,
} satisfies EntitySchemas;

/** A team of a club in a season (`/api/v0/sports_team/`): its league, coach and players. */
export const SportsTeamSchema = Type.Object({
  _id: Type.String(),
  club: Type.String(),
  name: Type.String(),
  season: Type.String(),
  league: Type.String(),
  /** A sports person; null while the team has none. */
  coach: NullableString(),
  /** Sports persons. */
  players: Type.Array(Type.String()),
  logo: Type.Array(Type.String()),
  created: Type.String({ format: 'date-time' }),
});
export type SportsTeam = Static<typeof SportsTeamSchema>;

export const SportsTeamFields = {
  club: Id(),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  season: Type.String({ maxLength: 20 }),
  league: Type.String({ maxLength: 200 }),
  coach: NullableString({ minLength: 1, maxLength: 64 }),
  players: Type.Array(Id(), { maxItems: 100 }),
  logo: Logo(),
};

export const SportsTeamCreateSchema = Type.Composite(
  [
    Type.Object({ club: SportsTeamFields.club, name: SportsTeamFields.name }),
    Type.Partial(Type.Object(SportsTeamFields)),
  ],
  { additionalProperties: false },
);
export const SportsTeamUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(SportsTeamFields))],
  { additionalProperties: false },
);
export const SPORTS_TEAM_SORTS = ['name', 'season', 'league', 'created'] as const;
export const SportsTeamQuerySchema = BrowseQuerySchema({
  filters: { club: Type.Optional(Id()), season: Type.Optional(Type.String({ maxLength: 20 })) },
  sorts: SPORTS_TEAM_SORTS,
  search: 'Part of the name or the league',
});
export const sportsTeamSchemas = {
  item: SportsTeamSchema,
  create: SportsTeamCreateSchema,
  update: SportsTeamUpdateSchema,
  query: SportsTeamQuerySchema,
} satisfies EntitySchemas;

/** A player or coach (`/api/v0/sports_person/`) with their media images; linkable to a person record. */
export const SportsPersonSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  position: Type.String(),
  /** Pictures of the file library (userData's sports media). */
  media: Type.Array(Type.String()),
  created: Type.String({ format: 'date-time' }),
});
export type SportsPerson = Static<typeof SportsPersonSchema>;

export const SportsPersonFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  position: Type.String({ maxLength: 100 }),
  media: Type.Array(Id(), { maxItems: 20 }),
};

export const SportsPersonCreateSchema = Type.Composite(
  [Type.Object({ name: SportsPersonFields.name }), Type.Partial(Type.Object(SportsPersonFields))],
  { additionalProperties: false },
);
export const SportsPersonUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(SportsPersonFields))],
  { additionalProperties: false },
);
export const SPORTS_PERSON_SORTS = ['name', 'created'] as const;
export const SportsPersonQuerySchema = BrowseQuerySchema({
  filters: {},
  sorts: SPORTS_PERSON_SORTS,
  search: 'Part of the name or the position',
});
export const sportsPersonSchemas = {
  item: SportsPersonSchema,
  create: SportsPersonCreateSchema,
  update: SportsPersonUpdateSchema,
  query: SportsPersonQuerySchema,
} satisfies EntitySchemas;

/** The public sponsoring page (`GET /api/v0/sports/sponsoring`): the sponsored clubs with their teams. */
export const SponsoringSchema = Type.Object({
  clubs: Type.Array(
    Type.Object({
      _id: Type.String(),
      name: Type.String(),
      city: Type.String(),
      website: Type.String(),
      description: Type.String(),
      logo: Type.Array(Type.String()),
      teams: Type.Array(
        Type.Object({
          _id: Type.String(),
          name: Type.String(),
          season: Type.String(),
          league: Type.String(),
          logo: Type.Array(Type.String()),
        }),
      ),
    }),
  ),
});
export type Sponsoring = Static<typeof SponsoringSchema>;

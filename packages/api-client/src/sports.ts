import type {
  Sponsoring,
  sportsClubSchemas,
  sportsPersonSchemas,
  sportsTeamSchemas,
} from '@gartenwerk/domain/schemas';
import { api } from './api';
import { entityEndpoints } from './entity';

/** The sponsored clubs (`/api/v0/sports_club/`; admin, system). */
export const sportsClubApi = entityEndpoints<typeof sportsClubSchemas>()({
  type: 'SportsClub',
  path: '/api/v0/sports_club/',
  one: 'SportsClub',
  many: 'SportsClubs',
});

/** The clubs' teams (`/api/v0/sports_team/`; admin, system). */
export const sportsTeamApi = entityEndpoints<typeof sportsTeamSchemas>()({
  type: 'SportsTeam',
  path: '/api/v0/sports_team/',
  one: 'SportsTeam',
  many: 'SportsTeams',
});

/** Players and coaches (`/api/v0/sports_person/`; admin, system). */
export const sportsPersonApi = entityEndpoints<typeof sportsPersonSchemas>()({
  type: 'SportsPerson',
  path: '/api/v0/sports_person/',
  one: 'SportsPerson',
  many: 'SportsPersons',
});

/** `GET /api/v0/sports/sponsoring` (anyone): the sponsored clubs with their teams. */
export const sponsoringApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSponsoring: build.query<Sponsoring, void>({
      query: () => ({ path: '/api/v0/sports/sponsoring' }),
    }),
  }),
});

export const { useGetSponsoringQuery } = sponsoringApi;

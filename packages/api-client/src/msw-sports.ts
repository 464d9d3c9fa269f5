import {
  sportsClubSchemas,
  sportsPersonSchemas,
  sportsTeamSchemas,
  type SportsClub,
  type SportsPerson,
  type SportsTeam,
} from '@gartenwerk/domain/schemas';
import { http, HttpResponse } from 'msw';
import { demoItems, entityHandlers } from './msw-entity';

export const demoSportsClubs = demoItems(sportsClubSchemas, { sponsored: true }, [
  { _id: 'club-tulln', name: 'SV Tulln', city: 'Tulln', created: '2026-03-01T08:00:00.000Z' },
  {
    _id: 'club-krems',
    name: 'UHC Krems',
    city: 'Krems',
    sponsored: false,
    created: '2026-03-02T08:00:00.000Z',
  },
]);
export const demoSportsPersons = demoItems(sportsPersonSchemas, {}, [
  { _id: 'sp-koller', name: 'Maria Koller', position: 'Trainerin', created: '2026-03-01T08:00:00.000Z' },
  { _id: 'sp-wimmer', name: 'Lukas Wimmer', position: 'Tor', created: '2026-03-01T08:00:00.000Z' },
]);
export const demoSportsTeams = demoItems(sportsTeamSchemas, { coach: null }, [
  {
    _id: 'team-u12',
    club: 'club-tulln',
    name: 'U12',
    season: '2026/27',
    league: '1. Klasse Mitte',
    coach: 'sp-koller',
    players: ['sp-wimmer'],
    created: '2026-03-03T08:00:00.000Z',
  },
]);

/** The sports routes over copies of the given clubs, teams and persons (the demo ones unless given). */
export function createSportsHandlers(
  clubs: SportsClub[] = demoSportsClubs,
  teams: SportsTeam[] = demoSportsTeams,
  persons: SportsPerson[] = demoSportsPersons,
) {
  const clubItems = structuredClone(clubs);
  const teamItems = structuredClone(teams);
  return [
    http.get('*/api/v0/sports/sponsoring', () =>
      HttpResponse.json({
        clubs: clubItems
          .filter((club) => club.sponsored)
          .map(({ _id, name, city, website, description, logo }) => ({
            _id,
            name,
            city,
            website,
            description,
            logo,
            teams: teamItems
              .filter((team) => team.club === _id)
              .map(({ _id: id, name: teamName, season, league, logo: teamLogo }) => ({
                _id: id,
                name: teamName,
                season,
                league,
                logo: teamLogo,
              })),
          })),
      }),
    ),
    ...entityHandlers({
      path: '/api/v0/sports_club/',
      schemas: sportsClubSchemas,
      items: clubItems,
      defaults: { sponsored: true },
      notFound: 'club not found',
      search: ['name', 'city'],
    }),
    ...entityHandlers({
      path: '/api/v0/sports_team/',
      schemas: sportsTeamSchemas,
      items: teamItems,
      defaults: { coach: null },
      notFound: 'team not found',
      search: ['name', 'league'],
      filters: ['club', 'season'],
    }),
    ...entityHandlers({
      path: '/api/v0/sports_person/',
      schemas: sportsPersonSchemas,
      items: structuredClone(persons),
      defaults: {},
      notFound: 'sports person not found',
      search: ['name', 'position'],
    }),
  ];
}

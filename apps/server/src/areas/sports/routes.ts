import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SponsoringSchema,
  sportsClubSchemas,
  sportsPersonSchemas,
  sportsTeamSchemas,
} from '@gartenwerk/domain/schemas';
import { defineEntity, registerEntityRoutes } from '../../core/entity-routes';
import { text } from '../../core/texts';
import { gateComponent } from '../config/components';
import {
  clubHasTeams,
  personInTeam,
  sponsoring,
  sportsClubService,
  sportsPersonService,
  sportsTeamService,
} from './service';

/** The site component of the sports area (config enabled_components). */
export const SPORTS_COMPONENT = 'sports';

const access = { read: ['admin', 'system'], write: ['admin', 'system'] } as const;

/**
 * /api/v0/sports_club/, /sports_team/, /sports_person/ (admin, system) and the public
 * /api/v0/sports/sponsoring; all answer 404 while the component `sports` is switched off.
 */
export const sportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  gateComponent(app, SPORTS_COMPONENT);

  app.get(
    '/sports/sponsoring',
    {
      schema: {
        tags: ['content'],
        summary: 'The sponsored clubs by name, each with its teams and logos (anyone)',
        response: { 200: SponsoringSchema },
      },
    },
    async () => sponsoring(app.db),
  );

  registerEntityRoutes(
    app,
    defineEntity({
      path: 'sports_club',
      names: { one: 'club', many: 'clubs' },
      tags: ['sports'],
      schemas: sportsClubSchemas,
      access: { read: [...access.read], write: [...access.write] },
      service: sportsClubService,
      inUse: { check: clubHasTeams, message: text('errors:inUse.sportsClub') },
      summaries: { list: 'Clubs by name unless sorted' },
    }),
  );
  registerEntityRoutes(
    app,
    defineEntity({
      path: 'sports_team',
      names: { one: 'team', many: 'teams' },
      tags: ['sports'],
      schemas: sportsTeamSchemas,
      access: { read: [...access.read], write: [...access.write] },
      service: sportsTeamService,
      summaries: { list: 'Teams, the latest season first unless sorted, filtered by club and season' },
    }),
  );
  registerEntityRoutes(
    app,
    defineEntity({
      path: 'sports_person',
      names: { one: 'sports person', many: 'sports persons' },
      tags: ['sports'],
      schemas: sportsPersonSchemas,
      access: { read: [...access.read], write: [...access.write] },
      service: sportsPersonService,
      inUse: { check: personInTeam, message: text('errors:inUse.sportsPerson') },
      summaries: { list: 'Sports persons by name unless sorted' },
    }),
  );
};

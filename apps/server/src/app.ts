import { resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { areas } from './areas';
import { identifyUser } from './areas/auth/identify';
import type { Database } from './core/db';
import { registerErrorHandler } from './core/errors';
import { loggerOptions } from './core/logging';
import type { LogLevel } from './core/settings';
import { registerAdminCenter } from './web/admin';
import { StorefrontRenderer } from './web/storefront';

export interface AppOptions {
  db: Database;
  sessionSecret: string;
  storefrontDist: string;
  adminDist: string;
  logLevel?: LogLevel;
  /** Where uploaded files are kept (DATA_DIR); default ./data. */
  dataDir?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** DATA_DIR: the folder for files the server stores. */
    dataDir: string;
  }
}

/** Builds the whole server without listening; tests drive it with `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'info'),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('db', options.db);
  app.decorate('dataDir', resolve(options.dataDir ?? './data'));
  registerErrorHandler(app);

  await app.register(fastifyCookie, { secret: options.sessionSecret });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Gartenwerk API', version: '0' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'gw_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(identifyUser);

  for (const area of areas) await app.register(area.routes, { prefix: area.prefix });

  const storefront = new StorefrontRenderer(app, options.storefrontDist);
  await storefront.registerStaticFiles();
  await registerAdminCenter(app, options.adminDist);

  // Unknown API paths answer JSON; every other page the storefront renders.
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$|\?)/.test(request.url);
    if (isPage) return storefront.renderPage(request, reply);
    return reply.status(404).send({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: `Route ${request.method}:${request.url} not found`,
    });
  });

  return app;
}

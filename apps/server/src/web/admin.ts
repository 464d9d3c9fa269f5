import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ADMIN_CENTER_URL } from '@gartenwerk/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const adminNotBuilt = (dist: string) =>
  `The admin centre is not built (no ${dist}). Build it with: pnpm --filter @gartenwerk/admin build\n`;

const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the admin SPA under /admincenter: its files as they are, and index.html for every other
 * path so that deep links load the app, which then routes on the client.
 */
export async function registerAdminCenter(app: FastifyInstance, dist: string): Promise<void> {
  const indexFile = join(dist, 'index.html');
  await app.register(
    async (admin) => {
      if (!existsSync(indexFile)) {
        const answerNotBuilt = async (_request: unknown, reply: FastifyReply) =>
          reply.status(503).type('text/plain; charset=utf-8').send(adminNotBuilt(dist));
        admin.get('/', answerNotBuilt);
        admin.get('/*', answerNotBuilt);
        return;
      }
      const assetsDir = join(dist, 'assets');
      await admin.register(fastifyStatic, {
        root: dist,
        prefix: '/',
        wildcard: true,
        index: false,
        // The reply's sendFile belongs to the storefront's file server.
        decorateReply: false,
        cacheControl: false,
        setHeaders: (response, filePath) => {
          response.setHeader('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE_CACHE : 'no-cache');
        },
      });
      const sendIndex = async (_request: unknown, reply: FastifyReply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(await readFile(indexFile));
      admin.get('/', sendIndex);
      admin.setNotFoundHandler(async (request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'Not Found' });
        }
        return sendIndex(request, reply);
      });
    },
    { prefix: ADMIN_CENTER_URL },
  );
}

import type { FastifyInstance } from 'fastify';
import type { Database } from '../../core/db';
import { notFound } from '../../core/errors';
import { getConfig } from './read';

/** Whether a part of the site is switched on under "Komponenten" (config enabled_components). */
export async function componentOn(db: Database, component: string): Promise<boolean> {
  return (await getConfig(db)).enabled_components.includes(component);
}

/**
 * Makes every route of the plugin answer 404 while its component is switched off: a part of the site
 * that is off has no API.
 */
export function gateComponent(app: FastifyInstance, component: string): void {
  app.addHook('onRequest', async () => {
    if (!(await componentOn(app.db, component))) throw notFound();
  });
}

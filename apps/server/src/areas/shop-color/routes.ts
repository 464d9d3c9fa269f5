import { colorSchemas } from '@gartenwerk/domain/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../core/db';
import { defineEntity, registerEntityRoutes } from '../../core/entity-routes';
import { text } from '../../core/texts';
import { colorService } from './service';

export interface ColorRoutesOptions {
  /**
   * Whether a product shows the colour; such a colour is not removed (409). The shop-product area's
   * `productsShowColor`, given by areas/index.ts.
   */
  colorInUse?: (db: Database, id: string) => Promise<boolean>;
}

/** /api/v0/shop_color/: colours of products; reads for anyone, writes for admin and system. */
export const colorEntity = (colorInUse: (db: Database, id: string) => Promise<boolean>) =>
  defineEntity({
    path: 'shop_color',
    names: { one: 'colour', many: 'colours' },
    tags: ['shop'],
    schemas: colorSchemas,
    access: { read: 'anyone', write: ['admin', 'system'] },
    publicCache: true,
    service: colorService,
    inUse: { check: colorInUse, message: text('errors:inUse.color') },
    summaries: { list: 'Colours, by title unless sorted' },
  });

export const colorRoutes: FastifyPluginAsync<ColorRoutesOptions> = async (app, { colorInUse }) => {
  if (!colorInUse) throw new Error('colorRoutes: no colorInUse given');
  registerEntityRoutes(app, colorEntity(colorInUse));
};

import { colorSchemas } from '@gartenwerk/domain/schemas';
import { defineEntity, entityRoutes } from '../../core/entity-routes';
import { text } from '../../core/texts';
import { colorInUse, colorService } from './service';

/** /api/v0/shop_color/: colours of products; reads for anyone, writes for admin and system. */
export const colorEntity = defineEntity({
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

export const colorRoutes = entityRoutes(colorEntity);

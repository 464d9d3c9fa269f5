import type { Color, ColorCreate, colorSchemas } from '@gartenwerk/domain/schemas';
import { entityEndpoints } from './entity';

/** A colour and what an admin sends for one, as the domain's colour schemas say. */
export type CatalogueColor = Color;
export type CatalogueColorInput = ColorCreate;

/** The colours of products (`/api/v0/shop_color/`), all at once: the admin lists them on one page. */
export const shopColorApi = entityEndpoints<typeof colorSchemas>()({
  type: 'Color',
  path: '/api/v0/shop_color/',
  one: 'CatalogueColor',
  many: 'CatalogueColors',
  listQuery: { limit: 1000 },
});

export const {
  useGetCatalogueColorsQuery,
  useGetCatalogueColorQuery,
  useCreateCatalogueColorMutation,
  useUpdateCatalogueColorMutation,
  useRemoveCatalogueColorMutation,
} = shopColorApi;

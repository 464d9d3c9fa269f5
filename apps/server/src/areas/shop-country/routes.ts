import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ListSchema } from '../../core/schemas';
import { listCountries } from './service';

const CountrySchema = Type.Object({
  _id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  name_en: Type.String(),
  flag: Type.String(),
});

/** /api/v0/shop_countries/ */
export const countryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const countries = listCountries();
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['shop'],
        summary: "Countries with German and English names and flags, 'de' and 'at' first (anyone)",
        response: { 200: ListSchema(CountrySchema) },
      },
    },
    async () => ({ items: countries, total: countries.length }),
  );
};

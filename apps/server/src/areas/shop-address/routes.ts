import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuthenticated } from '../../core/guard';
import {
  AddressBookSchema,
  AddressDefaultsSchema,
  AddressFieldsSchema,
  AddressParamsSchema,
} from './schemas';
import { addAddress, listAddresses, removeAddress, setDefaultAddresses, updateAddress } from './service';

/** /api/v0/shop/addresses: the signed-in customer's own addresses; every call answers the whole book. */
export const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const response = { 200: AddressBookSchema };
  app.addHook('preHandler', requireAuthenticated);

  app.get(
    '/',
    { schema: { tags: ['shop'], summary: 'One’s addresses and default addresses (signed in)', response } },
    async (request) => listAddresses(app.db, request.user._id),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['shop'],
        summary: 'Adds an address; the first becomes the default invoice and shipping address (signed in)',
        body: AddressFieldsSchema,
        response,
      },
    },
    async (request) => addAddress(app.db, request.user._id, request.body),
  );

  app.put(
    '/defaults',
    {
      schema: {
        tags: ['shop'],
        summary: 'Chooses the default invoice and/or shipping address (signed in)',
        body: AddressDefaultsSchema,
        response,
      },
    },
    async (request) => setDefaultAddresses(app.db, request.user._id, request.body),
  );

  app.put(
    '/:uuid',
    {
      schema: {
        tags: ['shop'],
        summary: 'Changes an address (signed in)',
        params: AddressParamsSchema,
        body: AddressFieldsSchema,
        response,
      },
    },
    async (request) => updateAddress(app.db, request.user._id, request.params.uuid, request.body),
  );

  app.delete(
    '/:uuid',
    {
      schema: {
        tags: ['shop'],
        summary: 'Removes an address; never the default invoice or shipping address (signed in)',
        params: AddressParamsSchema,
        response,
      },
    },
    async (request) => removeAddress(app.db, request.user._id, request.params.uuid),
  );
};

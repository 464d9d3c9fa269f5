import { randomBytes } from 'node:crypto';
import { isAuthenticated } from '@gartenwerk/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CartAnswerSchema, CartInputSchema, type CartKind } from './schemas';
import { readCart, removeStaleGuestCarts, writeCart, type CartHolder } from './service';

/** httpOnly cookie naming a guest's anonymous carts. */
export const CART_COOKIE = 'gw_cart';
const CART_COOKIE_MAX_AGE_S = 90 * 24 * 60 * 60;
const CART_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The cart id of the guest's cookie, when it carries a well-formed one. */
export function guestCartId(request: FastifyRequest): string | undefined {
  const id = request.cookies[CART_COOKIE];
  return id && CART_ID_PATTERN.test(id) ? id : undefined;
}

export function clearCartCookie(reply: FastifyReply): FastifyReply {
  return reply.clearCookie(CART_COOKIE, { path: '/' });
}

/** Whose cart the request reads; a guest without cookie has none (undefined) until the first write. */
function holderOf(request: FastifyRequest): CartHolder | undefined {
  if (isAuthenticated(request.user)) return { user: request.user._id };
  const guest = guestCartId(request);
  return guest ? { guest } : undefined;
}

/** The holder a write goes to; a guest without cookie gets a new cart id. */
function writeHolderOf(request: FastifyRequest, reply: FastifyReply): CartHolder {
  const holder = holderOf(request);
  if (holder) return holder;
  const guest = randomBytes(24).toString('base64url');
  reply.setCookie(CART_COOKIE, guest, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: CART_COOKIE_MAX_AGE_S,
  });
  return { guest };
}

const PATHS: Record<CartKind, string> = {
  cart: '/cart/',
  favorites: '/cart_favorites/',
  pricerequest: '/cart_pricerequest/',
};

const STALE_CART_SWEEP_MS = 24 * 60 * 60 * 1000;

/** Removes stale guest carts at the start and then daily; a failed sweep is logged and tried again. */
function sweepStaleGuestCarts(app: FastifyInstance) {
  const sweep = async () => {
    try {
      const removed = await removeStaleGuestCarts(app.db);
      if (removed > 0) app.log.info({ removed }, 'removed stale guest carts');
    } catch (error) {
      app.log.error({ err: error }, 'stale guest carts could not be removed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    // unref: the sweep never keeps the process alive.
    timer = setInterval(() => void sweep(), STALE_CART_SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** /api/v0/shop/cart/, /cart_favorites/, /cart_pricerequest/: the visitor's carts (anyone). */
export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  sweepStaleGuestCarts(app);
  for (const [kind, path] of Object.entries(PATHS) as Array<[CartKind, string]>) {
    app.get(
      path,
      {
        schema: {
          tags: ['shop'],
          summary: `The visitor's ${kind} with its products; \`removed\` names lines dropped since (anyone)`,
          response: { 200: CartAnswerSchema },
        },
      },
      async (request) => {
        const holder = holderOf(request);
        return holder ? readCart(app.db, holder, kind) : { lines: [], removed: [], capped: [] };
      },
    );
    app.put(
      path,
      {
        schema: {
          tags: ['shop'],
          summary: `Replaces the visitor's ${kind} with the lines sent; a guest gets the gw_cart cookie (anyone)`,
          body: CartInputSchema,
          response: { 200: CartAnswerSchema },
        },
      },
      async (request, reply) => writeCart(app.db, writeHolderOf(request, reply), kind, request.body),
    );
  }
};

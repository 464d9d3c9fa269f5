import { resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { systemMailbox } from './areas/config/mailboxes';
import { rememberAffiliate } from './areas/shop-affiliate/ref';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { areas } from './areas';
import { identifyUser } from './areas/auth/identify';
import { closeConnectionsWhenDraining } from './core/drain';
import { postgresPool, type Database } from './core/db';
import { deferSchemaCompilation, type DeferredSchemas } from './core/deferred-schemas';
import { createJobs, type CreateJobsOptions, type Jobs } from './core/jobs';
import { AppError, registerErrorHandler } from './core/errors';
import { text } from './core/texts';
import {
  bumpOnPublicWrite,
  PAGE_CACHE_MAX_BYTES,
  PAGE_CACHE_STALE_MS,
  bodyBytes,
  PublicCache,
  PublicDataVersion,
  publicResponseCache,
} from './core/public-cache';
import { loggerOptions } from './core/logging';
import { registerSecurityHeaders } from './core/security-headers';
import { rejectUnservablePath, rejectUnstorableInput } from './core/storable-input';
import type { ShopRateLimitOptions } from './core/shop-rate-limits';
import { DEFAULT_MAIL_FROM, fastifyTrustProxy, type LogLevel, type TrustProxy } from './core/settings';
import { createFileLibrary, type FileLibrary } from './areas/file/library';
import type { AuthRoutesOptions } from './areas/auth/routes';
import type { OrderRoutesOptions } from './areas/shop-order/routes';
import { Mailer } from './areas/mail/service';
import { notifyJobGaveUp } from './areas/notification/service';
import { VatIdChecker, type ViesOptions } from './areas/shop-order/vies';
import { releaseAbandonedPayments } from './areas/shop-payment/service';
import { StripeGateway, type StripeConnection } from './areas/shop-payment/stripe';
import { registerAdminCenter } from './web/admin';
import { movedShopUrl } from './web/shop-redirects';
import { PagePricing } from './web/page-prices';
import { StorefrontRenderer, type RenderedPage } from './web/storefront';
import { watchPublicData } from './core/data-memo';
import { shareInvalidation } from './core/shared-invalidation';
import { postgresRateLimitStore } from './core/rate-limit-store';

export interface AppOptions {
  db: Database;
  sessionSecret: string;
  storefrontDist: string;
  adminDist: string;
  logLevel?: LogLevel;
  /**
   * The reverse proxies (addresses, or a hop count) whose X-Forwarded-* headers are trusted: client
   * address for rate limits, https for cookies and HSTS.
   */
  trustProxy?: TrustProxy;
  /** Storage and limits of the file library; absent means a scratch folder and the default limits. */
  files?: FileLibrary;
  /** Origin of the links in mails; default http://localhost:3000. */
  publicUrl?: string;
  /** SMTP server mails are also sent through; without it the outbox is the delivery. */
  smtpUrl?: string;
  mailFrom?: string;
  /** Options of single areas, by area name (e.g. the auth rate limits). */
  areaOptions?: {
    auth?: AuthRoutesOptions;
    'shop-order'?: OrderRoutesOptions;
    'shop-order-actions'?: ShopRateLimitOptions;
    'shop-voucher-actions'?: ShopRateLimitOptions;
  } & Record<string, object>;
  /** The EU's VAT id check (VIES); absent: no uid can be confirmed, companies abroad pay VAT. */
  vies?: ViesOptions;
  /** Where uploaded files are kept (DATA_DIR); default ./data. */
  dataDir?: string;
  /**
   * The caches of public answers and guest pages (docs/contracts.md "Public response cache"); on by
   * default. `false` turns them off; `{ now }` gives them another clock.
   */
  publicCache?: boolean | { now: () => number };
  /** Where the Stripe SDK connects instead of Stripe (a local stand-in; STRIPE_API_URL). */
  stripeApi?: StripeConnection;
  /**
   * How often (ms) unpaid online orders past the settings' time give their stock back; default every
   * minute, 0 turns it off (tests call `releaseAbandonedPayments` with their own clock).
   */
  paymentReleaseInterval?: number;
  /**
   * The background jobs (docs in core/jobs.ts): a runner of the caller's, or options for the one
   * built for the database (pg-boss on PostgreSQL, in process on PGlite).
   */
  jobs?: Jobs | CreateJobsOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** DATA_DIR: the folder for files the server stores. */
    dataDir: string;
    /** Asks VIES about the uids of companies that order without VAT. */
    vatIds: VatIdChecker;
    /** The route schemas, compiled on a route's first use. */
    deferredSchemas: DeferredSchemas;
  }
}

/** Builds the whole server without listening; tests drive it with `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const schemas = deferSchemaCompilation();
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'info'),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // Type lists (e.g. a customization value: text, number or yes/no) keep each value's type.
    ajv: { customOptions: { allowUnionTypes: true } },
    schemaController: schemas.schemaController,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('deferredSchemas', schemas);
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  app.decorate('db', options.db);
  app.decorate('publicUrl', publicUrl);
  app.decorate('files', options.files ?? createFileLibrary());
  app.decorate('dataDir', resolve(options.dataDir ?? './data'));
  app.decorate('vatIds', new VatIdChecker(options.vies ?? null));
  app.decorate('stripe', new StripeGateway(options.db, options.stripeApi ?? null, publicUrl));
  const releaseInterval = options.paymentReleaseInterval ?? 60_000;
  if (releaseInterval > 0) {
    const timer = setInterval(() => {
      releaseAbandonedPayments(options.db, new Date()).catch((error: unknown) =>
        app.log.error({ err: error }, 'releasing the stock of abandoned payments failed'),
      );
    }, releaseInterval);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  const publicData = new PublicDataVersion();
  app.decorate('publicDataVersion', publicData);
  // What is remembered of the public data (the configuration) is read anew after every write.
  const unwatch = watchPublicData(options.db, publicData);
  app.addHook('onClose', async () => unwatch());
  const cacheOn = options.publicCache !== false;
  // Several server processes on one PostgreSQL database invalidate each other's caches.
  if (cacheOn) await shareInvalidation(app, options.db, publicData);
  const cacheClock = typeof options.publicCache === 'object' ? options.publicCache.now : undefined;
  registerErrorHandler(app);
  closeConnectionsWhenDraining(app);
  app.addHook('onRequest', rejectUnservablePath);
  app.addHook('preHandler', rejectUnstorableInput);
  const mailer = new Mailer(options.db, {
    publicUrl,
    smtpUrl: options.smtpUrl,
    from: options.mailFrom ?? DEFAULT_MAIL_FROM,
    systemMailbox: (uuid) => systemMailbox(options.db, app.dataDir, uuid),
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  const jobs =
    options.jobs && 'register' in options.jobs
      ? options.jobs
      : createJobs(options.db, {
          onError: (name, error) => app.log.error({ err: error, job: name }, 'a background job failed'),
          onGaveUp: (name, error) => void notifyJobGaveUp(app, name, error),
          ...options.jobs,
        });
  app.decorate('jobs', jobs);
  mailer.useJobs(jobs);
  // The areas register their handlers while they are registered; the jobs run once the app is ready
  // and end (the running ones finish) before the mailer and the database close.
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  await registerSecurityHeaders(app);
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
  await app.register(publicResponseCache, { version: publicData, enabled: cacheOn, now: cacheClock });
  const storefront = new StorefrontRenderer(app, options.storefrontDist, {
    ...(cacheOn
      ? {
          pageCache: new PublicCache<RenderedPage>(publicData, {
            now: cacheClock,
            staleMs: PAGE_CACHE_STALE_MS,
            maxBytes: PAGE_CACHE_MAX_BYTES,
            sizeOf: bodyBytes,
          }),
          pricing: new PagePricing(options.db, publicData),
        }
      : {}),
  });
  // Before the page cache answers: a partner's link is remembered on cached pages too.
  app.addHook('onRequest', rememberAffiliate(options.db));
  app.addHook('onRequest', async (request, reply) => storefront.serveCachedPage(request, reply));
  // Only routes that ask for it are limited (login, signup, resets, orders, voucher lookups).
  await app.register(fastifyRateLimit, {
    global: false,
    // Several processes on one PostgreSQL database count together; the embedded mode in memory.
    ...(postgresPool(options.db) ? { store: postgresRateLimitStore(options.db) } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'RATE_LIMITED',
        429,
        text('errors:tooManyRequests', { count: Math.max(1, Math.ceil(context.ttl / 60_000)) }),
      ),
  });

  for (const area of areas) {
    await app.register(
      async (scope) => {
        if (area.publicData) scope.addHook('onSend', bumpOnPublicWrite(publicData));
        await scope.register(area.routes, { ...area.options, ...options.areaOptions?.[area.name] });
      },
      { prefix: area.prefix },
    );
  }

  await storefront.registerStaticFiles();
  await registerAdminCenter(app, options.adminDist);

  // Unknown API paths answer JSON; every other page the storefront renders.
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$|\?)/.test(request.url);
    if (isPage) {
      // Old shop links (ids) moved to the slug addresses for good.
      const moved = await movedShopUrl(app.db, request.url);
      if (moved) return reply.redirect(moved, 301);
      return storefront.renderPage(request, reply);
    }
    return reply.status(404).send({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: `Route ${request.method}:${request.url} not found`,
    });
  });

  return app;
}

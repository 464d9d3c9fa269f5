import { checkoutStepPath, ONLINE_PAYMENT_METHODS, shopPaths } from '@gartenwerk/domain';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import type { SiteConfig } from '../config/schemas';
import { getConfig } from '../config/read';
import { onlinePaymentUnavailable, type OnlineMethod, type OnlinePayments } from './providers';
import { shopPaymentSettings, type StripeKeys } from './table';

/** Where the Stripe SDK connects: Stripe itself unless a stand-in is named (tests, STRIPE_API_URL). */
export interface StripeConnection {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** STRIPE_API_URL as the SDK's host, port and protocol. */
export function stripeConnectionOf(url: string): StripeConnection {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return {
    host: parsed.hostname,
    port: Number(parsed.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}

const SETTINGS_ID = 'stripe';
/** The storefront's confirmation page of an order (below the configured checkout address), which Stripe's page returns to. */
export async function confirmationPath(db: Database, orderId: string): Promise<string> {
  const { urls } = (await getConfig(db)).components.shop;
  return `${checkoutStepPath(shopPaths(urls), 'done')}?order=${orderId}`;
}
const NO_KEYS: StripeKeys = { publishable_key: '', secret_key: '', webhook_secret: '' };
/** Minutes an unpaid online payment keeps its stock unless the settings say otherwise. */
export const DEFAULT_RELEASE_AFTER_MINUTES = 60;

export interface PaymentSettings {
  test: StripeKeys;
  live: StripeKeys;
  releaseAfterMinutes: number;
}

export async function readPaymentSettings(db: Database): Promise<PaymentSettings> {
  const [row] = await db.select().from(shopPaymentSettings).where(eq(shopPaymentSettings.id, SETTINGS_ID));
  return row
    ? { test: row.test, live: row.live, releaseAfterMinutes: row.releaseAfterMinutes }
    : { test: NO_KEYS, live: NO_KEYS, releaseAfterMinutes: DEFAULT_RELEASE_AFTER_MINUTES };
}

export async function writePaymentSettings(db: Database, settings: PaymentSettings): Promise<void> {
  const values = {
    id: SETTINGS_ID,
    test: settings.test,
    live: settings.live,
    releaseAfterMinutes: settings.releaseAfterMinutes,
    updated: new Date(),
  };
  await db
    .insert(shopPaymentSettings)
    .values(values)
    .onConflictDoUpdate({ target: shopPaymentSettings.id, set: values });
}

/** The keys of the mode config components.shop.stripe.live_mode selects. */
export async function activeKeys(db: Database): Promise<{ keys: StripeKeys; liveMode: boolean }> {
  const liveMode = (await getConfig(db)).components.shop.stripe.live_mode;
  const settings = await readPaymentSettings(db);
  return { keys: liveMode ? settings.live : settings.test, liveMode };
}

type ShopConfig = SiteConfig['components']['shop'];
const onlineMethodsOn = (shop: ShopConfig) =>
  ONLINE_PAYMENT_METHODS.filter(
    (method) => Object.hasOwn(shop.paymentsources, method) && shop.paymentsources[method]!.enabled,
  );

/**
 * Online methods are switched on (or kept on across a change of mode) only while the keys of the
 * mode the shop uses passed the test against Stripe: else the checkout would offer a payment that fails.
 */
export async function checkOnlineMethodsVerified(db: Database, before: ShopConfig, after: ShopConfig) {
  const modeChanged = before.stripe.live_mode !== after.stripe.live_mode;
  const wasOn = onlineMethodsOn(before);
  if (!onlineMethodsOn(after).some((method) => modeChanged || !wasOn.includes(method))) return;
  const settings = await readPaymentSettings(db);
  const keys = after.stripe.live_mode ? settings.live : settings.test;
  if (keys.verified !== true)
    throw new AppError('KEYS_NOT_VERIFIED', 400, text('errors:payment.keysNotVerified'));
}

/** Stripe's refusal (a bad key, an amount too large) as a 4xx in the request's language; an outage as 503. */
export function stripeFailure(error: unknown): AppError {
  if (error instanceof Stripe.errors.StripeError && error.statusCode && error.statusCode < 500)
    return new AppError('STRIPE', 400, text('errors:payment.stripe', { message: error.message }));
  return onlinePaymentUnavailable();
}

/** Runs a Stripe call, turning its errors into answers. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw stripeFailure(error);
  }
}

/** Stripe's payment method types per method of the shop (their keys are the same). */
const STRIPE_TYPES: Record<OnlineMethod, Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType> = {
  card: 'card',
  eps: 'eps',
  klarna: 'klarna',
  sepa_debit: 'sepa_debit',
};

/**
 * The shop's Stripe account: a client with the active mode's secret key, Stripe's own payment page
 * (Checkout) for an order, and the connection the SDK uses.
 */
export class StripeGateway implements OnlinePayments {
  constructor(
    private readonly db: Database,
    private readonly connection: StripeConnection | null,
    /** The public origin Stripe sends the customer back to. */
    private readonly publicUrl: string,
  ) {}

  /** A client for a secret key (the settings screen tests keys before they are stored). */
  clientFor(secretKey: string): Stripe {
    return new Stripe(secretKey, {
      maxNetworkRetries: 1,
      timeout: 20_000,
      ...(this.connection ?? {}),
    });
  }

  /** A client with the active keys; refused (409) while none are entered. */
  async client(): Promise<Stripe> {
    const { keys } = await activeKeys(this.db);
    if (!keys.secret_key)
      throw new AppError('PAYMENT_NOT_CONFIGURED', 409, text('errors:payment.notConfigured'));
    return this.clientFor(keys.secret_key);
  }

  async startPayment(input: {
    orderId: string;
    number: string;
    method: OnlineMethod;
    totalCents: number;
    email: string;
    attempt: number;
  }): Promise<{ intent: string | null; redirect: string }> {
    const stripe = await this.client();
    const confirmation = `${this.publicUrl}${await confirmationPath(this.db, input.orderId)}`;
    const metadata = { order_id: input.orderId, order_number: input.number };
    const session = await callStripe(() =>
      stripe.checkout.sessions.create(
        {
          mode: 'payment',
          allowed_payment_method_types: [STRIPE_TYPES[input.method]],
          customer_email: input.email,
          client_reference_id: input.orderId,
          locale: 'de',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: input.totalCents,
                product_data: { name: `Bestellung ${input.number}` },
              },
            },
          ],
          metadata,
          payment_intent_data: { metadata, description: `Bestellung ${input.number}` },
          success_url: `${confirmation}&session={CHECKOUT_SESSION_ID}`,
          cancel_url: `${confirmation}&canceled=1`,
        },
        // The same attempt of the same order opens the same page, however often it is asked for.
        { idempotencyKey: `checkout-${input.orderId}-${input.attempt}` },
      ),
    );
    if (!session.url) throw onlinePaymentUnavailable();
    // Stripe makes the Payment Intent when the customer pays (then its events name the order).
    return {
      intent: typeof session.payment_intent === 'string' ? session.payment_intent : null,
      redirect: session.url,
    };
  }
}

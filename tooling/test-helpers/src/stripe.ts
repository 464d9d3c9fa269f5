import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePort } from './process';

/**
 * A local stand-in for the part of Stripe's HTTP API the shop uses, so that the real `stripe` SDK
 * (pointed at it with `host`, `port`, `protocol: 'http'`) runs without the internet: Payment Intents
 * (create, retrieve, confirm, cancel) and the Checkout Sessions that make them, refunds, balance, payouts, charges, balance transactions and
 * disputes, a payment page that stands for Stripe's own pages (card form, bank redirect), and webhook
 * events signed with the endpoint secret as Stripe signs them (`Stripe-Signature: t=…,v1=…`).
 */

type StripeObject = Record<string, unknown> & { id: string; created: number };

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  pending_webhooks: number;
  data: { object: StripeObject };
}

/** Where events go: a URL (POSTed with the signature header) or a function (e.g. fastify's inject). */
export type WebhookTarget =
  string | ((payload: string, headers: Record<string, string>) => Promise<{ statusCode: number }>);

export interface StripeStandInOptions {
  /** The secret key the SDK must send; others are refused with 401 as Stripe does. */
  secretKey?: string;
  webhookSecret?: string;
  /** Where events are delivered as they happen; without it they are only recorded. */
  webhook?: WebhookTarget;
  /** Seconds since 1970 for `created`; default the real clock. */
  now?: () => number;
}

export interface StripeStandIn {
  host: string;
  port: number;
  protocol: 'http';
  /** http://127.0.0.1:port */
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Every event made so far, oldest first. */
  events: StripeEvent[];
  /** What each delivery answered, in order. */
  deliveries: { event: string; statusCode: number }[];
  setWebhook(target: WebhookTarget | undefined): void;
  paymentIntent(id: string): StripeObject | undefined;
  /** Completes a payment as the customer would on the payment page (events delivered, then returned). */
  succeed(paymentIntentId: string): Promise<StripeEvent[]>;
  fail(paymentIntentId: string, message?: string): Promise<StripeEvent[]>;
  /** A SEPA debit is submitted: `processing` until `succeed` or `fail`. */
  process(paymentIntentId: string): Promise<StripeEvent[]>;
  /** The customer's bank disputes the payment's charge. */
  dispute(paymentIntentId: string, reason?: string): Promise<StripeEvent[]>;
  /** A payout to the shop's bank account, arriving at `arrivalDate` (seconds). */
  addPayout(amount: number, arrivalDate: number): StripeObject;
  /** An event signed with the endpoint secret: the body and the header Stripe sends. */
  sign(event: StripeEvent, secret?: string): { payload: string; signature: string };
  /** Delivers an event (again) to the webhook target and answers its status code. */
  deliver(event: StripeEvent): Promise<number>;
  close(): Promise<void>;
}

const API_VERSION = '2026-10-28.endive';

/** Stripe's signature: HMAC-SHA256 of `timestamp.payload` with the endpoint secret, hex. */
export function stripeSignature(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Form-encoded bodies as the SDK writes them: `metadata[order]=x`, `payment_method_types[0]=card`. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let target = result as Record<string, unknown>;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        target[part] = value;
      } else {
        target[part] ??= {};
        target = target[part] as Record<string, unknown>;
      }
    });
  }
  return result;
}

/** `{0: 'a', 1: 'b'}` (how arrays arrive) as a list. */
const listOf = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.values(value as Record<string, string>) : [];

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

class StripeError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly type = 'invalid_request_error',
    readonly code?: string,
  ) {
    super(message);
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Test card numbers and IBANs as Stripe documents them. */
const DECLINED_CARD = '4000000000000002';
const FAILING_IBAN = 'AT861904300235473202';

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const publishableKey = `pk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  let webhook = options.webhook;

  const intents = new Map<string, StripeObject>();
  const charges = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  const transactions = new Map<string, StripeObject>();
  const payouts = new Map<string, StripeObject>();
  const disputes = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const events: StripeEvent[] = [];
  const deliveries: StripeStandIn['deliveries'] = [];

  const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

  async function deliver(event: StripeEvent): Promise<number> {
    if (!webhook) return 0;
    const { payload, signature } = sign(event);
    const headers = { 'content-type': 'application/json', 'stripe-signature': signature };
    const statusCode =
      typeof webhook === 'string'
        ? (await fetch(webhook, { method: 'POST', headers, body: payload })).status
        : (await webhook(payload, headers)).statusCode;
    deliveries.push({ event: event.id, statusCode });
    return statusCode;
  }

  function sign(event: StripeEvent, secret = webhookSecret) {
    const payload = JSON.stringify(event, null, 2);
    return { payload, signature: stripeSignature(payload, secret, now()) };
  }

  async function emit(...made: [string, StripeObject][]): Promise<StripeEvent[]> {
    const list = made.map(([type, object]): StripeEvent => ({
      id: id('evt'),
      object: 'event',
      type,
      created: now(),
      livemode: false,
      api_version: API_VERSION,
      pending_webhooks: webhook ? 1 : 0,
      data: { object: copy(object) },
    }));
    events.push(...list);
    for (const event of list) await deliver(event);
    return list;
  }

  function intentOf(paymentIntentId: string): StripeObject {
    const intent = intents.get(paymentIntentId);
    if (!intent)
      throw new StripeError(
        404,
        `No such payment_intent: '${paymentIntentId}'`,
        'invalid_request_error',
        'resource_missing',
      );
    return intent;
  }

  function addTransaction(type: string, amount: number, source: string, fee = 0): StripeObject {
    const transaction: StripeObject = {
      id: id('txn'),
      object: 'balance_transaction',
      created: now(),
      amount,
      fee,
      net: amount - fee,
      currency: 'eur',
      type,
      source,
      status: 'available',
      available_on: now(),
      description: null,
      reporting_category: type,
    };
    transactions.set(transaction.id, transaction);
    return transaction;
  }

  function chargeIntent(intent: StripeObject): StripeObject {
    const amount = intent.amount as number;
    const chargeId = id('ch');
    // 1.5 % + 25 cents, as Stripe charges for European cards.
    const transaction = addTransaction('charge', amount, chargeId, Math.round(amount * 0.015) + 25);
    const charge: StripeObject = {
      id: chargeId,
      object: 'charge',
      created: now(),
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      currency: 'eur',
      paid: true,
      captured: true,
      refunded: false,
      disputed: false,
      status: 'succeeded',
      payment_intent: intent.id,
      balance_transaction: transaction.id,
      metadata: intent.metadata,
      description: intent.description ?? null,
      receipt_email: intent.receipt_email ?? null,
      payment_method_details: { type: (intent.payment_method_types as string[])[0] },
      refunds: { object: 'list', data: [], has_more: false },
    };
    charges.set(chargeId, charge);
    intent.latest_charge = chargeId;
    return charge;
  }

  async function succeed(paymentIntentId: string) {
    const intent = intentOf(paymentIntentId);
    if (intent.status === 'succeeded') return [];
    const charge = chargeIntent(intent);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    return emit(['charge.succeeded', charge], ['payment_intent.succeeded', intent]);
  }

  async function fail(paymentIntentId: string, message = 'Your card was declined.') {
    const intent = intentOf(paymentIntentId);
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { type: 'card_error', code: 'card_declined', message };
    return emit(['payment_intent.payment_failed', intent]);
  }

  async function startProcessing(paymentIntentId: string) {
    const intent = intentOf(paymentIntentId);
    intent.status = 'processing';
    return emit(['payment_intent.processing', intent]);
  }

  async function dispute(paymentIntentId: string, reason = 'fraudulent') {
    const intent = intentOf(paymentIntentId);
    const charge = charges.get(intent.latest_charge as string);
    if (!charge) throw new Error(`payment ${paymentIntentId} has no charge to dispute`);
    charge.disputed = true;
    const made: StripeObject = {
      id: id('dp'),
      object: 'dispute',
      created: now(),
      amount: charge.amount,
      currency: 'eur',
      charge: charge.id,
      payment_intent: intent.id,
      reason,
      status: 'needs_response',
      evidence_details: { due_by: now() + 7 * 86400 },
      metadata: {},
    };
    disputes.set(made.id, made);
    addTransaction('adjustment', -(charge.amount as number), made.id, 1500);
    return emit(['charge.dispute.created', made]);
  }

  function addPayout(amount: number, arrivalDate: number): StripeObject {
    const payout: StripeObject = {
      id: id('po'),
      object: 'payout',
      created: arrivalDate - 2 * 86400,
      arrival_date: arrivalDate,
      amount,
      currency: 'eur',
      status: 'paid',
      method: 'standard',
      type: 'bank_account',
      description: 'STRIPE PAYOUT',
    };
    payouts.set(payout.id, payout);
    addTransaction('payout', -amount, payout.id);
    return payout;
  }

  async function confirm(intent: StripeObject, params: Record<string, unknown>, returnUrl?: string) {
    const pm = params.payment_method as string | undefined;
    const methodData = params.payment_method_data as { type?: string } | undefined;
    const type = methodData?.type ?? (intent.payment_method_types as string[])[0]!;
    if (!(intent.payment_method_types as string[]).includes(type))
      throw new StripeError(400, `The payment method type "${type}" is not allowed for this PaymentIntent.`);
    // Test payment methods of Stripe's docs settle at once; every other way goes through the page.
    if (pm === 'pm_card_visa') return succeed(intent.id as string);
    if (pm === 'pm_card_chargeDeclined') return fail(intent.id as string);
    intent.status = 'requires_action';
    intent.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: {
        url: `${url}/pay/${intent.id}?return_url=${encodeURIComponent(returnUrl ?? '')}`,
        return_url: returnUrl ?? null,
      },
    };
    return [];
  }

  function createIntent(params: Record<string, unknown>): StripeObject {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50)
      throw new StripeError(
        400,
        'Amount must be at least €0.50 eur',
        'invalid_request_error',
        'amount_too_small',
      );
    const intentId = id('pi');
    // Stripe's newer name for the list first (`allowed_payment_method_types`), then the older one.
    const types = [...listOf(params.allowed_payment_method_types), ...listOf(params.payment_method_types)];
    const intent: StripeObject = {
      id: intentId,
      object: 'payment_intent',
      created: now(),
      amount,
      amount_received: 0,
      currency: String(params.currency ?? 'eur'),
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      payment_method_types: types.length ? types : ['card'],
      metadata: params.metadata ?? {},
      description: params.description ?? null,
      receipt_email: params.receipt_email ?? null,
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      livemode: false,
    };
    intents.set(intentId, intent);
    return intent;
  }

  /**
   * A Checkout Session (Stripe's own payment page) for one line: its Payment Intent is made at once,
   * carrying `payment_intent_data[metadata]`, and the page is `url`.
   */
  function createSession(params: Record<string, unknown>): StripeObject {
    const lines = Object.values((params.line_items ?? {}) as Record<string, Record<string, unknown>>);
    const amount = lines.reduce((total, line) => {
      const price = line.price_data as { unit_amount?: string } | undefined;
      return total + Number(price?.unit_amount ?? NaN) * Number(line.quantity ?? 1);
    }, 0);
    if (params.mode !== 'payment') throw new StripeError(400, 'Only mode "payment" is supported here.');
    if (!params.success_url) throw new StripeError(400, 'Missing required param: success_url.');
    const data = (params.payment_intent_data ?? {}) as Record<string, unknown>;
    const intent = createIntent({
      amount,
      currency: 'eur',
      allowed_payment_method_types: params.allowed_payment_method_types,
      payment_method_types: params.payment_method_types,
      metadata: data.metadata,
      description: data.description,
      receipt_email: params.customer_email,
    });
    const sessionId = id('cs_test');
    const session: StripeObject = {
      id: sessionId,
      object: 'checkout.session',
      created: now(),
      mode: 'payment',
      amount_total: amount,
      currency: 'eur',
      customer_email: params.customer_email ?? null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      payment_intent: intent.id,
      payment_method_types: intent.payment_method_types,
      payment_status: 'unpaid',
      status: 'open',
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      url: `${url}/pay/${sessionId}`,
      expires_at: now() + 24 * 3600,
    };
    sessions.set(sessionId, session);
    return session;
  }

  function list(
    source: Map<string, StripeObject>,
    query: URLSearchParams,
    filter: (item: StripeObject) => boolean = () => true,
  ) {
    const gte = Number(query.get('created[gte]') ?? -Infinity);
    const lte = Number(query.get('created[lte]') ?? Infinity);
    const limit = Math.min(Number(query.get('limit') ?? 10), 100);
    let items = [...source.values()]
      .filter((item) => item.created >= gte && item.created <= lte && filter(item))
      .reverse(); // newest first, as Stripe lists
    const after = query.get('starting_after');
    if (after) items = items.slice(items.findIndex((item) => item.id === after) + 1);
    return { object: 'list', data: items.slice(0, limit), has_more: items.length > limit, url: '' };
  }

  function refund(params: Record<string, unknown>) {
    const intent = intentOf(String(params.payment_intent ?? ''));
    const charge = charges.get(intent.latest_charge as string);
    if (!charge || intent.status !== 'succeeded')
      throw new StripeError(
        400,
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      );
    const left = (charge.amount as number) - (charge.amount_refunded as number);
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left)
      throw new StripeError(
        400,
        `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${(left / 100).toFixed(2)})`,
        'invalid_request_error',
        'amount_too_large',
      );
    const made: StripeObject = {
      id: id('re'),
      object: 'refund',
      created: now(),
      amount,
      currency: 'eur',
      charge: charge.id,
      payment_intent: intent.id,
      reason: params.reason ?? null,
      status: 'succeeded',
      metadata: (params.metadata as object) ?? {},
    };
    refunds.set(made.id, made);
    addTransaction('refund', -amount, made.id);
    charge.amount_refunded = (charge.amount_refunded as number) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    (charge.refunds as { data: StripeObject[] }).data.unshift(made);
    return { made, charge };
  }

  function balance() {
    const sum = (status: string) =>
      [...transactions.values()]
        .filter((transaction) => transaction.status === status)
        .reduce((total, transaction) => total + (transaction.net as number), 0);
    return {
      object: 'balance',
      livemode: false,
      available: [{ amount: sum('available'), currency: 'eur', source_types: { card: sum('available') } }],
      pending: [{ amount: sum('pending'), currency: 'eur', source_types: { card: sum('pending') } }],
    };
  }

  async function api(method: string, path: string, query: URLSearchParams, params: Record<string, unknown>) {
    const [, , resource, resourceId, action] = path.split('/');
    if (resource === 'payment_intents') {
      if (method === 'POST' && !resourceId) {
        const intent = createIntent(params);
        if (params.confirm === 'true') await confirm(intent, params, params.return_url as string | undefined);
        return intent;
      }
      if (!resourceId) return list(intents, query);
      const intent = intentOf(resourceId);
      if (method === 'GET') return intent;
      if (action === 'confirm') {
        await confirm(intent, params, params.return_url as string | undefined);
        return intent;
      }
      if (action === 'cancel') {
        intent.status = 'canceled';
        intent.cancellation_reason = params.cancellation_reason ?? 'abandoned';
        await emit(['payment_intent.canceled', intent]);
        return intent;
      }
    }
    if (resource === 'checkout' && resourceId === 'sessions') {
      const sessionId = action;
      if (method === 'POST' && !sessionId) return createSession(params);
      if (method === 'GET' && sessionId) return sessions.get(sessionId);
    }
    if (resource === 'refunds' && method === 'POST') {
      const { made, charge } = refund(params);
      await emit(['charge.refunded', charge], ['refund.created', made]);
      return made;
    }
    if (resource === 'refunds' && method === 'GET')
      return resourceId ? refunds.get(resourceId) : list(refunds, query);
    if (resource === 'balance' && method === 'GET') return balance();
    if (resource === 'balance_transactions' && method === 'GET') {
      const type = query.get('type');
      const payout = query.get('payout');
      return list(
        transactions,
        query,
        (item) => (!type || item.type === type) && (!payout || item.source === payout),
      );
    }
    if (resource === 'payouts' && method === 'GET')
      return resourceId ? payouts.get(resourceId) : list(payouts, query);
    if (resource === 'charges' && method === 'GET') {
      if (resourceId) return charges.get(resourceId);
      const intent = query.get('payment_intent');
      return list(charges, query, (item) => !intent || item.payment_intent === intent);
    }
    if (resource === 'disputes' && method === 'GET')
      return resourceId ? disputes.get(resourceId) : list(disputes, query);
    throw new StripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  /** The page that stands for Stripe's: a card or IBAN form, or the bank's authorize/fail buttons. */
  function paymentPage(intent: StripeObject, returnUrl: string): string {
    const type = (intent.payment_method_types as string[])[0];
    const amount = ((intent.amount as number) / 100).toFixed(2).replace('.', ',');
    const field =
      type === 'card'
        ? '<label>Kartennummer <input name="card" autocomplete="cc-number" inputmode="numeric"></label>'
        : type === 'sepa_debit'
          ? '<label>IBAN <input name="iban"></label>'
          : '';
    const buttons =
      type === 'card' || type === 'sepa_debit'
        ? '<button name="outcome" value="submit">Bezahlen</button>'
        : '<button name="outcome" value="authorize">Authorize Test Payment</button>' +
          '<button name="outcome" value="fail">Fail Test Payment</button>';
    return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Stripe test payment</title></head><body><main><h1>Test payment (${escapeHtml(type ?? '')})</h1>
<p>€ ${amount}</p><form method="post"><input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">
${field}${buttons}</form></main></body></html>`;
  }

  async function pay(
    intent: StripeObject,
    form: URLSearchParams,
  ): Promise<'succeeded' | 'processing' | 'failed'> {
    const type = (intent.payment_method_types as string[])[0];
    const outcome = form.get('outcome');
    if (type === 'card') {
      const card = (form.get('card') ?? '').replace(/\s/g, '');
      if (card === DECLINED_CARD || !/^\d{12,19}$/.test(card)) {
        await fail(intent.id as string);
        return 'failed';
      }
    } else if (type === 'sepa_debit') {
      const iban = (form.get('iban') ?? '').replace(/\s/g, '').toUpperCase();
      if (iban === FAILING_IBAN || !/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) {
        await fail(intent.id as string, 'The account could not be debited.');
        return 'failed';
      }
      // A debit takes days: processing now, succeeded when the stand-in is told (`succeed`).
      await startProcessing(intent.id as string);
      return 'processing';
    } else if (outcome === 'fail') {
      await fail(intent.id as string, 'The customer did not authorize the payment.');
      return 'failed';
    }
    await succeed(intent.id as string);
    return 'succeeded';
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const address = new URL(request.url ?? '/', url);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const send = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(value));
    };
    try {
      const page = /^\/pay\/((?:pi|cs_test)_[0-9a-f]+)$/.exec(address.pathname);
      if (page) {
        const session = sessions.get(page[1]!);
        const intent = intentOf(session ? (session.payment_intent as string) : page[1]!);
        if (request.method === 'GET') {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end(paymentPage(intent, address.searchParams.get('return_url') ?? ''));
          return;
        }
        const form = new URLSearchParams(body);
        const status = await pay(intent, form);
        let back: URL;
        if (session) {
          // Checkout returns to success_url once the payment is made or under way, else to cancel_url.
          if (status !== 'failed') {
            session.status = 'complete';
            session.payment_status = status === 'succeeded' ? 'paid' : 'unpaid';
          }
          const target = status === 'failed' && session.cancel_url ? session.cancel_url : session.success_url;
          back = new URL(String(target).replace('{CHECKOUT_SESSION_ID}', session.id));
        } else {
          back = new URL(form.get('return_url') || url);
          back.searchParams.set('payment_intent', intent.id);
          back.searchParams.set('payment_intent_client_secret', intent.client_secret as string);
          back.searchParams.set('redirect_status', status);
        }
        response.writeHead(303, { location: back.toString() });
        response.end();
        return;
      }
      if (!address.pathname.startsWith('/v1/')) throw new StripeError(404, 'Not found');
      const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (key !== secretKey)
        throw new StripeError(401, `Invalid API Key provided: ${(key ?? '').slice(0, 8)}***`);
      const idempotencyKey = request.headers['idempotency-key'];
      const remembered = typeof idempotencyKey === 'string' ? idempotent.get(idempotencyKey) : undefined;
      if (remembered && request.method === 'POST') {
        send(remembered.status, remembered.body, { 'idempotent-replayed': 'true' });
        return;
      }
      const result = await api(
        request.method ?? 'GET',
        address.pathname,
        address.searchParams,
        parseStripeForm(body),
      );
      if (result === undefined) throw new StripeError(404, 'No such object');
      if (typeof idempotencyKey === 'string' && request.method === 'POST')
        idempotent.set(idempotencyKey, { status: 200, body: copy(result) });
      send(200, result, { 'request-id': id('req') });
    } catch (error) {
      if (error instanceof StripeError)
        send(error.statusCode, { error: { type: error.type, message: error.message, code: error.code } });
      else send(500, { error: { type: 'api_error', message: String(error) } });
    }
  }

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    url,
    secretKey,
    publishableKey,
    webhookSecret,
    events,
    deliveries,
    setWebhook: (target) => {
      webhook = target;
    },
    paymentIntent: (paymentIntentId) => intents.get(paymentIntentId),
    succeed,
    fail,
    process: startProcessing,
    dispute,
    addPayout,
    sign,
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

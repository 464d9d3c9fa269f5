import {
  databaseKinds,
  startStripeStandIn,
  type StripeEvent,
  type StripeStandIn,
} from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, call, MANY_ORDERS, startTestServer, type TestServer } from '../../../test/support';
import { invoiceDocuments } from '../invoice/table';
import { outbox } from '../mail/table';
import type { Order, PlaceOrderInput } from '../shop-order/schemas';
import { shopOrders } from '../shop-order/table';
import type { Product } from '../shop-product/schemas';
import { shopStock } from '../shop-stock/table';
import { shopVouchers } from '../shop-voucher/table';
import { releaseAbandonedPayments } from './service';
import { shopPaymentEvents } from './table';

const address = {
  type: 'person' as const,
  first_name: 'Lena',
  last_name: 'Huber',
  address: 'Ringstraße 1',
  zip: '1010',
  city: 'Wien',
  country: 'at',
};

describe.each(await databaseKinds())('online payments through Stripe on %s', (kind) => {
  let server: TestServer;
  let stripe: StripeStandIn;
  let product: Product;
  let keyCounter = 0;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startTestServer(kind, {
      areaOptions: MANY_ORDERS,
      stripeApi: { host: stripe.host, port: stripe.port, protocol: stripe.protocol },
      publicUrl: 'https://shop.gartenwerk.test',
      paymentReleaseInterval: 0,
    });
    // Stripe's deliveries go to the real route, through fastify.
    stripe.setWebhook(async (payload, headers) =>
      server.app.inject({ method: 'POST', url: '/api/v0/shop/webhook/stripe', payload, headers }),
    );
    // Online methods go on once the keys passed the test.
    const keys = await admin('PUT', '/api/v0/shop/payment/settings', {
      test: {
        publishable_key: stripe.publishableKey,
        secret_key: stripe.secretKey,
        webhook_secret: stripe.webhookSecret,
      },
      live: { publishable_key: '', secret_key: '', webhook_secret: '' },
      release_after_minutes: 30,
    });
    expect(keys.statusCode).toBe(200);
    expect((await admin('POST', '/api/v0/shop/payment/settings/test', { mode: 'test' })).json().ok).toBe(
      true,
    );
    const config = (await call(server, 'GET', '/api/v0/config/')).json()[0];
    config.components.shop.vat_groups = [{ uuid: 'pflanzen', rates: { at: 13, de: 7 } }];
    config.components.shop.shipping_groups = [
      { uuid: 'paket', type: 'count', unit: [{ max: 1000, costs: { at: 6.9, de: 9.9 } }] },
    ];
    config.components.shop.paymentsources = {
      ...config.components.shop.paymentsources,
      card: { enabled: true, min: null, max: null },
      eps: { enabled: true, min: null, max: null },
      klarna: { enabled: true, min: null, max: null },
      sepa_debit: { enabled: true, min: null, max: null },
    };
    const saved = await admin('PUT', '/api/v0/config/', {
      components: config.components,
      // The admin centre is told of failed payments.
      enabled_components: [...config.enabled_components, 'notifications'],
      mail: {
        mailboxes: [{ uuid: 'laden', name: 'Laden', email: 'laden@gartenwerk.test' }],
        DEFAULT_SYSTEM_MAILBOX: 'laden',
      },
    });
    expect(saved.statusCode).toBe(200);
    product = (
      await admin('POST', '/api/v0/shop_product/', {
        title: 'Apfelbaum Topaz',
        price: 39.9,
        vat_groups: ['pflanzen'],
        shipping_groups: ['paket'],
      })
    ).json<Product>();
    await admin('POST', '/api/v0/shop_stock/adjust', {
      product: product._id,
      quantity: 100,
      reason: 'Inventur',
    });
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });

  const admin = adminCalls(() => server);

  /** A guest's checkout with an online method: answers the order with Stripe's page. */
  async function guestOrder(
    method: string,
    amount = 1,
    extra: Partial<PlaceOrderInput> = {},
    item = product,
  ) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_order/',
      headers: { 'idempotency-key': `guest-payment-${kind}-${++keyCounter}` },
      payload: {
        items: [{ item: item._id, amount }],
        email: 'lena.huber@example.at',
        invoiceAddress: address,
        selectedPayment: method,
        termsAccepted: true,
        ...extra,
      },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Order>();
  }

  const poll = async (order: Order, language = 'de') =>
    (
      await server.app.inject({
        method: 'GET',
        url: `/api/v0/shop/webhook/pollSourceStatus?order=${order._id}`,
        headers: { 'accept-language': language },
      })
    ).json();
  const stock = async (of = product) =>
    (await server.database.db.select().from(shopStock).where(eq(shopStock.productId, of._id)))[0]!.quantity;
  const mailsTo = async (to: string) =>
    (await server.database.db.select().from(outbox).where(eq(outbox.to, to))).map((mail) => mail.subject);
  const intentOf = (order: Order) => {
    const session = /\/pay\/(cs_test_[0-9a-f]+)$/.exec(order.payment.redirect ?? '')?.[1];
    expect(session).toBeDefined();
    return order.payment.intent!;
  };

  it('places a card order pending with its stock taken and Stripe’s page to pay on; the webhook alone makes it paid', async () => {
    const before = await stock();
    const order = await guestOrder('card', 2);
    // 2 × 39,90 + 6,90 shipping
    expect(order.total).toBe(86.7);
    expect(order.payed).toBe(false);
    expect(order.payment).toMatchObject({ method: 'card', state: 'pending', attempt: 1 });
    expect(order.payment.redirect).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    expect(await stock()).toBe(before - 2);
    const intent = stripe.paymentIntent(intentOf(order))!;
    expect(intent).toMatchObject({
      amount: 8670,
      currency: 'eur',
      payment_method_types: ['card'],
      metadata: { order_id: order._id },
    });
    expect(await poll(order)).toMatchObject({ state: 'pending', number: order.number });

    await stripe.succeed(intent.id);
    expect(stripe.deliveries.at(-1)?.statusCode).toBe(200);
    expect(await poll(order)).toMatchObject({ state: 'paid', redirect: null, alternatives: [] });
    const [row] = await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, order._id));
    expect(row).toMatchObject({ payed: true, status: 'partial' });
    expect(await mailsTo('lena.huber@example.at')).toContain(
      `Zahlungseingang für Ihre Bestellung ${order.number}`,
    );
    expect(await stock()).toBe(before - 2);
  });

  it('answers the same order and the same page for a repeated placement', async () => {
    const headers = { 'idempotency-key': `repeat-${kind}` };
    const payload = {
      items: [{ item: product._id, amount: 1 }],
      email: 'lena.huber@example.at',
      invoiceAddress: address,
      selectedPayment: 'eps',
      termsAccepted: true,
    };
    const first = await server.app.inject({ method: 'POST', url: '/api/v0/shop_order/', headers, payload });
    const second = await server.app.inject({ method: 'POST', url: '/api/v0/shop_order/', headers, payload });
    expect(second.json<Order>()._id).toBe(first.json<Order>()._id);
    expect(second.json<Order>().payment.redirect).toBe(first.json<Order>().payment.redirect);
  });

  it('tells the customer a declined card in their language, on the page and in the mail', async () => {
    const order = await guestOrder('card');
    await stripe.fail(intentOf(order), 'Your card was declined.');
    expect(await poll(order)).toMatchObject({
      state: 'failed',
      failure: 'Die Karte wurde abgelehnt. Bitte verwenden Sie eine andere Karte oder Zahlungsart.',
    });
    expect((await poll(order, 'en')).failure).toBe(
      'The card was declined. Please use another card or payment method.',
    );
    const failedMail = (
      await server.database.db.select().from(outbox).where(eq(outbox.to, 'lena.huber@example.at'))
    ).find((mail) => mail.subject === `Zahlung für Ihre Bestellung ${order.number} fehlgeschlagen`)!;
    expect(failedMail.text).toContain('Die Karte wurde abgelehnt.');
    expect(failedMail.text).not.toContain('Your card was declined.');
    const [notification] = (await admin('GET', '/api/v0/notification/?group=payments')).json().items;
    expect(notification).toMatchObject({
      title: `Zahlung fehlgeschlagen: Bestellung ${order.number}`,
      content: 'Die Karte wurde abgelehnt. Bitte verwenden Sie eine andere Karte oder Zahlungsart.',
      type: 'error',
      icon: 'alert',
      group: 'payments',
      link: `shop/orders/${order._id}`,
      read: false,
    });
  });

  it('shows a failed EPS payment as failed with the other methods, and a retry with card opens a new page', async () => {
    const order = await guestOrder('eps');
    await stripe.fail(intentOf(order), 'The customer did not authorize the payment.');
    const status = await poll(order);
    // Stripe's English message stays for the owner; the customer reads the refusal in their language.
    expect(status).toMatchObject({
      state: 'failed',
      failure:
        'Die Zahlung wurde abgelehnt. Bitte versuchen Sie es noch einmal oder wählen Sie eine andere Zahlungsart.',
    });
    expect((await poll(order, 'en')).failure).toBe(
      'The payment was declined. Please try again or choose another payment method.',
    );
    const [stored] = await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, order._id));
    expect(stored!.data.payment).toMatchObject({
      failure: 'The customer did not authorize the payment.',
      failure_code: 'card_declined',
    });
    // Not invoice (not allowed for this customer) nor cash (no pickup).
    expect([...status.alternatives].sort()).toEqual(['card', 'eps', 'klarna', 'prepayment', 'sepa_debit']);
    expect(await mailsTo('lena.huber@example.at')).toContain(
      `Zahlung für Ihre Bestellung ${order.number} fehlgeschlagen`,
    );

    const retried = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop/payment/retry',
      payload: { order: order._id, method: 'card' },
    });
    expect(retried.statusCode).toBe(200);
    const again = retried.json<Order>();
    expect(again.payment).toMatchObject({ method: 'card', state: 'pending', attempt: 2, failure: null });
    expect(again.payment.redirect).not.toBe(order.payment.redirect);
    await stripe.succeed(intentOf(again));
    expect(await poll(order)).toMatchObject({ state: 'paid', method: 'card' });
  });

  it('refuses a method the order may not use when paying again', async () => {
    const order = await guestOrder('card');
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop/payment/retry',
      payload: { order: order._id, method: 'cash_on_pickup' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Diese Zahlungsart ist für diese Bestellung nicht verfügbar.');
  });

  it('refuses with 400 a method named after a member of Object.prototype', async () => {
    const order = await guestOrder('card');
    for (const method of ['__proto__', 'constructor', 'toString']) {
      for (const [language, message] of [
        ['de', 'Diese Zahlungsart ist für diese Bestellung nicht verfügbar.'],
        ['en', 'This payment method is not available for this order.'],
      ] as const) {
        const refused = await server.app.inject({
          method: 'POST',
          url: '/api/v0/shop/payment/retry',
          headers: { 'accept-language': language },
          payload: { order: order._id, method },
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(message);
      }
    }
    expect(await poll(order)).toMatchObject({ state: 'pending', method: 'card' });
  });

  it('keeps a SEPA debit processing until Stripe reports it paid', async () => {
    const order = await guestOrder('sepa_debit');
    const intent = intentOf(order);
    await stripe.process(intent);
    expect(await poll(order)).toMatchObject({ state: 'processing', redirect: null });
    await stripe.succeed(intent);
    expect(await poll(order)).toMatchObject({ state: 'paid' });
  });

  it('handles a repeated event once and an older event arriving late changes nothing', async () => {
    const order = await guestOrder('klarna');
    const intent = intentOf(order);
    const [processing] = await stripe.process(intent);
    const events = await stripe.succeed(intent);
    const succeeded = events.find((event) => event.type === 'payment_intent.succeeded')!;
    const vouchersBefore = (await server.database.db.select().from(shopVouchers)).length;
    // Stripe delivers again (at least once) and out of order.
    expect(await stripe.deliver(succeeded)).toBe(200);
    expect(await stripe.deliver(processing!)).toBe(200);
    expect(await poll(order)).toMatchObject({ state: 'paid' });
    const handled = await server.database.db
      .select()
      .from(shopPaymentEvents)
      .where(eq(shopPaymentEvents.orderId, order._id));
    expect(handled.map((event) => event.type).sort()).toEqual([
      'charge.succeeded',
      'payment_intent.processing',
      'payment_intent.succeeded',
    ]);
    expect((await server.database.db.select().from(shopVouchers)).length).toBe(vouchersBefore);
    const paidMails = (await mailsTo('lena.huber@example.at')).filter(
      (subject) => subject === `Zahlungseingang für Ihre Bestellung ${order.number}`,
    );
    expect(paidMails).toHaveLength(1);
  });

  /** A payment_intent.succeeded event as Stripe would sign it, about `object`. */
  const succeededEvent = (id: string, object: Record<string, unknown>): StripeEvent => ({
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    api_version: '2026-10-28.endive',
    pending_webhooks: 1,
    data: {
      object: { object: 'payment_intent', status: 'succeeded', created: 1, ...object, id: String(object.id) },
    },
  });
  const orderRow = async (order: Order) =>
    (await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, order._id)))[0]!;

  it('books no payment that does not match its order, and tells the shop', async () => {
    // 39,90 + 6,90 = 46,80 €
    const prepaid = await guestOrder('prepayment');
    expect(
      await stripe.deliver(
        succeededEvent('evt_usd_for_prepayment', {
          id: 'pi_forged',
          amount: 1,
          amount_received: 1,
          currency: 'usd',
          metadata: { order_id: prepaid._id },
        }),
      ),
    ).toBe(200);
    expect(await orderRow(prepaid)).toMatchObject({ payed: false });
    expect((await orderRow(prepaid)).data.payment).toMatchObject({
      state: 'pending',
      rejected: [{ event: 'evt_usd_for_prepayment', intent: 'pi_forged', amount: 1, currency: 'usd' }],
    });
    const shopMails = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'laden@gartenwerk.test'));
    expect(shopMails.map((mail) => mail.text).join('\n')).toContain(
      'Stripe meldet eine Zahlung über 0,01 USD (Payment Intent pi_forged), die nicht zu dieser Bestellung passt',
    );

    const card = await guestOrder('card');
    const intent = stripe.paymentIntent(intentOf(card))!;
    const other = stripe.paymentIntent(intentOf(await guestOrder('card')))!;
    const wrong = [
      { ...intent, amount: 1, amount_received: 1 },
      { ...intent, currency: 'usd', amount_received: 4680 },
      { ...intent, amount: 4679, amount_received: 4679 },
      { ...other, metadata: { order_id: card._id }, amount_received: 4680 },
    ];
    for (const [index, object] of wrong.entries())
      expect(await stripe.deliver(succeededEvent(`evt_wrong_${index}`, object))).toBe(200);
    expect(await orderRow(card)).toMatchObject({ payed: false });
    expect((await orderRow(card)).data.payment?.rejected?.map((entry) => entry.event)).toEqual([
      'evt_wrong_0',
      'evt_wrong_1',
      'evt_wrong_2',
      'evt_wrong_3',
    ]);
    // The admin's order shows them.
    const shown = await admin('GET', `/api/v0/shop_order/${card._id}`);
    expect(shown.json<Order>().payment.rejected).toHaveLength(4);

    await stripe.succeed(intent.id);
    expect(await orderRow(card)).toMatchObject({ payed: true });
  });

  it('acknowledges a signed event it cannot read with 200 and stores nothing', async () => {
    const order = await guestOrder('card');
    const intent = stripe.paymentIntent(intentOf(order))!;
    const complete = succeededEvent('evt_unreadable', { ...intent, amount_received: intent.amount });
    const { created: _created, ...withoutCreated } = complete;
    const { data: _data, ...withoutData } = complete;
    for (const event of [
      withoutCreated,
      withoutData,
      { ...complete, data: { object: null } },
      { ...complete, created: 'gestern' },
    ]) {
      const { payload, signature } = stripe.sign(event as unknown as StripeEvent);
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v0/shop/webhook/stripe',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, duplicate: false });
    }
    expect(
      await server.database.db
        .select()
        .from(shopPaymentEvents)
        .where(eq(shopPaymentEvents.id, 'evt_unreadable')),
    ).toHaveLength(0);
    expect(await poll(order)).toMatchObject({ state: 'pending' });
  });

  it('keeps the newer state when an older event about the same order arrives after it', async () => {
    const order = await guestOrder('sepa_debit');
    const intent = intentOf(order);
    const [processing] = await stripe.process(intent);
    const [failed] = await stripe.fail(intent, 'Lastschrift abgelehnt');
    const refused =
      'Die Zahlung wurde abgelehnt. Bitte versuchen Sie es noch einmal oder wählen Sie eine andere Zahlungsart.';
    expect(await poll(order)).toMatchObject({ state: 'failed', failure: refused });
    // Stripe delivers a processing report written a minute before the failure only now.
    const older = { ...processing!, id: 'evt_older_processing', created: failed!.created - 60 };
    expect(await stripe.deliver(older)).toBe(200);
    expect(await poll(order)).toMatchObject({ state: 'failed', failure: refused });
    // And a failure older than a processing report leaves it processing.
    const [again] = await stripe.process(intent);
    const olderFailure = { ...failed!, id: 'evt_older_failure', created: again!.created - 60 };
    expect(await stripe.deliver(olderFailure)).toBe(200);
    expect(await poll(order)).toMatchObject({ state: 'processing', failure: null });
  });

  it('refuses a forged signature with 400 and changes nothing', async () => {
    const order = await guestOrder('card');
    const intent = stripe.paymentIntent(intentOf(order))!;
    const forged = {
      id: 'evt_forged',
      object: 'event' as const,
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      livemode: false as const,
      api_version: '2026-10-28.endive',
      pending_webhooks: 1,
      data: { object: { ...intent, status: 'succeeded' } },
    };
    const { payload, signature } = stripe.sign(forged, 'whsec_not_the_shops_secret');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop/webhook/stripe',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Die Signatur des Webhooks ist ungültig.');
    const english = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop/webhook/stripe',
      payload,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe('The webhook signature is invalid.');
    expect(await poll(order)).toMatchObject({ state: 'pending' });
    expect(
      await server.database.db.select().from(shopPaymentEvents).where(eq(shopPaymentEvents.id, 'evt_forged')),
    ).toHaveLength(0);
  });

  it('refunds half of a card payment through Stripe; the webhook records it and mails the customer', async () => {
    const order = await guestOrder('card');
    await stripe.succeed(intentOf(order));
    // 39,90 + 6,90 = 46,80; half is 23,40
    const refunded = await admin('POST', '/api/v0/shop/refund', {
      _id: order._id,
      amount: 23.4,
      reason: 'Baum beschädigt',
    });
    expect(refunded.statusCode).toBe(200);
    const after = refunded.json<Order>();
    expect(after.payment.refunds).toMatchObject([
      { amount: 23.4, reason: 'Baum beschädigt', status: 'done' },
    ]);
    expect(after.payment.refunded).toBe(23.4);
    const charge = stripe.events.filter((event) => event.type === 'charge.refunded').at(-1)!.data.object;
    expect(charge).toMatchObject({ amount: 4680, amount_refunded: 2340, refunded: false });
    expect(await mailsTo('lena.huber@example.at')).toContain(
      `Erstattung zu Ihrer Bestellung ${order.number}`,
    );

    const tooMuch = await admin('POST', '/api/v0/shop/refund', {
      _id: order._id,
      amount: 23.41,
      reason: 'Rest',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Es können höchstens € 23,40 erstattet werden.');
  });

  it('follows a partial refund with a credit note over the refunded amount, the invoice stays valid', async () => {
    const order = await guestOrder('card');
    await stripe.succeed(intentOf(order));
    // Goods are invoiced once shipped (the invoice's day of supply).
    expect((await admin('PUT', '/api/v0/shop/markShipped/', { _id: order._id })).statusCode).toBe(200);
    const [invoice] = await server.database.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.shopOrderId, order._id));
    expect(invoice).toMatchObject({ type: 'invoice', grossCents: 4680 });
    await admin('POST', '/api/v0/shop/refund', { _id: order._id, amount: 10, reason: 'Ast abgebrochen' });
    const credits = await server.database.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.cancelsId, invoice!.id));
    expect(credits).toHaveLength(1);
    const credit = credits[0]!;
    expect(credit.type).toBe('cancellation');
    expect(credit.number).not.toBeNull();
    // 10,00 € gross at 13 %: net 8,85, VAT 1,15
    expect(credit).toMatchObject({ grossCents: -1000, netCents: -885 });
    expect(credit.data.title).toBe(`Gutschrift zur Bestellung ${order.number}`);
    expect(credit.data.lines).toMatchObject([
      {
        title: `Gutschrift zu Rechnung ${invoice!.number}`,
        description: 'Ast abgebrochen',
        amount: -1,
        price: 10,
        vat_rate: 13,
      },
    ]);
    const [after] = await server.database.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.id, invoice!.id));
    expect(after!.cancelledById).toBeNull();
  });

  it('follows a full refund with the cancellation of the order’s invoice', async () => {
    const order = await guestOrder('card');
    await stripe.succeed(intentOf(order));
    expect((await admin('PUT', '/api/v0/shop/markShipped/', { _id: order._id })).statusCode).toBe(200);
    const refunded = await admin('POST', '/api/v0/shop/refund', {
      _id: order._id,
      amount: 46.8,
      reason: 'Lieferung nicht möglich',
    });
    expect(refunded.statusCode).toBe(200);
    const [invoice] = await server.database.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.shopOrderId, order._id));
    expect(invoice!.cancelledById).not.toBeNull();
    const [cancellation] = await server.database.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.id, invoice!.cancelledById!));
    expect(cancellation).toMatchObject({ type: 'cancellation', cancelsId: invoice!.id, grossCents: -4680 });
    expect(cancellation!.data.lines.map((line) => line.amount)).toEqual([-1, -1]);
  });

  it('records a refund of a prepaid order as a to-do for a bank transfer', async () => {
    const order = await guestOrder('prepayment');
    await admin('PUT', '/api/v0/shop/markPayed/', { _id: order._id });
    const refunded = await admin('POST', '/api/v0/shop/refund', {
      _id: order._id,
      amount: 10,
      reason: 'Kulanz',
    });
    expect(refunded.json<Order>().payment.refunds).toMatchObject([
      { amount: 10, status: 'todo', reason: 'Kulanz' },
    ]);
  });

  it('notes a dispute on the order and tells the shop’s mailbox', async () => {
    const order = await guestOrder('card');
    await stripe.succeed(intentOf(order));
    const [event] = await stripe.dispute(intentOf(order));
    const [row] = await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, order._id));
    expect(row!.data.payment?.dispute).toBe(event!.data.object.id);
    expect(await mailsTo('laden@gartenwerk.test')).toContain(
      `Zahlung zur Bestellung ${order.number}: Die Bank des Kunden hat € 46,80 zurückgefordert (Dispute). Bitte im Stripe-Dashboard beantworten.`,
    );
  });

  it('gives the stock of an abandoned payment back after the settings’ time, not before', async () => {
    const rose = (
      await admin('POST', '/api/v0/shop_product/', {
        title: 'Rose Gloria Dei',
        price: 14.5,
        vat_groups: ['pflanzen'],
        shipping_groups: ['paket'],
      })
    ).json<Product>();
    await admin('POST', '/api/v0/shop_stock/adjust', { product: rose._id, quantity: 10, reason: 'Inventur' });
    const order = await guestOrder('eps', 3, {}, rose);
    const paid = await guestOrder('eps', 2, {}, rose);
    await stripe.succeed(intentOf(paid));
    expect(await stock(rose)).toBe(5);
    const placed = new Date(order.created).getTime();
    expect(await releaseAbandonedPayments(server.database.db, new Date(placed + 29 * 60_000))).toEqual([]);
    expect(await stock(rose)).toBe(5);
    const released = await releaseAbandonedPayments(server.database.db, new Date(placed + 31 * 60_000));
    expect(released.map((released) => released._id)).toContain(order._id);
    expect(released.map((released) => released._id)).not.toContain(paid._id);
    expect(await stock(rose)).toBe(8);
    expect(await poll(order)).toMatchObject({ state: 'canceled', alternatives: [] });
    const retry = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop/payment/retry',
      payload: { order: order._id },
    });
    expect(retry.statusCode).toBe(409);
  });

  it('takes the stock again when a released order is paid after all', async () => {
    const fern = (
      await admin('POST', '/api/v0/shop_product/', {
        title: 'Farn Osmunda',
        price: 12,
        vat_groups: ['pflanzen'],
        shipping_groups: ['paket'],
      })
    ).json<Product>();
    await admin('POST', '/api/v0/shop_stock/adjust', { product: fern._id, quantity: 5, reason: 'Inventur' });
    const order = await guestOrder('eps', 2, {}, fern);
    expect(await stock(fern)).toBe(3);
    await releaseAbandonedPayments(
      server.database.db,
      new Date(new Date(order.created).getTime() + 31 * 60_000),
    );
    expect(await stock(fern)).toBe(5);
    await stripe.succeed(intentOf(order));
    expect(await poll(order)).toMatchObject({ state: 'paid' });
    expect(await stock(fern)).toBe(3);
    const [row] = await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, order._id));
    expect(row!.data.payment?.stock_short).toBeUndefined();
  });

  it('flags a released order paid after its stock was sold, and tells the shop', async () => {
    const lily = (
      await admin('POST', '/api/v0/shop_product/', {
        title: 'Lilie Stargazer',
        price: 8,
        vat_groups: ['pflanzen'],
        shipping_groups: ['paket'],
      })
    ).json<Product>();
    await admin('POST', '/api/v0/shop_stock/adjust', { product: lily._id, quantity: 2, reason: 'Inventur' });
    const order = await guestOrder('eps', 2, {}, lily);
    await releaseAbandonedPayments(
      server.database.db,
      new Date(new Date(order.created).getTime() + 31 * 60_000),
    );
    const other = await guestOrder('prepayment', 1, {}, lily);
    expect(other.payment.state).toBe('pending');
    expect(await stock(lily)).toBe(1);
    await stripe.succeed(intentOf(order));
    expect(await poll(order)).toMatchObject({ state: 'paid' });
    // Nothing taken: the one left is the other order's to keep.
    expect(await stock(lily)).toBe(1);
    const [row] = await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, order._id));
    expect(row).toMatchObject({ payed: true });
    expect(row!.data.payment?.stock_short).toBe(true);
    // 2 × 8,00 + 6,90 shipping
    expect(await mailsTo('laden@gartenwerk.test')).toContain(
      `Zahlung zur Bestellung ${order.number}: Zahlung über € 22,90 nach Freigabe des Lagerbestands eingegangen: Der Bestand reicht nicht mehr, bitte Ware beschaffen oder erstatten.`,
    );
  });

  it('never answers the secret keys, and tests them against Stripe', async () => {
    const settings = (await admin('GET', '/api/v0/shop/payment/settings')).json();
    expect(settings.test.secret_key).toBe(`${stripe.secretKey.slice(0, 8)}…${stripe.secretKey.slice(-4)}`);
    expect(JSON.stringify(settings)).not.toContain(stripe.secretKey);
    expect(JSON.stringify(settings)).not.toContain(stripe.webhookSecret);
    const open = await call(server, 'GET', '/api/v0/shop/payment/public');
    expect(open.json()).toEqual({
      publishable_key: stripe.publishableKey,
      live_mode: false,
      methods: ['card', 'eps', 'klarna', 'sepa_debit'],
    });
    expect((await admin('POST', '/api/v0/shop/payment/settings/test', { mode: 'test' })).json()).toEqual({
      ok: true,
      livemode: false,
      message: 'OK',
    });
    const live = (await admin('POST', '/api/v0/shop/payment/settings/test', { mode: 'live' })).json();
    expect(live).toEqual({
      ok: false,
      livemode: false,
      message: 'Für Online-Zahlungen sind noch keine Stripe-Schlüssel hinterlegt.',
    });
    const guest = await call(server, 'GET', '/api/v0/shop/payment/settings');
    expect(guest.statusCode).toBe(403);
  });

  it('lists charges, balance, transactions, payouts and disputes in euros with paging and links to orders', async () => {
    const order = await guestOrder('card');
    await stripe.succeed(intentOf(order));
    stripe.addPayout(12345, Math.floor(Date.UTC(2026, 10, 20) / 1000));
    const charges = (await admin('GET', '/api/v0/shop/charges?limit=1')).json();
    expect(charges.has_more).toBe(true);
    expect(charges.items).toEqual([
      expect.objectContaining({
        amount: 46.8,
        refunded: 0,
        status: 'succeeded',
        type: 'card',
        order: { _id: order._id, number: order.number },
      }),
    ]);
    const next = (
      await admin('GET', `/api/v0/shop/charges?limit=1&starting_after=${charges.items[0].id}`)
    ).json();
    expect(next.items[0].id).not.toBe(charges.items[0].id);
    const payouts = (await admin('GET', '/api/v0/shop/payouts?from=2026-11-17&to=2026-11-19')).json();
    expect(payouts.items).toEqual([
      expect.objectContaining({ amount: 123.45, arrival_date: '2026-11-20T00:00:00.000Z' }),
    ]);
    expect((await admin('GET', '/api/v0/shop/payouts?from=2026-11-19')).json().items).toEqual([]);
    const balance = (await admin('GET', '/api/v0/shop/balance/')).json();
    expect(balance).toMatchObject({ pending: 0, live_mode: false });
    expect(typeof balance.available).toBe('number');
    const transactions = (await admin('GET', '/api/v0/shop/transactions?limit=2')).json();
    // newest first: the payout, then the last charge (46,80 less 1,5 % + 0,25 = 0,95 fee)
    expect(transactions.items).toMatchObject([
      { type: 'payout', amount: -123.45 },
      { type: 'charge', amount: 46.8, fee: 0.95, net: 45.85 },
    ]);
    const disputes = (await admin('GET', '/api/v0/shop/disputes')).json();
    expect(disputes.items[0]).toMatchObject({ amount: 46.8, reason: 'fraudulent', status: 'needs_response' });
    expect(disputes.items[0].order).not.toBeNull();
    expect((await call(server, 'GET', '/api/v0/shop/balance/')).statusCode).toBe(403);
  });

  it('switches online methods on only while the keys of the mode in use passed the test', async () => {
    const config = (await call(server, 'GET', '/api/v0/config/')).json()[0];
    const shop = config.components.shop;
    const save = (changes: object) =>
      admin('PUT', '/api/v0/config/', {
        components: { ...config.components, shop: { ...shop, ...changes } },
      });
    const refusal = {
      statusCode: 400,
      message:
        'Karte, EPS, Klarna und SEPA-Lastschrift lassen sich erst einschalten, wenn die Stripe-Schlüssel des gewählten Modus unter Shop → Zahlungen erfolgreich getestet wurden.',
    };
    // Live mode has no keys that passed.
    expect((await save({ stripe: { live_mode: true } })).json()).toMatchObject(refusal);
    // Other changes keep the methods that are on.
    expect((await save({ show_sold_out: false })).statusCode).toBe(200);

    // New test keys have to pass again before a method goes on.
    const settings = (await admin('GET', '/api/v0/shop/payment/settings')).json();
    expect(settings.test.verified).toBe(true);
    const changed = await admin('PUT', '/api/v0/shop/payment/settings', {
      ...settings,
      test: { ...settings.test, publishable_key: `${stripe.publishableKey}x` },
    });
    expect(changed.json().test.verified).toBe(false);
    const off = { ...shop.paymentsources, sepa_debit: { enabled: false, min: null, max: null } };
    expect((await save({ paymentsources: off })).statusCode).toBe(200);
    expect((await save({ paymentsources: shop.paymentsources })).json()).toMatchObject(refusal);
    await admin('PUT', '/api/v0/shop/payment/settings', { ...settings, test: { ...settings.test } });
    expect((await admin('POST', '/api/v0/shop/payment/settings/test', { mode: 'test' })).json().ok).toBe(
      true,
    );
    expect((await admin('GET', '/api/v0/shop/payment/settings')).json().test.verified).toBe(true);
    expect((await save({ paymentsources: shop.paymentsources })).statusCode).toBe(200);
  });
});

/**
 * msw handlers for the orders and price requests of the admin centre: an in-memory store per
 * handler set that filters, searches, pages, marks and refuses like the server of docs/contracts.md.
 */
import {
  fromCents,
  isoWeekDays,
  orderShipDay,
  paidAfterHandover,
  priceCart,
  viennaDay,
  type ShopSettings,
} from '@gartenwerk/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  OrderAddress,
  OrderItem,
  OrderStatus,
  PriceRequest,
  PriceRequestStatus,
  ShopOrder,
} from './shop-admin-orders';
import type { ServerErrorBody } from './types';

const annaAddress: OrderAddress = {
  type: 'person',
  first_name: 'Anna',
  last_name: 'Berger',
  address: 'Hauptstraße 5',
  zip: '3500',
  city: 'Krems',
  country: 'at',
};

/** The demo shop's pricing: plants at 13 %, parcels at 6,90 €. */
const demoShop: ShopSettings = {
  home_country: 'at',
  vat_type: 'inclusive',
  vat_groups: [{ uuid: 'pflanzen', rates: { at: 13, de: 7 } }],
  shipping_groups: [{ uuid: 'paket', type: 'count', unit: [{ max: 1000, costs: { at: 6.9, de: 9.9 } }] }],
};

interface DemoLine {
  item: { _id: string; title: string; price: number; vat_groups: string[]; shipping_groups: string[] };
  amount: number;
}

function line(item: string, title: string, amount: number, price: number): DemoLine {
  return { item: { _id: item, title, price, vat_groups: ['pflanzen'], shipping_groups: ['paket'] }, amount };
}

function order(
  _id: string,
  created: string,
  email: string,
  invoiceAddress: OrderAddress,
  lines: DemoLine[],
  state: { payed?: boolean; shipped?: boolean; owner?: string | null } = {},
): ShopOrder {
  // Priced by the domain, as the server prices orders.
  const breakdown = priceCart({ lines, settings: demoShop, invoiceAddress });
  const items: OrderItem[] = breakdown.lines.map((priced) => ({
    item: priced.productId!,
    title: lines[priced.index]!.item.title,
    type: 'product',
    variant: '',
    amount: priced.amount,
    price: fromCents(priced.unitPriceBefore),
    discount: fromCents(priced.discount),
    vat_rate: priced.vatRate,
    total: fromCents(priced.grossBeforeDiscount),
  }));
  const payed = state.payed ?? false;
  const shipped = state.shipped ?? false;
  return {
    _id,
    number: `2026-${_id.replace(/\D/g, '').padStart(5, '0')}`,
    status: payed && shipped ? 'complete' : payed || shipped ? 'partial' : 'open',
    tags: [],
    created,
    perm: { owner: state.owner ?? null },
    email,
    items,
    ship_day: created.slice(0, 10),
    invoiceAddress,
    shippingAddress: null,
    alternate: false,
    shippingMethod: 'shipping',
    selectedPayment: 'prepayment',
    payment: { method: 'prepayment', state: payed ? 'paid' : 'pending', bank_details: null, redirect: null },
    comment: '',
    newsletter: false,
    cc_location: '/checkout/3',
    completed: true,
    vat_id_check: null,
    voucher: null,
    totals: {
      items: fromCents(breakdown.items),
      discount: fromCents(breakdown.discount),
      shipping: fromCents(breakdown.shipping),
      shipping_free: breakdown.shippingDetails.free,
      shipping_discount: fromCents(breakdown.shippingDetails.discount),
      net: fromCents(breakdown.net),
      vat: breakdown.vat.map((row) => ({
        rate: row.rate,
        net: fromCents(row.net),
        vat: fromCents(row.vat),
        gross: fromCents(row.gross),
      })),
      vat_total: fromCents(breakdown.vatTotal),
      gross: fromCents(breakdown.gross),
      voucher_used: fromCents(breakdown.voucherUsed),
      total: fromCents(breakdown.total),
      vat_country: breakdown.vatCountry,
      vat_exempt: breakdown.vatExempt,
    },
    total: fromCents(breakdown.total),
    payed,
    payedAt: payed ? created : null,
    shipped,
    shippedAt: shipped ? created : null,
    delivered: null,
    withdrawnAt: null,
  };
}

/** Orders of the demo nursery, newest first; user-1 is Anna Berger of the users fixtures. */
export const demoOrders: ShopOrder[] = [
  order(
    'order-1003',
    '2026-03-12T10:00:00.000Z',
    'anna.berger@example.at',
    annaAddress,
    [line('product-thuja', "Thuja 'Smaragd' 80–100 cm", 25, 12.9)],
    { owner: 'user-1' },
  ),
  order(
    'order-1002',
    '2026-03-10T09:30:00.000Z',
    'bernd.huber@example.at',
    { ...annaAddress, first_name: 'Bernd', last_name: 'Huber', address: 'Gartengasse 7', city: 'Langenlois' },
    [line('product-apple', 'Apfelbaum Topaz', 2, 39)],
    { payed: true, owner: 'user-2' },
  ),
  order(
    'order-1001',
    '2026-03-01T08:15:00.000Z',
    'anna.berger@example.at',
    annaAddress,
    [line('product-rose', 'Rose Gloria Dei', 3, 14.9)],
    { payed: true, shipped: true, owner: 'user-1' },
  ),
];

export const demoPriceRequests: PriceRequest[] = [
  {
    _id: 'request-2',
    status: 'open',
    email: 'clara.maier@example.de',
    name: 'Clara Maier',
    phone: '+49 171 2345678',
    message: 'Wir brauchen 120 Stück für eine Hecke von 60 m. Was kostet das mit Lieferung?',
    perm: { owner: null },
    items: [{ item: 'product-brabant', title: "Thuja 'Brabant' 200–225 cm", variant: '', amount: 120 }],
    tags: [],
    created: '2026-03-11T16:20:00.000Z',
  },
  {
    _id: 'request-1',
    status: 'answered',
    email: 'franz.pichler@example.at',
    name: 'Franz Pichler',
    phone: '',
    message: '',
    perm: { owner: 'user-6' },
    items: [{ item: 'product-beech', title: 'Rotbuche', variant: '', amount: 40 }],
    tags: ['angebot'],
    created: '2026-02-20T11:00:00.000Z',
  },
];

/** A mail the handlers "sent": markShipped, markPayed, markReadyForPickup and answers. */
export interface SentShopMail {
  to: string;
  template:
    'orderShipped' | 'orderFirstShipment' | 'orderPaid' | 'orderReadyForPickup' | 'priceRequestAnswer';
  text?: string;
}

export interface ShopAdminOrdersData {
  orders?: ShopOrder[];
  priceRequests?: PriceRequest[];
  /** Collects the mails the calls send, for tests to read. */
  sent?: SentShopMail[];
}

/** The orders in the order the server's `sort` names (number, created, total, email; `-` descending). */
function sortedBy(orders: ShopOrder[], sort: string | null): ShopOrder[] {
  if (!sort) return orders;
  const field = sort.replace(/^-/, '') as 'number' | 'created' | 'total' | 'email' | 'ship_day';
  const direction = sort.startsWith('-') ? -1 : 1;
  // An order the frost holds without a day comes last either way, as on the server.
  const value = (order: ShopOrder) => (field === 'ship_day' ? (order.ship_day ?? null) : order[field]);
  return [...orders].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return x < y ? -direction : x > y ? direction : 0;
  });
}

function fail(statusCode: number, code: string | number, message: string) {
  return HttpResponse.json<ServerErrorBody>({ statusCode, code, message }, { status: statusCode });
}

const notFound = (what: string) => fail(404, 'NOT_FOUND', `${what} not found`);

/** The server's skip and limit. */
function page<T>(items: T[], url: URL) {
  const limit = Math.max(1, Number(url.searchParams.get('limit')) || 100);
  const skip = Math.max(0, Number(url.searchParams.get('skip')) || 0);
  return { items: items.slice(skip, skip + limit), total: items.length };
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const statusOf = (payed: boolean, shipped: boolean): OrderStatus =>
  payed && shipped ? 'complete' : payed || shipped ? 'partial' : 'open';

/** Handlers with their own store, so one test's changes never leak into another's. */
export function createShopAdminOrdersHandlers({
  orders = demoOrders,
  priceRequests = demoPriceRequests,
  sent = [],
}: ShopAdminOrdersData = {}): HttpHandler[] {
  const orderStore = new Map(orders.map((item) => [item._id, structuredClone(item)]));
  const requestStore = new Map(priceRequests.map((item) => [item._id, structuredClone(item)]));
  let nextRequest = 1;

  const mark = (field: 'payed' | 'shipped') =>
    http.put(`*/api/v0/shop/${field === 'payed' ? 'markPayed' : 'markShipped'}/`, async ({ request }) => {
      const { _id, shipment } = await jsonBody(request);
      const found = typeof _id === 'string' ? orderStore.get(_id) : undefined;
      if (!found) return notFound('order');
      const now = new Date().toISOString();
      // The first shipment of a split delivery: marked and mailed once; the order stays unshipped.
      if (field === 'shipped' && shipment === 1) {
        if (!found.split_delivery)
          return fail(
            409,
            'NOT_SPLIT',
            `Die Bestellung ${found.number} wird in einer Sendung geliefert: Es gibt keine erste Sendung zu versenden.`,
          );
        if (!found.split_delivery.first_shipped_at && !found.shipped) {
          found.split_delivery = { first_shipped_at: now };
          // The order is due again when its second shipment is.
          found.ship_day = orderShipDay(found.items, found.created, { firstShipped: true });
          sent.push({ to: found.email, template: 'orderFirstShipment' });
        }
        return HttpResponse.json(found);
      }
      if (field === 'payed') Object.assign(found, { payed: true, payedAt: found.payedAt ?? now });
      else Object.assign(found, { shipped: true, shippedAt: found.shippedAt ?? now });
      found.status = statusOf(found.payed, found.shipped);
      // A collected pickup order gets no shipping news.
      if (field === 'payed') sent.push({ to: found.email, template: 'orderPaid' });
      else if (found.shippingMethod !== 'pickup') sent.push({ to: found.email, template: 'orderShipped' });
      return HttpResponse.json(found);
    });

  // The server's rules: pickup orders only, not collected, paid unless paid at the handover; mailed once.
  const ready = http.put('*/api/v0/shop/markReadyForPickup/', async ({ request }) => {
    const { _id } = await jsonBody(request);
    const found = typeof _id === 'string' ? orderStore.get(_id) : undefined;
    if (!found) return notFound('order');
    const number = found.number;
    if (found.shippingMethod !== 'pickup')
      return fail(
        409,
        'NOT_PICKUP',
        `Die Bestellung ${number} wird versendet, nicht abgeholt: Nur Abholbestellungen können zur Abholung bereitgelegt werden.`,
      );
    if (found.shipped) return fail(409, 'PICKED_UP', `Die Bestellung ${number} wurde bereits abgeholt.`);
    if (!found.payed && !paidAfterHandover(found.selectedPayment))
      return fail(
        409,
        'NOT_PAID',
        `Die Bestellung ${number} ist noch nicht bezahlt. Bei dieser Zahlungsart liegt sie erst nach dem Zahlungseingang zur Abholung bereit.`,
      );
    if (!found.readyForPickupAt) {
      found.readyForPickupAt = new Date().toISOString();
      sent.push({ to: found.email, template: 'orderReadyForPickup' });
    }
    return HttpResponse.json(found);
  });

  return [
    http.get('*/api/v0/shop_order/', ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const owner = url.searchParams.get('owner');
      const search = url.searchParams.get('search')?.trim().toLowerCase();
      const ship = url.searchParams.get('ship');
      // As the server: due by today and not yet sent, or to be sent in the ISO week.
      const week = ship && ship !== 'due' ? isoWeekDays(ship) : null;
      const today = viennaDay(new Date());
      const found = [...orderStore.values()]
        .filter((item) => !status || item.status === status)
        .filter((item) => {
          if (!ship) return true;
          const day = item.ship_day ?? null;
          if (day === null) return false;
          return week ? day >= week.from && day <= week.until : !item.shipped && day <= today;
        })
        .filter((item) => !owner || item.perm.owner === owner)
        .filter((item) => {
          if (!search) return true;
          const { first_name, last_name, company = '' } = item.invoiceAddress;
          return [item._id, item.email, `${first_name} ${last_name}`, company].some((text) =>
            text.toLowerCase().includes(search),
          );
        })
        .sort((a, b) => b.created.localeCompare(a.created));
      return HttpResponse.json(page(sortedBy(found, url.searchParams.get('sort')), url));
    }),
    // A paid order has the invoice the server writes when it is marked paid.
    http.get('*/api/v0/shop_order/:id/invoice', ({ params }) => {
      const found = orderStore.get(String(params.id));
      if (!found?.payed) return notFound('invoice');
      return HttpResponse.json({
        _id: `invoice-${found._id}`,
        number: `RE-${found.number}`,
        date: (found.payedAt ?? found.created).slice(0, 10),
        gross: found.totals.gross,
        cancelled: false,
      });
    }),
    http.get('*/api/v0/shop_order/:id', ({ params }) => {
      const found = orderStore.get(String(params.id));
      return found ? HttpResponse.json(found) : notFound('order');
    }),
    http.put('*/api/v0/shop_order/:id', async ({ params, request }) => {
      const found = orderStore.get(String(params.id));
      if (!found) return notFound('order');
      const body = await jsonBody(request);
      if (body.tags !== undefined) {
        if (!Array.isArray(body.tags) || !body.tags.every((tag) => typeof tag === 'string')) {
          return fail(400, 'VALIDATION', 'body/tags must be array');
        }
        found.tags = body.tags as string[];
      }
      if (typeof body.comment === 'string') found.comment = body.comment;
      if (typeof body.status === 'string') found.status = body.status as OrderStatus;
      if (typeof body.delivered === 'string' || body.delivered === null) found.delivered = body.delivered;
      return HttpResponse.json(found);
    }),
    mark('shipped'),
    ready,
    mark('payed'),

    http.get('*/api/v0/shop_pricerequest/', ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const search = url.searchParams.get('search')?.toLowerCase();
      const sort = url.searchParams.get('sort') ?? '-created';
      const key = sort.replace(/^-/, '') as 'created' | 'name' | 'email' | 'status';
      const found = [...requestStore.values()]
        .filter((item) => !status || item.status === status)
        .filter(
          (item) =>
            !search ||
            [item.name, item.email, item.phone, item.message, ...item.tags].some((value) =>
              value.toLowerCase().includes(search),
            ),
        )
        .sort((a, b) => (sort.startsWith('-') ? -1 : 1) * a[key].localeCompare(b[key]));
      return HttpResponse.json(page(found, url));
    }),
    http.get('*/api/v0/shop_pricerequest/:id', ({ params }) => {
      const found = requestStore.get(String(params.id));
      return found ? HttpResponse.json(found) : notFound('price request');
    }),
    http.post('*/api/v0/shop_pricerequest/', async ({ request }) => {
      const body = await jsonBody(request);
      if (typeof body.name !== 'string' || body.name.length < 2) {
        return fail(400, 'VALIDATION', 'body/name must NOT have fewer than 2 characters');
      }
      if (!Array.isArray(body.items) || body.items.length === 0) {
        return fail(400, 'VALIDATION', 'body/items must NOT have fewer than 1 items');
      }
      const created: PriceRequest = {
        _id: `request-new-${nextRequest++}`,
        status: 'open',
        email: String(body.email ?? ''),
        name: body.name,
        phone: String(body.phone ?? ''),
        message: String(body.message ?? ''),
        perm: { owner: null },
        items: (body.items as Array<{ item: string; amount: number; variant?: string }>).map((item) => ({
          item: item.item,
          title: item.item,
          variant: item.variant ?? '',
          amount: item.amount,
        })),
        tags: [],
        created: new Date().toISOString(),
      };
      requestStore.set(created._id, created);
      return HttpResponse.json(created);
    }),
    http.put('*/api/v0/shop_pricerequest/:id', async ({ params, request }) => {
      const found = requestStore.get(String(params.id));
      if (!found) return notFound('price request');
      const body = await jsonBody(request);
      if (body.answer !== undefined) {
        if (typeof body.answer !== 'string' || body.answer.length === 0) {
          return fail(400, 'VALIDATION', 'body/answer must NOT have fewer than 1 characters');
        }
        sent.push({ to: found.email, template: 'priceRequestAnswer', text: body.answer });
        found.status = 'answered';
      }
      if (typeof body.status === 'string') found.status = body.status as PriceRequestStatus;
      if (Array.isArray(body.tags)) found.tags = body.tags as string[];
      if (typeof body.message === 'string') found.message = body.message;
      return HttpResponse.json(found);
    }),
    http.delete('*/api/v0/shop_pricerequest/:id', ({ params }) => {
      const found = requestStore.get(String(params.id));
      if (!found) return notFound('price request');
      requestStore.delete(found._id);
      return HttpResponse.json(found);
    }),
  ];
}

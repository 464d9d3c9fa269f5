import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type {
  CheckoutLine,
  Product,
  PickupWindow,
  ShippingMethod,
  ShopAddress,
  ShopOrder,
} from '@gartenwerk/api-client';
import { DEFAULT_ADDRESS_TYPE, DEFAULT_COUNTRY } from '@gartenwerk/domain';
import { VOUCHER_STORAGE_KEY } from '../cart/CartPage';
import { useCart } from '../cart/useCart';

/** What the customer entered so far; kept for the browser tab so a reload or a step back keeps it. */
export interface CheckoutDraft {
  email: string;
  invoiceAddress: ShopAddress;
  alternate: boolean;
  shippingAddress: ShopAddress;
  newsletter: boolean;
  comment: string;
  shippingMethod: ShippingMethod;
  /** The pickup window chosen while pickup is the shipping method (a draft kept before it: none). */
  pickupWindow?: PickupWindow | null;
  selectedPayment: string;
  voucher: string;
  /** Two shipments asked for (sent only while the quote offers them). */
  splitDelivery?: boolean;
  /** One key per order attempt: a retry or a second click places no second order. */
  idempotencyKey: string;
}

export const emptyAddress = (): ShopAddress => ({
  type: DEFAULT_ADDRESS_TYPE,
  first_name: '',
  last_name: '',
  address: '',
  zip: '',
  city: '',
  country: DEFAULT_COUNTRY,
});

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export const emptyDraft = (): CheckoutDraft => ({
  email: '',
  invoiceAddress: emptyAddress(),
  alternate: false,
  shippingAddress: emptyAddress(),
  newsletter: false,
  comment: '',
  shippingMethod: 'shipping',
  pickupWindow: null,
  selectedPayment: '',
  voucher: '',
  idempotencyKey: '',
});

const DRAFT_KEY = 'gw.checkout';
const ORDER_KEY = 'gw.checkout.order';

function read<T>(storage: () => Storage, key: string): T | null {
  try {
    const text = storage().getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/** The stored draft over `current`, with the voucher the cart verified. */
const withStored = (current: CheckoutDraft): CheckoutDraft => ({
  ...current,
  voucher: cartVoucherCode(),
  ...read<Partial<CheckoutDraft>>(() => sessionStorage, DRAFT_KEY),
});

/** The checkout draft, read after hydration (the server renders the empty one). */
export function useCheckoutDraft() {
  const [draft, setDraft] = useState<CheckoutDraft>(emptyDraft);
  const [loaded, setLoaded] = useState(false);
  // Whichever state update runs first puts the stored draft in: a change made before the stored
  // draft is read (a field the browser refilled on reload, replayed at hydration) goes onto it, never over it.
  const storedRead = useRef(false);
  const base = useCallback((current: CheckoutDraft) => {
    if (storedRead.current) return current;
    storedRead.current = true;
    return withStored(current);
  }, []);
  useEffect(() => {
    setDraft(base);
    setLoaded(true);
  }, [base]);
  const update = useCallback(
    (change: Partial<CheckoutDraft>) => {
      setDraft((current) => {
        const next = { ...base(current), ...change };
        sessionStorage.setItem(DRAFT_KEY, JSON.stringify(next));
        return next;
      });
    },
    [base],
  );
  return { draft, update, loaded };
}

/** The cart's lines to order: product ids, amounts and the customer's additions; prices always come from the server. */
export function useCartLines(): {
  lines: CheckoutLine[];
  /** The products of the lines (their availability, days until sending and shipping groups). */
  products: Product[];
  loaded: boolean;
  clear(): Promise<unknown>;
} {
  const cart = useCart('cart');
  const lines = useMemo(
    () =>
      cart.lines.map((line) => ({
        item: line.item._id,
        amount: line.amount,
        ...(line.variant ? { variant: line.variant } : {}),
        ...(line.order_desc ? { order_desc: line.order_desc } : {}),
        ...(line.customization !== undefined ? { customization: line.customization } : {}),
        ...(line.set !== undefined ? { set: line.set } : {}),
      })),
    [cart.lines],
  );
  const products = useMemo(() => cart.lines.map((line) => line.item), [cart.lines]);
  return { lines, products, loaded: cart.ready, clear: cart.clear };
}

/** The voucher the cart page verified, if any. */
export function cartVoucherCode(): string {
  return read<{ code?: string }>(() => sessionStorage, VOUCHER_STORAGE_KEY)?.code ?? '';
}

/** After the order: the draft and the cart's voucher gone, the order kept for the confirmation page. */
export function finishCheckout(order: ShopOrder): void {
  sessionStorage.setItem(ORDER_KEY, JSON.stringify(order));
  sessionStorage.removeItem(DRAFT_KEY);
  sessionStorage.removeItem(VOUCHER_STORAGE_KEY);
}

export function usePlacedOrder(): { order: ShopOrder | null; loaded: boolean } {
  const [state, setState] = useState<{ order: ShopOrder | null; loaded: boolean }>({
    order: null,
    loaded: false,
  });
  useEffect(() => setState({ order: read<ShopOrder>(() => sessionStorage, ORDER_KEY), loaded: true }), []);
  return state;
}

export { newKey };

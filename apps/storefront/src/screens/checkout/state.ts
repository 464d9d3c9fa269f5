import { useCallback, useEffect, useState } from 'react';
import type { CheckoutLine, ShippingMethod, ShopAddress, ShopOrder } from '@gartenwerk/api-client';
import { DEFAULT_ADDRESS_TYPE, DEFAULT_COUNTRY } from '@gartenwerk/domain';

/** What the customer entered so far; kept for the browser tab so a reload or a step back keeps it. */
export interface CheckoutDraft {
  email: string;
  invoiceAddress: ShopAddress;
  alternate: boolean;
  shippingAddress: ShopAddress;
  newsletter: boolean;
  comment: string;
  shippingMethod: ShippingMethod;
  selectedPayment: string;
  voucher: string;
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
  selectedPayment: '',
  voucher: '',
  idempotencyKey: '',
});

const DRAFT_KEY = 'gw.checkout';
const ORDER_KEY = 'gw.checkout.order';
/** The cart's lines as the cart keeps them in the browser (cart contract: `gw.cart.<kind>`). */
const CART_KEY = 'gw.cart.cart';

function read<T>(storage: () => Storage, key: string): T | null {
  try {
    const text = storage().getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/** The checkout draft, read after hydration (the server renders the empty one). */
export function useCheckoutDraft() {
  const [draft, setDraft] = useState<CheckoutDraft>(emptyDraft);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const stored = read<Partial<CheckoutDraft>>(() => sessionStorage, DRAFT_KEY);
    if (stored) setDraft((current) => ({ ...current, ...stored }));
    setLoaded(true);
  }, []);
  const update = useCallback((change: Partial<CheckoutDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...change };
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return { draft, update, loaded };
}

/** The cart lines to order: product ids and amounts (the cart may keep whole products). */
export function useCartLines(): { lines: CheckoutLine[]; loaded: boolean } {
  const [state, setState] = useState<{ lines: CheckoutLine[]; loaded: boolean }>({
    lines: [],
    loaded: false,
  });
  useEffect(() => {
    type StoredLine = Omit<CheckoutLine, 'item'> & { item: string | { _id?: string } | null };
    const stored = read<StoredLine[]>(() => localStorage, CART_KEY);
    const lines = (Array.isArray(stored) ? stored : [])
      .map((line) => ({
        item: typeof line.item === 'string' ? line.item : line.item?._id,
        amount: line.amount,
        ...(line.variant ? { variant: line.variant } : {}),
        ...(line.order_desc ? { order_desc: line.order_desc } : {}),
        ...(line.customization !== undefined ? { customization: line.customization } : {}),
      }))
      .filter((line): line is CheckoutLine => typeof line.item === 'string' && line.amount > 0);
    setState({ lines, loaded: true });
  }, []);
  return state;
}

/** After the order: the cart is empty, the draft gone, the order kept for the confirmation page. */
export function finishCheckout(order: ShopOrder): void {
  sessionStorage.setItem(ORDER_KEY, JSON.stringify(order));
  sessionStorage.removeItem(DRAFT_KEY);
  localStorage.removeItem(CART_KEY);
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

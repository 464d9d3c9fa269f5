import { useCallback, useEffect, useRef } from 'react';
import {
  toCartLineInputs,
  useGetCartQuery,
  usePutCartMutation,
  type CartAnswer,
  type CartKind,
  type CartLine,
  type CartLineInput,
} from '@gartenwerk/api-client';
import { customizationColor } from '@gartenwerk/domain';

/** localStorage key of a cart's lines. */
export const cartStorageKey = (kind: CartKind) => `gw.cart.${kind}`;

function readStored(kind: CartKind): CartLineInput[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(cartStorageKey(kind)) ?? '[]');
    return Array.isArray(stored) ? (stored as CartLineInput[]) : [];
  } catch {
    return [];
  }
}

function writeStored(kind: CartKind, lines: CartLineInput[]): void {
  try {
    window.localStorage.setItem(cartStorageKey(kind), JSON.stringify(lines));
  } catch {
    // Storage full or blocked: the server keeps the cart all the same.
  }
}

/** Lines of the same product, variant, colour and note add up; another colour is a line of its own. */
const sameLine = (a: CartLineInput, b: CartLineInput) =>
  a.item === b.item &&
  (a.variant ?? '') === (b.variant ?? '') &&
  (customizationColor(a.customization) ?? '') === (customizationColor(b.customization) ?? '') &&
  (a.order_desc ?? '') === (b.order_desc ?? '');

const EMPTY: CartAnswer = { lines: [], removed: [], capped: [] };

export interface UseCart {
  /** The lines with their products, as the server keeps them. */
  lines: CartLine[];
  /** Adds a line; the same product, variant, colour and note add up. Answers the lines lowered to the stock. */
  add(line: CartLineInput): Promise<CartAnswer['capped']>;
  setAmount(index: number, amount: number): Promise<unknown>;
  /** Changes other fields of a line (order_desc, customization, set). */
  update(index: number, changes: Partial<Omit<CartLineInput, 'item' | 'amount'>>): Promise<unknown>;
  remove(index: number): Promise<unknown>;
  clear(): Promise<unknown>;
  /** Lines the server dropped with the last answer (unknown or offline products). */
  removed: CartAnswer['removed'];
  /** Lines the server lowered to what is in stock with the last answer. */
  capped: CartAnswer['capped'];
  /** The server's cart has been read. */
  ready: boolean;
}

/**
 * One of the visitor's carts, kept on the server (per user, or per guest cookie) and in
 * localStorage. A cart the server does not know (a new browser session, a lost cookie) is restored
 * from localStorage; otherwise the server's cart wins.
 */
export function useCart(kind: CartKind): UseCart {
  const query = useGetCartQuery(kind);
  const [putCart, putState] = usePutCartMutation({ fixedCacheKey: `cart-${kind}` });
  const answer = query.data ?? EMPTY;
  const latest = useRef<CartLineInput[]>(toCartLineInputs(answer.lines));
  const restored = useRef(false);

  useEffect(() => {
    if (!query.data) return;
    const lines = toCartLineInputs(query.data.lines);
    latest.current = lines;
    if (!restored.current) {
      restored.current = true;
      const stored = readStored(kind);
      if (lines.length === 0 && stored.length > 0) {
        latest.current = stored;
        void putCart({ kind, lines: stored });
        return;
      }
    }
    writeStored(kind, lines);
  }, [kind, putCart, query.data]);

  const save = useCallback(
    async (lines: CartLineInput[]) => {
      latest.current = lines;
      writeStored(kind, lines);
      return (await putCart({ kind, lines }).unwrap()).capped;
    },
    [kind, putCart],
  );

  const add = useCallback(
    (line: CartLineInput) => {
      const lines = [...latest.current];
      const index = lines.findIndex((candidate) => sameLine(candidate, line));
      if (index >= 0) lines[index] = { ...lines[index]!, amount: lines[index]!.amount + line.amount };
      else lines.push(line);
      return save(lines);
    },
    [save],
  );
  const setAmount = useCallback(
    (index: number, amount: number) =>
      save(
        amount > 0
          ? latest.current.map((line, position) => (position === index ? { ...line, amount } : line))
          : latest.current.filter((_line, position) => position !== index),
      ),
    [save],
  );
  const update = useCallback(
    (index: number, changes: Partial<Omit<CartLineInput, 'item' | 'amount'>>) =>
      save(latest.current.map((line, position) => (position === index ? { ...line, ...changes } : line))),
    [save],
  );
  const remove = useCallback(
    (index: number) => save(latest.current.filter((_line, position) => position !== index)),
    [save],
  );
  const clear = useCallback(() => save([]), [save]);

  return {
    lines: answer.lines,
    add,
    setAmount,
    update,
    remove,
    clear,
    removed: putState.data?.removed.length ? putState.data.removed : answer.removed,
    capped: putState.data?.capped.length ? putState.data.capped : (answer.capped ?? []),
    ready: query.data !== undefined,
  };
}

/**
 * msw handlers for the three carts: an in-memory stand-in of the server's cart area, with its rules
 * (lines without a positive amount dropped, unknown or offline products removed and named).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { CART_KINDS, CART_PATHS, type CartAnswer, type CartKind, type CartLineInput } from './cart';
import type { Product } from './types';

export interface CartData {
  /** The products lines may refer to. */
  products: Product[];
  /** Stored lines per cart; the handlers change them in place. */
  carts?: Partial<Record<CartKind, CartLineInput[]>>;
  /** What is in stock by product id and variant key ('' the product itself); absent products are not tracked. */
  stock?: Record<string, Record<string, number>>;
  /** The colours a line's customization may name by id, with their titles. */
  colors?: Array<{ _id: string; title: string; title_en?: string }>;
}

/** Handlers of GET and PUT for each cart kind, keeping the carts in `data.carts`. */
export function createCartHandlers(data: CartData): HttpHandler[] {
  const carts = (data.carts ??= {});
  const answer = (lines: CartLineInput[], kind: CartKind): { kept: CartLineInput[]; answer: CartAnswer } => {
    const kept: CartLineInput[] = [];
    const result: CartAnswer = { lines: [], removed: [], capped: [] };
    // As the server: the cart (not favourites or price requests) holds at most what is in stock.
    const left = structuredClone(kind === 'cart' ? (data.stock ?? {}) : {});
    for (const sent of lines) {
      let line = sent;
      if (!(line.amount > 0)) continue;
      const product = data.products.find((candidate) => candidate._id === line.item);
      const variantKnown =
        !line.variant || (product?.variants ?? []).some((variant) => variant.key === line.variant);
      if (!product || product.offline || !variantKnown) {
        result.removed.push(product ? { item: line.item, title: product.title } : { item: line.item });
        continue;
      }
      const available = left[line.item]?.[line.variant ?? ''];
      if (available !== undefined) {
        if (line.amount > available) {
          line = { ...line, amount: available };
          result.capped.push({
            item: line.item,
            title: product.title,
            variant: line.variant ?? '',
            available,
          });
        }
        left[line.item]![line.variant ?? ''] = available - line.amount;
        if (line.amount === 0) continue;
      }
      kept.push(line);
      // As the server: the set comes with the titles of the products it names.
      const setIds = [...Object.keys(line.set?.order ?? {}), ...Object.keys(line.set?.customization ?? {})];
      const titles = Object.fromEntries(
        data.products
          .filter((candidate) => setIds.includes(candidate._id))
          .map((entry) => [entry._id, entry.title]),
      );
      // As the server: a colour named by id comes with its title.
      const color = (line.customization as { color?: unknown } | undefined)?.color;
      const colorEntry = data.colors?.find((candidate) => candidate._id === color);
      const colorTitle = colorEntry?.title;
      const englishColor = colorEntry?.title_en;
      result.lines.push({
        ...line,
        item: product,
        ...(colorTitle !== undefined ? { color_title: colorTitle } : {}),
        ...(englishColor ? { color_title_en: englishColor } : {}),
        ...(line.set ? { set_titles: titles } : {}),
      });
    }
    return { kept, answer: result };
  };
  return CART_KINDS.flatMap((kind) => [
    http.get(`*${CART_PATHS[kind]}`, () => {
      const result = answer(carts[kind] ?? [], kind);
      carts[kind] = result.kept;
      return HttpResponse.json(result.answer);
    }),
    http.put(`*${CART_PATHS[kind]}`, async ({ request }) => {
      const result = answer((await request.json()) as CartLineInput[], kind);
      carts[kind] = result.kept;
      return HttpResponse.json(result.answer);
    }),
  ]).concat(
    http.get('*/api/v0/shop_stock/available/:id', ({ params }) => {
      const items = Object.entries(data.stock?.[String(params.id)] ?? {}).map(([variant, quantity]) => ({
        variant,
        quantity,
      }));
      return HttpResponse.json({ items, total: items.length });
    }),
  );
}

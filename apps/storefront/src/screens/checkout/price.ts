import { formatEuro, toCents } from '@gartenwerk/domain';

/** Euros as the shop shows them, e.g. "€ 1.234,50". */
export const formatPrice = (euros: number) => formatEuro(toCents(euros));

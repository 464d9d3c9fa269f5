const euro = new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' });

/** A price in euros as shown in the shop: Austrian German format, e.g. "€ 1.234,50". */
export function formatPrice(euros: number): string {
  return euro.format(euros);
}

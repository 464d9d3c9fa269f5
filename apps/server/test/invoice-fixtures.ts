/**
 * The invoicing tests' shared parties and lines: the customer Gärtnerei Blum KG (an Austrian company
 * with its UID), the consumer Max Müller in Berlin as a receiver without a customer record, and
 * `line()` for a document line in pieces.
 */
export const blum = {
  type: 'company' as const,
  company: 'Gärtnerei Blum KG',
  address: 'Hauptstraße 12',
  zip: '3100',
  city: 'St. Pölten',
  country: 'at',
  uid: 'ATU12345678',
};

export const mueller = {
  kind: 'customer' as const,
  type: 'person' as const,
  first_name: 'Max',
  last_name: 'Müller',
  address: 'Gartenweg 3',
  zip: '10115',
  city: 'Berlin',
  country: 'de',
};

/** A line of `amount` pieces at the net (or, by the document's price mode, gross) `price`. */
export const line = (title: string, amount: number, price: number, vat_rate: number) => ({
  title,
  amount,
  unit: 'Stk.',
  price,
  vat_rate,
});

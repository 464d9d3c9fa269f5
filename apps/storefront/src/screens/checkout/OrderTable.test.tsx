import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore, type OrderItem, type OrderTotals, type Product } from '@gartenwerk/api-client';
import { storefrontResources } from '@gartenwerk/i18n';
import { AppProviders } from '../../app/AppProviders';
import { countryFromCookie } from '../../app/country';
import { createI18nWith } from '../../i18n/texts';
import { TEST_ORIGIN } from '../../test/render-app';
import { SeasonNotice } from '../shop/SeasonNotice';
import { OrderTable } from './Totals';

const line = (title: string, extra: Partial<OrderItem>): OrderItem => ({
  item: title,
  title,
  type: 'product',
  variant: '',
  amount: 1,
  price: 10,
  discount: 0,
  vat_rate: 13,
  total: 10,
  ...extra,
});

const TOTALS: OrderTotals = {
  items: 30,
  discount: 0,
  shipping: 0,
  shipping_free: true,
  net: 26.55,
  vat: [{ rate: 13, net: 26.55, vat: 3.45, gross: 30 }],
  total: 30,
} as OrderTotals;

const renderDe = (children: React.ReactNode) =>
  render(
    <AppProviders
      store={createStore({ baseUrl: TEST_ORIGIN })}
      i18n={createI18nWith(storefrontResources, 'de')}
      country={countryFromCookie('')}
    >
      {children}
    </AppProviders>,
  );

describe('planned shipping in the order table', () => {
  it('says a pre-order’s week, a frost-held line’s day after the frost, and nothing for the rest', () => {
    renderDe(
      <OrderTable
        items={[
          line('Liguster wurzelnackt', { planned_ship_date: '2026-10-15' }),
          line('Thuja Smaragd', { frost_hold: true, planned_ship_date: '2026-12-21' }),
          line('Kirschlorbeer', { frost_hold: true, planned_ship_date: null }),
          line('Hornspäne', { planned_ship_date: null }),
        ]}
        totals={TOTALS}
        pickup={false}
      />,
    );
    expect(screen.getAllByTestId('planned-shipping').map((cell) => cell.textContent)).toEqual([
      'Vorbestellung – Versand ab KW 42 (ab 15.10.)',
      'Versand nach Frostende (ab 21.12.)',
      'Versand nach Frostende',
    ]);
  });
});

describe('the season notice', () => {
  const product = (availability: Product['availability']) =>
    ({ _id: 'p', title: 'Thuja', availability }) as Product;

  it('tells a frost stop, with the day after it when that is set', () => {
    renderDe(
      <>
        <SeasonNotice product={product({ state: 'frost_stop', ship_from: '2026-12-21', text: '' })} />
        <SeasonNotice product={product({ state: 'frost_stop', ship_from: null, text: '' })} />
        <SeasonNotice product={product({ state: 'now' })} />
      </>,
    );
    expect(screen.getAllByTestId('season-notice').map((notice) => notice.textContent)).toEqual([
      'Versand nach Frostende (ab 21.12.)',
      'Versand nach Frostende',
    ]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Color, Product, ProductGroup } from '@gartenwerk/api-client';
import {
  createCartHandlers,
  createHandlers,
  createShopHandlers,
  demoConfig,
  demoImage,
  serverProduct,
  serverProductGroup,
} from '@gartenwerk/api-client/msw';
import { server } from '../../test/setup';
import { renderApp } from '../../test/render-app';
import { filtersFromSearch, filtersToSearch, groupProductQuery, NO_FILTERS } from './filters';

const roses: ProductGroup = serverProductGroup({
  _id: 'group-roses',
  title: 'Rosen',
  slug: 'rosen',
  order: 1,
});
const colors: Color[] = [
  { _id: 'color-red', title: 'Rot', code: '#b3261e' },
  { _id: 'color-white', title: 'Weiß', code: '#ffffff' },
];
const rose = (fields: Partial<Product> & Pick<Product, '_id' | 'title' | 'price'>): Product =>
  serverProduct({
    available: true,
    product_groups: ['group-roses'],
    ...fields,
  });
const products = [
  rose({
    _id: 'p-westerland',
    title: 'Westerland',
    slug: 'westerland',
    price: 19.9,
    colors: ['color-red'],
    order: 1,
  }),
  rose({
    _id: 'p-schneewittchen',
    title: 'Schneewittchen',
    slug: 'schneewittchen',
    price: 14.5,
    colors: ['color-white'],
    order: 2,
    tags: ['duftend'],
  }),
  rose({
    _id: 'p-heidi',
    title: 'Heidi',
    slug: 'heidi',
    price: 9.9,
    colors: ['color-red'],
    order: 3,
    available: false,
    tags: ['duftend'],
  }),
];

/** The product lists the page asked the API for, as query strings. */
let asked: string[];

beforeEach(() => {
  asked = [];
  server.use(
    http.get('*/api/v0/shop_product/', ({ request }) => {
      asked.push(new URL(request.url).search);
    }),
    ...createCartHandlers({ products }),
    ...createShopHandlers({ products, colors, groups: [roses] }),
    ...createHandlers({ config: demoConfig, products, productGroups: [roses] }),
  );
});

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Produkte' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('group page filters in the address', () => {
  it('reads the filters of a hand-written address and drops what it cannot use', () => {
    expect(
      filtersFromSearch(
        new URLSearchParams(
          'colors=b,a,,a&tags=duftend&available=true&price_min=30&price_max=5,5&sort=-price',
        ),
      ),
    ).toEqual({
      colors: ['a', 'b'],
      tags: ['duftend'],
      available: true,
      // Given the wrong way round, the bounds are swapped; a comma is a decimal sign.
      priceMin: 5.5,
      priceMax: 30,
      sort: '-price',
    });
    expect(
      filtersFromSearch(new URLSearchParams('price_min=-3&price_max=zehn&sort=billigste&available=ja')),
    ).toEqual(NO_FILTERS);
  });

  it('writes only what narrows or orders the list, in a fixed order, and asks the API the same', () => {
    const filters = { ...NO_FILTERS, colors: ['w', 'r'], priceMax: 20, sort: 'title' as const };
    expect(filtersToSearch(filters).toString()).toBe('colors=r%2Cw&price_max=20&sort=title');
    expect(filtersToSearch(NO_FILTERS).toString()).toBe('');
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual({ ...filters, colors: ['r', 'w'] });
    expect(groupProductQuery('rosen', filters)).toEqual({
      product_groups: 'rosen',
      colors: 'w,r',
      price_max: 20,
      sort: 'title',
    });
  });

  it('shows the products the address names, sorted as it says, with its filters as removable chips', async () => {
    const { router } = renderApp('/shop/rosen?colors=color-red&sort=price');
    await screen.findByRole('heading', { level: 1, name: 'Rosen' });
    expect(cardTitles()).toEqual(['Heidi', 'Westerland']);
    expect(screen.getByText('2 von 3 Produkten')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Rot/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Sortieren nach' }) as HTMLSelectElement).value).toBe(
      'price',
    );
    expect(asked).toContain('?product_groups=rosen&colors=color-red&sort=price');

    await userEvent.click(screen.getByRole('button', { name: 'Filter „Rot“ entfernen' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price'));
    await waitFor(() => expect(cardTitles()).toEqual(['Heidi', 'Schneewittchen', 'Westerland']));
  });

  it('puts every choice into the address: availability, colour, tags, price range and sort', async () => {
    const { router } = renderApp('/shop/rosen');
    await screen.findByRole('heading', { level: 1, name: 'Rosen' });
    expect(cardTitles()).toEqual(['Westerland', 'Schneewittchen', 'Heidi']);
    expect(screen.getByText('3 Produkte')).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Nur lieferbare Produkte' }));
    await waitFor(() => expect(router.state.location.search).toBe('?available=true'));
    await waitFor(() => expect(cardTitles()).toEqual(['Westerland', 'Schneewittchen']));

    // Only a tag some products carry is offered; one all carry would tell nothing apart.
    await userEvent.click(screen.getByRole('checkbox', { name: /duftend/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tags=duftend&available=true'));
    await waitFor(() => expect(cardTitles()).toEqual(['Schneewittchen']));

    await userEvent.click(screen.getByRole('button', { name: 'Alle Filter zurücksetzen' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await userEvent.type(screen.getByLabelText('von (€)'), '10');
    await userEvent.type(screen.getByLabelText('bis (€)'), '19,90');
    await userEvent.click(screen.getByRole('button', { name: 'Preis anwenden' }));
    await waitFor(() => expect(router.state.location.search).toBe('?price_min=10&price_max=19.9'));
    await waitFor(() => expect(cardTitles()).toEqual(['Westerland', 'Schneewittchen']));
    expect(screen.getByRole('button', { name: 'Filter „€ 10,00 bis € 19,90“ entfernen' })).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sortieren nach' }), 'title');
    await waitFor(() => expect(router.state.location.search).toBe('?price_min=10&price_max=19.9&sort=title'));
    await waitFor(() => expect(cardTitles()).toEqual(['Schneewittchen', 'Westerland']));

    // A range the wrong way round is refused at the fields and changes nothing.
    await userEvent.clear(screen.getByLabelText('von (€)'));
    await userEvent.type(screen.getByLabelText('von (€)'), '50');
    expect(screen.getByRole('alert').textContent).toBe(
      'Der Mindestpreis darf nicht über dem Höchstpreis liegen.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preis anwenden' }));
    expect(router.state.location.search).toBe('?price_min=10&price_max=19.9&sort=title');
  });

  it('says so when no product matches, with a way back to all', async () => {
    renderApp('/shop/rosen?price_max=5');
    expect(await screen.findByText('Kein Produkt passt zu diesen Filtern.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alle Filter zurücksetzen' }).getAttribute('href')).toBe(
      '/shop/rosen',
    );
  });
});

describe('group page pictures', () => {
  it('loads the first picture at once, before the scripts, and the rest when near', async () => {
    const pictured = Array.from({ length: 6 }, (_, index) =>
      rose({
        _id: `p-rose-${index + 1}`,
        title: `Rose ${index + 1}`,
        slug: `rose-${index + 1}`,
        price: 10 + index,
        order: index + 1,
        media: [demoImage._id],
      }),
    );
    server.use(
      ...createShopHandlers({ products: pictured, colors, groups: [roses], files: [demoImage] }),
      ...createHandlers({ config: demoConfig, products: pictured, productGroups: [roses] }),
    );
    renderApp('/shop/rosen');
    const list = await screen.findByRole('list', { name: 'Produkte' });
    await waitFor(() => expect(list.querySelectorAll('img')).toHaveLength(6));
    const images = [...list.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

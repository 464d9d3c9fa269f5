import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartLineInput, Product, SiteConfig } from '@gartenwerk/api-client';
import {
  createCartHandlers,
  createContentHandlers,
  createHandlers,
  createShopHandlers,
  demoConfig,
  demoPages,
  serverProduct,
  serverProductGroup,
} from '@gartenwerk/api-client/msw';
import { server } from '../../test/setup';
import { renderApp } from '../../test/render-app';

const config: SiteConfig = {
  ...demoConfig,
  components: {
    ...demoConfig.components,
    shop: {
      ...demoConfig.components.shop,
      vat_groups: [{ uuid: 'pflanzen', name: 'Pflanzen', rates: { at: 13, de: 7 } }],
    },
  },
};

const translated: Product = serverProduct({
  _id: 'product-globe',
  title: 'Kugelthuja',
  name_en: 'Globe arborvitae',
  slug: 'kugelthuja',
  description: 'Runde, dichte Thuja.',
  description_en: 'A round, dense arborvitae.',
  price: 1234.5,
  available: true,
  product_groups: ['group-hedges'],
  variants: [
    { key: 'c2', value: '2 l Topf', value_en: '2 l pot' },
    { key: 'c5', value: '5 l Topf' },
  ],
  vat_groups: ['pflanzen'],
});
const germanOnly: Product = serverProduct({
  _id: 'product-beech',
  title: 'Rotbuche',
  slug: 'rotbuche',
  description: 'Heimische Heckenpflanze.',
  price: 8.5,
  available: true,
  product_groups: ['group-hedges'],
  vat_groups: ['pflanzen'],
});
const products = [translated, germanOnly];
let carts: Partial<Record<'cart' | 'favorites' | 'pricerequest', CartLineInput[]>>;
const groups = [
  serverProductGroup({ _id: 'group-hedges', title: 'Heckenpflanzen', title_en: 'Hedge plants' }),
];

beforeEach(() => {
  carts = {};
  window.localStorage.clear();
  server.use(
    ...createCartHandlers({ products, carts }),
    ...createShopHandlers({ products, files: [] }),
    ...createHandlers({ config, products, productGroups: groups }),
  );
});

describe('a product in English', () => {
  it('shows the English name, description and variant label, and money in the English format', async () => {
    renderApp('/shop/heckenpflanzen/kugelthuja', { language: 'en' });
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Globe arborvitae' },
      { timeout: 5000 },
    );
    expect(heading.getAttribute('lang')).toBeNull();
    const description = screen.getByText('A round, dense arborvitae.');
    expect(description.getAttribute('lang')).toBeNull();
    const sizes = within(screen.getByRole('group', { name: 'Size' })).getAllByRole('radio');
    // The second size has no English label: German, marked as German.
    expect(sizes.map((size) => size.closest('label')!.textContent)).toEqual(['2 l pot', '5 l Topf']);
    expect(sizes[1]!.closest('label')!.querySelector('span')!.getAttribute('lang')).toBe('de');
    expect(screen.getByTestId('price').textContent).toBe('€1,234.50');
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByText('Hedge plants')).toBeTruthy();
  });

  it('shows the German name and description marked lang="de" where no English text exists', async () => {
    renderApp('/shop/heckenpflanzen/rotbuche', { language: 'en' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Rotbuche' }, { timeout: 5000 });
    expect(heading.getAttribute('lang')).toBe('de');
    expect(screen.getByText('Heimische Heckenpflanze.').getAttribute('lang')).toBe('de');
    expect(screen.getByTestId('price').textContent).toBe('€8.50');
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByText('Rotbuche').getAttribute('lang')).toBe('de');
  });

  it('keeps the German texts, unmarked, on German pages', async () => {
    renderApp('/shop/heckenpflanzen/kugelthuja');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Kugelthuja' }, { timeout: 5000 });
    expect(heading.getAttribute('lang')).toBeNull();
    expect(screen.getByText('Runde, dichte Thuja.').getAttribute('lang')).toBeNull();
    expect(screen.getByTestId('price').textContent).toBe('€ 1.234,50');
  });

  it('names the group and its products in English on the group page', async () => {
    renderApp('/shop/heckenpflanzen', { language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hedge plants' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Globe arborvitae/ })).toBeTruthy();
    const beech = screen.getByText('Rotbuche');
    expect(beech.closest('[lang]')!.getAttribute('lang')).toBe('de');
  });
});

describe('the cart in English', () => {
  it('names the product and its size in English, German where no English label is written', async () => {
    carts.cart = [
      { item: 'product-globe', amount: 1, variant: 'c2' },
      { item: 'product-beech', amount: 2 },
    ];
    renderApp('/checkout', { language: 'en' });
    expect(await screen.findByRole('link', { name: 'Globe arborvitae' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText('2 l pot').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Rotbuche' }).getAttribute('lang')).toBe('de');
  });
});

describe('a content page in English', () => {
  const terms = {
    ...demoPages[1]!,
    _id: 'agb',
    route: '/AGB',
    title: 'Allgemeine Geschäftsbedingungen',
    title_en: '',
    content: '<p>Diese Bedingungen gelten für alle Bestellungen.</p>',
    content_en: '',
    data: [],
  };
  const about = {
    ...terms,
    _id: 'about',
    route: '/ueber-uns',
    title: 'Über uns',
    title_en: 'About us',
    content: '<p>Wir sind eine Baumschule.</p>',
    content_en: '<p>We are a nursery.</p>',
  };

  beforeEach(() => {
    server.use(
      ...createContentHandlers({
        entries: [...demoPages.filter((page) => page.route !== '/AGB'), terms, about],
      }),
    );
  });

  it('shows German terms without English text as German, marked lang="de"', async () => {
    renderApp('/AGB', { language: 'en' });
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Allgemeine Geschäftsbedingungen',
    });
    expect(heading.getAttribute('lang')).toBe('de');
    const text = screen.getByText('Diese Bedingungen gelten für alle Bestellungen.');
    expect(text.closest('.entry-content')!.getAttribute('lang')).toBe('de');
  });

  it('shows the English title and text where they are written', async () => {
    renderApp('/ueber-uns', { language: 'en' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(heading.getAttribute('lang')).toBeNull();
    const text = screen.getByText('We are a nursery.');
    expect(text.closest('.entry-content')!.getAttribute('lang')).toBeNull();
    expect(screen.queryByText('Wir sind eine Baumschule.')).toBeNull();
  });
});

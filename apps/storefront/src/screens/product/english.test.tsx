import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartLineInput, Color, Product, ShopOrder, SiteConfig } from '@gartenwerk/api-client';
import {
  createCartHandlers,
  createCheckoutHandlers,
  createContentHandlers,
  createHandlers,
  createShopHandlers,
  customerUser,
  demoConfig,
  demoOrders,
  demoPages,
  demoQuote,
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
const colors: Color[] = [
  { _id: 'color-red', title: 'Rot', title_en: 'Red', code: '#b3261e' },
  { _id: 'color-white', title: 'Weiß', title_en: '', code: '#ffffff' },
];
const coloured: Product = serverProduct({
  _id: 'product-rose',
  title: 'Kletterrose',
  slug: 'kletterrose',
  price: 19.9,
  available: true,
  product_groups: ['group-hedges'],
  colors: ['color-red', 'color-white'],
  vat_groups: ['pflanzen'],
});
const products = [translated, germanOnly, coloured];
let carts: Partial<Record<'cart' | 'favorites' | 'pricerequest', CartLineInput[]>>;
const groups = [
  serverProductGroup({ _id: 'group-hedges', title: 'Heckenpflanzen', title_en: 'Hedge plants' }),
];

beforeEach(() => {
  carts = {};
  window.localStorage.clear();
  server.use(
    ...createCartHandlers({ products, carts, colors }),
    ...createShopHandlers({ products, files: [], colors }),
    ...createHandlers({ config, products, productGroups: groups }),
  );
});

describe('a product in English', () => {
  it('shows the English name, description and variant label, and money in the English format', async () => {
    renderApp('/shop/heckenpflanzen/kugelthuja', { language: 'en' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Globe arborvitae' });
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
    const heading = await screen.findByRole('heading', { level: 1, name: 'Rotbuche' });
    expect(heading.getAttribute('lang')).toBe('de');
    expect(screen.getByText('Heimische Heckenpflanze.').getAttribute('lang')).toBe('de');
    expect(screen.getByTestId('price').textContent).toBe('€8.50');
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByText('Rotbuche').getAttribute('lang')).toBe('de');
  });

  it('keeps the German texts, unmarked, on German pages', async () => {
    renderApp('/shop/heckenpflanzen/kugelthuja');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Kugelthuja' });
    expect(heading.getAttribute('lang')).toBeNull();
    expect(screen.getByText('Runde, dichte Thuja.').getAttribute('lang')).toBeNull();
    expect(screen.getByTestId('price').textContent).toBe('€ 1.234,50');
  });

  it('names the group and its products in English on the group page', async () => {
    renderApp('/shop/heckenpflanzen', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hedge plants' })).toBeTruthy();
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
    expect(await screen.findByRole('link', { name: 'Globe arborvitae' })).toBeTruthy();
    expect(screen.getAllByText('2 l pot').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Rotbuche' }).getAttribute('lang')).toBe('de');
    // The fields and buttons of a line name the product as its heading does.
    expect(screen.getByLabelText('Note on Globe arborvitae')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Globe arborvitae' })).toBeTruthy();
    const beechNote = screen.getByLabelText('Note on Rotbuche');
    const label = document.querySelector(`label[for="${beechNote.id}"]`)!;
    expect(label.querySelector('[lang="de"]')!.textContent).toBe('Rotbuche');
  });
});

describe('German names inside English sentences', () => {
  it('names the colours of the swatches in English, a German-only one marked lang="de"', async () => {
    renderApp('/shop/heckenpflanzen/kletterrose', { language: 'en' });
    const swatches = await screen.findByRole('radiogroup', { name: 'Colour' });
    const [red, white] = within(swatches).getAllByRole('radio');
    expect(red!.closest('label')!.getAttribute('title')).toBe('Red');
    expect(red!.closest('label')!.getAttribute('lang')).toBeNull();
    expect(within(swatches).getByRole('radio', { name: 'Weiß' })).toBe(white);
    expect(white!.closest('label')!.getAttribute('lang')).toBe('de');
  });

  it('marks the German product and colour names in the English toast', async () => {
    const user = userEvent.setup();
    renderApp('/shop/heckenpflanzen/kletterrose', { language: 'en' });
    await user.click(await screen.findByRole('radio', { name: 'Weiß' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const title = await screen.findByText(/is in the cart\./, { selector: '.gw-toast__title' });
    expect(title.textContent).toBe('Success: 1 × “Kletterrose” (Colour: Weiß) is in the cart.');
    const marked = [...title.querySelectorAll('[lang]')].map((part) => [
      part.textContent,
      part.getAttribute('lang'),
    ]);
    expect(marked).toEqual([
      ['Kletterrose', 'de'],
      ['Weiß', 'de'],
    ]);
  });

  it('names a cart line’s colour in English, a German-only one marked lang="de"', async () => {
    carts.cart = [
      { item: 'product-rose', amount: 1, customization: { color: 'color-red' } },
      { item: 'product-rose', amount: 2, customization: { color: 'color-white' } },
    ];
    renderApp('/checkout', { language: 'en' });
    const [red, white] = await screen.findAllByRole('article', { name: /Kletterrose/ });
    expect(within(red!).getByText('Colour: Red')).toBeTruthy();
    expect(within(white!).getByText('Weiß').getAttribute('lang')).toBe('de');
    expect(white!.textContent).toContain('Colour: Weiß');
  });

  it('shows an English order with the English names it was placed with; a German one marked German', async () => {
    const line = {
      ...demoQuote.items[0]!,
      item: 'product-rose',
      title: 'Kletterrose',
      variant: 'c5',
      variant_title: '5 l Topf',
      customization: { color: 'color-red' },
      color_title: 'Rot',
    };
    const orders: ShopOrder[] = [
      {
        ...demoOrders[0]!,
        _id: 'order-english',
        perm: { owner: customerUser._id },
        items: [{ ...line, title_en: 'Climbing rose', variant_title_en: '5 l pot', color_title_en: 'Red' }],
      },
    ];
    server.use(...createCheckoutHandlers({ orders }), ...createHandlers({ config, user: customerUser }));
    renderApp('/account/orders/order-english', { language: 'en' });
    const row = await screen.findByRole('row', { name: /Climbing rose/ });
    expect(within(row).getAllByRole('cell')[0]!.textContent).toBe('Climbing rose (5 l pot)Colour: Red');
    expect(row.querySelector('[lang]')).toBeNull();
  });

  it('marks the German names of a German order read on an English page', async () => {
    const line = {
      ...demoQuote.items[0]!,
      item: 'product-rose',
      title: 'Kletterrose',
      variant: 'c5',
      variant_title: '5 l Topf',
      customization: { color: 'color-red' },
      color_title: 'Rot',
    };
    const orders: ShopOrder[] = [
      { ...demoOrders[0]!, _id: 'order-german', perm: { owner: customerUser._id }, items: [line] },
    ];
    server.use(...createCheckoutHandlers({ orders }), ...createHandlers({ config, user: customerUser }));
    renderApp('/account/orders/order-german', { language: 'en' });
    const row = await screen.findByRole('row', { name: /Kletterrose/ });
    const marked = [...row.querySelectorAll('[lang]')].map((part) => [
      part.textContent,
      part.getAttribute('lang'),
    ]);
    expect(marked).toEqual([
      ['Kletterrose', 'de'],
      ['5 l Topf', 'de'],
      ['Rot', 'de'],
    ]);
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

import { createNotifyHandlers, demoConfig } from '@gartenwerk/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listRows, recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

/** The shop settings with one group of each kind a product can name. */
const configWithGroups = http.get('*/api/v0/config/', () =>
  HttpResponse.json([
    {
      ...demoConfig,
      components: {
        ...demoConfig.components,
        shop: {
          ...demoConfig.components.shop,
          vat_groups: [{ uuid: 'pflanzen', name: 'Pflanzen 13 %', rates: { at: 13, de: 7 } }],
          shipping_groups: [{ uuid: 'paket', name: 'Paket', type: 'count', unit: [] }],
          discount_groups: [{ uuid: 'wiederverkauf', name: 'Wiederverkäufer', type: 'percent', items: [] }],
        },
      },
    },
  ]),
);

/** The group titles of the list in reading order, a dash per level below the top of the tree. */
async function groupTitles(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Produktgruppen' });
  await within(table).findAllByRole('link');
  return within(table)
    .getAllByRole('link')
    .map(
      (link) =>
        `${'-'.repeat(Number.parseFloat(link.parentElement!.style.paddingLeft) / 1.25 || 0)}${link.textContent}`,
    );
}

async function productRows() {
  const table = await screen.findByRole('table', { name: 'Produkte' });
  await waitFor(() => expect(table.parentElement?.getAttribute('aria-busy')).toBe('false'));
  return within(within(table).getAllByRole('rowgroup')[1]!).getAllByRole('row');
}

describe('shop/products', () => {
  it('lists the products with group, price and state, and filters them', async () => {
    const user = userEvent.setup();
    const { spy, urls } = recordRequests('GET', '/api/v0/shop_product/');
    renderAdmin('/admincenter/shop/products', adminUser, { handlers: [spy] });

    expect(await screen.findByText('3 Produkte')).toBeTruthy();
    const [thuja] = await productRows();
    expect(
      within(thuja!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', "Thuja 'Smaragd' · Aktion", '€ 12,90', 'Thuja', 'Produkt', 'Online', '0']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'offline');
    expect(await screen.findByText('1 Produkt')).toBeTruthy();
    expect(urls.at(-1)?.searchParams.get('offline')).toBe('true');
    expect(within((await productRows())[0]!).getByRole('link').textContent).toBe('Gutschein 50 €');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kennzeichen' }), 'new');
    await waitFor(async () => expect(await productRows()).toHaveLength(1));
    expect(urls.at(-1)?.searchParams.get('new')).toBe('true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kennzeichen' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'thuja');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('search')).toBe('thuja'));
    expect(await screen.findByText('1 Produkt')).toBeTruthy();
  });

  it('takes the selected products offline in one call', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('PUT', '/api/v0/shop_product/offline');
    renderAdmin('/admincenter/shop/products', adminUser, { handlers: [spy] });
    await screen.findByText('3 Produkte');
    // The bulk actions show once a row is selected.
    expect(screen.queryByRole('button', { name: /^Offline nehmen/ })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: "Thuja 'Smaragd' auswählen" }));
    await user.click(screen.getByRole('checkbox', { name: 'Rose Gloria Dei auswählen' }));
    await user.click(screen.getByRole('button', { name: 'Offline nehmen (2)' }));

    expect(await toastText()).toContain('2 Produkte offline genommen');
    expect(bodies).toEqual([{ ids: ['product-thuja', 'product-rose'], offline: true }]);
    await waitFor(async () =>
      expect((await productRows()).map((row) => within(row).getAllByRole('cell')[5]!.textContent)).toEqual([
        'Offline',
        'Offline',
        'Offline',
      ]),
    );
  });
});

describe('shop/products waiting', () => {
  it('shows how many people wait for each product and sorts by it on the server', async () => {
    const user = userEvent.setup();
    const { spy, urls } = recordRequests('GET', '/api/v0/shop_product/');
    const waiting = recordRequests('GET', '/api/v0/shop/notify/waiting');
    renderAdmin('/admincenter/shop/products', adminUser, {
      handlers: [
        spy,
        waiting.spy,
        ...createNotifyHandlers({ waiting: { 'product-thuja': 3, 'product-rose': 12 } }),
      ],
    });
    await screen.findByText('3 Produkte');
    const table = screen.getByRole('table', { name: 'Produkte' });
    expect(within(table).getByRole('button', { name: 'Wartende' })).toBeTruthy();
    await waitFor(async () =>
      expect(
        Object.fromEntries(
          (await productRows()).map((row) => {
            const cells = within(row).getAllByRole('cell');
            return [within(row).getByRole('link').textContent, cells[6]!.textContent];
          }),
        ),
      ).toEqual({ "Thuja 'Smaragd'": '3', 'Rose Gloria Dei': '12', 'Gutschein 50 €': '0' }),
    );
    // One call for the products of the page.
    expect(waiting.urls.at(-1)?.searchParams.get('product')?.split(',').sort()).toEqual(
      ['product-rose', 'product-thuja', 'product-voucher'].sort(),
    );

    await user.click(within(table).getByRole('button', { name: 'Wartende' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('sort')).toBe('waiting'));
    await user.click(
      within(screen.getByRole('table', { name: 'Produkte' })).getByRole('button', { name: 'Wartende' }),
    );
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('sort')).toBe('-waiting'));
  });
});

describe('shop/products bulk changes', () => {
  it('sets the stock of the selected products with a reason, one adjustment each', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('POST', '/api/v0/shop_stock/adjust');
    renderAdmin('/admincenter/shop/products', adminUser, { handlers: [spy] });
    await productRows();
    await user.click(screen.getByRole('checkbox', { name: "Thuja 'Smaragd' auswählen" }));
    await user.click(screen.getByRole('checkbox', { name: 'Rose Gloria Dei auswählen' }));
    await user.click(screen.getByRole('button', { name: 'Bestand ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestand von 2 Produkten ändern' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Menge' }), '2,5');
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(within(dialog).getByText('Bitte eine ganze Zahl angeben.')).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Menge' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Menge' }), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(await toastText()).toContain('Bestand von 2 Produkten geändert');
    expect(bodies).toEqual([
      { product: 'product-thuja', reason: 'Sammeländerung', quantity: 40 },
      { product: 'product-rose', reason: 'Sammeländerung', quantity: 40 },
    ]);
  });

  it('raises the price of the selected products by a percentage, to the cent', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('PUT', '/api/v0/shop_product/product-thuja');
    renderAdmin('/admincenter/shop/products', adminUser, { handlers: [spy] });
    await productRows();
    await user.click(screen.getByRole('checkbox', { name: "Thuja 'Smaragd' auswählen" }));
    await user.click(screen.getByRole('button', { name: 'Preis ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preis von 1 Produkt ändern' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Art der Änderung' }), 'percent');
    await user.type(within(dialog).getByRole('textbox', { name: 'Preis oder Prozent' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(await toastText()).toContain('Preis von 1 Produkt geändert');
    // 12,90 + 10 % = 14,19
    expect(bodies).toEqual([{ price: 14.19 }]);
  });
});

describe('shop/products/:id', () => {
  it('creates a product with a variant, a picked image and the groups of the shop settings', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('POST', '/api/v0/shop_product/');
    renderAdmin('/admincenter/shop/products/new', adminUser, { handlers: [spy, configWithGroups] });
    const form = await screen.findByRole('form', { name: 'Produkt' });

    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Bitte einen Titel angeben.')).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Titel' }), 'Hainbuche');
    await user.type(within(form).getByRole('textbox', { name: /^Preis/ }), '-3');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(form).findByText('Der Preis muss eine Zahl ab 0 sein, oder leer für „Preis auf Anfrage“.'),
    ).toBeTruthy();

    await user.clear(within(form).getByRole('textbox', { name: /^Preis/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Preis/ }), '4,90');
    await user.click(within(form).getByRole('button', { name: 'Variante hinzufügen' }));
    await user.type(within(form).getByRole('textbox', { name: 'Schlüssel 1' }), '60-80');
    await user.type(within(form).getByRole('textbox', { name: 'Bezeichnung 1' }), '60–80 cm');
    const images = within(form).getByRole('group', { name: 'Bilder' });
    await user.click(await within(images).findByRole('button', { name: 'thuja-hecke.jpg wählen' }));
    const chosen = within(images).getByRole('list', { name: 'Bilder: gewählt' });
    expect(await within(chosen).findByRole('img', { name: 'thuja-hecke.jpg' })).toBeTruthy();
    await user.click(within(form).getByRole('checkbox', { name: 'Thuja' }));
    await user.click(await within(form).findByRole('checkbox', { name: 'Pflanzen 13 %' }));
    // Which rate a product without a VAT group is sold at.
    expect(
      within(within(form).getByRole('group', { name: 'Steuergruppen' })).getByText(
        'Ohne Auswahl gilt die erste Steuergruppe der Shop-Einstellungen.',
      ),
    ).toBeTruthy();
    await user.click(within(form).getByRole('checkbox', { name: /^Offline/ }));
    await user.clear(within(form).getByRole('textbox', { name: 'Gewicht (kg)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Gewicht (kg)' }), '1.5');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));

    expect(await toastText()).toContain('gespeichert');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      title: 'Hainbuche',
      name_de: 'Hainbuche',
      price: 4.9,
      offline: false,
      variants: [{ key: '60-80', value: '60–80 cm' }],
      media: ['file-1'],
      product_groups: ['group-thuja'],
      vat_groups: ['pflanzen'],
      shipping_groups: [],
      shipping_data: { weight: 1.5 },
      type: 'product',
    });
    // The new product opens with its stock.
    expect(await screen.findByRole('heading', { name: 'Lagerbestand' })).toBeTruthy();
  });

  it('adjusts the stock of a variant with a reason and shows the movement', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/shop/products/product-thuja', adminUser);
    const levels = await screen.findByRole('table', { name: 'Bestand je Variante' });
    await waitFor(() =>
      expect(
        within(levels)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual([
        'VarianteBestand',
        'Produkt (ohne Variante)nicht geführt',
        '80–100 cm3',
        '100–125 cmnicht geführt',
      ]),
    );
    const form = screen.getByRole('form', { name: 'Bestand anpassen' });
    await user.type(within(form).getByRole('textbox', { name: 'Menge' }), '-5');
    await user.click(within(form).getByRole('button', { name: 'Bestand anpassen' }));
    expect(await within(form).findByText('Bitte einen Grund angeben.')).toBeTruthy();

    await user.type(within(form).getByRole('textbox', { name: 'Grund' }), 'Bruch');
    await user.click(within(form).getByRole('button', { name: 'Bestand anpassen' }));
    // The server refuses a negative level; its message is shown.
    expect(await toastText()).toContain('Der Lagerbestand darf nicht negativ werden.');

    await user.clear(within(form).getByRole('textbox', { name: 'Menge' }));
    await user.type(within(form).getByRole('textbox', { name: 'Menge' }), '-2');
    await user.click(within(form).getByRole('button', { name: 'Bestand anpassen' }));
    const movements = await screen.findByRole('table', { name: 'Bewegungen' });
    expect(within(movements).getAllByRole('row')[1]!.textContent).toContain('80–100 cm-21Bruch');
    await waitFor(() => expect(within(levels).getAllByRole('row')[2]!.textContent).toBe('80–100 cm1'));
  });
});

describe('shop/groups and shop/colors', () => {
  it('shows the groups as a tree by their parents, searchable in the address', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/shop/groups', adminUser);
    expect(await groupTitles()).toEqual(['Heckenpflanzen', '-Thuja', 'Rosen']);
    expect(screen.getByRole('link', { name: 'Thuja' }).getAttribute('href')).toBe(
      '/admincenter/shop/groups/group-thuja',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'thuja');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    // The group above a match stays, so the path to it shows.
    await waitFor(async () => expect(await groupTitles()).toEqual(['Heckenpflanzen', '-Thuja']));

    await user.click(screen.getByRole('button', { name: 'Titel' }));
    await waitFor(async () => expect(await groupTitles()).toEqual(['Heckenpflanzen', 'Thuja']));
  });

  it('filters the groups by state and takes the selected ones offline', async () => {
    const user = userEvent.setup();
    const thuja = recordRequests('PUT', '/api/v0/shop_productgroup/group-thuja');
    const roses = recordRequests('PUT', '/api/v0/shop_productgroup/group-roses');
    renderAdmin('/admincenter/shop/groups?state=online', adminUser, { handlers: [thuja.spy, roses.spy] });
    expect(await groupTitles()).toEqual(['Heckenpflanzen', '-Thuja', 'Rosen']);

    await user.click(screen.getByRole('checkbox', { name: 'Thuja auswählen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Rosen auswählen' }));
    await user.click(screen.getByRole('button', { name: 'Offline nehmen (2)' }));

    expect(await toastText()).toContain('2 Produktgruppen offline genommen');
    expect(thuja.bodies).toEqual([{ offline: true }]);
    expect(roses.bodies).toEqual([{ offline: true }]);
    // Offline now, they leave the list of online groups.
    await waitFor(async () => expect(await groupTitles()).toEqual(['Heckenpflanzen']));
  });

  it("edits a group's slug: refuses one of the wrong form, sends a good one", async () => {
    const user = userEvent.setup();
    const { spy, bodies, urls } = recordRequests('PUT', '/api/v0/shop_productgroup/group-hedges');
    renderAdmin('/admincenter/shop/groups/group-hedges', adminUser, { handlers: [spy] });
    const form = await screen.findByRole('form', { name: 'Produktgruppe' });
    const slug = within(form).getByRole('textbox', { name: /^Kurzname in der Adresse/ });
    expect((slug as HTMLInputElement).value).toBe('heckenpflanzen');

    await user.clear(slug);
    await user.type(slug, 'Hecken Pflanzen');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(form).findByText(
        'Der Kurzname darf nur Kleinbuchstaben (a–z), Ziffern und einzelne Bindestriche dazwischen enthalten.',
      ),
    ).toBeTruthy();
    expect(urls).toEqual([]);

    await user.clear(slug);
    await user.type(slug, 'hecken');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(bodies).toEqual([expect.objectContaining({ title: 'Heckenpflanzen', slug: 'hecken' })]);
  });

  it('shows the server message when a group still in use is deleted', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/shop/groups/group-hedges', adminUser);
    await screen.findByRole('form', { name: 'Produktgruppe' });
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'wirklich löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await toastText()).toContain(
      'Die Produktgruppe enthält noch Produkte oder Untergruppen und kann nicht gelöscht werden.',
    );
  });

  it('creates a colour, refuses a bad colour code and refuses deleting a colour in use', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/shop/colors/new', adminUser);
    const form = await screen.findByRole('form', { name: 'Farbe' });
    await user.type(within(form).getByRole('textbox', { name: 'Titel' }), 'Gelb');
    await user.type(within(form).getByRole('textbox', { name: 'Farbcode' }), 'gelb');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Der Farbcode muss die Form #rrggbb haben.')).toBeTruthy();
    await user.clear(within(form).getByRole('textbox', { name: 'Farbcode' }));
    await user.type(within(form).getByRole('textbox', { name: 'Farbcode' }), '#fdd835');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    await user.click(await screen.findByRole('link', { name: 'Zurück zu den Farben' }));
    expect(await screen.findByRole('link', { name: 'Gelb' })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Grün' }));
    await screen.findByDisplayValue('Grün');
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
    expect(await toastText()).toContain('Die Farbe wird noch von Produkten verwendet');
  });
});

describe('shop/stock', () => {
  it('filters low stock and adjusts a level in place', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/shop/stock', adminUser);
    expect(await listRows('Lagerbestand')).toHaveLength(2);

    await user.click(screen.getByRole('checkbox', { name: 'Nur niedrige Bestände' }));
    await waitFor(async () => expect(await listRows('Lagerbestand')).toHaveLength(1));
    const table = screen.getByRole('table', { name: 'Lagerbestand' });
    expect(within(table).getByRole('link', { name: "Thuja 'Smaragd'" })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '80–100 cm' })).toBeTruthy();

    await user.click(
      screen.getByRole('button', { name: "Bestand von Thuja 'Smaragd' (80–100 cm) anpassen" }),
    );
    const form = screen.getByRole('form', { name: 'Bestand anpassen' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Art der Anpassung' }), 'quantity');
    await user.type(within(form).getByRole('textbox', { name: 'Menge' }), '12');
    await user.type(within(form).getByRole('textbox', { name: 'Grund' }), 'Inventur');
    await user.click(within(form).getByRole('button', { name: 'Bestand anpassen' }));
    expect(await toastText()).toContain('Bestand angepasst, jetzt 12');
    // 12 is not low any more: the filtered list is empty.
    expect(await screen.findByText('Keine Lagerbestände.')).toBeTruthy();
  });
});

describe('shop/stock search', () => {
  it('finds levels by product or variant through the server, kept in the address', async () => {
    const user = userEvent.setup();
    const { spy, urls } = recordRequests('GET', '/api/v0/shop_stock/');
    const { router } = renderAdmin('/admincenter/shop/stock', adminUser, { handlers: [spy] });
    expect(await listRows('Lagerbestand')).toHaveLength(2);
    await user.type(screen.getByRole('searchbox', { name: 'Produkt oder Variante suchen' }), 'rose');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('text')).toBe('rose'));
    await waitFor(async () => expect(await listRows('Lagerbestand')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Rose Gloria Dei' })).toBeTruthy();
    expect(router.state.location.search).toContain('search=rose');
  });
});

describe('shop/colors and shop/stock in the address and the request', () => {
  const colour = (title: string, code: string) => ({
    _id: `color-${title}`,
    title,
    title_en: '',
    tags: [],
    media: [],
    code,
    created: '2026-01-01T00:00:00.000Z',
  });

  it('searches the colours through the server, kept in the address', async () => {
    const user = userEvent.setup();
    const urls: URL[] = [];
    const colours = http.get('*/api/v0/shop_color/', ({ request }) => {
      const url = new URL(request.url);
      urls.push(url);
      const items = url.searchParams.get('search')
        ? [colour('Weinrot', '#7b1e2b')]
        : [colour('Weinrot', '#7b1e2b'), colour('Moosgrün', '#4a5d23')];
      return HttpResponse.json({ items, total: items.length });
    });
    const { router } = renderAdmin('/admincenter/shop/colors', adminUser, { handlers: [colours] });
    expect(await listRows('Farben')).toHaveLength(2);
    expect(urls[0]!.searchParams.get('search')).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'rot');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));

    await waitFor(() => expect(router.state.location.search).toBe('?search=rot'));
    await waitFor(async () => expect(await listRows('Farben')).toHaveLength(1));
    expect(urls.at(-1)!.searchParams.get('search')).toBe('rot');
    expect(screen.getByRole('link', { name: 'Weinrot' })).toBeTruthy();
  });

  it('sorts the stock levels by a column through the server, kept in the address', async () => {
    const user = userEvent.setup();
    const lists = recordRequests('GET', '/api/v0/shop_stock/');
    const { router } = renderAdmin('/admincenter/shop/stock', adminUser, { handlers: [lists.spy] });
    await listRows('Lagerbestand');
    expect(lists.urls[0]!.searchParams.get('sort')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Bestand' }));
    await waitFor(() => expect(lists.urls.at(-1)!.searchParams.get('sort')).toBe('quantity'));
    expect(router.state.location.search).toBe('?sort=quantity');
    await user.click(screen.getByRole('button', { name: 'Bestand' }));
    await waitFor(() => expect(lists.urls.at(-1)!.searchParams.get('sort')).toBe('-quantity'));
    expect(router.state.location.search).toBe('?sort=-quantity');

    await user.click(screen.getByRole('button', { name: 'Titel' }));
    await waitFor(() => expect(lists.urls.at(-1)!.searchParams.get('sort')).toBe('title'));
    expect(router.state.location.search).toBe('?sort=title');
    expect(lists.urls.at(-1)!.searchParams.get('skip')).toBe('0');
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { toCsv } from './csv';
import { DataTable, type DataTableColumn } from './DataTable';

interface Product {
  _id: string;
  title: string;
  price: number;
  stock: number;
}

const PRODUCTS: Product[] = [
  { _id: 'p1', title: 'Apfelbaum Topaz', price: 49.9, stock: 4 },
  { _id: 'p2', title: 'Birne Williams', price: 45, stock: 0 },
  { _id: 'p3', title: 'Kirsche Regina', price: 52.5, stock: 7 },
];

const euro = (value: number) => `€ ${value.toFixed(2).replace('.', ',')}`;

const COLUMNS: DataTableColumn<Product>[] = [
  { id: 'title', header: 'Titel', value: (product) => product.title, sortable: true, hideable: false },
  {
    id: 'price',
    header: 'Preis',
    value: (product) => product.price,
    cell: (product) => euro(product.price),
    sortable: true,
    align: 'end',
    total: (rows) => euro(rows.reduce((sum, row) => sum + row.price, 0)),
  },
  { id: 'stock', header: 'Bestand', value: (product) => product.stock, align: 'end' },
];

interface ListAnswer {
  items: Product[];
  total: number;
}

/** A list screen in small: one page at a time from the API, sorted there, CSV of every page. */
function ProductList({ onExport }: { onExport: (csv: string) => void }) {
  const [sort, setSort] = useState<string>();
  const [selected, setSelected] = useState<string[]>([]);
  const [answer, setAnswer] = useState<ListAnswer>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    setAnswer(undefined);
    void fetch(`/api/v0/shop_product/?limit=2${sort ? `&sort=${sort}` : ''}`).then(async (response) => {
      if (response.ok) setAnswer((await response.json()) as ListAnswer);
      else setError('Die Produkte konnten nicht geladen werden.');
    });
  }, [sort]);

  async function exportAll() {
    const rows: Product[] = [];
    for (let skip = 0; ; skip += 2) {
      const response = await fetch(`/api/v0/shop_product/?limit=2&skip=${skip}`);
      const page = (await response.json()) as ListAnswer;
      rows.push(...page.items);
      if (rows.length >= page.total || page.items.length === 0) break;
    }
    onExport(
      toCsv(
        COLUMNS.map((column) => ({ header: column.header, value: column.value! })),
        rows,
      ),
    );
  }

  return (
    <>
      <h1 id="products-title">Produkte</h1>
      <DataTable
        labelledBy="products-title"
        columns={COLUMNS}
        rows={answer?.items}
        rowId={(product) => product._id}
        rowLabel={(product) => product.title}
        sort={sort}
        onSortChange={setSort}
        selected={selected}
        onSelectedChange={setSelected}
        bulkActions={(rows) => (
          <Button variant="danger" size="sm" onClick={() => setSelected([])}>
            {`${rows.length} löschen`}
          </Button>
        )}
        toolbar={
          <Button variant="secondary" size="sm" onClick={() => void exportAll()}>
            CSV exportieren
          </Button>
        }
        error={error}
        empty="Keine Produkte gefunden."
      />
    </>
  );
}

const meta = {
  title: 'Components/DataTable',
  component: ProductList,
  args: { onExport: fn() },
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

const sorted = (sort: string | null) => {
  if (!sort) return PRODUCTS;
  const field = sort.replace('-', '') as 'title' | 'price';
  const direction = sort.startsWith('-') ? -1 : 1;
  return [...PRODUCTS].sort((a, b) => (a[field] < b[field] ? -direction : direction));
};

const productsApi = http.get('/api/v0/shop_product/', ({ request }) => {
  const query = new URL(request.url).searchParams;
  const skip = Number(query.get('skip') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  return HttpResponse.json({
    items: sorted(query.get('sort')).slice(skip, skip + limit),
    total: PRODUCTS.length,
  });
});

/** Sorting asks the server; selecting shows the bulk actions; the export reads every page. */
export const FromTheApi: Story = {
  parameters: { msw: { handlers: [productsApi] } },
  play: async ({ canvas, userEvent, args }) => {
    const table = await canvas.findByRole('table', { name: 'Produkte' });
    await waitFor(() => expect(within(table).getByText('Apfelbaum Topaz')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: /Preis/ }));
    await waitFor(() => expect(within(table).getByText('Birne Williams')).toBeVisible());
    await expect(canvas.getByRole('columnheader', { name: /Preis/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(within(table).getByText('€ 94,90')).toBeVisible();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Birne Williams auswählen' }));
    await expect(canvas.getByText('1 ausgewählt')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '1 löschen' }));
    await expect(canvas.queryByText('1 ausgewählt')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'CSV exportieren' }));
    await waitFor(() =>
      expect(args.onExport).toHaveBeenCalledWith(
        'Titel;Preis;Bestand\r\nApfelbaum Topaz;49,9;4\r\nBirne Williams;45;0\r\nKirsche Regina;52,5;7\r\n',
      ),
    );
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get('/api/v0/shop_product/', () => HttpResponse.json({ items: [], total: 0 }))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Keine Produkte gefunden.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v0/shop_product/', () =>
          HttpResponse.json({ statusCode: 500, message: 'Internal Server Error' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Die Produkte konnten nicht geladen werden.',
    );
  },
};

/** The first answer never comes: skeleton rows and words for screen readers. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('/api/v0/shop_product/', () => new Promise<never>(() => {}))] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
  },
};

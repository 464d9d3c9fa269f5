import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';
import { readText } from './ProductCsv';

const GOOD = '_id;title;price\nproduct-thuja;Thuja;14,50\n;Lavendel;7,90\n';
const BAD = '_id;title;price\n;Lavendel;sieben\n';

/** The server's answers, by the file sent: the bad file has one refused line. */
function csvHandlers(sent: string[]) {
  const reportOf = (csv: string) =>
    csv === BAD
      ? {
          rows: [
            {
              line: 2,
              action: 'create',
              _id: null,
              title: 'Lavendel',
              errors: ['„sieben“ in Spalte „price“ ist keine Zahl (z. B. 12,90).'],
            },
          ],
          created: 0,
          updated: 0,
          refused: 1,
        }
      : {
          rows: [
            { line: 2, action: 'update', _id: 'product-thuja', title: 'Thuja', errors: [] },
            { line: 3, action: 'create', _id: null, title: 'Lavendel', errors: [] },
          ],
          created: 1,
          updated: 1,
          refused: 0,
        };
  return [
    http.post('*/api/v0/shop_product/csv/:step', async ({ request, params }) => {
      const { csv } = (await request.json()) as { csv: string };
      sent.push(`${String(params.step)}: ${csv.split('\n').length - 2} lines`);
      return HttpResponse.json(reportOf(csv));
    }),
    http.get('*/api/v0/shop_product/csv/', () =>
      HttpResponse.text('\uFEFF_id;title\r\nproduct-thuja;Thuja\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      }),
    ),
  ];
}

describe('products as CSV', () => {
  it('shows the preview line by line and imports only a file without errors', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    renderAdmin('/admincenter/shop/products', adminUser, { handlers: csvHandlers(sent) });
    const chooser = await screen.findByLabelText('CSV importieren');

    await user.upload(chooser, new File([BAD], 'produkte.csv', { type: 'text/csv' }));
    const preview = await screen.findByRole('table', { name: 'Vorschau des Imports' });
    expect(within(preview).getAllByRole('row')[1]!.textContent).toBe(
      '2NeuLavendel„sieben“ in Spalte „price“ ist keine Zahl (z. B. 12,90).',
    );
    expect(screen.getByText('0 neu, 0 geändert, 1 fehlerhaft')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importieren' })).toHaveProperty('disabled', true);

    await user.upload(chooser, new File([GOOD], 'produkte.csv', { type: 'text/csv' }));
    expect(await screen.findByText('1 neu, 1 geändert, 0 fehlerhaft')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Importieren' }));
    expect(await toastText()).toContain('Import abgeschlossen: 1 neu, 1 geändert');
    expect(sent).toEqual(['preview: 1 lines', 'preview: 2 lines', 'import: 2 lines']);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Vorschau des Imports' })).toBeNull());
  });

  it('downloads every product as produkte-bearbeiten.csv', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          created.push(blob);
          return 'blob:produkte';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAdmin('/admincenter/shop/products', adminUser, { handlers: csvHandlers([]) });
    await user.click(await screen.findByRole('button', { name: 'CSV zum Bearbeiten exportieren' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('produkte-bearbeiten.csv');
    // One byte order mark, not the server's and the download's both.
    expect(await readText(created[0]!)).toBe('_id;title\r\nproduct-thuja;Thuja\r\n');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(created[0]!);
    });
    expect([...bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x5f]);
  });
});

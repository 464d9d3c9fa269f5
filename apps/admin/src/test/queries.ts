import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect } from 'vitest';

/** The text of the one toast shown. */
export async function toastText(): Promise<string> {
  const region = screen.getByRole('region', { name: 'Benachrichtigungen' });
  return (await within(region).findByRole('listitem')).textContent ?? '';
}

/** Records the requests of one method and path that reach the API; the real handlers still answer. */
export function recordRequests(method: string, path: string) {
  const bodies: unknown[] = [];
  const urls: URL[] = [];
  const spy = http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === method && url.pathname === path) {
      urls.push(url);
      if (method !== 'GET') {
        // A DELETE may come without a body.
        const body = await request.clone().text();
        bodies.push(body ? JSON.parse(body) : undefined);
      }
    }
    return undefined;
  });
  return { spy, bodies, urls };
}

/** The body rows of a list table once it has loaded (no header, no skeleton, no footer of totals). */
export async function listRows(name: string): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table.parentElement?.getAttribute('aria-busy')).not.toBe('true'));
  return within(within(table).getAllByRole('rowgroup')[1]!).getAllByRole('row');
}

/** The texts of a list row's cells, its selection box left out. */
export function cellTexts(row: HTMLElement): Array<string | null> {
  return within(row)
    .getAllByRole('cell')
    .filter((cell) => !within(cell).queryByRole('checkbox'))
    .map((cell) => cell.textContent);
}

import { screen, within } from '@testing-library/react';
import { http } from 'msw';

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
      if (method !== 'GET') bodies.push(await request.clone().json());
    }
    return undefined;
  });
  return { spy, bodies, urls };
}

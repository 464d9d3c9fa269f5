import { createShopVoucherHandlers, demoVoucherTemplates } from '@gartenwerk/api-client/msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listRows, recordRequests } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

describe('shop/voucher/template/browse', () => {
  it('searches and sorts the templates through the server, kept in the address', async () => {
    const user = userEvent.setup();
    const lists = recordRequests('GET', '/api/v0/shop_voucher_template/');
    const mock = createShopVoucherHandlers({ vouchers: [], templates: demoVoucherTemplates });
    const { router } = renderAdmin('/admincenter/shop/voucher/template/browse', adminUser, {
      handlers: [lists.spy, ...mock.handlers],
    });
    expect(await listRows('Gutscheinvorlagen')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Gartenwerk klassisch' })).toBeTruthy();
    expect(lists.urls[0]!.search).toBe('');

    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'Garten');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(lists.urls.at(-1)!.searchParams.get('search')).toBe('Garten'));
    expect(router.state.location.search).toBe('?search=Garten');

    await user.click(screen.getByRole('button', { name: 'Angelegt' }));
    await waitFor(() => expect(lists.urls.at(-1)!.searchParams.get('sort')).toBe('created'));
    expect(lists.urls.at(-1)!.searchParams.get('search')).toBe('Garten');
    expect(router.state.location.search).toBe('?search=Garten&sort=created');
    await user.click(screen.getByRole('button', { name: 'Angelegt' }));
    await waitFor(() => expect(lists.urls.at(-1)!.searchParams.get('sort')).toBe('-created'));
    expect(screen.getByRole('columnheader', { name: /^Angelegt/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });
});

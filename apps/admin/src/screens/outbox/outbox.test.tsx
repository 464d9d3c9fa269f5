import type { OutboxMail } from '@gartenwerk/api-client';
import { createUsersAdminHandlers } from '@gartenwerk/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cellTexts, listRows, recordRequests } from '../../test/queries';
import { adminUser, plainUser, renderAdmin, systemUser } from '../../test/renderAdmin';

/** The data rows' cells, as text. */
async function rows() {
  return (await listRows('Postausgang')).map((row) => cellTexts(row).slice(0, 4));
}

function mails(count: number): OutboxMail[] {
  return Array.from({ length: count }, (_, index) => ({
    _id: `mail-${index + 1}`,
    to: `kunde${index + 1}@example.at`,
    subject: `Bestellbestätigung ${index + 1}`,
    text: `Vielen Dank für Ihre Bestellung ${index + 1}.`,
    html: `<p>Vielen Dank für Ihre Bestellung ${index + 1}.</p>`,
    template: 'shop_order',
    created: new Date(Date.UTC(2026, 3, index + 1, 8)).toISOString(),
    sentAt: null,
    error: null,
    mailbox: null,
    sender: 'Gartenwerk <noreply@gartenwerk.local>',
  }));
}

describe('mail outbox', () => {
  it('lists subject, recipient, date and status, newest first', async () => {
    renderAdmin('/admincenter/mail/outbox', adminUser);
    expect(await rows()).toEqual([
      ['Passwort zurücksetzen', 'bernd.huber@example.at', '03.03.2026, 15:40', 'fehlgeschlagen'],
      [
        'Bitte bestätigen Sie Ihre E-Mail-Adresse',
        'anna.berger@example.at',
        '02.03.2026, 10:15',
        'versendet',
      ],
    ]);
    expect(screen.getByText('2 E-Mails')).toBeTruthy();
  });

  it('opens a mail with its text and closes it again', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/mail/outbox', systemUser);
    await user.click(await screen.findByRole('button', { name: 'Passwort zurücksetzen anzeigen' }));

    const mail = screen.getByRole('article', { name: 'Passwort zurücksetzen' });
    expect(within(mail).getByText(/über diesen Link setzen Sie Ihr Passwort neu/).textContent).toBe(
      'Hallo Bernd Huber,\n\nüber diesen Link setzen Sie Ihr Passwort neu: http://localhost/resetPassword/xyz',
    );
    expect(within(mail).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
    expect(
      within(mail).getByText('Gartenwerk <noreply@gartenwerk.local> (Server aus SMTP_URL)'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(mail).getByRole('heading', { name: 'Passwort zurücksetzen' }));

    await user.click(within(mail).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('pages through a long outbox', async () => {
    const user = userEvent.setup();
    const handlers = createUsersAdminHandlers({ currentUser: adminUser, outbox: mails(13) });
    renderAdmin('/admincenter/mail/outbox', adminUser, { handlers });
    expect(await rows()).toHaveLength(10);
    expect((await rows())[0]?.[0]).toBe('Bestellbestätigung 13');

    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));

    await waitFor(async () =>
      expect((await rows()).map((row) => row[0])).toEqual([
        'Bestellbestätigung 3',
        'Bestellbestätigung 2',
        'Bestellbestätigung 1',
      ]),
    );
    expect((await rows())[0]?.[3]).toBe('nur im Postausgang');
  });

  it('says that no e-mail was found when the outbox is empty', async () => {
    renderAdmin('/admincenter/mail/outbox', adminUser, {
      handlers: createUsersAdminHandlers({ currentUser: adminUser, outbox: [] }),
    });
    expect(await screen.findByText('Keine E-Mails gefunden.')).toBeTruthy();
  });

  it('is not shown to a user without admin rights', async () => {
    const { assign } = renderAdmin('/admincenter/mail/outbox', plainUser);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fadmincenter%2Fmail%2Foutbox'),
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('mail outbox search and sort', () => {
  it('searches and sorts the outbox through the server, kept in the address', async () => {
    const user = userEvent.setup();
    const lists = recordRequests('GET', '/api/v0/mail/outbox');
    const { router } = renderAdmin('/admincenter/mail/outbox', adminUser, { handlers: [lists.spy] });
    await rows();
    expect(lists.urls[0]!.search).toBe('?page=1&limit=10');

    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'anna');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(lists.urls.at(-1)!.searchParams.get('search')).toBe('anna'));
    expect(router.state.location.search).toBe('?search=anna');

    await user.click(screen.getByRole('button', { name: 'Empfänger' }));
    await waitFor(() => expect(lists.urls.at(-1)!.searchParams.get('sort')).toBe('to'));
    expect(router.state.location.search).toBe('?search=anna&sort=to');
    await user.click(screen.getByRole('button', { name: 'Datum' }));
    await waitFor(() => expect(lists.urls.at(-1)!.searchParams.get('sort')).toBe('created'));
    expect(lists.urls.at(-1)!.searchParams.get('search')).toBe('anna');
    expect(lists.urls.at(-1)!.searchParams.get('page')).toBe('1');
  });

  it('says that no e-mail was found when a search finds nothing', async () => {
    const user = userEvent.setup();
    const nothingFound = http.get('*/api/v0/mail/outbox', ({ request }) =>
      new URL(request.url).searchParams.get('search') === 'zypresse'
        ? HttpResponse.json({ items: [], total: 0 })
        : undefined,
    );
    renderAdmin('/admincenter/mail/outbox', adminUser, { handlers: [nothingFound] });
    expect((await rows()).length).toBeGreaterThan(0);

    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'zypresse');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText('Keine E-Mails gefunden.')).toBeTruthy();
  });
});

import type { InboxMessage } from '@gartenwerk/api-client';
import { createAdminContentHandlers, demoInboxMessages } from '@gartenwerk/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cellTexts, listRows, recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

const inboxRows = () => listRows('Posteingang');

async function rowTexts() {
  return (await inboxRows()).map((row) => cellTexts(row).slice(0, 5));
}

/** Twelve contact messages, the newest first, every third one read. */
const many: InboxMessage[] = Array.from({ length: 12 }, (_, index) => ({
  ...demoInboxMessages[0]!,
  _id: `m-${index + 1}`,
  name: `Absender ${index + 1}`,
  read: index % 3 === 0,
  date: new Date(Date.UTC(2026, 10, 1 + index)).toISOString(),
}));

describe('messages/inbox', () => {
  it('lists the messages newest first with read state, sender, subject, form and tags', async () => {
    renderAdmin('/admincenter/messages/inbox', adminUser);

    expect(await rowTexts()).toEqual([
      ['ungelesen', 'Maria Huber', 'Heckenpflanzung', 'Kontakt', ''],
      ['gelesen', 'Peter Gruber', 'Bewerbung Gärtner', 'Bewerbung', 'bewerbung'],
    ]);
    const [first] = await inboxRows();
    expect(first!.className).toBe('admin-table__unread');
    expect(within(first!).getByText('20.11.2026, 10:30')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Maria Huber' }).getAttribute('href')).toBe(
      '/admincenter/messages/inbox/message-1',
    );
  });

  it('filters unread messages and by form, and pages ten at a time', async () => {
    const user = userEvent.setup();
    const { spy, urls } = recordRequests('GET', '/api/v0/message/');
    renderAdmin('/admincenter/messages/inbox', adminUser, {
      handlers: [spy, ...createAdminContentHandlers({ messages: many })],
    });
    expect(await screen.findByText('12 Nachrichten')).toBeTruthy();
    expect(await inboxRows()).toHaveLength(10);
    expect((await rowTexts())[0]![1]).toBe('Absender 12');

    const nav = screen.getByRole('navigation', { name: 'Seitennavigation' });
    await user.click(within(nav).getByRole('button', { name: 'Seite 2' }));
    await waitFor(async () => expect(await inboxRows()).toHaveLength(2));
    expect(urls.at(-1)?.search).toBe('?skip=10&limit=10');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Anzeigen' }), 'unread');
    expect(await screen.findByText('8 Nachrichten')).toBeTruthy();
    expect(urls.at(-1)?.search).toBe('?read=false&skip=0&limit=10');
    expect((await rowTexts()).every((row) => row[0] === 'ungelesen')).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Formular' }), 'jobs');
    expect(await screen.findByText('Keine Nachrichten gefunden.')).toBeTruthy();
    expect(urls.at(-1)?.search).toBe('?read=false&form=jobs&skip=0&limit=10');
  });

  it('marks a message read and unread from the list', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('PUT', '/api/v0/message/');
    renderAdmin('/admincenter/messages/inbox', adminUser, {
      handlers: [spy, ...createAdminContentHandlers()],
    });
    const [first] = await inboxRows();

    await user.click(within(first!).getByRole('button', { name: 'Als gelesen markieren' }));
    await waitFor(async () => expect((await rowTexts())[0]![0]).toBe('gelesen'));
    expect(bodies).toEqual([{ _id: 'message-1', read: true }]);

    const [, second] = await inboxRows();
    await user.click(within(second!).getByRole('button', { name: 'Als ungelesen markieren' }));
    await waitFor(async () => expect((await rowTexts())[1]![0]).toBe('ungelesen'));
  });
});

describe('messages/inbox search and sort', () => {
  it('searches and sorts the inbox through the server, kept in the address', async () => {
    const user = userEvent.setup();
    const lists = recordRequests('GET', '/api/v0/message/');
    const { router } = renderAdmin('/admincenter/messages/inbox?status=unread', adminUser, {
      handlers: [lists.spy],
    });
    await inboxRows();
    expect(lists.urls[0]!.searchParams.get('search')).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'Hecke');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(lists.urls.at(-1)!.searchParams.get('search')).toBe('Hecke'));
    expect(lists.urls.at(-1)!.searchParams.get('read')).toBe('false');
    expect(router.state.location.search).toBe('?status=unread&search=Hecke');

    await user.click(screen.getByRole('button', { name: 'Absender' }));
    await waitFor(() => expect(lists.urls.at(-1)!.searchParams.get('sort')).toBe('from'));
    expect(lists.urls.at(-1)!.searchParams.get('search')).toBe('Hecke');
    expect(router.state.location.search).toBe('?status=unread&search=Hecke&sort=from');
    await user.click(screen.getByRole('button', { name: 'Datum' }));
    await waitFor(() => expect(lists.urls.at(-1)!.searchParams.get('sort')).toBe('date'));
    expect(lists.urls.at(-1)!.searchParams.get('skip')).toBe('0');
  });

  it('says that no message was found when a search finds nothing', async () => {
    const user = userEvent.setup();
    const nothingFound = http.get('*/api/v0/message/', ({ request }) =>
      new URL(request.url).searchParams.get('search') === 'Zypresse'
        ? HttpResponse.json({ items: [], total: 0 })
        : undefined,
    );
    renderAdmin('/admincenter/messages/inbox', adminUser, { handlers: [nothingFound] });
    expect(await inboxRows()).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'Zypresse');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText('Keine Nachrichten gefunden.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Maria Huber' })).toBeNull();
  });
});

describe('messages/inbox/:id', () => {
  it('shows the message, marks it read and offers a reply by mail', async () => {
    const { spy, bodies } = recordRequests('PUT', '/api/v0/message/');
    renderAdmin('/admincenter/messages/inbox/message-1', adminUser, {
      handlers: [spy, ...createAdminContentHandlers()],
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Heckenpflanzung' })).toBeTruthy();
    expect(screen.getByText('Guten Tag, ich brauche 40 Lebensbäume für eine Hecke.')).toBeTruthy();
    expect(screen.getByText('+43 660 1234567')).toBeTruthy();
    await waitFor(() => expect(bodies).toEqual([{ _id: 'message-1', read: true }]));
    expect(await screen.findByText('gelesen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Per E-Mail antworten' }).getAttribute('href')).toBe(
      'mailto:maria@example.at?subject=AW%3A%20Heckenpflanzung',
    );
    expect(screen.queryByText('Anhang')).toBeNull();
  });

  it('links the application file of a jobs message and does not mark a read message again', async () => {
    const { spy, bodies } = recordRequests('PUT', '/api/v0/message/');
    renderAdmin('/admincenter/messages/inbox/message-2', adminUser, {
      handlers: [spy, ...createAdminContentHandlers()],
    });
    const link = await screen.findByRole('link', { name: 'lebenslauf.pdf herunterladen' });
    expect(link.getAttribute('href')).toBe('/api/v0/message/message-2/attachment');
    expect(screen.getByText('Bewerbung')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('saves the tags', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('PUT', '/api/v0/message/');
    renderAdmin('/admincenter/messages/inbox/message-2', adminUser, {
      handlers: [spy, ...createAdminContentHandlers()],
    });
    const tags = await screen.findByRole('textbox', { name: 'Tags' });
    expect((tags as HTMLInputElement).value).toBe('bewerbung');
    await user.type(tags, ', gärtner, bewerbung');
    await user.click(screen.getByRole('button', { name: 'Tags speichern' }));

    expect(await toastText()).toContain('gespeichert');
    expect(bodies).toEqual([{ _id: 'message-2', tags: ['bewerbung', 'gärtner'] }]);
  });

  it('asks before deleting and returns to the inbox without the message', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admincenter/messages/inbox/message-1', adminUser);
    await screen.findByRole('heading', { level: 2, name: 'Heckenpflanzung' });

    await user.click(screen.getByRole('button', { name: 'Nachricht löschen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'wirklich löschen?' });
    expect(dialog.textContent).toContain('Die Nachricht von Maria Huber wird endgültig entfernt.');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Nachricht löschen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admincenter/messages/inbox'));
    expect(await toastText()).toContain('gelöscht');
    await waitFor(async () => expect(await rowTexts()).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Maria Huber' })).toBeNull();
  });

  it('says so when the message does not exist', async () => {
    renderAdmin('/admincenter/messages/inbox/gone', adminUser);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Diese Nachricht gibt es nicht.');
  });
});

describe('messages/settings', () => {
  it('saves which fields the contact form has and which are required', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('PUT', '/api/v0/message/settings');
    renderAdmin('/admincenter/messages/settings', adminUser, {
      handlers: [
        spy,
        ...createAdminContentHandlers({
          messageSettings: {
            fields: [
              { name: 'email', required: true },
              { name: 'message', required: true },
            ],
          },
        }),
      ],
    });
    const email = await screen.findByRole('checkbox', { name: 'E-Mail erforderlich' });
    expect((email as HTMLInputElement).checked).toBe(true);
    const phoneRequired = screen.getByRole('checkbox', { name: 'Telefon erforderlich' }) as HTMLInputElement;
    expect(phoneRequired.disabled).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Name anzeigen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Name erforderlich' }));
    await user.click(screen.getByRole('checkbox', { name: 'Telefon anzeigen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nachricht anzeigen' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await toastText()).toContain('gespeichert');
    expect(bodies).toEqual([
      {
        fields: [
          { name: 'name', required: true },
          { name: 'email', required: true },
          { name: 'phone', required: false },
        ],
      },
    ]);
  });
});

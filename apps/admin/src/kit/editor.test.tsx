import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordRequests, toastText } from '../test/queries';
import { adminUser, renderAdmin } from '../test/renderAdmin';

/** Every colour request other than a read, as "METHOD path". */
function recordWrites() {
  const sent: string[] = [];
  const writes = http.all('*/api/v0/shop_color/*', ({ request }) => {
    if (request.method !== 'GET') sent.push(`${request.method} ${new URL(request.url).pathname}`);
    return undefined;
  });
  return { writes, sent };
}

// useEntityEditor through the colour screen, the first one built on it.
describe('useEntityEditor', () => {
  it('creates, then the address becomes the edit address and a second save updates', async () => {
    const user = userEvent.setup();
    const created = recordRequests('POST', '/api/v0/shop_color/');
    const { writes, sent } = recordWrites();
    const { router } = renderAdmin('/admincenter/shop/colors/new', adminUser, {
      handlers: [created.spy, writes],
    });
    const form = await screen.findByRole('form', { name: 'Farbe' });
    await user.type(within(form).getByRole('textbox', { name: 'Titel' }), 'Blau');
    await user.type(within(form).getByRole('textbox', { name: 'Tags' }), 'kühl, blau, kühl');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));

    expect(await toastText()).toContain('gespeichert');
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/admincenter\/shop\/colors\/(?!new$)[^/]+$/),
    );
    expect(created.bodies).toEqual([
      { title: 'Blau', title_en: '', code: null, tags: ['kühl', 'blau'], media: [] },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Farbe bearbeiten' })).toBeTruthy();

    const id = router.state.location.pathname.split('/').at(-1)!;
    const title = within(form).getByRole('textbox', { name: 'Titel' });
    expect((title as HTMLInputElement).value).toBe('Blau');
    await user.clear(title);
    await user.type(title, 'Himmelblau');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sent).toEqual([`POST /api/v0/shop_color/`, `PUT /api/v0/shop_color/${id}`]));
    expect(created.bodies).toHaveLength(1);
  });

  it('checks with the server schema before sending: an empty title and a long one', async () => {
    const user = userEvent.setup();
    const { spy, urls } = recordRequests('POST', '/api/v0/shop_color/');
    renderAdmin('/admincenter/shop/colors/new', adminUser, { handlers: [spy] });
    const form = await screen.findByRole('form', { name: 'Farbe' });
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Bitte einen Titel angeben.')).toBeTruthy();

    await user.click(within(form).getByRole('textbox', { name: 'Titel' }));
    await user.paste('x'.repeat(201));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Höchstens 200 Zeichen.')).toBeTruthy();
    expect(urls).toEqual([]);
  });

  it('asks before unsaved changes are left, stays or leaves as answered', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admincenter/shop/colors/color-green', adminUser);
    const title = await screen.findByDisplayValue('Grün');
    await user.type(title, 'lich');

    await user.click(screen.getByRole('link', { name: 'Zurück zu den Farben' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admincenter/shop/colors/color-green');
    expect((screen.getByDisplayValue('Grünlich') as HTMLInputElement).value).toBe('Grünlich');

    await user.click(screen.getByRole('link', { name: 'Zurück zu den Farben' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admincenter/shop/colors'));
  });

  it('holds the tab open with unsaved changes only', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/shop/colors/color-green', adminUser);
    const title = await screen.findByDisplayValue('Grün');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(title, 'lich');
    await waitFor(() => expect(unload()).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    await waitFor(() => expect(unload()).toBe(false));
  });

  it('deletes only after the confirmation, then shows the list', async () => {
    const user = userEvent.setup();
    const { writes, sent } = recordWrites();
    const { router } = renderAdmin('/admincenter/shop/colors/color-red', adminUser, { handlers: [writes] });
    await screen.findByDisplayValue('Rot');
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'wirklich löschen?' });
    expect(dialog.textContent).toContain('Rot');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'wirklich löschen?' })).getByRole('button', {
        name: 'Löschen',
      }),
    );
    expect(await toastText()).toContain('gelöscht');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admincenter/shop/colors'));
    expect(sent).toEqual(['DELETE /api/v0/shop_color/color-red']);
  });
});

describe('the files field', () => {
  it('uploads a dropped picture into the library and chooses it at once', async () => {
    const user = userEvent.setup();
    const { writes, sent } = recordWrites();
    renderAdmin('/admincenter/shop/colors/color-red', adminUser, { handlers: [writes] });
    const form = await screen.findByRole('form', { name: 'Farbe' });
    await screen.findByDisplayValue('Rot');
    const chosen = within(form).getByRole('list', { name: 'Bilder: gewählt' });
    expect(within(chosen).queryAllByRole('listitem')).toHaveLength(0);

    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'mohn.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Bilder hochladen', { selector: 'input' }), picture);
    expect(await toastText()).toContain('mohn.png hochgeladen');
    await waitFor(() => expect(within(chosen).getAllByRole('listitem')).toHaveLength(1));
    expect(within(chosen).getByText('mohn.png')).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sent).toEqual(['PUT /api/v0/shop_color/color-red']));
  });
});

import { createShopVoucherHandlers, demoVoucherTemplates, demoVouchers } from '@gartenwerk/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cellTexts, listRows, recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

function renderVouchers(path: string) {
  const mock = createShopVoucherHandlers({
    vouchers: demoVouchers.map((voucher) => ({ ...voucher })),
    templates: demoVoucherTemplates.map((template) => ({ ...template })),
  });
  const posts = recordRequests('POST', '/api/v0/shop_voucher/');
  const templatePosts = recordRequests('POST', '/api/v0/shop_voucher_template/');
  const view = renderAdmin(`/admincenter/${path}`, adminUser, {
    handlers: [posts.spy, templatePosts.spy, ...mock.handlers],
  });
  return { ...view, data: mock.data, posts: posts.bodies, templatePosts: templatePosts.bodies };
}

describe('shop/voucher/browse', () => {
  it('marks a voucher whose last valid day has passed as expired', async () => {
    const [first, second] = demoVouchers;
    const vouchers = [
      { ...first!, code: 'GW-ALT-2020', valid_until: '2020-03-01T23:59:59.999Z' },
      { ...second!, code: 'GW-NEU-2099', valid_until: '2099-03-01T23:59:59.999Z' },
    ];
    const mock = createShopVoucherHandlers({ vouchers, templates: [] });
    renderAdmin('/admincenter/shop/voucher/browse', adminUser, { handlers: mock.handlers });
    const rows = await listRows('Gutscheine');
    expect(cellTexts(rows[0]!)).toContain('01.03.2020 abgelaufen');
    expect(cellTexts(rows[1]!)).toContain('01.03.2099');
    expect(rows[1]!.textContent).not.toContain('abgelaufen');
  });
});

describe('shop/voucher/edit', () => {
  it('refuses a code of the wrong form before sending, and lets the remaining value follow a new value', async () => {
    const user = userEvent.setup();
    const { posts } = renderVouchers('shop/voucher/edit');
    const form = await screen.findByRole('form', { name: 'Gutschein' });
    expect(screen.getByRole('heading', { level: 1, name: 'Neuer Gutschein' })).toBeTruthy();
    const value = within(form).getByRole('textbox', { name: 'Wert (€)' });
    const remaining = within(form).getByRole('textbox', { name: 'Restwert (€)' });
    expect([(value as HTMLInputElement).value, (remaining as HTMLInputElement).value]).toEqual([
      '50,00',
      '50,00',
    ]);
    await user.clear(value);
    await user.type(value, '22,5');
    expect((remaining as HTMLInputElement).value).toBe('22,5');

    const code = within(form).getByRole('textbox', { name: /^Code/ });
    await user.type(code, 'ab');
    expect((code as HTMLInputElement).value).toBe('AB');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(form).findByText('Nur Buchstaben, Ziffern und Bindestriche, 4 bis 32 Zeichen.'),
    ).toBeTruthy();
    expect(posts).toEqual([]);

    // No code: the server makes one.
    await user.clear(code);
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      value: 22.5,
      remaining: 22.5,
      valid_from: null,
      valid_until: null,
      template: null,
      recipient: '',
      message: '',
    });
  });

  it('asks before unsaved changes are left, and deletes only after the confirmation', async () => {
    const user = userEvent.setup();
    const { router, data } = renderVouchers('shop/voucher/edit/voucher-2');
    const recipient = await screen.findByRole('textbox', { name: 'Empfänger' });
    expect(screen.getByRole('heading', { level: 1, name: 'Gutschein bearbeiten' })).toBeTruthy();
    await user.type(recipient, 'Familie Gruber');
    await user.click(screen.getByRole('link', { name: 'Zurück zu den Gutscheinen' }));
    const leave = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    await user.click(within(leave).getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(router.state.location.pathname).toBe('/admincenter/shop/voucher/edit/voucher-2');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(data.vouchers.find((voucher) => voucher._id === 'voucher-2')?.recipient).toBe('Familie Gruber');

    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'wirklich löschen?' });
    expect(dialog.textContent).toContain('GW-FRUE-HLNG');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(data.vouchers.some((voucher) => voucher._id === 'voucher-2')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    dialog = await screen.findByRole('alertdialog', { name: 'wirklich löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admincenter/shop/voucher/browse'));
    expect(data.vouchers.some((voucher) => voucher._id === 'voucher-2')).toBe(false);
  });
});

describe('shop/voucher/template/edit', () => {
  it('asks for a title, creates the template with a library picture, then edits it at its address', async () => {
    const user = userEvent.setup();
    const { router, templatePosts, data } = renderVouchers('shop/voucher/template/edit');
    const form = await screen.findByRole('form', { name: 'Gutscheinvorlage' });
    expect(screen.getByRole('heading', { level: 1, name: 'Neue Vorlage' })).toBeTruthy();
    expect(screen.getByText('{{value}} wird durch den Gutscheinwert ersetzt.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Bitte geben Sie einen Titel an.')).toBeTruthy();
    expect(templatePosts).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Titel' }), 'Frühling');
    await user.type(within(form).getByRole('textbox', { name: 'Text' }), 'Blühende Grüße');
    await user.click(await within(form).findByRole('button', { name: 'apfelbaum.jpg wählen' }));
    await user.click(await within(form).findByRole('button', { name: 'team.jpg wählen' }));
    const chosen = within(form).getByRole('list', { name: 'Bild aus der Dateibibliothek: gewählt' });
    await waitFor(() => expect(within(chosen).getAllByRole('listitem')).toHaveLength(1));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));

    expect(await toastText()).toContain('gespeichert');
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/admincenter\/shop\/voucher\/template\/edit\/.+/),
    );
    // A new template is multi-purpose unless the form says otherwise.
    expect(templatePosts).toEqual([
      { title: 'Frühling', text: 'Blühende Grüße', purpose: 'multi', image: 'file-5' },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gutscheinvorlage bearbeiten' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vorschau anzeigen' })).toBeTruthy();
    expect(data.templates.map((template) => template.title)).toEqual(['Gartenwerk klassisch', 'Frühling']);
  });

  it('shows why a template in use is not deleted, beside the form and in a toast', async () => {
    const user = userEvent.setup();
    const { router } = renderVouchers('shop/voucher/template/edit/template-classic');
    await screen.findByDisplayValue('Gartenwerk klassisch');
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'wirklich löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await toastText()).toContain('Löschen fehlgeschlagen');
    expect(
      await screen.findAllByText(
        'Die Gutscheinvorlage wird noch von Gutscheinen verwendet und kann nicht gelöscht werden.',
      ),
    ).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/admincenter/shop/voucher/template/edit/template-classic');
  });
});

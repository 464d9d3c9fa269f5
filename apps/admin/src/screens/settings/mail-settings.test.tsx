import type { SiteConfig } from '@gartenwerk/api-client';
import { createAdminContentHandlers, demoConfig } from '@gartenwerk/api-client/msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

const config: SiteConfig = {
  ...demoConfig,
  mail: {
    mailboxes: [
      {
        uuid: 'buero',
        name: 'Büro',
        email: 'buero@gartenwerk.test',
        host: 'mail.gartenwerk.test',
        port: 587,
        security: 'starttls',
        user: 'buero',
        password_set: true,
      },
    ],
    DEFAULT_SYSTEM_MAILBOX: 'buero',
  },
};

function renderMailSettings() {
  const puts = recordRequests('PUT', '/api/v0/config/');
  const tests = recordRequests('POST', '/api/v0/config_test_mailbox');
  // The server's answers as POST /api/v0/config_test_mailbox gives them.
  const answer = http.post('/api/v0/config_test_mailbox', async ({ request }) => {
    const body = (await request.json()) as { mailbox: { password?: string } };
    if (body.mailbox.password === 'falsch')
      return HttpResponse.json(
        {
          statusCode: 422,
          code: 'MAIL_TEST',
          message: 'Anmeldung abgelehnt: falscher Benutzername oder falsches Passwort.',
        },
        { status: 422 },
      );
    return HttpResponse.json({ ok: true, message: 'Testmail an buero@gartenwerk.test gesendet.' });
  });
  renderAdmin('/admincenter/settings/mail', adminUser, {
    handlers: [puts.spy, tests.spy, answer, ...createAdminContentHandlers({ config })],
  });
  return { puts: puts.bodies, tests: tests.bodies };
}

describe('settings/mail', () => {
  it('lists the mailboxes with their server, says a password is stored and never shows it', async () => {
    renderMailSettings();
    const item = (await screen.findByText('Büro')).closest('li')!;
    expect(item.textContent).toContain('buero@gartenwerk.test');
    expect(item.textContent).toContain('mail.gartenwerk.test:587 · STARTTLS · buero · Passwort gespeichert');
    expect(within(item).getByText('Standard')).toBeTruthy();
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Büro bearbeiten' }));
    const password = screen.getByLabelText('Passwort') as HTMLInputElement;
    expect(password.value).toBe('');
    expect(screen.getByText('Gespeichert – leer lassen, um es zu behalten')).toBeTruthy();
  });

  it('sends a test mail and shows a wrong password in plain words, then the success', async () => {
    const user = userEvent.setup();
    const { tests } = renderMailSettings();
    await user.click(await screen.findByRole('button', { name: 'Büro bearbeiten' }));
    await user.type(screen.getByLabelText('Passwort'), 'falsch');
    await user.click(screen.getByRole('button', { name: 'Testmail senden' }));
    expect(
      await screen.findByText('Anmeldung abgelehnt: falscher Benutzername oder falsches Passwort.', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(screen.getByText('Testmail fehlgeschlagen:', { exact: false })).toBeTruthy();

    await user.clear(screen.getByLabelText('Passwort'));
    await user.click(screen.getByRole('button', { name: 'Testmail senden' }));
    expect(await screen.findByText('Testmail an buero@gartenwerk.test gesendet.')).toBeTruthy();
    expect(tests).toEqual([
      {
        mailbox: {
          uuid: 'buero',
          name: 'Büro',
          email: 'buero@gartenwerk.test',
          host: 'mail.gartenwerk.test',
          port: 587,
          security: 'starttls',
          user: 'buero',
          password: 'falsch',
          password_set: true,
        },
      },
      {
        mailbox: {
          uuid: 'buero',
          name: 'Büro',
          email: 'buero@gartenwerk.test',
          host: 'mail.gartenwerk.test',
          port: 587,
          security: 'starttls',
          user: 'buero',
          password_set: true,
        },
      },
    ]);
  });

  it('adds a mailbox, makes it the default and saves without sending a stored password back', async () => {
    const user = userEvent.setup();
    const { puts } = renderMailSettings();
    await user.click(await screen.findByRole('button', { name: 'Postfach hinzufügen' }));
    const editor = screen.getByRole('form', { name: 'Neues Postfach' });
    await user.click(within(editor).getByRole('button', { name: 'Übernehmen' }));
    expect(within(editor).getByText('Bitte einen Namen angeben.')).toBeTruthy();
    await user.type(within(editor).getByRole('textbox', { name: /^Name/ }), 'Laden');
    await user.type(
      within(editor).getByRole('textbox', { name: /^Absenderadresse/ }),
      'laden@gartenwerk.test',
    );
    await user.type(within(editor).getByLabelText('SMTP-Server'), 'smtp.gartenwerk.test');
    await user.type(within(editor).getByLabelText('Port'), '465');
    await user.selectOptions(within(editor).getByLabelText('Sicherheit'), 'tls');
    await user.type(within(editor).getByLabelText('Benutzername'), 'laden');
    await user.type(within(editor).getByLabelText('Passwort'), 'Laden-Geheim-1');
    await user.click(within(editor).getByRole('button', { name: 'Übernehmen' }));

    const laden = (await screen.findByText('Laden')).closest('li')!;
    expect(laden.textContent).toContain('smtp.gartenwerk.test:465 · TLS (SSL)');
    const fallback = screen.getByLabelText('Standard-Postfach für Systemmails');
    const uuid = (
      within(fallback).getByRole('option', { name: 'Laden <laden@gartenwerk.test>' }) as HTMLOptionElement
    ).value;
    await user.selectOptions(fallback, uuid);
    await user.click(screen.getByRole('button', { name: 'Postfächer speichern' }));

    expect(await toastText()).toContain('gespeichert');
    expect(puts).toEqual([
      {
        mail: {
          mailboxes: [
            {
              uuid: 'buero',
              name: 'Büro',
              email: 'buero@gartenwerk.test',
              host: 'mail.gartenwerk.test',
              port: 587,
              security: 'starttls',
              user: 'buero',
            },
            {
              uuid,
              name: 'Laden',
              email: 'laden@gartenwerk.test',
              host: 'smtp.gartenwerk.test',
              port: 465,
              security: 'tls',
              user: 'laden',
              password: 'Laden-Geheim-1',
            },
          ],
          DEFAULT_SYSTEM_MAILBOX: uuid,
          purposes: { orders: null, messages: null, bookings: null, newsletter: null },
        },
      },
    ]);
  });

  it('chooses a mailbox per purpose, the system mailbox by default, and saves the choice', async () => {
    const user = userEvent.setup();
    const { puts } = renderMailSettings();
    await screen.findByText('Büro');
    const group = screen.getByRole('group', { name: 'Postfach je Zweck' });
    for (const label of ['Bestellungen', 'Nachrichten', 'Buchungen', 'Antworten auf den Newsletter']) {
      const select = within(group).getByLabelText(label) as HTMLSelectElement;
      expect(select.value).toBe('');
      expect(select.selectedOptions[0]!.textContent).toBe('Standard-Postfach');
    }
    await user.selectOptions(within(group).getByLabelText('Buchungen'), 'buero');
    await user.selectOptions(within(group).getByLabelText('Antworten auf den Newsletter'), 'buero');
    await user.click(screen.getByRole('button', { name: 'Postfächer speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(puts[0]).toMatchObject({
      mail: {
        DEFAULT_SYSTEM_MAILBOX: 'buero',
        purposes: { orders: null, messages: null, bookings: 'buero', newsletter: 'buero' },
      },
    });
  });

  it('shows a saved choice and falls back to the default when its mailbox is removed', async () => {
    const user = userEvent.setup();
    const chosen = { ...config, mail: { ...config.mail, purposes: { orders: 'buero' } } };
    const puts = recordRequests('PUT', '/api/v0/config/');
    renderAdmin('/admincenter/settings/mail', adminUser, {
      handlers: [puts.spy, ...createAdminContentHandlers({ config: chosen })],
    });
    const orders = (await screen.findByLabelText('Bestellungen')) as HTMLSelectElement;
    expect(orders.value).toBe('buero');
    await user.click(screen.getByRole('button', { name: 'Büro entfernen' }));
    expect(orders.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Postfächer speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(puts.bodies[0]).toEqual({
      mail: {
        mailboxes: [],
        DEFAULT_SYSTEM_MAILBOX: null,
        purposes: { orders: null, messages: null, bookings: null, newsletter: null },
      },
    });
  });
});

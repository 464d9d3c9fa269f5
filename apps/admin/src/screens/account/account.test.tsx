import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin, systemUser } from '../../test/renderAdmin';

describe('account', () => {
  it('changes the own name, and the header follows', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('PUT', '/api/v0/auth/');
    renderAdmin('/admincenter/account', adminUser, { handlers: [spy] });

    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect((screen.getByRole('textbox', { name: 'E-Mail' }) as HTMLInputElement).value).toBe(
      adminUser.handle,
    );
    await user.clear(name);
    await user.type(name, 'Anna Gärtner');
    const profile = screen.getByRole('form', { name: 'Profil' });
    await user.click(within(profile).getByRole('button', { name: 'Speichern' }));

    expect(await toastText()).toContain('gespeichert');
    expect(bodies).toEqual([{ _id: adminUser._id, name: 'Anna Gärtner' }]);
    expect(await screen.findByText('Angemeldet als Anna Gärtner')).toBeTruthy();
  });

  it('refuses differing new passwords, then changes the password with the old one', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('POST', '/api/v0/auth/changePassword');
    renderAdmin('/admincenter/account', adminUser, { handlers: [spy] });
    const form = await screen.findByRole('form', { name: 'Passwort ändern' });

    await user.type(within(form).getByLabelText('Bisheriges Passwort'), 'Gartenwerk-2026!');
    await user.type(within(form).getByLabelText('Neues Passwort'), 'Rosenbogen-77!');
    await user.type(within(form).getByLabelText('Neues Passwort wiederholen'), 'Rosenbogen-78!');
    await user.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    expect(within(form).getByText('Die Passwörter stimmen nicht überein.')).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.clear(within(form).getByLabelText('Neues Passwort wiederholen'));
    await user.type(within(form).getByLabelText('Neues Passwort wiederholen'), 'Rosenbogen-77!');
    await user.click(within(form).getByRole('button', { name: 'Passwort ändern' }));

    expect(await toastText()).toContain('Passwort geändert');
    expect(bodies).toEqual([
      { oldPassword: 'Gartenwerk-2026!', password: 'Rosenbogen-77!', password2: 'Rosenbogen-77!' },
    ]);
    expect((within(form).getByLabelText('Bisheriges Passwort') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong old password as an error toast', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/account', systemUser);
    const form = await screen.findByRole('form', { name: 'Passwort ändern' });
    await user.type(within(form).getByLabelText('Bisheriges Passwort'), 'falsch');
    await user.type(within(form).getByLabelText('Neues Passwort'), 'Rosenbogen-77!');
    await user.type(within(form).getByLabelText('Neues Passwort wiederholen'), 'Rosenbogen-77!');
    await user.click(within(form).getByRole('button', { name: 'Passwort ändern' }));

    const toast = await toastText();
    expect(toast).toContain('Fehler: Passwort ändern fehlgeschlagen');
    expect(toast).toContain('wrong password');
  });

  it('tells the two-factor status and links to the storefront account to enable it', async () => {
    renderAdmin('/admincenter/account', adminUser);
    const section = (await screen.findByRole('heading', { name: 'Zwei-Faktor-Anmeldung' })).parentElement!;
    expect(within(section).getByText('Die Zwei-Faktor-Anmeldung ist nicht aktiv.')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Zum Kundenkonto' }).getAttribute('href')).toBe(
      '/account',
    );
  });

  it('shows an enabled second factor as active', async () => {
    renderAdmin('/admincenter/account', { ...adminUser, two_factor: { enabled: true } });
    expect(await screen.findByText('Die Zwei-Faktor-Anmeldung ist aktiv.')).toBeTruthy();
  });
});

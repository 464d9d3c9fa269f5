import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { recordRequests, toastText } from '../../test/queries';
import { describe, expect, it } from 'vitest';
import { adminUser, plainUser, renderAdmin, systemUser } from '../../test/renderAdmin';

/** The data rows of the users table (the header row left out). */
async function userRows() {
  const table = await screen.findByRole('table', { name: 'Benutzer' });
  await waitFor(() => expect(table.parentElement?.getAttribute('aria-busy')).toBe('false'));
  return within(table).getAllByRole('row').slice(1);
}

async function rowNames() {
  return (await userRows()).map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

describe('users/browse', () => {
  it('lists ten users per page and pages with the paginator', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/users/browse', adminUser);

    expect(await screen.findByText('12 Benutzer')).toBeTruthy();
    expect(await userRows()).toHaveLength(10);
    const nav = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(within(nav).getByRole('button', { name: 'Seite 1' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(nav).getByRole('button', { name: 'Seite 2' }));

    await waitFor(async () => expect(await userRows()).toHaveLength(2));
    expect(await rowNames()).toEqual(['Karin Fuchs', 'Verwaltung']);
    expect(within(nav).getByRole('button', { name: 'Seite 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('never shows the internal role or its users, and links each user to the edit screen', async () => {
    renderAdmin('/admincenter/users/browse?page=2', adminUser);
    await waitFor(async () => expect(await userRows()).toHaveLength(2));
    const main = screen.getByRole('main');
    expect(within(main).queryByText(/Intern/)).toBeNull();
    expect(within(main).queryByText('Lukas Bauer')).toBeNull();
    expect(within(main).getByRole('link', { name: 'Karin Fuchs' }).getAttribute('href')).toBe(
      '/admincenter/users/edit/user-11',
    );
  });

  it('searches by name or e-mail and starts again at the first page', async () => {
    const user = userEvent.setup();
    const { spy, urls } = recordRequests('GET', '/api/v0/auth/');
    renderAdmin('/admincenter/users/browse?page=2', adminUser, { handlers: [spy] });
    await screen.findByText('12 Benutzer');

    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'example.de');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));

    expect(await screen.findByText('4 Benutzer')).toBeTruthy();
    expect(await rowNames()).toEqual(['Clara Maier', 'Eva Wagner', 'Hans Moser', 'Karin Fuchs']);
    expect(urls.at(-1)?.search).toBe('?search=example.de&page=1&limit=10');
    expect(screen.queryByRole('navigation', { name: 'Seitennavigation' })).toBeNull();
  });

  it('sorts by name through the server, descending on a second click', async () => {
    const user = userEvent.setup();
    const lists = recordRequests('GET', '/api/v0/auth/');
    renderAdmin('/admincenter/users/browse', adminUser, { handlers: [lists.spy] });
    await screen.findByRole('table', { name: 'Benutzer' });

    await user.click(await screen.findByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lists.urls.at(-1)!.searchParams.get('sort')).toBe('name'));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lists.urls.at(-1)!.searchParams.get('sort')).toBe('-name'));
  });

  it('filters by a role of the configured availableRoles', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/users/browse', adminUser);
    await screen.findByText('12 Benutzer');
    const filter = screen.getByRole('combobox', { name: 'Rolle' });
    // demoConfig: availableRoles user and admin.
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Alle Rollen', 'Benutzer', 'Administrator']),
    );

    await user.selectOptions(filter, 'admin');

    expect(await screen.findByText('3 Benutzer')).toBeTruthy();
    expect(await rowNames()).toEqual(['Clara Maier', 'Gerda Steiner', 'Verwaltung']);
  });

  it('shows the lock and two-factor state of each user', async () => {
    renderAdmin('/admincenter/users/browse?search=huber', adminUser);
    const [row] = await userRows();
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Bernd Huber', 'bernd.huber@example.at', 'Benutzer', 'gesperrt', 'aus']);
  });
});

describe('users/add', () => {
  it('validates the e-mail before anything is sent', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('POST', '/api/v0/auth/');
    renderAdmin('/admincenter/users/add', adminUser, { handlers: [spy] });

    await user.click(await screen.findByRole('button', { name: 'Anlegen' }));
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Bitte geben Sie Ihre E-Mail-Adresse an.')).toBeTruthy();

    await user.type(email, 'kein-email');
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('creates the user with the checked roles and opens it', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('POST', '/api/v0/auth/');
    const { router } = renderAdmin('/admincenter/users/add', adminUser, { handlers: [spy] });

    await user.type(await screen.findByRole('textbox', { name: 'E-Mail' }), 'neu@example.at');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nora Neu');
    const roles = screen.getByRole('group', { name: 'Rollen' });
    expect((within(roles).getByRole('checkbox', { name: 'Benutzer' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(within(roles).getByRole('checkbox', { name: 'Administrator' }));
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));

    expect(await screen.findByText('Benutzer angelegt')).toBeTruthy();
    expect(bodies).toEqual([{ handle: 'neu@example.at', name: 'Nora Neu', roles: ['user', 'admin'] }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admincenter/users/edit/user-new-1'));
    const profile = await screen.findByRole('form', { name: 'Profil' });
    expect((within(profile).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Nora Neu',
    );
  });

  it('sends a first password exactly as typed', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('POST', '/api/v0/auth/');
    renderAdmin('/admincenter/users/add', adminUser, { handlers: [spy] });

    await user.type(await screen.findByRole('textbox', { name: 'E-Mail' }), ' paul@example.at ');
    await user.type(screen.getByLabelText('Passwort', { exact: true }), ' Rosenschere 7 ');
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));

    expect(await screen.findByText('Benutzer angelegt')).toBeTruthy();
    expect(bodies).toEqual([
      { handle: 'paul@example.at', name: '', roles: ['user'], password: ' Rosenschere 7 ' },
    ]);
  });

  it('tells a duplicate e-mail with the server message in a toast', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/users/add', adminUser);

    await user.type(await screen.findByRole('textbox', { name: 'E-Mail' }), 'anna.berger@example.at');
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));

    const toast = await toastText();
    expect(toast).toContain('Fehler: Anlegen fehlgeschlagen');
    expect(toast).toContain('email already registered');
  });
});

describe('users/edit/:id', () => {
  it('saves name and roles, keeping the hidden internal role', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('PUT', '/api/v0/auth/');
    renderAdmin('/admincenter/users/edit/user-12', adminUser, { handlers: [spy] });

    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect((screen.getByRole('textbox', { name: 'E-Mail' }) as HTMLInputElement).readOnly).toBe(true);
    const roles = screen.getByRole('group', { name: 'Rollen' });
    expect(
      (await within(roles).findAllByRole('checkbox')).map((box) => box.parentElement?.textContent),
    ).toEqual(['Benutzer', 'Administrator']);
    await user.clear(name);
    await user.type(name, 'Lukas Bauer-Ott');
    await user.click(within(roles).getByRole('checkbox', { name: 'Administrator' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('gespeichert')).toBeTruthy();
    expect(bodies).toEqual([
      { _id: 'user-12', name: 'Lukas Bauer-Ott', roles: ['internal', 'user', 'admin'] },
    ]);
  });

  it('locks and unlocks the account', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/users/edit/user-2', adminUser);

    expect(await screen.findByText('Das Konto ist gesperrt; eine Anmeldung ist nicht möglich.')).toBeTruthy();
    expect(screen.getByText('5')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Entsperren' }));

    expect(await screen.findByText('Konto entsperrt')).toBeTruthy();
    expect(await screen.findByText('Das Konto ist nicht gesperrt.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sperren' }));
    expect(await screen.findByText('Konto gesperrt')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Entsperren' })).toBeTruthy();
  });

  it('sets a password, asking for one when the field is empty', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('POST', '/api/v0/auth/setPassword');
    renderAdmin('/admincenter/users/edit/user-4', adminUser, { handlers: [spy] });

    const setButton = await screen.findByRole('button', { name: 'Passwort setzen' });
    await user.click(setButton);
    expect(screen.getByText('Bitte ein Passwort eingeben.')).toBeTruthy();

    const field = screen.getByLabelText('Neues Passwort');
    await user.type(field, 'Heckenschere-42!');
    await user.click(setButton);

    expect(await screen.findByText('Passwort gesetzt')).toBeTruthy();
    expect(bodies).toEqual([{ _id: 'user-4', password: 'Heckenschere-42!' }]);
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('turns off two-factor login for the user', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/users/edit/user-3', adminUser);

    expect(await screen.findByText('Die Zwei-Faktor-Anmeldung ist aktiv.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Zwei-Faktor-Anmeldung deaktivieren' }));

    expect(await screen.findByText('Zwei-Faktor-Anmeldung deaktiviert')).toBeTruthy();
    expect(await screen.findByText('Die Zwei-Faktor-Anmeldung ist nicht aktiv.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zwei-Faktor-Anmeldung deaktivieren' })).toBeNull();
  });

  it('deletes only after confirming wirklich löschen?, then returns to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admincenter/users/edit/user-5', adminUser);

    await user.click(await screen.findByRole('button', { name: 'Benutzer löschen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'wirklich löschen?' });
    expect(dialog.textContent).toContain('Eva Wagner (eva.wagner@example.de) wird endgültig entfernt.');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/admincenter/users/edit/user-5');

    await user.click(screen.getByRole('button', { name: 'Benutzer löschen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));

    expect(await screen.findByText('gelöscht')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admincenter/users/browse'));
    expect(await screen.findByText('11 Benutzer')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Eva Wagner' })).toBeNull();
  });

  it('asks before unsaved changes are left for the list', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admincenter/users/edit/user-4', adminUser);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' jun.');
    await user.click(screen.getByRole('link', { name: 'Zur Benutzerliste' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(router.state.location.pathname).toBe('/admincenter/users/edit/user-4');

    await user.click(screen.getByRole('link', { name: 'Zur Benutzerliste' }));
    await user.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' }),
      ).getByRole('button', { name: 'Verwerfen' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admincenter/users/browse'));
  });

  it('says so when the user does not exist', async () => {
    renderAdmin('/admincenter/users/edit/nobody', systemUser);
    expect((await screen.findByRole('alert')).textContent).toBe('Diesen Benutzer gibt es nicht.');
  });

  it('shows a refused save as an error toast with the server message', async () => {
    const user = userEvent.setup();
    const refuse = http.put('*/api/v0/auth/', () =>
      HttpResponse.json({ statusCode: 403, code: 'C100', message: 'no permission' }, { status: 403 }),
    );
    renderAdmin('/admincenter/users/edit/user-1', adminUser, { handlers: [refuse] });
    await user.click(await screen.findByRole('button', { name: 'Speichern' }));
    const toast = await toastText();
    expect(toast).toContain('Fehler: Speichern fehlgeschlagen');
    expect(toast).toContain('no permission');
  });
});

describe('users admin guard', () => {
  it('sends a user without admin rights away before any user data is read', async () => {
    const { spy, urls } = recordRequests('GET', '/api/v0/auth/');
    const { assign } = renderAdmin('/admincenter/users/browse', plainUser, { handlers: [spy] });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fadmincenter%2Fusers%2Fbrowse'),
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(urls).toEqual([]);
  });
});

import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guestUser } from '@gartenwerk/api-client/msw';
import { adminUser, plainUser, renderAdmin, systemUser } from '../test/renderAdmin';

describe('admin centre guard', () => {
  it('sends a guest to the storefront login with the admin path to return to', async () => {
    const { assign } = renderAdmin('/admincenter/pages/browse', guestUser);

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fadmincenter%2Fpages%2Fbrowse');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Seiten' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Weiterleitung zur Anmeldung …');
  });

  it('shows only a loading state while the current user is not known yet', () => {
    renderAdmin('/admincenter/dashboard', guestUser);

    // Straight after the first render the request is still in flight.
    expect(screen.getByRole('status').textContent).toBe('Anmeldung wird geprüft …');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('sends a signed-in user without admin rights to the login, keeping the query string', async () => {
    const { assign } = renderAdmin('/admincenter/shop/orders?status=open', plainUser);

    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fadmincenter%2Fshop%2Forders%3Fstatus%3Dopen');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('lets an admin in', async () => {
    const { assign } = renderAdmin('/admincenter/pages/browse', adminUser);

    expect(await screen.findByRole('heading', { level: 1, name: 'Seiten' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin-Navigation' })).toBeTruthy();
    expect(screen.getByText('Angemeldet als Verwaltung')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('lets a system user in', async () => {
    const { assign } = renderAdmin('/admincenter/account', systemUser);

    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Konto' })).toBeTruthy();
    expect(screen.getByText('Angemeldet als Systembetreuung')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows an error with a retry instead of admin content when the user cannot be loaded', async () => {
    const failingUserRead = http.get('*/api/v0/auth/current', () =>
      HttpResponse.json(
        { statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' },
        { status: 500 },
      ),
    );
    const { assign } = renderAdmin('/admincenter/dashboard', adminUser, { handlers: [failingUserRead] });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Der angemeldete Benutzer konnte nicht geladen werden.',
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});

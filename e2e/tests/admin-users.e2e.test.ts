import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fillLogin, useShopInBrowser } from './browser';
import { ADMIN, type RunningShop } from './server';

const STAFF = { handle: 'nora.neu@gartenwerk.test', password: 'Rosen-Beet-2026!' } as const;

describe('user management in the admin centre: create, role, lock, delete', () => {
  let shop: RunningShop;
  let page: Page;
  let editUrl = '';
  useShopInBrowser((opened) => ({ shop, page } = opened));

  const url = (path: string) => `${shop.baseUrl}${path}`;

  /** What the server answers the new user's login, and with its session the admins' user list. */
  async function asStaff(): Promise<{ login: number; userList?: number }> {
    const login = await fetch(url('/api/v0/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    if (login.status !== 200) return { login: login.status };
    const { token } = (await login.json()) as { token: string };
    const list = await fetch(url('/api/v0/auth/'), { headers: { authorization: `Bearer ${token}` } });
    return { login: 200, userList: list.status };
  }

  it('creates a user with a password who can log in but not administer', async () => {
    await page.goto(url('/admincenter/users/add'));
    await page.waitForURL(/\/login\?redirect=/);
    await fillLogin(page, ADMIN.handle, ADMIN.password);
    await page.waitForURL(url('/admincenter/users/add'));

    await page.getByRole('textbox', { name: 'E-Mail' }).fill(STAFF.handle);
    await page.getByRole('textbox', { name: 'Name' }).fill('Nora Neu');
    await page.getByLabel('Passwort', { exact: true }).fill(STAFF.password);
    const roles = page.getByRole('group', { name: 'Rollen' });
    expect(await roles.getByRole('checkbox', { name: 'Benutzer' }).isChecked()).toBe(true);
    expect(await roles.getByRole('checkbox', { name: 'Administrator' }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Benutzer angelegt').waitFor();
    await page.getByRole('form', { name: 'Profil' }).waitFor();
    editUrl = page.url();
    expect(editUrl).toMatch(/\/admincenter\/users\/edit\/[^/]+$/);

    expect(await asStaff()).toEqual({ login: 200, userList: 403 });
  });

  it('makes the user an administrator, which the server then lets administer', async () => {
    const roles = page.getByRole('group', { name: 'Rollen' });
    await roles.getByRole('checkbox', { name: 'Administrator' }).check();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('gespeichert').first().waitFor();

    expect(await asStaff()).toEqual({ login: 200, userList: 200 });
    await page.reload();
    expect(
      await page
        .getByRole('group', { name: 'Rollen' })
        .getByRole('checkbox', { name: 'Administrator' })
        .isChecked(),
    ).toBe(true);
  });

  it('locks the account, so its login is refused, and unlocks it again', async () => {
    await page.getByRole('button', { name: 'Sperren' }).click();
    await page.getByText('Konto gesperrt').first().waitFor();
    await page.getByText('Das Konto ist gesperrt; eine Anmeldung ist nicht möglich.').waitFor();
    expect(await asStaff()).toEqual({ login: 423 });

    await page.getByRole('button', { name: 'Entsperren' }).click();
    await page.getByText('Konto entsperrt').first().waitFor();
    expect(await asStaff()).toEqual({ login: 200, userList: 200 });
  });

  it('deletes the user after the confirmation; the server no longer knows it', async () => {
    await page.getByRole('button', { name: 'Benutzer löschen' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    expect(await asStaff()).toEqual({ login: 200, userList: 200 });

    await page.getByRole('button', { name: 'Benutzer löschen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('gelöscht').first().waitFor();
    await page.waitForURL(url('/admincenter/users/browse'));
    await page.getByText('1 Benutzer').waitFor();

    const admin = (await (
      await fetch(url('/api/v0/auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
    ).json()) as { token: string };
    const id = decodeURIComponent(editUrl.split('/').pop()!);
    const deleted = await fetch(url(`/api/v0/auth/${id}`), {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(deleted.status).toBe(404);
    expect((await asStaff()).login).toBe(401);
  });
});

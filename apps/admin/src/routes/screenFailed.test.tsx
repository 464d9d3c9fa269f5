import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, renderAdmin } from '../test/renderAdmin';

// The account screen's chunk cannot be loaded, as when a newer version was deployed since the tab
// loaded the admin centre.
vi.mock('../screens/account/Account', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a screen whose chunk cannot be loaded', () => {
  it('says so inside the shell and offers a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin('/admincenter/account', adminUser);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Die Seite konnte nicht geladen werden. Vielleicht gibt es inzwischen eine neue Version des Admincenters.',
    );
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin-Navigation' })).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

describe('shop/shipping/discounts/:id', () => {
  it('names the roles a discount is for in German', async () => {
    renderAdmin('/admincenter/shop/shipping/discounts/new', adminUser);
    expect(await screen.findByRole('checkbox', { name: 'Benutzer' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Administrator' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'user' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'admin' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ADMIN_NAMESPACE, createAdminI18n } from '../../i18n/createAdminI18n';
import { reasonText } from './ProductStock';

describe('a stock movement’s reason', () => {
  it('names the shop’s own reasons in words and shows an admin’s as typed', () => {
    const german = createAdminI18n('de').getFixedT(null, ADMIN_NAMESPACE);
    expect(reasonText('order', german)).toBe('Bestellung');
    expect(reasonText('order removed', german)).toBe('Bestellung gelöscht');
    expect(reasonText('paid after release', german)).toBe('Nach Freigabe bezahlt');
    expect(reasonText('payment abandoned', german)).toBe('Zahlung abgebrochen');
    expect(reasonText('Bruch', german)).toBe('Bruch');
    const english = createAdminI18n('en').getFixedT(null, ADMIN_NAMESPACE);
    expect(reasonText('order', english)).toBe('Order');
  });
});

import { describe, expect, it } from 'vitest';
import { immutabilityRule } from './DocumentView';

const company = (country: string, uid = '') => ({
  name: 'Gartenwerk',
  street: '',
  zip: '',
  city: '',
  country,
  email: '',
  phone: '',
  uid,
  register: '',
  authority: '',
});

describe('the rule an issued invoice names for being unchangeable', () => {
  it('is § 131 BAO for an Austrian business and the GoBD for a German one', () => {
    expect(immutabilityRule(company('AT'))).toBe('BAO § 131');
    expect(immutabilityRule(company('Österreich', 'ATU00000000'))).toBe('BAO § 131');
    expect(immutabilityRule(company('de'))).toBe('GoBD');
    expect(immutabilityRule(company('Deutschland'))).toBe('GoBD');
    expect(immutabilityRule(company('', 'DE123456789'))).toBe('GoBD');
    // Nothing named yet: the nursery is Austrian.
    expect(immutabilityRule(company(''))).toBe('BAO § 131');
    expect(immutabilityRule(undefined)).toBe('BAO § 131');
  });
});

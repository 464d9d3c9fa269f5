import { describe, expect, it } from 'vitest';
import { clashingShopPaths, DEFAULT_SHOP_PATHS, isUsableShopPath, shopPaths } from './shop-paths';
import { shopGroupPath, shopProductPath } from './slug';

describe('shop paths', () => {
  it('uses the spec defaults and the storefront own addresses when nothing is configured', () => {
    expect(DEFAULT_SHOP_PATHS.shop).toBe('/shop');
    expect(DEFAULT_SHOP_PATHS.checkout_address).toBe('/shop/cart/checkout/2');
    expect(DEFAULT_SHOP_PATHS.terms).toBe('/Agb');
    expect(DEFAULT_SHOP_PATHS.shipping).toBe('/Versandkosten');
    expect(DEFAULT_SHOP_PATHS.login).toBe('/login');
    expect(DEFAULT_SHOP_PATHS.search).toBe('/search');
    expect(DEFAULT_SHOP_PATHS.specials).toBe('/specials');
    expect(DEFAULT_SHOP_PATHS.resetPassword).toBe('/resetPassword');
  });

  it('takes a configured address, without a trailing slash', () => {
    const paths = shopPaths({ shop: '/laden/', login: '/anmelden', terms: '' });
    expect(paths.shop).toBe('/laden');
    expect(paths.login).toBe('/anmelden');
    expect(paths.terms).toBe('/Agb');
  });

  it('ignores addresses the storefront cannot route', () => {
    expect(isUsableShopPath('laden')).toBe(false);
    expect(isUsableShopPath('/laden?x=1')).toBe(false);
    expect(isUsableShopPath('//laden')).toBe(false);
    expect(isUsableShopPath('/api/shop')).toBe(false);
    expect(isUsableShopPath('/admincenter')).toBe(false);
    expect(isUsableShopPath('/mein-konto/bestellungen')).toBe(true);
    expect(shopPaths({ account: '/api/x' }).account).toBe('/account');
  });

  it('names the pages that share an address, ignoring case', () => {
    expect(clashingShopPaths(DEFAULT_SHOP_PATHS)).toEqual([]);
    expect(clashingShopPaths(shopPaths({ login: '/Konto', account: '/konto' }))).toEqual([
      'login',
      'account',
    ]);
  });

  it('builds group and product addresses below the shop base', () => {
    expect(shopGroupPath('obstbaeume', '/laden')).toBe('/laden/obstbaeume');
    expect(shopProductPath('apfel', 'obstbaeume', '/laden')).toBe('/laden/obstbaeume/apfel');
    expect(shopProductPath('apfel', null, '/laden')).toBe('/p/apfel');
  });
});

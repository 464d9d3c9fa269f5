import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Domain from '../src';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const esmEntry = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const cjsEntry = fileURLToPath(new URL('../dist/index.cjs', import.meta.url));

type DomainModule = typeof Domain;

function priceSample(domain: DomainModule) {
  return domain.priceCart({
    lines: [{ item: { _id: 'thuja', price: 120, vat_groups: ['standard'] }, amount: 2 }],
    settings: { home_country: 'at', vat_type: 'inclusive', vat_groups: [{ uuid: 'standard', rates: { at: 20, de: 19 } }] },
    invoiceAddress: { type: 'person', country: 'de', zip: '80331' },
    voucher: 10,
  });
}

describe('the built package', () => {
  beforeAll(() => {
    // The turbo test task builds first; building here keeps a plain `vitest run` working too.
    if (!existsSync(esmEntry) || !existsSync(cjsEntry)) execSync('pnpm build', { cwd: packageDir, stdio: 'ignore' });
  }, 120_000);

  it('imports as ESM', async () => {
    const domain = (await import(pathToFileURL(esmEntry).href)) as DomainModule;
    expect(domain.toCents(19.99)).toBe(1999);
    expect(domain.FALLBACK_PRICE).toBe(999);
    expect(priceSample(domain)).toMatchObject({ items: 23800, total: 22800, voucherUsed: 1000, vatCountry: 'de' });
  });

  it('requires as CommonJS', () => {
    const domain = createRequire(import.meta.url)(cjsEntry) as DomainModule;
    expect(domain.fromCents(1999)).toBe(19.99);
    expect(domain.validateEmail('')).toBe('E-mail is required');
    expect(priceSample(domain)).toMatchObject({ items: 23800, total: 22800, voucherUsed: 1000, vatCountry: 'de' });
  });

  it('ships type declarations for both', () => {
    expect(existsSync(fileURLToPath(new URL('../dist/index.d.ts', import.meta.url)))).toBe(true);
    expect(existsSync(fileURLToPath(new URL('../dist/index.d.cts', import.meta.url)))).toBe(true);
  });
});

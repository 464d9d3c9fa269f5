// Global setup of each vitest project: starts one shop, lets it make the first start's demo seeds and
// their image variants, and stops it. Every test file's shop starts as a copy of it (startShop), so
// the run pays for the first start once, not once per file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase } from '@gartenwerk/test-helpers';
import type { TestProject } from 'vitest/node';
import { ADMIN, spawnShop } from './shop-process';

export default async function seedShopOnce(project: TestProject): Promise<() => Promise<void>> {
  const onPostgres = project.config.env?.E2E_DATABASE === 'postgres';
  const dataDir = mkdtempSync(join(tmpdir(), 'gartenwerk-e2e-seeded-'));
  const database = onPostgres ? await createPostgresDatabase() : undefined;
  const { baseUrl, server } = await spawnShop(dataDir, database ? { DATABASE_URL: database.url } : {});
  try {
    await imageVariantsMade(baseUrl);
  } finally {
    await server.stop();
  }
  project.provide('seededShop', { dataDir, database: database?.name });
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
}

/** Waits until the file library has made every seeded image's variants (two minutes at most). */
async function imageVariantsMade(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/v0/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const deadline = Date.now() + 120_000;
  for (;;) {
    const list = await fetch(`${baseUrl}/api/v0/file/?limit=1000`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { items } = (await list.json()) as { items: Array<{ processing: boolean }> };
    if (!items.some((file) => file.processing)) return;
    if (Date.now() > deadline)
      throw new Error('the seeded images still had variants to make after two minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

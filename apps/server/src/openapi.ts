// Run at build (`node dist/openapi.js`): writes what the API client's msw stand-in is checked against,
// both from this server with its initial seed: the OpenAPI document (dist/openapi.json) and its real
// answers to a guest's core reads (dist/seed-answers.json), which the stand-in must give alike.
import { writeFileSync } from 'node:fs';
import { buildApp } from './app';
import { openDatabase } from './core/db';
import { runInitialSeed } from './seed/seed';

const notBuilt = new URL('./no-front-end', import.meta.url).pathname;
const database = await openDatabase({ kind: 'pglite' });
await runInitialSeed(database.db, {
  adminEmail: 'admin@gartenwerk.local',
  adminPassword: 'only-for-the-build-2026',
});
const app = await buildApp({
  db: database.db,
  sessionSecret: 'only-for-reading-the-route-schemas',
  storefrontDist: notBuilt,
  adminDist: notBuilt,
  logLevel: 'silent',
  publicCache: false,
});
await app.ready();
const write = (name: string, value: unknown) =>
  writeFileSync(new URL(name, import.meta.url), `${JSON.stringify(value, null, 2)}\n`);
write('./openapi.json', app.swagger());

const answers: Array<{ url: string; status: number; body: unknown }> = [];
const read = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  const answer = { url, status: response.statusCode, body: response.json() };
  answers.push(answer);
  return answer.body as { items: Array<{ _id: string }> };
};
await read('/api/v0/config/');
await read('/api/v0/auth/current');
const groups = await read('/api/v0/shop_productgroup/');
const products = await read('/api/v0/shop_product/');
await read(`/api/v0/shop_productgroup/${groups.items[0]!._id}`);
await read(`/api/v0/shop_product/${products.items[0]!._id}`);
await read(`/api/v0/shop_product/?product_groups=${groups.items[0]!._id}`);
await read('/api/v0/shop_product/gibt-es-nicht');
await read('/api/v0/entry/?route=%2F&type=page');
await read('/api/v0/entry/?type=news');
write('./seed-answers.json', answers);

await app.close();
await database.close();

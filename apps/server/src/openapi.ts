// Run at build (`node dist/openapi.js`): writes the HTTP API's OpenAPI document to dist/openapi.json,
// the document the API client's msw stand-in is checked against.
import { writeFileSync } from 'node:fs';
import { buildApp } from './app';
import { openDatabase } from './core/db';

const notBuilt = new URL('./no-front-end', import.meta.url).pathname;
const database = await openDatabase({ kind: 'pglite' });
const app = await buildApp({
  db: database.db,
  sessionSecret: 'only-for-reading-the-route-schemas',
  storefrontDist: notBuilt,
  adminDist: notBuilt,
  logLevel: 'silent',
});
await app.ready();
writeFileSync(new URL('./openapi.json', import.meta.url), `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();

import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support';

describe.each(await databaseKinds())('GET /api/health on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('reports the database reachable', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'reachable' });
  });

  it('answers 503 once the database is gone', async () => {
    await server.database.close();
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
  });
});

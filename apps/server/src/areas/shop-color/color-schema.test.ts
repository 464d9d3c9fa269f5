import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../../test/support';

// The admin form checks a colour with the same schema before sending; the server must refuse the same.
describe.each(await databaseKinds())('colour bodies on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const post = (payload: object) => call(server, 'POST', '/api/v0/shop_color/', payload, server.adminToken);

  it('refuses a colour code that is not #rrggbb, and takes a good one or none', async () => {
    const named = await post({ title: 'Gelb', code: 'gelb' });
    expect(named.statusCode).toBe(400);
    expect(named.json()).toMatchObject({ code: 'VALIDATION' });
    expect((await post({ title: 'Gelb', code: '#fdd835' })).json()).toMatchObject({
      title: 'Gelb',
      code: '#fdd835',
    });
    expect((await post({ title: 'Ohne', code: null })).json()).toMatchObject({ title: 'Ohne', code: null });
  });

  it('refuses an empty title', async () => {
    const empty = await post({ title: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION' });
  });
});

import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, startTestServer, type TestServer } from '../../../test/support';
import { exportSubscribersCsv } from './export';
import { newsletterSubscribers } from './table';

const LISTS = '/api/v0/newsletter_list/';
const EXPORT = '/api/v0/newsletter_subscriber/export';

describe.each(await databaseKinds())('the subscriber export on %s', (kind) => {
  let server: TestServer;
  const admin = adminCalls(() => server);
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it('streams a few thousand subscribers page by page, each once, in the order of the addresses', async () => {
    const list = (await admin('POST', LISTS, { name: 'Staudenfreunde', double_opt_in: false })).json<{
      _id: string;
    }>();
    // 3,200 on the list (inserted out of order), 50 others the filter leaves out.
    const numbers = Array.from({ length: 3_250 }, (_, index) => (index * 7919) % 3_250);
    for (let start = 0; start < numbers.length; start += 500) {
      await server.database.db.insert(newsletterSubscribers).values(
        numbers.slice(start, start + 500).map((n) => ({
          email: `abo${String(n).padStart(5, '0')}@beispiel.test`,
          name: `Abonnent ${n}`,
          status: 'confirmed',
          lists: n < 3_200 ? [list._id] : [],
          unsubscribeToken: `token-${n}`,
        })),
      );
    }

    const answer = await admin('GET', `${EXPORT}?list=${list._id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFE-Mail;Name;Status;Listen;Tags;Gruppen;Sprache;Eingetragen;Bestätigt;Abgemeldet',
    );
    expect(lines.at(-1)).toBe('');
    const addresses = lines.slice(1, -1).map((line) => line.split(';')[0]);
    expect(addresses).toEqual(
      Array.from({ length: 3_200 }, (_, n) => `abo${String(n).padStart(5, '0')}@beispiel.test`),
    );
    expect(lines[1]).toBe(
      'abo00000@beispiel.test;Abonnent 0;bestätigt;Staudenfreunde;;;de;' +
        lines[1]!.split(';').slice(7).join(';'),
    );

    // One chunk per page of the database (the header first), not the whole file at once.
    const chunks: string[] = [];
    for await (const chunk of exportSubscribersCsv(
      server.database.db,
      { list: list._id, search: '' },
      'de',
      700,
    ))
      chunks.push(String(chunk));
    expect(chunks).toHaveLength(1 + Math.ceil(3_200 / 700));
    expect(chunks.slice(1).map((chunk) => chunk.split('\r\n').length - 1)).toEqual([700, 700, 700, 700, 400]);
    expect(chunks.join('')).toBe(answer.body);
  });
});

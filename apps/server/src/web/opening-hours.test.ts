import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, STOREFRONT_BUILD, type TestServer } from '../../test/support';

/** The page's main content as text: tags and React's text separators left out. */
const mainText = (html: string) =>
  html
    .slice(html.indexOf('<main'), html.indexOf('</main>'))
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\s\u00a0]+/g, ' ');

/** The schema.org data of the page's JSON-LD script. */
const jsonLd = (html: string) => {
  const found = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(found, 'a JSON-LD script').not.toBeNull();
  return JSON.parse(found![1]!) as Array<{
    '@type': string;
    name: string;
    openingHoursSpecification: Array<Record<string, string>>;
  }>;
};

describe('the opening-hours page rendered on the server on pglite', () => {
  let server: TestServer;
  // Monday 16 November 2026 (the seeded regular week: 8:00 to 18:00), ten seconds before the nursery closes.
  let clock = new Date('2026-11-16T16:59:50Z');
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      storefrontDist: STOREFRONT_BUILD,
      areaOptions: { booking: { now: () => clock } },
      publicCache: { now: () => clock.getTime() },
    });
  });
  afterAll(() => server.close());

  const page = async () => {
    const answer = await call(server, 'GET', '/Oeffnungszeiten', undefined, undefined, {
      'accept-language': 'de',
    });
    expect(answer.statusCode).toBe(200);
    return answer;
  };

  it('carries the OpeningHoursSpecification JSON-LD and the open state of the moment', async () => {
    const answer = await page();
    expect(answer.headers['x-cache']).toBe('miss');
    const [nursery, gardenCentre] = jsonLd(answer.body);
    expect(nursery!['@type']).toBe('LocalBusiness');
    expect(nursery!.name).toBe('Baumschule');
    expect(nursery!.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '08:00',
      closes: '18:00',
    });
    expect(gardenCentre!.name).toBe('Gartencenter');
    const text = mainText(answer.body);
    expect(text).toContain('Baumschule jetzt geöffnet · bis 18:00 Uhr');
    expect(text).toContain('Gartencenter jetzt geöffnet · bis 18:00 Uhr');
  });

  it('is served from the page cache only until the nursery closes, then rendered with the new state', async () => {
    clock = new Date('2026-11-16T16:59:55Z');
    expect((await page()).headers['x-cache']).toBe('hit');
    // 18:00:05 in Vienna: within the cache's 30 seconds, but the page told "open".
    clock = new Date('2026-11-16T17:00:05Z');
    const closed = await page();
    expect(closed.headers['x-cache']).toBe('miss');
    const text = mainText(closed.body);
    expect(text).toContain('Baumschule geschlossen, öffnet am Dienstag um 8:00 Uhr');
    expect(text).not.toContain('jetzt geöffnet');
    expect(jsonLd(closed.body)[0]!.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Tuesday',
      opens: '08:00',
      closes: '18:00',
    });
  });
});

import { guessCsvSeparator, isValidEmail, readCsv } from '@gartenwerk/domain';
import {
  defaultNewsletterSettings,
  newsletterListSchemas,
  newsletterSubscriberSchemas,
  type NewsletterImport,
  type NewsletterImportProblem,
  type NewsletterSettings,
} from '@gartenwerk/domain/schemas';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { entityHandlers } from './msw-entity';
import type {
  NewsletterList,
  NewsletterState,
  NewsletterSubscriber,
  NewsletterSubscription,
} from './newsletter';

export const demoNewsletterLists: NewsletterList[] = [
  {
    _id: 'list-tipps',
    name: 'Gartentipps',
    description: 'Pflanztipps zur Jahreszeit',
    public: true,
    double_opt_in: true,
    subscribers: 2,
    created: '2026-02-01T08:00:00.000Z',
  },
  {
    _id: 'list-haendler',
    name: 'Händler',
    description: 'Preislisten für Wiederverkäufer',
    public: false,
    double_opt_in: false,
    subscribers: 0,
    created: '2026-02-02T08:00:00.000Z',
  },
];

export const demoNewsletterSubscribers: NewsletterSubscriber[] = [
  {
    _id: 'sub-erika',
    email: 'erika@beispiel.test',
    name: 'Erika Muster',
    status: 'confirmed',
    lists: ['list-tipps'],
    tags: ['messe'],
    groups: [],
    language: 'de',
    created: '2026-03-01T09:00:00.000Z',
    confirmed: '2026-03-01T09:05:00.000Z',
    unsubscribed: null,
    consents: [
      {
        date: '2026-03-01T09:00:00.000Z',
        form: 'footer',
        text: 'Ja, ich möchte den Newsletter der Gartenwerk GmbH per E-Mail erhalten.',
        ip: '203.0.113.0',
        language: 'de',
        confirmed: '2026-03-01T09:05:00.000Z',
      },
    ],
  },
  {
    _id: 'sub-otto',
    email: 'otto@beispiel.test',
    name: '',
    status: 'unconfirmed',
    lists: [],
    tags: [],
    groups: [],
    language: 'de',
    created: '2026-03-02T09:00:00.000Z',
    confirmed: null,
    unsubscribed: null,
    consents: [
      {
        date: '2026-03-02T09:00:00.000Z',
        form: 'checkout',
        text: 'Ich möchte den Newsletter erhalten',
        ip: '198.51.100.0',
        language: 'de',
        confirmed: null,
      },
    ],
  },
  {
    _id: 'sub-weg',
    email: 'weg@beispiel.test',
    name: 'Walter Weg',
    status: 'unsubscribed',
    lists: ['list-tipps'],
    tags: [],
    groups: ['b2b'],
    language: 'de',
    created: '2026-01-02T09:00:00.000Z',
    confirmed: '2026-01-02T09:10:00.000Z',
    unsubscribed: '2026-02-10T12:00:00.000Z',
    consents: [],
  },
];

/** The lists' and subscribers' routes over copies of the given (the demo data unless given). */
export function createNewsletterAdminHandlers(
  lists: NewsletterList[] = demoNewsletterLists,
  subscribers: NewsletterSubscriber[] = demoNewsletterSubscribers,
): HttpHandler[] {
  return [
    ...entityHandlers({
      path: '/api/v0/newsletter_list/',
      schemas: newsletterListSchemas,
      items: structuredClone(lists),
      create: (body, _id) => ({
        description: '',
        public: true,
        double_opt_in: true,
        ...body,
        _id,
        subscribers: 0,
        created: new Date().toISOString(),
      }),
      notFound: 'newsletter list not found',
      matches: (list, query) => {
        const search = query.get('search')?.toLowerCase();
        const visibility = query.get('public');
        return (
          (!search || `${list.name} ${list.description}`.toLowerCase().includes(search)) &&
          (!visibility || String(list.public) === visibility)
        );
      },
    }),
    ...entityHandlers({
      path: '/api/v0/newsletter_subscriber/',
      schemas: newsletterSubscriberSchemas,
      items: structuredClone(subscribers),
      // An admin's entry waits for the person's confirmation, as on the server.
      create: (body, _id): NewsletterSubscriber => {
        const now = new Date().toISOString();
        return {
          name: '',
          lists: [],
          tags: [],
          groups: [],
          language: 'de',
          ...body,
          email: body.email.trim().toLowerCase(),
          _id,
          status: 'unconfirmed',
          created: now,
          confirmed: null,
          unsubscribed: null,
          consents: [
            {
              date: now,
              form: 'admin',
              text: 'Vom Betreiber im Admincenter eingetragen',
              ip: '127.0.0.0',
              language: 'de',
              confirmed: null,
            },
          ],
        };
      },
      notFound: 'newsletter subscriber not found',
      matches: (subscriber, query) => {
        const search = query.get('search')?.toLowerCase();
        const list = query.get('list');
        const status = query.get('status');
        return (
          (!search || `${subscriber.email} ${subscriber.name}`.toLowerCase().includes(search)) &&
          (!list || subscriber.lists.includes(list)) &&
          (!status || subscriber.status === status) &&
          (!query.get('tag') || subscriber.tags.includes(query.get('tag')!)) &&
          (!query.get('group') || subscriber.groups.includes(query.get('group')!))
        );
      },
    }),
    http.get('*/api/v0/newsletter_subscriber/labels', () =>
      HttpResponse.json({
        tags: [...new Set(subscribers.flatMap((subscriber) => subscriber.tags))].sort(),
        groups: [...new Set(subscribers.flatMap((subscriber) => subscriber.groups))].sort(),
      }),
    ),
    ...createNewsletterSettingsHandlers(subscribers.map((subscriber) => subscriber.email)),
  ];
}

const refuse = (message: string) =>
  HttpResponse.json({ statusCode: 400, code: 'VALIDATION', message }, { status: 400 });

/**
 * The settings (defaults until saved; a double opt-in text without {{link}} refused) and the CSV
 * import over the given stored addresses: invalid addresses and duplicates are reported per row.
 */
export function createNewsletterSettingsHandlers(stored: string[] = []): HttpHandler[] {
  let settings: NewsletterSettings = defaultNewsletterSettings();
  const known = new Set(stored);
  return [
    http.get('*/api/v0/newsletter/settings', () => HttpResponse.json(settings)),
    http.put('*/api/v0/newsletter/settings', async ({ request }) => {
      const update = (await request.json()) as Partial<NewsletterSettings>;
      const missing =
        update.doi &&
        (['de', 'en'] as const).find((language) => !update.doi![language].body.includes('{{link}}'));
      if (missing)
        return refuse(
          `Der Text der Bestätigungsmail (${missing}) braucht den Platzhalter {{link}} für den Bestätigungslink.`,
        );
      settings = { ...settings, ...update };
      return HttpResponse.json(settings);
    }),
    http.post('*/api/v0/newsletter_subscriber/import', async ({ request }) => {
      const body = (await request.json()) as NewsletterImport;
      if (body.existing_consent && !body.source?.trim())
        return refuse('Bitte nennen Sie, wo die Einwilligung gegeben wurde (Quelle).');
      const [, ...rows] = readCsv(body.csv, guessCsvSeparator(body.csv));
      const problems: NewsletterImportProblem[] = [];
      let imported = 0;
      rows.forEach((cells, index) => {
        const line = (body.first_line ?? 2) + index;
        const email = (cells[body.mapping.email] ?? '').trim().toLowerCase();
        if (!isValidEmail(email))
          problems.push({ line, email, result: 'invalid', message: 'Ungültige E-Mail-Adresse' });
        else if (known.has(email))
          problems.push({
            line,
            email,
            result: 'duplicate',
            message: 'Die Adresse ist bereits eingetragen.',
          });
        else {
          known.add(email);
          imported++;
        }
      });
      return HttpResponse.json({
        imported,
        duplicates: problems.filter((row) => row.result === 'duplicate').length,
        invalid: problems.filter((row) => row.result === 'invalid').length,
        problems,
      });
    }),
  ];
}

/**
 * The public double opt-in calls: `confirmed` addresses answer 11000; `tokens` maps verify and
 * unsubscribe tokens to addresses.
 */
export function createNewsletterHandlers(
  options: { confirmed?: string[]; tokens?: Record<string, string>; lists?: NewsletterList[] } = {},
): HttpHandler[] {
  const confirmed = new Set(options.confirmed ?? []);
  const tokens = options.tokens ?? {};
  const state = (email: string, status: NewsletterState['status'], mailed: boolean): NewsletterState => ({
    email,
    status,
    mailed,
  });
  return [
    http.get('*/api/v0/newsletter/lists', () =>
      HttpResponse.json({
        items: (options.lists ?? demoNewsletterLists)
          .filter((list) => list.public)
          .map(({ _id, name, description }) => ({ _id, name, description })),
      }),
    ),
    http.post('*/api/v0/newsletter/subscribe', async ({ request }) => {
      const body = (await request.json()) as NewsletterSubscription;
      const email = body.email.trim().toLowerCase();
      if (confirmed.has(email))
        return HttpResponse.json(
          { statusCode: 409, code: 11000, message: 'Email Adresse ist bereits vorhanden !' },
          { status: 409 },
        );
      return HttpResponse.json(state(email, 'unconfirmed', true));
    }),
    http.post('*/api/v0/newsletter/verify', async ({ request }) => {
      const { token } = (await request.json()) as { token: string };
      const email = tokens[token];
      if (!email)
        return HttpResponse.json(
          {
            statusCode: 400,
            code: 'TOKEN_EXPIRED',
            message: 'Dieser Bestätigungslink ist abgelaufen. Bitte melden Sie sich noch einmal an.',
          },
          { status: 400 },
        );
      confirmed.add(email);
      return HttpResponse.json(state(email, 'confirmed', true));
    }),
    http.post('*/api/v0/newsletter/unsubscribe', async ({ request }) => {
      const { token } = (await request.json()) as { token: string };
      const email = tokens[token];
      if (!email)
        return HttpResponse.json(
          { statusCode: 404, code: 'NOT_FOUND', message: 'Dieser Abmeldelink ist ungültig.' },
          { status: 404 },
        );
      confirmed.delete(email);
      return HttpResponse.json(state(email, 'unsubscribed', false));
    }),
  ];
}

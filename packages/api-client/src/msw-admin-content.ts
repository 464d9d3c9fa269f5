/**
 * In-memory msw handlers for the admin centre's content, inbox and settings calls: each call of
 * `createAdminContentHandlers` owns its own copy of the data, so tests never share state.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AdminEntry, AdminEntryBlock, InboxMessage, AdminMessageSettings } from './admin-content';
import type { ServerErrorBody, SiteConfig } from './types';

// Kept here rather than imported, so the msw entry does not bundle a second copy of the api.
const ADMIN_BREAKPOINTS = ['xs', 'md', 'lg'] as const;

const DEFAULT_ATTRS: AdminEntryBlock['attrs'] = {
  size: { xs: 12, md: 12, lg: 12 },
  visible: { xs: true, md: true, lg: true },
};

/** A complete entry from a few fields, with the server's defaults for the rest. */
export function demoAdminEntry(fields: Partial<AdminEntry> & { _id: string }): AdminEntry {
  return {
    title: 'Titel',
    title_en: '',
    slug: null,
    type: 'page',
    route: null,
    parent_page: null,
    order: 0,
    tags: [],
    published: false,
    publish_date: '2026-03-01T08:00:00.000Z',
    date: '2026-03-01T08:00:00.000Z',
    content: '',
    content_en: '',
    media: { images: [] },
    downloads: [],
    links: [],
    sponsors: [],
    meta_keywords: '',
    meta_description: '',
    data: [],
    ...fields,
  };
}

export const demoAdminEntries: AdminEntry[] = [
  demoAdminEntry({
    _id: 'page-home',
    title: 'Startseite',
    route: '/',
    slug: 'start',
    order: 1,
    published: true,
    data: [
      { type: 'text', props: { content: '<p>Willkommen</p>' }, attrs: DEFAULT_ATTRS },
      { type: 'hr', props: {}, attrs: DEFAULT_ATTRS },
    ],
  }),
  demoAdminEntry({
    _id: 'page-team',
    title: 'Team',
    route: '/Team',
    slug: 'Team',
    order: 3,
    published: true,
  }),
  demoAdminEntry({
    _id: 'page-jobs',
    title: 'Jobs',
    route: '/Jobs',
    slug: 'Jobs',
    order: 2,
    published: false,
  }),
  demoAdminEntry({
    _id: 'page-hedges',
    title: 'Lebensbäume',
    route: '/Lebensbaeume',
    slug: 'Lebensbaeume',
    parent_page: 'page-home',
    order: 1,
    published: true,
  }),
  demoAdminEntry({
    _id: 'news-spring',
    title: 'Frühjahrsaktion',
    type: 'news',
    publish_date: '2026-04-01T08:00:00.000Z',
    published: true,
  }),
];

export const demoInboxMessages: InboxMessage[] = [
  {
    _id: 'message-1',
    form: 'contact',
    read: false,
    tags: [],
    name: 'Maria Huber',
    email: 'maria@example.at',
    phone: '+43 660 1234567',
    subject: 'Heckenpflanzung',
    message: 'Guten Tag, ich brauche 40 Lebensbäume für eine Hecke.',
    language: 'de',
    attachment: null,
    date: '2026-11-20T09:30:00.000Z',
  },
  {
    _id: 'message-2',
    form: 'jobs',
    read: true,
    tags: ['bewerbung'],
    name: 'Peter Gruber',
    email: 'peter@example.at',
    phone: '',
    subject: 'Bewerbung Gärtner',
    message: 'Anbei meine Bewerbung als Gärtner.',
    language: 'de',
    attachment: { name: 'lebenslauf.pdf', size: 20480, mime: 'application/pdf' },
    date: '2026-11-18T14:00:00.000Z',
  },
];

export interface AdminContentData {
  entries?: AdminEntry[];
  messages?: InboxMessage[];
  messageSettings?: AdminMessageSettings;
  /** The configuration PUT /api/v0/config/ changes; GET answers it, too. */
  config?: SiteConfig;
}

function notFound(): HttpResponse<ServerErrorBody> {
  return HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'not found' }, { status: 404 });
}

function paged<T>(items: T[], url: URL) {
  const skip = Number(url.searchParams.get('skip') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 0);
  return { items: limit > 0 ? items.slice(skip, skip + limit) : items.slice(skip), total: items.length };
}

/** Blocks come back with every breakpoint filled, as the server answers them. */
function resolveBlocks(
  blocks: Array<Partial<AdminEntryBlock> & Pick<AdminEntryBlock, 'type'>>,
): AdminEntryBlock[] {
  return blocks.map((block) => ({
    type: block.type,
    props: block.props ?? {},
    attrs: {
      size: Object.fromEntries(
        ADMIN_BREAKPOINTS.map((point) => [point, block.attrs?.size?.[point] ?? 12]),
      ) as AdminEntryBlock['attrs']['size'],
      visible: Object.fromEntries(
        ADMIN_BREAKPOINTS.map((point) => [point, block.attrs?.visible?.[point] ?? true]),
      ) as AdminEntryBlock['attrs']['visible'],
    },
  }));
}

export function createAdminContentHandlers(data: AdminContentData = {}): HttpHandler[] {
  const entries = structuredClone(data.entries ?? demoAdminEntries);
  const messages = structuredClone(data.messages ?? demoInboxMessages);
  let settings = structuredClone(data.messageSettings ?? { fields: [] });
  let config = data.config ? structuredClone(data.config) : undefined;
  let nextId = 1;

  function saveEntry(id: string, body: Partial<AdminEntry>) {
    const entry = entries.find((candidate) => candidate._id === id);
    if (!entry) return notFound();
    Object.assign(entry, body, { _id: id, published: entry.published });
    if (body.data) entry.data = resolveBlocks(body.data);
    return HttpResponse.json(entry);
  }

  function setPublished(published: boolean) {
    return async ({ request }: { request: Request }) => {
      const { _id } = (await request.json()) as { _id: string };
      const entry = entries.find((candidate) => candidate._id === _id);
      if (!entry) return notFound();
      entry.published = published;
      return HttpResponse.json(entry);
    };
  }

  const handlers: HttpHandler[] = [
    http.get('*/api/v0/entry/', ({ request }) => {
      const url = new URL(request.url);
      const query = url.searchParams;
      let found = entries.filter(
        (entry) =>
          (!query.has('type') || entry.type === query.get('type')) &&
          (!query.has('route') || entry.route === query.get('route')) &&
          (!query.has('slug') || entry.slug === query.get('slug')) &&
          (!query.has('parent_page') || entry.parent_page === query.get('parent_page')) &&
          (!query.has('tags') || entry.tags.includes(query.get('tags') ?? '')) &&
          (!query.has('published') || String(entry.published) === query.get('published')),
      );
      const byOrder = query.get('sort') === 'order' || (!query.has('sort') && query.get('type') === 'page');
      found = [...found].sort((a, b) =>
        byOrder
          ? a.order - b.order || a.title.localeCompare(b.title, 'de')
          : b.publish_date.localeCompare(a.publish_date),
      );
      return HttpResponse.json(paged(found, url));
    }),
    http.get('*/api/v0/entry/:id', ({ params }) => {
      const entry = entries.find((candidate) => candidate._id === params.id);
      return entry ? HttpResponse.json(entry) : notFound();
    }),
    http.post('*/api/v0/entry/', async ({ request }) => {
      const body = ((await request.json()) ?? {}) as Partial<AdminEntry>;
      const entry = demoAdminEntry({
        data: [{ type: 'text', props: { content: '<p></p>' }, attrs: DEFAULT_ATTRS }],
        ...body,
        _id: `entry-new-${nextId++}`,
        published: false,
      });
      entry.data = resolveBlocks(entry.data);
      entries.push(entry);
      return HttpResponse.json(entry, { status: 201 });
    }),
    http.put('*/api/v0/entry/', async ({ request }) => {
      const body = (await request.json()) as Partial<AdminEntry>;
      return saveEntry(body._id ?? '', body);
    }),
    http.delete('*/api/v0/entry/:id', ({ params }) => {
      const index = entries.findIndex((candidate) => candidate._id === params.id);
      if (index < 0) return notFound();
      entries.splice(index, 1);
      return HttpResponse.json({ _id: params.id });
    }),
    http.post('*/api/v0/publish/entry/', setPublished(true)),
    http.post('*/api/v0/unpublish/entry/', setPublished(false)),

    http.get('*/api/v0/message/settings', () => HttpResponse.json(settings)),
    http.put('*/api/v0/message/settings', async ({ request }) => {
      settings = (await request.json()) as AdminMessageSettings;
      return HttpResponse.json(settings);
    }),
    http.get('*/api/v0/message/', ({ request }) => {
      const url = new URL(request.url);
      const query = url.searchParams;
      const found = messages
        .filter(
          (message) =>
            (!query.has('read') || String(message.read) === query.get('read')) &&
            (!query.has('form') || message.form === query.get('form')) &&
            (!query.has('tags') || message.tags.includes(query.get('tags') ?? '')),
        )
        .sort((a, b) => b.date.localeCompare(a.date));
      return HttpResponse.json(paged(found, url));
    }),
    http.get('*/api/v0/message/:id', ({ params }) => {
      const message = messages.find((candidate) => candidate._id === params.id);
      return message ? HttpResponse.json(message) : notFound();
    }),
    http.put('*/api/v0/message/', async ({ request }) => {
      const body = (await request.json()) as Partial<InboxMessage>;
      const message = messages.find((candidate) => candidate._id === body._id);
      if (!message) return notFound();
      if (body.read !== undefined) message.read = body.read;
      if (body.tags !== undefined) message.tags = body.tags;
      return HttpResponse.json(message);
    }),
    http.delete('*/api/v0/message/:id', ({ params }) => {
      const index = messages.findIndex((candidate) => candidate._id === params.id);
      if (index < 0) return notFound();
      messages.splice(index, 1);
      return HttpResponse.json({ _id: params.id });
    }),
  ];

  if (config) {
    handlers.push(
      http.get('*/api/v0/config/', () => HttpResponse.json([config])),
      http.put('*/api/v0/config/', async ({ request }) => {
        const body = (await request.json()) as Partial<SiteConfig>;
        config = { ...(config as SiteConfig), ...body, _id: (config as SiteConfig)._id };
        return HttpResponse.json([config]);
      }),
    );
  }
  return handlers;
}

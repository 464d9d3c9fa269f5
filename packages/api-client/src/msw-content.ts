/**
 * msw handlers for entries, the contact and jobs forms, the captcha and the SEO meta: an
 * in-memory stand-in of the server's content areas for front-end tests and stories.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  BlockAttrs,
  ContentEntry,
  FileRef,
  Message,
  MessageFieldName,
  MessageInput,
  MessageSettings,
  PageMeta,
} from './content';
import type { ServerErrorBody } from './types';

const DEFAULT_ATTRS: BlockAttrs = {
  size: { xs: 12, md: 12, lg: 12 },
  visible: { xs: true, md: true, lg: true },
};

/** A block's attrs: the server's defaults with the given sizes and visibility. */
export function blockAttrs(
  size: Partial<BlockAttrs['size']> = {},
  visible: Partial<BlockAttrs['visible']> = {},
): BlockAttrs {
  return { size: { ...DEFAULT_ATTRS.size, ...size }, visible: { ...DEFAULT_ATTRS.visible, ...visible } };
}

/** An image of the library with its jpeg and webp variants. */
export const demoImage: FileRef = {
  _id: 'file-hedge',
  name: 'Thujenhecke.jpg',
  ext: 'jpg',
  res: { w: 2400, h: 1600 },
  gridrefs: [
    { gridref: 'g400', res: { w: 400, h: 267 }, size: 18000 },
    { gridref: 'g1200', res: { w: 1200, h: 1024 }, size: 142000 },
  ],
  gridrefs_ng: [
    { gridref: 'g400', res: { w: 400, h: 267 }, size: 18000 },
    { gridref: 'g1200', res: { w: 1200, h: 1024 }, size: 142000 },
  ],
};

export const demoImage2: FileRef = {
  _id: 'file-apple',
  name: 'Apfelbaum.jpg',
  ext: 'jpg',
  res: { w: 1600, h: 1200 },
  gridrefs: [{ gridref: 'g800', res: { w: 800, h: 1024 }, size: 96000 }],
  gridrefs_ng: [{ gridref: 'g800', res: { w: 800, h: 1024 }, size: 96000 }],
};

export const demoDownload: FileRef = {
  _id: 'file-pricelist',
  name: 'Preisliste 2026.pdf',
  ext: 'pdf',
  size: 250_000,
};

/** An entry as the server answers it: the fields given, the rest as the server stores a new entry. */
export function serverEntry(
  fields: Pick<ContentEntry, '_id' | 'title'> & Partial<ContentEntry>,
): ContentEntry {
  const publishDate = fields.publish_date ?? '2026-01-01T08:00:00.000Z';
  return {
    slug: null,
    type: 'page',
    route: null,
    parent_page: null,
    order: 0,
    tags: [],
    published: true,
    publish_date: publishDate,
    date: publishDate,
    title_en: '',
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

const page = (route: string, title: string, data: ContentEntry['data'], extra: Partial<ContentEntry> = {}) =>
  serverEntry({
    _id: `page-${route.slice(1) || 'start'}`,
    title,
    slug: route.slice(1).toLowerCase() || 'start',
    type: 'page',
    route,
    meta_description: `${title} bei Gartenwerk`,
    data,
    ...extra,
  });

/** Pages of the public routes, each with a text block. */
export const demoPages: ContentEntry[] = [
  page(
    '/',
    'Willkommen bei Gartenwerk',
    [{ type: 'text', props: { content: '<p>Gartenwerk im Frühling</p>' }, attrs: blockAttrs() }],
    { content: '<p>Ihre Baumschule für Hecken, Obstbäume und Rosen.</p>' },
  ),
  page('/Planung', 'Planung Ihrer Hecke', [
    { type: 'text', props: { content: '<h2>Gut geplant ist halb gepflanzt</h2>' }, attrs: blockAttrs() },
    { type: 'spacer', props: { height: 32 }, attrs: blockAttrs() },
    { type: 'text', props: { content: '<p>Heckenrechner</p>' }, attrs: blockAttrs({ md: 6 }) },
    {
      type: 'text',
      props: { content: '<p>Beratung vor Ort</p>' },
      attrs: blockAttrs({ md: 6 }, { xs: false }),
    },
    { type: 'hr', props: {}, attrs: blockAttrs() },
    { type: 'gallery', props: { images: [demoImage, demoImage2] }, attrs: blockAttrs() },
    { type: 'download', props: { downloads: [demoDownload] }, attrs: blockAttrs({ lg: 4 }) },
  ]),
  page('/Kontakt', 'Kontakt', [
    { type: 'text', props: { content: '<p>Baumschule Gartenwerk, Gärtnerweg 1</p>' }, attrs: blockAttrs() },
  ]),
  page('/Jobs', 'Jobs', [
    { type: 'text', props: { content: '<p>Wir suchen Gärtner:innen.</p>' }, attrs: blockAttrs() },
  ]),
  page('/Projekte', 'Projekte', [
    { type: 'text', props: { content: '<p>Eine Auswahl unserer Gärten.</p>' }, attrs: blockAttrs() },
  ]),
  page(
    '/Projekte',
    'Allee in Krems',
    [{ type: 'text', props: { content: '<p>40 Linden entlang der Zufahrt.</p>' }, attrs: blockAttrs() }],
    { _id: 'project-allee', slug: 'allee-krems', type: 'project' },
  ),
  ...(
    [
      ['/Aktionen', 'Aktionen'],
      ['/Lebensbaeume', 'Lebensbäume'],
      ['/Team', 'Team'],
      ['/AGB', 'AGB'],
      ['/Shopinfo', 'Shopinfo'],
      ['/Oeffnungszeiten', 'Öffnungszeiten'],
      ['/Gutscheine', 'Gutscheine'],
    ] as const
  ).map(([route, title]) =>
    page(route, title, [
      { type: 'text', props: { content: `<p>${title} – Mustertext</p>` }, attrs: blockAttrs() },
    ]),
  ),
];

/** News items of /Aktuelles, newest first: enough for the lazy list to load more twice. */
export const demoNews: ContentEntry[] = Array.from({ length: 23 }, (_, index) => {
  const day = String(28 - index).padStart(2, '0');
  return serverEntry({
    _id: `news-${index + 1}`,
    title: `Neuigkeit ${index + 1}`,
    slug: `neuigkeit-${index + 1}`,
    type: 'news',
    route: '/Aktuelles',
    publish_date: `2026-02-${day}T08:00:00.000Z`,
    meta_description: `Kurzmeldung ${index + 1}`,
    data: [
      { type: 'text', props: { content: `<p>Text der Neuigkeit ${index + 1}</p>` }, attrs: blockAttrs() },
    ],
  });
});

/** The task every demo captcha shows, and its answer. */
export const DEMO_CAPTCHA_ANSWER = '7';
/** The demo's text alternative of the same task. */
export const DEMO_TEXT_CAPTCHA_QUESTION =
  'Wie viel ist drei plus vier? Bitte geben Sie das Ergebnis als Zahl ein.';
const CAPTCHA_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><text x="10" y="28">3 + 4</text></svg>';

/** The refusals the server words in the visitor's language; tests pass the texts they expect. */
export interface ContentMessages {
  nameTooShort: string;
  emailNotValid: string;
  messageTooShort: string;
  captchaWrong: string;
  fileRequired: string;
}

const DEFAULT_MESSAGES: ContentMessages = {
  nameTooShort: 'name too short',
  emailNotValid: 'email not valid',
  messageTooShort: 'message too short',
  captchaWrong: 'captcha wrong',
  fileRequired: 'file required',
};

export interface ContentData {
  entries: ContentEntry[];
  settings: MessageSettings;
  messages: ContentMessages;
  /** Messages sent through the forms land here (`form` contact or jobs). */
  inbox: Message[];
  /** Titles and descriptions per route, like config meta.routes. */
  routeMeta: Record<string, { title: string; description: string }>;
}

export const demoMessageSettings: MessageSettings = {
  fields: [
    { name: 'name', required: true },
    { name: 'email', required: true },
    { name: 'phone', required: false },
    { name: 'message', required: true },
  ],
};

const refuse = (code: string, message: string) =>
  HttpResponse.json<ServerErrorBody>({ statusCode: 400, code, message }, { status: 400 });

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** Handlers of the content areas over `overrides` (the demo pages and news unless given). */
export function createContentHandlers(overrides: Partial<ContentData> = {}): HttpHandler[] {
  const data: ContentData = {
    entries: [...demoPages, ...demoNews],
    settings: demoMessageSettings,
    inbox: [],
    routeMeta: { '/': { title: 'Gartenwerk', description: 'Baumschule und Gartenshop' } },
    ...overrides,
    messages: { ...DEFAULT_MESSAGES, ...overrides.messages },
  };
  const captchas = new Set<string>();
  let captchaCount = 0;

  /** The first refusal of a form, in the order the server checks: fields, then the captcha. */
  function check(input: Partial<Record<string, string>>) {
    const value = (name: MessageFieldName) => (input[name] ?? '').trim();
    for (const field of data.settings.fields) {
      const given = value(field.name);
      if (given === '' && !field.required) continue;
      if (field.name === 'name' && given.length < 2)
        return refuse('NAME_TOO_SHORT', data.messages.nameTooShort);
      if (field.name === 'email' && !EMAIL.test(given))
        return refuse('EMAIL_NOT_VALID', data.messages.emailNotValid);
      if (field.name === 'message' && given.length < 10)
        return refuse('MESSAGE_TOO_SHORT', data.messages.messageTooShort);
    }
    return null;
  }

  function checkCaptcha(id: string | undefined, answer: string | undefined) {
    // A task is used up by its check, right or wrong.
    const known = id !== undefined && captchas.delete(id);
    return known && answer?.trim() === DEMO_CAPTCHA_ANSWER;
  }

  function store(form: string, input: Partial<Record<string, string>>, attachment: Message['attachment']) {
    const message: Message = {
      _id: `message-${data.inbox.length + 1}`,
      form,
      read: false,
      tags: [],
      name: input.name ?? '',
      email: input.email ?? '',
      phone: input.phone ?? '',
      subject: input.subject ?? '',
      message: input.message ?? '',
      language: 'de',
      attachment,
      date: new Date(0).toISOString(),
    };
    data.inbox.push(message);
    return HttpResponse.json(message, { status: 201 });
  }

  return [
    http.get('*/api/v0/entry/', ({ request }) => {
      const url = new URL(request.url);
      const param = (name: string) => url.searchParams.get(name);
      let found = data.entries.filter(
        (entry) =>
          (['route', 'slug', 'type', 'parent_page'] as const).every(
            (field) => param(field) === null || entry[field] === param(field),
          ) &&
          (param('tags') === null || (entry.tags ?? []).includes(param('tags')!)),
      );
      const byOrder = param('sort') === 'order' || (param('sort') === null && param('type') === 'page');
      found = [...found].sort((a, b) =>
        byOrder
          ? (a.order ?? 0) - (b.order ?? 0)
          : (b.publish_date ?? '').localeCompare(a.publish_date ?? ''),
      );
      const skip = Number(param('skip') ?? 0);
      const limit = Number(param('limit') ?? 1000);
      return HttpResponse.json({ items: found.slice(skip, skip + limit), total: found.length });
    }),
    http.get('*/api/v0/captcha/', () => {
      captchaCount += 1;
      const id = `captcha-${captchaCount}`;
      captchas.add(id);
      return HttpResponse.json({ id, svg: CAPTCHA_SVG });
    }),
    http.get('*/api/v0/captcha/text', () => {
      captchaCount += 1;
      const id = `captcha-${captchaCount}`;
      captchas.add(id);
      return HttpResponse.json({ id, question: DEMO_TEXT_CAPTCHA_QUESTION });
    }),
    http.get('*/api/v0/message/settings', () => HttpResponse.json(data.settings)),
    http.post('*/api/v0/message/', async ({ request }) => {
      const input = (await request.json()) as MessageInput;
      const refused = check(input);
      if (refused) return refused;
      if (!checkCaptcha(input.captcha_id, input.captcha_answer))
        return refuse('CAPTCHA_WRONG', data.messages.captchaWrong);
      return store('contact', input, null);
    }),
    http.post('*/api/v0/forms/jobs', async ({ request }) => {
      const form = await request.formData();
      const input: Record<string, string> = {};
      let file: File | null = null;
      form.forEach((value, key) => {
        if (typeof value === 'string') input[key] = value;
        else file = value;
      });
      const refused = check(input);
      if (refused) return refused;
      const attached = file as File | null;
      if (!attached || attached.size === 0) return refuse('FILE_REQUIRED', data.messages.fileRequired);
      if (!checkCaptcha(input.captcha_id, input.captcha_answer))
        return refuse('CAPTCHA_WRONG', data.messages.captchaWrong);
      return store('jobs', input, { name: attached.name, size: attached.size, mime: attached.type });
    }),
    http.get('*/api/v0/seo/meta', ({ request }) => {
      const url = new URL(request.url);
      const route = url.searchParams.get('route') ?? '/';
      const newsSlug = /^\/Aktuelles\/([^/]+)$/.exec(route)?.[1];
      const entry = data.entries.find((candidate) =>
        newsSlug
          ? candidate.route === '/Aktuelles' && candidate.slug === newsSlug
          : candidate.route === route,
      );
      const site = data.routeMeta['/'];
      const forRoute = data.routeMeta[route];
      const title = entry?.title ?? forRoute?.title ?? site?.title ?? '';
      const description = entry?.meta_description || forRoute?.description || site?.description || '';
      const image = entry?.media?.images?.[0]?._id;
      const meta: PageMeta = {
        title: entry && site && entry.title !== site.title ? `${entry.title} – ${site.title}` : title,
        description,
        keywords: entry?.meta_keywords ?? '',
        og: {
          title,
          description,
          type: entry?.type === 'news' ? 'article' : 'website',
          url: `${url.origin}${route}`,
          image: image ? `${url.origin}/api/v0/download/${image}` : null,
        },
      };
      return HttpResponse.json(meta);
    }),
  ];
}

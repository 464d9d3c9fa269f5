/**
 * A newsletter template as a mail: HTML that mail programs draw alike (tables for the layout, CSS
 * inline, at most 600 px wide, one column on phones, the preheader as a hidden span) and a plain-text
 * part with the same content.
 *
 * Personal values are left as placeholders for the sending to fill per recipient with `personalise`:
 *
 * | placeholder           | filled with                                                     |
 * | --------------------- | --------------------------------------------------------------- |
 * | `{{name}}`            | the subscriber's name (may be empty)                            |
 * | `{{email}}`           | the subscriber's address                                        |
 * | `{{unsubscribe_url}}` | the subscriber's one-click unsubscribe page (`unsubscribePath`) |
 * | `{{webview_url}}`     | the sending's web view for the subscriber                       |
 *
 * Template authors may write `{{name}}` and `{{email}}` into their texts; the footer carries the
 * other two in every mail, with the imprint's address from the site's company settings.
 *
 * With tracking (the default; `tracking: false` for previews and test mails) two more are left for
 * the sending, which fills them per recipient with a token of its own:
 *
 * | placeholder          | filled with                                                          |
 * | -------------------- | -------------------------------------------------------------------- |
 * | `{{open_pixel_url}}` | the address of a 1×1 image that records the opening                  |
 * | `{{click_url}}`      | a redirect address without query; each module link becomes           |
 * |                      | `{{click_url}}?url=<the link, URI-encoded>`, which records the click |
 *
 * `personalise` without them leaves no trace of tracking: the links are the plain ones again and
 * the pixel is gone. The footer's unsubscribe and web-view links are never tracked.
 */
import type { Language } from '@gartenwerk/domain';
import { formatEuros } from '@gartenwerk/domain';
import type {
  NewsletterModule,
  NewsletterModuleOf,
  NewsletterTemplateDraft,
  RenderedNewsletter,
} from '@gartenwerk/domain/schemas';
import { NEWSLETTER_CONTENT_WIDTH } from '@gartenwerk/domain/schemas';
import { createI18n } from '@gartenwerk/i18n';
import type { Database } from '../../core/db';
import { getConfig } from '../config/read';
import { richTextToPlain } from '../entry/html';
import { getEntry } from '../entry/service';
import { escapeHtml } from '../mail/service';
import { fileUrl, NEWS_ROUTE } from '../seo/service';
import { productRowsByIds, toProduct } from '../shop-product/service';
import { getNewsletterTemplate } from './templates';

export const PERSONAL_PLACEHOLDERS = ['name', 'email', 'unsubscribe_url', 'webview_url'] as const;
export type PersonalValues = Record<(typeof PERSONAL_PLACEHOLDERS)[number], string>;

/** The spec's web view of a sending as one subscriber got it (/newsletter/webview/:sendingId/:subscriberId). */
export const webviewPath = (sendingId: string, subscriberId: string) =>
  `/newsletter/webview/${encodeURIComponent(sendingId)}/${encodeURIComponent(subscriberId)}`;

export interface RenderOptions {
  /** Origin of every link and image (PUBLIC_URL): mails need whole addresses. */
  publicUrl: string;
  /** Opening pixel and click redirects as placeholders (default true; the newsletter settings switch it). */
  tracking?: boolean;
}

/** The tracking placeholders' values; without them `personalise` removes the tracking. */
export interface TrackingValues {
  open_pixel_url: string;
  click_url: string;
}

/** The palette of packages/ui (tokens.ts), written out: mails cannot read CSS variables. */
const COLOR = {
  page: '#f4efe5',
  card: '#ffffff',
  text: '#24211b',
  muted: '#574f43',
  line: '#e6dfd1',
  brand: '#2d6a3e',
  brandDark: '#173d24',
} as const;
const FONT = 'font-family: Helvetica, Arial, sans-serif;';
const PAD = 'padding: 12px 24px;';

/** A product card's or a news teaser's facts, read before drawing. */
interface Card {
  title: string;
  line: string;
  image: string | null;
  url: string;
  action: string;
}

interface Context {
  language: Language;
  publicUrl: string;
  t: (key: string, values?: Record<string, string>) => string;
  cards: Map<NewsletterModule, Card[]>;
  /** A module link as its href (escaped), through the click redirect when tracking. */
  href: (url: string) => string;
}

/** A module's link as a whole address; empty stays empty. */
const absolute = (url: string, publicUrl: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

const row = (content: string, style = PAD) => `<tr><td style="${style}">${content}</td></tr>`;

function imageTag(src: string, alt: string, width: number): string {
  return `<img src="${escapeHtml(src)}" width="${width}" alt="${escapeHtml(alt)}" style="display: block; width: 100%; max-width: ${width}px; height: auto; border: 0; outline: none; text-decoration: none;">`;
}

function buttonTag(label: string, href: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="background: ${COLOR.brand}; border-radius: 4px;"><a href="${href}" style="display: inline-block; padding: 12px 24px; ${FONT} font-size: 16px; font-weight: bold; color: #ffffff; text-decoration: none;">${escapeHtml(label)}</a></td></tr></table>`;
}

/** Cards two to a row; the class lets phones stack them (the one rule in the head). */
function cardsHtml(cards: Card[], href: Context['href']): string {
  const cells = cards.map(
    (card) =>
      `<td class="nl-col" width="50%" valign="top" style="width: 50%; padding: 8px; ${FONT}">` +
      (card.image ? `<a href="${href(card.url)}">${imageTag(card.image, card.title, 260)}</a>` : '') +
      `<p style="margin: 8px 0 4px; font-size: 17px; font-weight: bold; color: ${COLOR.text};">${escapeHtml(card.title)}</p>` +
      (card.line
        ? `<p style="margin: 0 0 8px; font-size: 15px; line-height: 1.4; color: ${COLOR.muted};">${escapeHtml(card.line)}</p>`
        : '') +
      `<a href="${href(card.url)}" style="font-size: 15px; color: ${COLOR.brand}; font-weight: bold;">${escapeHtml(card.action)}</a></td>`,
  );
  const rows: string[] = [];
  for (let index = 0; index < cells.length; index += 2) {
    const pair = cells.slice(index, index + 2);
    if (pair.length === 1) pair.push('<td class="nl-col" width="50%" style="width: 50%;"></td>');
    rows.push(`<tr>${pair.join('')}</tr>`);
  }
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows.join('')}</table>`;
}

function moduleHtml(module: NewsletterModule, context: Context): string {
  switch (module.type) {
    case 'heading': {
      if (!module.props.text) return '';
      const size = module.props.level === 1 ? 26 : 20;
      return row(
        `<h${module.props.level} style="margin: 0; ${FONT} font-size: ${size}px; line-height: 1.25; color: ${COLOR.brandDark};">${escapeHtml(module.props.text)}</h${module.props.level}>`,
      );
    }
    case 'text': {
      const html = paragraphs(module.props.text)
        .map(
          (paragraph) =>
            `<p style="margin: 0 0 12px; ${FONT} font-size: 16px; line-height: 1.5; color: ${COLOR.text};">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
        )
        .join('');
      return html ? row(html) : '';
    }
    case 'image': {
      const { image, alt, width, link } = module.props;
      if (!image) return '';
      const tag = imageTag(absolute(fileUrl(image), context.publicUrl), alt, width);
      const linked = link ? `<a href="${context.href(absolute(link, context.publicUrl))}">${tag}</a>` : tag;
      return row(linked, `${PAD} text-align: center;`).replace('<td ', '<td align="center" ');
    }
    case 'button':
      if (!module.props.label || !module.props.url) return '';
      return row(buttonTag(module.props.label, context.href(absolute(module.props.url, context.publicUrl))));
    case 'products':
    case 'news': {
      const cards = context.cards.get(module) ?? [];
      return cards.length > 0 ? row(cardsHtml(cards, context.href), 'padding: 4px 16px;') : '';
    }
    case 'divider':
      return row(
        `<div style="border-top: 1px solid ${COLOR.line}; font-size: 0; line-height: 0;">&nbsp;</div>`,
      );
    case 'footer':
      return '';
  }
}

function moduleText(module: NewsletterModule, context: Context): string {
  switch (module.type) {
    case 'heading':
      return module.props.text
        ? `${module.props.text}\n${(module.props.level === 1 ? '=' : '-').repeat(Math.min(module.props.text.length, 60))}`
        : '';
    case 'text':
      return paragraphs(module.props.text).join('\n\n');
    case 'image': {
      const { image, alt, link } = module.props;
      if (!image) return '';
      const label = alt ? `[${alt}]` : '';
      return [label, link ? absolute(link, context.publicUrl) : ''].filter(Boolean).join(' ');
    }
    case 'button':
      return module.props.label && module.props.url
        ? `${module.props.label}: ${absolute(module.props.url, context.publicUrl)}`
        : '';
    case 'products':
    case 'news':
      return (context.cards.get(module) ?? [])
        .map((card) => [card.title, card.line, card.url].filter(Boolean).join('\n'))
        .join('\n\n');
    case 'divider':
      return '----------';
    case 'footer':
      return '';
  }
}

/** Product cards: the first image, the name in the template's language, the price; offline products are left out. */
async function productCards(db: Database, module: NewsletterModuleOf<'products'>, context: Context) {
  const rows = await productRowsByIds(db, module.props.products);
  const byId = new Map(rows.filter((row) => !row.offline).map((row) => [row.id, toProduct(row)]));
  return module.props.products.flatMap((id): Card[] => {
    const product = byId.get(id);
    if (!product) return [];
    const image = product.media[0];
    return [
      {
        title: (context.language === 'en' && product.name_en) || product.name_de,
        line: product.price === null ? context.t('noPrice') : formatEuros(product.price, context.language),
        image: image ? absolute(fileUrl(image), context.publicUrl) : null,
        url: `${context.publicUrl}/p/${encodeURIComponent(product.slug ?? product._id)}`,
        action: context.t('product'),
      },
    ];
  });
}

const TEASER_LENGTH = 180;

/** News teasers: title, the first words and a link; unpublished or missing entries are left out. */
async function newsCards(db: Database, module: NewsletterModuleOf<'news'>, context: Context) {
  const cards: Card[] = [];
  for (const id of module.props.entries) {
    const entry = await getEntry(db, id, { includeUnpublished: false }).catch(() => undefined);
    if (!entry) continue;
    const english = context.language === 'en';
    const plain = richTextToPlain((english && entry.content_en) || entry.content)
      .replace(/\s+/g, ' ')
      .trim();
    const line =
      plain.length > TEASER_LENGTH ? `${plain.slice(0, TEASER_LENGTH).replace(/\s+\S*$/, '')} …` : plain;
    const image = entry.media.images[0]?._id;
    cards.push({
      title: (english && entry.title_en) || entry.title,
      line,
      image: image ? absolute(fileUrl(image), context.publicUrl) : null,
      url: `${context.publicUrl}${NEWS_ROUTE}/${encodeURIComponent(entry.slug ?? entry._id)}`,
      action: context.t('readMore'),
    });
  }
  return cards;
}

/** The imprint's address as one line per part, from the company settings; empty parts are left out. */
async function imprintLines(db: Database): Promise<string[]> {
  const { company } = await getConfig(db);
  const place = [company.zip, company.city].filter(Boolean).join(' ');
  return [
    company.name,
    [company.street, place, company.country].filter(Boolean).join(', '),
    company.email,
  ].filter((line) => line.trim() !== '');
}

function footerHtml(closing: string, imprint: string[], context: Context): string {
  const small = `${FONT} font-size: 13px; line-height: 1.5; color: ${COLOR.muted};`;
  const closingHtml = paragraphs(closing)
    .map(
      (paragraph) =>
        `<p style="margin: 0 0 12px; ${small}">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
  const link = (url: string, label: string) =>
    `<a href="${url}" style="color: ${COLOR.brand}; text-decoration: underline;">${escapeHtml(label)}</a>`;
  return row(
    closingHtml +
      `<p style="margin: 0 0 8px; ${small}">${escapeHtml(context.t('reason', { email: '{{email}}' }))}</p>` +
      `<p style="margin: 0 0 8px; ${small}">${link('{{webview_url}}', context.t('webview'))} &nbsp;|&nbsp; ${link('{{unsubscribe_url}}', context.t('unsubscribe'))}</p>` +
      `<p style="margin: 0; ${small}">${imprint.map(escapeHtml).join('<br>')}</p>`,
    `padding: 20px 24px; background: ${COLOR.page}; border-top: 1px solid ${COLOR.line};`,
  );
}

function footerText(closing: string, imprint: string[], context: Context): string {
  return [
    '-- ',
    ...(closing ? [paragraphs(closing).join('\n\n'), ''] : []),
    context.t('reason', { email: '{{email}}' }),
    context.t('webviewText', { url: '{{webview_url}}' }),
    context.t('unsubscribeText', { url: '{{unsubscribe_url}}' }),
    '',
    ...imprint,
  ].join('\n');
}

/** The hidden preview line; the padding keeps mail programs from filling it with the body's first words. */
function preheaderHtml(preheader: string): string {
  if (!preheader) return '';
  return `<span style="display: none !important; visibility: hidden; opacity: 0; color: transparent; height: 0; width: 0; max-height: 0; max-width: 0; overflow: hidden; mso-hide: all; font-size: 1px; line-height: 1px;">${escapeHtml(preheader)}${'&#847;&zwnj;&nbsp;'.repeat(30)}</span>`;
}

function documentHtml(template: Required<NewsletterTemplateDraft>, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${template.language}" xmlns="http://www.w3.org/1999/xhtml">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="x-apple-disable-message-reformatting">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(template.subject)}</title>`,
    '<style>@media only screen and (max-width: 620px) { .nl-col { display: block !important; width: 100% !important; box-sizing: border-box; } }</style>',
    '</head>',
    `<body style="margin: 0; padding: 0; background: ${COLOR.page}; -webkit-text-size-adjust: 100%;">`,
    preheaderHtml(template.preheader),
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background: ${COLOR.page};">`,
    '<tr><td align="center" style="padding: 16px 8px;">',
    `<table role="presentation" width="${NEWSLETTER_CONTENT_WIDTH}" cellpadding="0" cellspacing="0" border="0" style="width: 100%; max-width: ${NEWSLETTER_CONTENT_WIDTH}px; background: ${COLOR.card}; border-collapse: collapse;">`,
    body,
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * Renders a stored template (by id) or an unsaved one. Products and news entries are read now;
 * personal values stay placeholders (see the table at the top of this file).
 */
export async function renderTemplate(
  db: Database,
  template: string | NewsletterTemplateDraft,
  options: RenderOptions,
): Promise<RenderedNewsletter> {
  const source = typeof template === 'string' ? await getNewsletterTemplate(db, template) : template;
  const full: Required<NewsletterTemplateDraft> = {
    subject: source.subject ?? '',
    preheader: source.preheader ?? '',
    language: source.language ?? 'de',
    modules: source.modules,
  };
  const t = createI18n(full.language).getFixedT(null, 'mail', 'newsletter') as Context['t'];
  const tracking = options.tracking ?? true;
  const context: Context = {
    language: full.language,
    publicUrl: options.publicUrl,
    t,
    cards: new Map(),
    href: (url) => escapeHtml(tracking ? `{{click_url}}?url=${encodeURIComponent(url)}` : url),
  };
  for (const module of full.modules) {
    if (module.type === 'products') context.cards.set(module, await productCards(db, module, context));
    if (module.type === 'news') context.cards.set(module, await newsCards(db, module, context));
  }
  const closing = full.modules
    .filter((module) => module.type === 'footer')
    .map((module) => module.props.text)
    .join('\n\n');
  const imprint = await imprintLines(db);
  const body = full.modules.map((module) => moduleHtml(module, context)).filter(Boolean);
  const text = full.modules.map((module) => moduleText(module, context)).filter(Boolean);
  return {
    subject: full.subject,
    preheader: full.preheader,
    html: documentHtml(
      full,
      [...body, footerHtml(closing, imprint, context), ...(tracking ? [OPEN_PIXEL] : [])].join('\n'),
    ),
    text: [...text, footerText(closing, imprint, context)].join('\n\n'),
  };
}

const OPEN_PIXEL =
  '<tr><td><img src="{{open_pixel_url}}" width="1" height="1" alt="" style="display: block; width: 1px; height: 1px; border: 0;"></td></tr>';
const TRACKED_LINK = /\{\{click_url\}\}\?url=([^"\s<]*)/g;

const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** A tracked link's target as written after `{{click_url}}?url=` (escaped, URI-encoded). */
function trackedUrl(written: string): string {
  const unescaped = written.replace(/&(amp|lt|gt|quot|#39);/g, (_match, name: string) => HTML_ENTITIES[name]!);
  try {
    return decodeURIComponent(unescaped);
  } catch {
    return unescaped;
  }
}

/**
 * The module links of a rendered newsletter that go through the click redirect, each once, in the
 * order of the mail: the only addresses the redirect leads to (never an open redirect).
 */
export function trackedLinks(html: string): string[] {
  return [...new Set([...html.matchAll(TRACKED_LINK)].map((match) => trackedUrl(match[1]!)))];
}

const PLACEHOLDER = new RegExp(`\\{\\{\\s*(${PERSONAL_PLACEHOLDERS.join('|')})\\s*\\}\\}`, 'g');

/**
 * Fills the personal placeholders for one recipient: escaped in the HTML, as they are in the text
 * part and the subject. One pass, so a value that looks like a placeholder stays as written.
 */
export function personalise(
  rendered: RenderedNewsletter,
  values: PersonalValues & Partial<TrackingValues>,
): RenderedNewsletter {
  const fill = (text: string, escape: (value: string) => string) =>
    text.replace(PLACEHOLDER, (_match, name: keyof PersonalValues) => escape(values[name]));
  let html = values.open_pixel_url
    ? rendered.html.replaceAll('{{open_pixel_url}}', escapeHtml(values.open_pixel_url))
    : rendered.html.replace(`\n${OPEN_PIXEL}`, '');
  html = values.click_url
    ? html.replaceAll('{{click_url}}', escapeHtml(values.click_url))
    : html.replace(TRACKED_LINK, (_match, url: string) => escapeHtml(trackedUrl(url)));
  const plain = (value: string) => value;
  return {
    subject: fill(rendered.subject, plain),
    preheader: fill(rendered.preheader, plain),
    html: fill(html, escapeHtml),
    text: fill(rendered.text, plain),
  };
}

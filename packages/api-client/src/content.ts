import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { api, listTags } from './api';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  readCookie,
  withPageLanguage,
  toApiError,
  type ApiError,
  type RequestOptions,
} from './request';
import type { ShopFactKind } from '@gartenwerk/domain/schemas';
import type { Entry, ListResponse } from './types';
import type { FileVariant } from './files';

/** Page-building block types of the spec. */
export const BLOCK_TYPES = ['spacer', 'text', 'hr', 'gallery', 'download', 'shop_facts'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** The breakpoints a block's attrs name. */
export const BLOCK_BREAKPOINTS = ['xs', 'md', 'lg'] as const;
export type BlockBreakpoint = (typeof BLOCK_BREAKPOINTS)[number];

/** Columns of 12 a block spans and whether it shows, per breakpoint (the server fills the defaults). */
export interface BlockAttrs {
  size: Record<BlockBreakpoint, number>;
  visible: Record<BlockBreakpoint, boolean>;
}

/** One resized variant of an image (file JSON `gridrefs` / `gridrefs_ng`). */
/** A library file as a block refers to it; editors may store the whole file JSON, variants included. */
export interface FileRef {
  _id: string;
  name?: string;
  ext?: string;
  size?: number;
  res?: { w: number; h: number } | null;
  gridrefs?: FileVariant[];
  gridrefs_ng?: FileVariant[];
}

export type Block =
  | { type: 'spacer'; props: { height?: number }; attrs: BlockAttrs }
  /** `content_en`: the English text, where written (English pages show the German one otherwise). */
  | { type: 'text'; props: { content: string; content_en?: string }; attrs: BlockAttrs }
  | { type: 'hr'; props: Record<string, unknown>; attrs: BlockAttrs }
  | { type: 'gallery'; props: { images: FileRef[] }; attrs: BlockAttrs }
  | { type: 'download'; props: { downloads: FileRef[] }; attrs: BlockAttrs }
  /** Facts the shop settings give (its payment methods), so the page says what the shop does. */
  | { type: 'shop_facts'; props: { kind: ShopFactKind }; attrs: BlockAttrs };

/** An entry as `GET /api/v0/entry/` answers it, with its blocks. */
export interface ContentEntry extends Entry {
  published?: boolean;
  downloads?: FileRef[];
  links?: Array<{ url: string; title?: string }>;
  sponsors?: Array<{ name?: string; url?: string; image?: FileRef | null }>;
  data?: Block[];
}

/** Query parameters of `GET /api/v0/entry/`. */
export interface ContentQuery {
  route?: string;
  slug?: string;
  type?: string;
  parent_page?: string;
  tags?: string;
  sort?: 'publish_date' | 'order';
  skip?: number;
  limit?: number;
}

/** `GET /api/v0/captcha/`: a task as an SVG image; its answer is checked once by a form. */
export interface Captcha {
  id: string;
  svg: string;
}

/** `GET /api/v0/captcha/text`: the non-visual alternative, the task as a sentence answered in digits. */
export interface TextCaptcha {
  id: string;
  question: string;
}

export const MESSAGE_FIELD_NAMES = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type MessageFieldName = (typeof MESSAGE_FIELD_NAMES)[number];

/** `GET /api/v0/message/settings`: which fields the forms have. */
export interface MessageSettings {
  fields: Array<{ name: MessageFieldName; required: boolean }>;
}

/** What the contact form sends, `POST /api/v0/message/`. */
export type MessageInput = Partial<Record<MessageFieldName, string>> & {
  captcha_id: string;
  captcha_answer: string;
};

/** A stored message. */
export interface Message {
  _id: string;
  form: string;
  read: boolean;
  tags: string[];
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  language: string;
  attachment: { name: string; size: number; mime: string } | null;
  date: string;
}

/** `GET /api/v0/seo/meta?route=`: title, description, keywords and og tags of a page. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  og: { title: string; description: string; type: 'website' | 'article'; url: string; image: string | null };
}

/** The address a file (or one of its variants) is downloaded from. */
export function downloadUrl(fileId: string, gridref?: string): string {
  const path = `/api/v0/download/${encodeURIComponent(fileId)}`;
  return gridref ? `${path}/${encodeURIComponent(gridref)}` : path;
}

/**
 * `POST /api/v0/forms/jobs` as multipart. The body goes to fetch as FormData unchanged (the
 * JSON base query would read it as text and break binary files), with the session cookie and
 * the CSRF header of a cookie session.
 */
export async function postJobsForm(form: FormData, options: RequestOptions = {}): Promise<Message> {
  const headers = withPageLanguage(new Headers({ accept: 'application/json' }));
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers.set(CSRF_HEADER, csrf);
  const fetchFn = options.fetchFn ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const response = await fetchFn(`${options.baseUrl ?? ''}/api/v0/forms/jobs`, {
    method: 'POST',
    body: form,
    headers,
    credentials: 'same-origin',
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw toApiError('create', { status: response.status, data: body });
  }
  return body as Message;
}

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}

/** Entries, the contact and jobs forms, the captcha and the pages' SEO meta. */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentEntries: build.query<ListResponse<ContentEntry>, ContentQuery>({
      query: (query) => ({ path: '/api/v0/entry/', query: { ...query } }),
      providesTags: (result) => listTags('Entry', result),
    }),
    getCaptcha: build.query<Captcha, number>({
      // The argument only tells tasks apart: a new number asks for a new task.
      query: () => ({ path: '/api/v0/captcha/' }),
      keepUnusedDataFor: 0,
    }),
    getTextCaptcha: build.query<TextCaptcha, number>({
      // As getCaptcha: a new number asks for a new task; in the visitor's language.
      query: () => ({ path: '/api/v0/captcha/text' }),
      keepUnusedDataFor: 0,
    }),
    getMessageSettings: build.query<MessageSettings, void>({
      query: () => ({ path: '/api/v0/message/settings' }),
    }),
    sendMessage: build.mutation<Message, MessageInput>({
      query: (input) => ({ path: '/api/v0/message/', verb: 'create', payload: input }),
    }),
    sendJobsApplication: build.mutation<Message, FormData>({
      queryFn: async (form, queryApi: BaseQueryApi) => {
        try {
          return { data: await postJobsForm(form, (queryApi.extra as RequestOptions | undefined) ?? {}) };
        } catch (error) {
          if (isApiError(error)) return { error };
          return { error: { status: 0, code: 500, message: String(error) } satisfies ApiError };
        }
      },
    }),
    getSeoMeta: build.query<PageMeta, string>({
      query: (route) => ({ path: '/api/v0/seo/meta', query: { route } }),
    }),
  }),
});

export const {
  useGetContentEntriesQuery,
  useGetCaptchaQuery,
  useGetTextCaptchaQuery,
  useGetMessageSettingsQuery,
  useSendMessageMutation,
  useSendJobsApplicationMutation,
  useGetSeoMetaQuery,
} = contentApi;

import type { ShopFactKind } from '@gartenwerk/domain/schemas';
import { api, listTags } from './api';
import type { LibraryFile } from './files';
import type { ListResponse, Mailbox, SiteConfig } from './types';

/** The page-building block types. */
export const ADMIN_BLOCK_TYPES = ['spacer', 'text', 'hr', 'gallery', 'download', 'shop_facts'] as const;
export type AdminBlockType = (typeof ADMIN_BLOCK_TYPES)[number];

export const ADMIN_BREAKPOINTS = ['xs', 'md', 'lg'] as const;
export type AdminBreakpoint = (typeof ADMIN_BREAKPOINTS)[number];

/** A file of the library a block shows or offers, known by its `_id`. */
export interface AdminFileRef {
  _id: string;
  name?: string;
}

/**
 * What a page or block keeps of a chosen library file: its JSON, variants included, so the
 * website shows it without reading the library again.
 */
export function fileRefOf(file: LibraryFile): AdminFileRef {
  const { _id, name, ext, size, res, gridrefs, gridrefs_ng } = file;
  return { _id, name, ext, size, res, gridrefs, gridrefs_ng } as AdminFileRef;
}

/** A block: its props by type, and per breakpoint the columns of 12 it spans and whether it shows. */
export interface AdminEntryBlock {
  type: AdminBlockType;
  props: {
    content?: string;
    /** A text block's English text; empty: English pages show the German one. */
    content_en?: string;
    height?: number;
    images?: AdminFileRef[];
    downloads?: AdminFileRef[];
    kind?: ShopFactKind;
    [key: string]: unknown;
  };
  attrs: {
    size: Record<AdminBreakpoint, number>;
    visible: Record<AdminBreakpoint, boolean>;
  };
}

/** An entry as the admin centre reads and writes it (`GET /api/v0/entry/:id`). */
export interface AdminEntry {
  _id: string;
  title: string;
  /** The English title and text; empty: English pages show the German ones. */
  title_en?: string;
  content_en?: string;
  slug: string | null;
  type: string;
  route: string | null;
  parent_page: string | null;
  order: number;
  tags: string[];
  published: boolean;
  publish_date: string;
  date: string;
  content: string;
  media: { images: AdminFileRef[] };
  downloads: AdminFileRef[];
  links: Array<{ url: string; title?: string }>;
  sponsors: Array<{ name?: string; url?: string; image?: AdminFileRef | null }>;
  meta_keywords: string;
  meta_description: string;
  data: AdminEntryBlock[];
}

/** Query of `GET /api/v0/entry/`; admins also see unpublished entries. */
export interface AdminEntryQuery {
  route?: string;
  slug?: string;
  type?: string;
  parent_page?: string;
  tags?: string;
  published?: boolean;
  sort?: 'publish_date' | 'order';
  skip?: number;
  limit?: number;
}

/** Fields a save sends; `_id` names the entry. */
export type AdminEntryUpdate = Partial<Omit<AdminEntry, 'published'>> & { _id: string };

/** A message of the inbox (`GET /api/v0/message/:id`). */
export interface InboxMessage {
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

export interface InboxQuery {
  /** Part of the name, address, phone, subject, text or a tag. */
  search?: string;
  /** `date`, `from`, `subject`, `form` or `status`; `-` for descending. */
  sort?: string;
  read?: boolean;
  tags?: string;
  form?: 'contact' | 'jobs';
  skip?: number;
  limit?: number;
}

export const ADMIN_MESSAGE_FIELD_NAMES = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type AdminMessageFieldName = (typeof ADMIN_MESSAGE_FIELD_NAMES)[number];

/** Which fields the forms have and which are required. */
export interface AdminMessageSettings {
  fields: Array<{ name: AdminMessageFieldName; required: boolean }>;
}

/** `PUT /api/v0/config/` replaces the sections it carries and keeps the others. */
export type AdminConfigUpdate = Partial<SiteConfig>;

const ENTRY_LIST = { type: 'Entry', id: 'LIST' } as const;
const MESSAGE_LIST = { type: 'Message', id: 'LIST' } as const;
const MESSAGE_SETTINGS = { type: 'Message', id: 'SETTINGS' } as const;
const CONFIG = { type: 'Config', id: 'CURRENT' } as const;

/** The entry a publish, unpublish or save answered replaces the cached one and refreshes lists. */
const entryTags = (id: string) => [{ type: 'Entry' as const, id }, ENTRY_LIST];

/** Content, inbox and settings of the admin centre (admin, system). */
export const adminContentApi = api.enhanceEndpoints({ addTagTypes: ['Message'] }).injectEndpoints({
  endpoints: (build) => ({
    listEntriesAdmin: build.query<ListResponse<AdminEntry>, AdminEntryQuery>({
      query: (query) => ({ path: '/api/v0/entry/', query: { ...query } }),
      providesTags: (result) => listTags('Entry', result),
    }),
    getEntryAdmin: build.query<AdminEntry, string>({
      query: (id) => ({ path: '/api/v0/entry/', id }),
      providesTags: (_result, _error, id) => [{ type: 'Entry', id }],
    }),
    createEntryAdmin: build.mutation<AdminEntry, Partial<Omit<AdminEntry, '_id' | 'published'>>>({
      query: (fields) => ({ verb: 'create', path: '/api/v0/entry/', payload: fields }),
      invalidatesTags: [ENTRY_LIST],
    }),
    updateEntryAdmin: build.mutation<AdminEntry, AdminEntryUpdate>({
      query: (entry) => ({ verb: 'update', path: '/api/v0/entry/', payload: entry }),
      invalidatesTags: (_result, _error, entry) => entryTags(entry._id),
    }),
    removeEntryAdmin: build.mutation<{ _id: string }, string>({
      query: (id) => ({ verb: 'remove', path: '/api/v0/entry/', payload: { _id: id } }),
      invalidatesTags: (_result, _error, id) => entryTags(id),
    }),
    publishEntryAdmin: build.mutation<AdminEntry, string>({
      query: (id) => ({ verb: 'create', path: '/api/v0/publish/entry/', payload: { _id: id } }),
      invalidatesTags: (_result, _error, id) => entryTags(id),
    }),
    unpublishEntryAdmin: build.mutation<AdminEntry, string>({
      query: (id) => ({ verb: 'create', path: '/api/v0/unpublish/entry/', payload: { _id: id } }),
      invalidatesTags: (_result, _error, id) => entryTags(id),
    }),

    getInboxMessages: build.query<ListResponse<InboxMessage>, InboxQuery>({
      query: (query) => ({ path: '/api/v0/message/', query: { ...query } }),
      providesTags: (result) => [
        MESSAGE_LIST,
        ...(result?.items ?? []).map((item) => ({ type: 'Message' as const, id: item._id })),
      ],
    }),
    getInboxMessage: build.query<InboxMessage, string>({
      query: (id) => ({ path: '/api/v0/message/', id }),
      providesTags: (_result, _error, id) => [{ type: 'Message', id }],
    }),
    updateInboxMessage: build.mutation<InboxMessage, { _id: string; read?: boolean; tags?: string[] }>({
      query: (input) => ({ verb: 'update', path: '/api/v0/message/', payload: input }),
      invalidatesTags: (_result, _error, input) => [{ type: 'Message', id: input._id }, MESSAGE_LIST],
    }),
    removeInboxMessage: build.mutation<{ _id: string }, string>({
      query: (id) => ({ verb: 'remove', path: '/api/v0/message/', payload: { _id: id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Message', id }, MESSAGE_LIST],
    }),
    getMessageSettingsAdmin: build.query<AdminMessageSettings, void>({
      query: () => ({ path: '/api/v0/message/settings' }),
      providesTags: [MESSAGE_SETTINGS],
    }),
    updateMessageSettingsAdmin: build.mutation<AdminMessageSettings, AdminMessageSettings>({
      query: (settings) => ({ verb: 'update', path: '/api/v0/message/settings', payload: settings }),
      // The fields live in the configuration, too.
      invalidatesTags: [MESSAGE_SETTINGS, CONFIG],
    }),

    updateConfigAdmin: build.mutation<SiteConfig, AdminConfigUpdate>({
      query: (sections) => ({ verb: 'update', path: '/api/v0/config/', payload: sections }),
      transformResponse: (list: SiteConfig[]) => {
        const [config] = list;
        if (!config) throw new Error('the server answered an empty configuration list');
        return config;
      },
      invalidatesTags: [CONFIG],
    }),
    /** Connects to the mailbox's SMTP server and sends a test mail; the error says the server's answer. */
    testMailboxAdmin: build.mutation<{ ok: true; message: string }, { mailbox: Mailbox; to?: string }>({
      query: (payload) => ({ verb: 'create', path: '/api/v0/config_test_mailbox', payload }),
    }),
  }),
});

/** The path of a message's application file, for a plain download link. */
export function messageAttachmentPath(id: string): string {
  return `/api/v0/message/${encodeURIComponent(id)}/attachment`;
}

export const {
  useListEntriesAdminQuery,
  useGetEntryAdminQuery,
  useCreateEntryAdminMutation,
  useUpdateEntryAdminMutation,
  useRemoveEntryAdminMutation,
  usePublishEntryAdminMutation,
  useUnpublishEntryAdminMutation,
  useGetInboxMessagesQuery,
  useGetInboxMessageQuery,
  useUpdateInboxMessageMutation,
  useRemoveInboxMessageMutation,
  useGetMessageSettingsAdminQuery,
  useUpdateMessageSettingsAdminMutation,
  useUpdateConfigAdminMutation,
  useTestMailboxAdminMutation,
} = adminContentApi;

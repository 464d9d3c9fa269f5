import { Type, type Static } from '@sinclair/typebox';
import { Id, NullableString } from './common';
import { BrowseQuerySchema, type EntitySchemas } from './entity';

/** How often a bug shows: the bug tracker's `reproduce` (a filter of its list). */
export const BUG_REPRODUCE = ['always', 'sometimes', 'once', 'unknown'] as const;
/** How much a bug hurts, the least first. */
export const BUG_SEVERITIES = ['minor', 'normal', 'major', 'critical'] as const;
/** How soon it is to be fixed, the latest first. */
export const BUG_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
/** Where a report stands, from reported to done. */
export const BUG_STATUSES = ['new', 'confirmed', 'in_progress', 'fixed', 'closed'] as const;

/** What the server gives a new report that does not say otherwise: its table's defaults. */
export const BUG_REPORT_DEFAULTS = {
  reproduce: 'unknown',
  severity: 'normal',
  priority: 'normal',
  status: 'new',
} as const;

const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

/** A report of the bug tracker (`/api/v0/system_bugtracker/`) as the API answers it. */
export const BugReportSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  reproduce: oneOf(BUG_REPRODUCE),
  severity: oneOf(BUG_SEVERITIES),
  priority: oneOf(BUG_PRIORITIES),
  /** The user (admin or system) who fixes it; null while nobody does. */
  developer: NullableString(),
  status: oneOf(BUG_STATUSES),
  /** Pictures of the file library. */
  screenshots: Type.Array(Type.String()),
  /** Where the bug showed: the admin page's address, the browser and the app's version. */
  page: NullableString(),
  browser: NullableString(),
  appVersion: NullableString(),
  created: Type.String({ format: 'date-time' }),
});
export type BugReport = Static<typeof BugReportSchema>;

/** What an admin can set on a report. */
export const BugReportFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  /** Rich text (HTML). */
  description: Type.String({ maxLength: 20_000 }),
  reproduce: oneOf(BUG_REPRODUCE),
  severity: oneOf(BUG_SEVERITIES),
  priority: oneOf(BUG_PRIORITIES),
  developer: NullableString({ minLength: 1, maxLength: 64 }),
  status: oneOf(BUG_STATUSES),
  screenshots: Type.Array(Id(), { maxItems: 20 }),
  page: NullableString({ maxLength: 2000 }),
  browser: NullableString({ maxLength: 500 }),
  appVersion: NullableString({ maxLength: 100 }),
};

export const BugReportCreateSchema = Type.Composite(
  [Type.Object({ title: BugReportFields.title }), Type.Partial(Type.Object(BugReportFields))],
  { additionalProperties: false },
);
export type BugReportCreate = Static<typeof BugReportCreateSchema>;

export const BugReportUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(BugReportFields))],
  { additionalProperties: false },
);
export type BugReportUpdate = Static<typeof BugReportUpdateSchema>;

export const BUG_REPORT_SORTS = ['title', 'created'] as const;
export const BugReportQuerySchema = BrowseQuerySchema({
  filters: {
    reproduce: Type.Optional(oneOf(BUG_REPRODUCE)),
    severity: Type.Optional(oneOf(BUG_SEVERITIES)),
    priority: Type.Optional(oneOf(BUG_PRIORITIES)),
    developer: Type.Optional(Id()),
    status: Type.Optional(oneOf(BUG_STATUSES)),
  },
  sorts: BUG_REPORT_SORTS,
  search: 'Part of the title or the description',
});
export type BugReportQuery = Static<typeof BugReportQuerySchema>;

export const bugReportSchemas = {
  item: BugReportSchema,
  create: BugReportCreateSchema,
  update: BugReportUpdateSchema,
  query: BugReportQuerySchema,
} satisfies EntitySchemas;

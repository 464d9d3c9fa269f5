import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { BUG_PRIORITIES, BUG_SEVERITIES, BUG_STATUSES } from './bug-report';
import { NullableString } from './common';

const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

/** One change of a report's field, as its history keeps it. */
export const BugChangeSchema = Type.Object({
  field: Type.String(),
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.Union([Type.String(), Type.Null()]),
});
export type BugChange = Static<typeof BugChangeSchema>;

/** An entry of a report's history: a comment, or the fields one save changed. */
export const BugEventSchema = Type.Object({
  _id: Type.String(),
  report: Type.String(),
  kind: oneOf(['created', 'comment', 'change'] as const),
  /** The user who wrote or saved it; null when unknown. */
  author: NullableString(),
  authorName: Type.String(),
  text: Type.String(),
  changes: Type.Array(BugChangeSchema),
  created: Type.String({ format: 'date-time' }),
});
export type BugEvent = Static<typeof BugEventSchema>;

export const BugCommentCreateSchema = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: 5000 }) },
  { additionalProperties: false },
);
export type BugCommentCreate = Static<typeof BugCommentCreateSchema>;

const entries = <T extends TSchema>(value: T) =>
  Type.Array(
    Type.Object(
      { value, label: Type.String({ minLength: 1, maxLength: 60 }) },
      { additionalProperties: false },
    ),
    { minItems: 1, maxItems: 10 },
  );

/**
 * bugtracker/settings: the severities, priorities and statuses a report may take, in the order they
 * are offered, each with the name the admin centre shows.
 */
export const BugTrackerSettingsSchema = Type.Object(
  {
    severities: entries(oneOf(BUG_SEVERITIES)),
    priorities: entries(oneOf(BUG_PRIORITIES)),
    statuses: entries(oneOf(BUG_STATUSES)),
  },
  { additionalProperties: false },
);
export type BugTrackerSettings = Static<typeof BugTrackerSettingsSchema>;

/** The lists before anyone changes them: every value, with its German name. */
export const BUG_TRACKER_DEFAULT_SETTINGS: BugTrackerSettings = {
  severities: [
    { value: 'minor', label: 'Gering' },
    { value: 'normal', label: 'Normal' },
    { value: 'major', label: 'Schwer' },
    { value: 'critical', label: 'Kritisch' },
  ],
  priorities: [
    { value: 'low', label: 'Niedrig' },
    { value: 'normal', label: 'Normal' },
    { value: 'high', label: 'Hoch' },
    { value: 'urgent', label: 'Dringend' },
  ],
  statuses: [
    { value: 'new', label: 'Neu' },
    { value: 'confirmed', label: 'Bestätigt' },
    { value: 'in_progress', label: 'In Arbeit' },
    { value: 'fixed', label: 'Behoben' },
    { value: 'closed', label: 'Geschlossen' },
  ],
};

import { Type, type Static } from '@sinclair/typebox';
import { IdList } from './common';

/**
 * The import of subscribers from CSV (`POST /api/v0/newsletter_subscriber/import`, admin screen
 * newsletter/subscriber/import): the file's text with its header line, which column holds what, and
 * whether the addresses come with a consent given elsewhere.
 */

/** Rows one call takes at most; the admin sends a longer file in parts (its progress bar). */
export const NEWSLETTER_IMPORT_MAX_ROWS = 10_000;

/** The fields a column can be mapped to; tags and lists are separated by `,` or `|` within a cell. */
export const NEWSLETTER_IMPORT_FIELDS = ['email', 'name', 'tags', 'lists'] as const;
export type NewsletterImportField = (typeof NEWSLETTER_IMPORT_FIELDS)[number];

const Column = () => Type.Integer({ minimum: 0, maximum: 200 });

export const NewsletterImportSchema = Type.Object(
  {
    /** The CSV with its header line; `;`, `,` or tab separated, with or without a byte order mark. */
    csv: Type.String({ minLength: 1, maxLength: 10_000_000 }),
    /** Column numbers (from 0) of the fields; only the address is required. */
    mapping: Type.Object(
      {
        email: Column(),
        name: Type.Optional(Column()),
        tags: Type.Optional(Column()),
        lists: Type.Optional(Column()),
      },
      { additionalProperties: false },
    ),
    /** The line of the admin's file the first row after the header is (a file sent in parts). */
    first_line: Type.Optional(Type.Integer({ minimum: 2 })),
    /**
     * The addresses consented elsewhere: recorded as confirmed, their proof saying "import: <source>".
     * Otherwise each gets the double opt-in mail and counts once confirmed.
     */
    existing_consent: Type.Boolean(),
    /** Where the consent was given (required with existing_consent), e.g. "Messe Tulln 2025". */
    source: Type.Optional(Type.String({ maxLength: 200 })),
    /** Lists every imported address goes on, besides those of its lists column. */
    lists: Type.Optional(IdList()),
    language: Type.Optional(Type.Union([Type.Literal('de'), Type.Literal('en')])),
  },
  { additionalProperties: false },
);
export type NewsletterImport = Static<typeof NewsletterImportSchema>;

/** A row not imported: a duplicate (in the file or already stored) or an invalid one. */
export const NewsletterImportProblemSchema = Type.Object({
  line: Type.Integer(),
  email: Type.String(),
  result: Type.Union([Type.Literal('duplicate'), Type.Literal('invalid')]),
  message: Type.String(),
});
export type NewsletterImportProblem = Static<typeof NewsletterImportProblemSchema>;

export const NewsletterImportReportSchema = Type.Object({
  imported: Type.Integer({ minimum: 0 }),
  duplicates: Type.Integer({ minimum: 0 }),
  invalid: Type.Integer({ minimum: 0 }),
  /** The rows not imported, in the file's order. */
  problems: Type.Array(NewsletterImportProblemSchema),
});
export type NewsletterImportReport = Static<typeof NewsletterImportReportSchema>;

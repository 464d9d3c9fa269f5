import { Type, type Static } from '@sinclair/typebox';
import { Id, NullableNumber, NullableString } from './common';
import { BrowseQuerySchema, type EntitySchemas } from './entity';

/** What the server gives a new event that does not say otherwise: its table's defaults. */
export const EVENT_DEFAULTS = { text: '', place: '', published: true } as const;

/** An event of the nursery (`/api/v0/event/`): a plant market, a pruning course. */
export const EventSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  /** The description, as HTML of the rich-text editor. */
  text: Type.String(),
  start: Type.String({ format: 'date-time' }),
  /** Null for an event without a set end. */
  end: NullableString({ format: 'date-time' }),
  place: Type.String(),
  /** How many people can come; null for no limit. */
  capacity: NullableNumber(),
  /** Pictures of the file library, by id; the first is the event's picture. */
  media: Type.Array(Type.String()),
  /** Where to sign up (a booking page, a form); null for none. */
  booking_url: NullableString(),
  published: Type.Boolean(),
  created: Type.String({ format: 'date-time' }),
});
export type Event = Static<typeof EventSchema>;

export const EventFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  text: Type.String({ maxLength: 50_000 }),
  start: Type.String({ format: 'date-time' }),
  end: NullableString({ format: 'date-time' }),
  place: Type.String({ maxLength: 300 }),
  capacity: NullableNumber({ minimum: 1, maximum: 100_000, multipleOf: 1 }),
  media: Type.Array(Id(), { maxItems: 20 }),
  booking_url: NullableString({ maxLength: 500 }),
  published: Type.Boolean(),
};

export const EventCreateSchema = Type.Composite(
  [
    Type.Object({ title: EventFields.title, start: EventFields.start }),
    Type.Partial(Type.Object(EventFields)),
  ],
  { additionalProperties: false },
);
export type EventCreate = Static<typeof EventCreateSchema>;

export const EventUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(EventFields))],
  { additionalProperties: false },
);
export type EventUpdate = Static<typeof EventUpdateSchema>;

export const EVENT_SORTS = ['start', 'title', 'created'] as const;
export const EventQuerySchema = BrowseQuerySchema({
  filters: { published: Type.Optional(Type.Boolean()) },
  sorts: EVENT_SORTS,
  search: 'Part of the title, the place or the text',
});
export type EventQuery = Static<typeof EventQuerySchema>;

export const eventSchemas = {
  item: EventSchema,
  create: EventCreateSchema,
  update: EventUpdateSchema,
  query: EventQuerySchema,
} satisfies EntitySchemas;

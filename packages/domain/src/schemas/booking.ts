import { Type, type Static } from '@sinclair/typebox';
import { Id, NullableString } from './common';
import { BrowseQuerySchema, type EntitySchemas } from './entity';

const Clock = () => Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });
const Day = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const MonthDay = () => Type.String({ pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' });
const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

export const TimeSpanSchema = Type.Object(
  { opens: Clock(), closes: Clock() },
  { additionalProperties: false },
);
const Spans = () => Type.Array(TimeSpanSchema, { maxItems: 4 });
export const WeekHoursSchema = Type.Object(
  {
    mo: Type.Optional(Spans()),
    tu: Type.Optional(Spans()),
    we: Type.Optional(Spans()),
    th: Type.Optional(Spans()),
    fr: Type.Optional(Spans()),
    sa: Type.Optional(Spans()),
    su: Type.Optional(Spans()),
  },
  { additionalProperties: false },
);

export const SeasonSchema = Type.Object(
  { name: Type.String({ maxLength: 100 }), from: MonthDay(), to: MonthDay(), week: WeekHoursSchema },
  { additionalProperties: false },
);

export const OpeningLocationSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    week: WeekHoursSchema,
    seasons: Type.Array(SeasonSchema, { maxItems: 12 }),
  },
  { additionalProperties: false },
);

export const SpecialDaySchema = Type.Object(
  {
    date: Day(),
    /** The location's id, or null for all. */
    location: NullableString({ maxLength: 40 }),
    /** Empty: closed that day. */
    hours: Spans(),
    note: Type.String({ maxLength: 300 }),
  },
  { additionalProperties: false },
);

/** The countries whose public holidays the opening hours know. */
export const HOLIDAY_COUNTRIES = ['AT', 'DE'] as const;

/** booking/openinghours: the locations' hours, the special days and which public holidays close. */
export const OpeningHoursSettingsSchema = Type.Object(
  {
    locations: Type.Array(OpeningLocationSchema, { minItems: 1, maxItems: 10 }),
    specialDays: Type.Array(SpecialDaySchema, { maxItems: 500 }),
    closedOnHolidays: Type.Boolean(),
    /** A country, or a country and a state (`AT-3` Lower Austria, `DE-BY` Bavaria). */
    holidayRegion: Type.String({ pattern: '^(AT|DE)(-[A-Z0-9]{1,3})?$' }),
  },
  { additionalProperties: false },
);
export type OpeningHoursSettings = Static<typeof OpeningHoursSettingsSchema>;

/** A kind of appointment (booking/settings). */
export const BookingTypeSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    location: Type.String({ maxLength: 40 }),
    /** Minutes. */
    duration: Type.Integer({ minimum: 5, maximum: 480 }),
    /** Bookings one slot takes. */
    capacity: Type.Integer({ minimum: 1, maximum: 100 }),
    /** Hours between booking and the appointment at least. */
    leadHours: Type.Integer({ minimum: 0, maximum: 24 * 60 }),
    /** Hours before the appointment until which the customer may cancel. */
    cancelHours: Type.Integer({ minimum: 0, maximum: 24 * 60 }),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type BookingType = Static<typeof BookingTypeSchema>;

export const BookingSettingsSchema = Type.Object(
  {
    types: Type.Array(BookingTypeSchema, { maxItems: 30 }),
    /** Who gets a mail per new booking; empty: the company's e-mail. */
    ownerEmail: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type BookingSettings = Static<typeof BookingSettingsSchema>;

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A booking (`/api/v0/booking/`) as the API answers it. */
export const BookingSchema = Type.Object({
  _id: Type.String(),
  type: Type.String(),
  location: Type.String(),
  start: Type.String({ format: 'date-time' }),
  end: Type.String({ format: 'date-time' }),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  note: Type.String(),
  status: oneOf(BOOKING_STATUSES),
  /** When the visitor agreed to the keeping of their details (an event's sign-up form); else null. */
  consented: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created: Type.String({ format: 'date-time' }),
});
export type Booking = Static<typeof BookingSchema>;

export const BookingFields = {
  type: Type.String({ minLength: 1, maxLength: 40 }),
  start: Type.String({ format: 'date-time' }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  email: Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[A-Za-z]{2,}$', maxLength: 200 }),
  phone: Type.String({ maxLength: 40 }),
  note: Type.String({ maxLength: 2000 }),
  status: oneOf(BOOKING_STATUSES),
};

export const BookingCreateSchema = Type.Composite(
  [
    Type.Object({
      type: BookingFields.type,
      start: BookingFields.start,
      name: BookingFields.name,
      email: BookingFields.email,
    }),
    Type.Partial(Type.Object({ phone: BookingFields.phone, note: BookingFields.note })),
  ],
  { additionalProperties: false },
);
export type BookingCreate = Static<typeof BookingCreateSchema>;

export const BookingUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(BookingFields))],
  { additionalProperties: false },
);
export type BookingUpdate = Static<typeof BookingUpdateSchema>;

export const BOOKING_SORTS = ['start', 'created', 'name'] as const;
export const BookingQuerySchema = BrowseQuerySchema({
  filters: {
    type: Type.Optional(Type.String({ maxLength: 40 })),
    status: Type.Optional(oneOf(BOOKING_STATUSES)),
  },
  sorts: BOOKING_SORTS,
  search: 'Part of the name, the e-mail or the note',
});
export type BookingQuery = Static<typeof BookingQuerySchema>;

export const bookingSchemas = {
  item: BookingSchema,
  create: BookingCreateSchema,
  update: BookingUpdateSchema,
  query: BookingQuerySchema,
} satisfies EntitySchemas;

/** A time the owner blocks in the calendar: no slot overlapping it is offered. */
export const BookingBlockSchema = Type.Object({
  _id: Type.String(),
  start: Type.String({ format: 'date-time' }),
  end: Type.String({ format: 'date-time' }),
  note: Type.String(),
});
export type BookingBlock = Static<typeof BookingBlockSchema>;
export const BookingBlockCreateSchema = Type.Object(
  {
    start: Type.String({ format: 'date-time' }),
    end: Type.String({ format: 'date-time' }),
    note: Type.String({ maxLength: 300 }),
  },
  { additionalProperties: false },
);
export type BookingBlockCreate = Static<typeof BookingBlockCreateSchema>;

/** A free slot as the public booking page offers it. */
export const FreeSlotSchema = Type.Object({
  start: Type.String({ format: 'date-time' }),
  end: Type.String({ format: 'date-time' }),
  free: Type.Integer(),
});
export type FreeSlot = Static<typeof FreeSlotSchema>;

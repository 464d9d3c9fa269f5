import { ADMIN_CENTER_URL, formatDate, formatTime, type Language } from '@gartenwerk/domain';
import type { BookingType } from '@gartenwerk/domain/schemas';
import { createI18n } from '@gartenwerk/i18n';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../core/db';
import type { Notify } from '../../core/notify';
import { purposeMailbox } from '../config/mailboxes';
import { getConfig } from '../config/service';
import type { bookings } from './table';
import { getBookingSettings, getOpening } from './service';

type BookingRow = typeof bookings.$inferSelect;

/**
 * The title and place of the event a sign-up is for. The event area hands it in: bookings know their
 * event by its id only.
 */
export type DescribeEvent = (
  db: Database,
  id: string,
) => Promise<{ title: string; place: string } | undefined>;

/** The public page of a booking's cancel link. */
export const BOOKING_CANCEL_PATH = '/Termin/absagen';

const icsDate = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** An iCalendar file (RFC 5545) of one appointment; SEQUENCE counts its changes. */
export function bookingIcs(
  row: BookingRow,
  details: {
    summary: string;
    location: string;
    organizer: string;
    description: string;
    sequence: number;
    method?: 'REQUEST' | 'CANCEL';
  },
  now: Date,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Gartenwerk//Termine//DE',
    'CALSCALE:GREGORIAN',
    `METHOD:${details.method ?? 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${row.id}@gartenwerk`,
    `SEQUENCE:${details.sequence}`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(row.start)}`,
    `DTEND:${icsDate(row.end)}`,
    `SUMMARY:${icsText(details.summary)}`,
    `LOCATION:${icsText(details.location)}`,
    `DESCRIPTION:${icsText(details.description)}`,
    ...(details.organizer ? [`ORGANIZER:mailto:${details.organizer}`] : []),
    `STATUS:${details.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

async function context(
  app: FastifyInstance,
  row: BookingRow,
  language: Language,
  describeEvent?: DescribeEvent,
) {
  const [settings, opening, config, event] = await Promise.all([
    getBookingSettings(app.db),
    getOpening(app.db),
    getConfig(app.db),
    row.event && describeEvent ? describeEvent(app.db, row.event) : undefined,
  ]);
  // An event's sign-up is named by its event.
  const type: Pick<BookingType, 'name'> = event
    ? { name: event.title }
    : (settings.types.find((one) => one.id === row.type) ?? { name: row.type });
  const place = event
    ? event.place
    : (opening.locations.find((one) => one.id === row.location)?.name ?? row.location);
  const company = config.company;
  const address = [company.name, place, company.street, `${company.zip} ${company.city}`.trim()]
    .filter(Boolean)
    .join(', ');
  const t = createI18n(language).getFixedT(null, 'mail', 'booking');
  const when = t('when', {
    date: formatDate(row.start, language),
    from: formatTime(row.start),
    to: formatTime(row.end),
  });
  const cancel = `${app.publicUrl}${BOOKING_CANCEL_PATH}?token=${row.cancelToken}`;
  // The mailbox chosen for bookings in settings/mail, else the booking settings' address or the company's.
  const chosen = config.mail.purposes?.bookings ? purposeMailbox(config.mail, 'bookings') : undefined;
  const owner = chosen
    ? { email: chosen.email, mailbox: chosen.uuid }
    : { email: settings.ownerEmail || company.email };
  return { t, type, address, when, cancel, company, owner, event: Boolean(event) };
}

/** What a cancel link's page names: the appointment's type or the event's title. */
export async function bookingTitle(app: FastifyInstance, row: BookingRow, describeEvent?: DescribeEvent) {
  const { type, event } = await context(app, row, 'de', describeEvent);
  return { title: type.name, event };
}

export interface CustomerMailOptions {
  /** Counts the changes of the appointment for the calendar file. */
  sequence?: number;
  language?: Language;
  describeEvent?: DescribeEvent;
}

/** The customer's mail with the appointment as an .ics file: on booking (`confirmation`) and when moved. */
export async function mailCustomer(
  app: FastifyInstance,
  row: BookingRow,
  kind: 'confirmation' | 'moved' | 'cancelled',
  now: Date,
  { sequence = 0, language = row.language === 'en' ? 'en' : 'de', describeEvent }: CustomerMailOptions = {},
) {
  const { t, type, address, when, cancel, company, event } = await context(app, row, language, describeEvent);
  const values = { name: row.name, type: type.name, when, location: address, cancel };
  // A cancelled sign-up is told in the event's words, without a calendar file: the one the sign-up
  // mail carried is the event's own, which stays as it is.
  if (event && kind === 'cancelled')
    return app.mailer.sendComposed({
      to: row.email,
      subject: t('eventCancelled.subject', { ...values, title: type.name }),
      text: t('eventCancelled.body', { ...values, title: type.name }),
      template: 'booking_event_cancelled',
    });
  const ics = bookingIcs(
    row,
    {
      summary: `${type.name} – ${company.name}`,
      location: address,
      organizer: company.email,
      description: kind === 'cancelled' ? '' : cancel,
      sequence,
      method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
    },
    now,
  );
  return app.mailer.sendComposed({
    to: row.email,
    subject: t(`${kind}.subject`, values),
    text: t(`${kind}.body`, values),
    template: `booking_${kind}`,
    attachments: [
      {
        filename: 'termin.ics',
        contentType: 'text/calendar; charset=utf-8; method=' + (kind === 'cancelled' ? 'CANCEL' : 'REQUEST'),
        content: Buffer.from(ics, 'utf8'),
      },
    ],
  });
}

/** The owner's mail per new booking. */
export async function mailOwner(app: FastifyInstance, row: BookingRow) {
  const { t, type, address, when, owner } = await context(app, row, 'de');
  if (!owner.email) return;
  const values = {
    type: type.name,
    when,
    location: address,
    name: row.name,
    email: row.email,
    phone: row.phone,
    note: row.note,
    link: `${app.publicUrl}${ADMIN_CENTER_URL}/booking/edit/${row.id}`,
  };
  await app.mailer.sendComposed({
    to: owner.email,
    ...(owner.mailbox ? { mailbox: owner.mailbox } : {}),
    subject: t('owner.subject', values),
    text: t('owner.body', values),
    template: 'booking_owner',
  });
}

/** Tells the admin centre about a new booking or a customer's cancellation. */
export async function notifyBooking(
  app: FastifyInstance,
  notify: Notify,
  row: BookingRow,
  kind: 'booked' | 'cancelled',
  describeEvent?: DescribeEvent,
) {
  const { type, when } = await context(app, row, 'de', describeEvent);
  const n = createI18n('de').getFixedT(null, 'mail', 'adminNotifications');
  const key = kind === 'booked' ? 'booking' : 'bookingCancelled';
  await notify(app, {
    title: n(`${key}.title`, { type: type.name, when }),
    content: n(`${key}.content`, { name: row.name, email: row.email }),
    type: kind === 'booked' ? 'success' : 'warning',
    icon: 'calendar',
    group: 'bookings',
    link: `booking/edit/${row.id}`,
  });
}

import { ADMIN_CENTER_URL, formatDate, formatTime, type Language } from '@gartenwerk/domain';
import type { BookingType } from '@gartenwerk/domain/schemas';
import { createI18n } from '@gartenwerk/i18n';
import type { FastifyInstance } from 'fastify';
import { getConfig } from '../config/service';
import type { bookings } from './table';
import { getBookingSettings, getOpening } from './service';

type BookingRow = typeof bookings.$inferSelect;

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

async function context(app: FastifyInstance, row: BookingRow, language: Language) {
  const [settings, opening, config] = await Promise.all([
    getBookingSettings(app.db),
    getOpening(app.db),
    getConfig(app.db),
  ]);
  const type: Pick<BookingType, 'name'> = settings.types.find((one) => one.id === row.type) ?? {
    name: row.type,
  };
  const place = opening.locations.find((one) => one.id === row.location)?.name ?? row.location;
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
  return { t, type, address, when, cancel, company, ownerEmail: settings.ownerEmail || company.email };
}

/** The customer's mail with the appointment as an .ics file: on booking (`confirmation`) and when moved. */
export async function mailCustomer(
  app: FastifyInstance,
  row: BookingRow,
  kind: 'confirmation' | 'moved' | 'cancelled',
  now: Date,
  sequence = 0,
  language: Language = 'de',
) {
  const { t, type, address, when, cancel, company } = await context(app, row, language);
  const values = { name: row.name, type: type.name, when, location: address, cancel };
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
  const { t, type, address, when, ownerEmail } = await context(app, row, 'de');
  if (!ownerEmail) return;
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
    to: ownerEmail,
    subject: t('owner.subject', values),
    text: t('owner.body', values),
    template: 'booking_owner',
  });
}

import { formatDate, formatTime, type Language } from '@gartenwerk/domain';
import type { Event } from '@gartenwerk/domain/schemas';
import { createI18n } from '@gartenwerk/i18n';
import type { FastifyInstance } from 'fastify';
import type { Notify } from '../../core/notify';
import { BOOKING_CANCEL_PATH } from '../booking/mails';
import type { BookingRow } from '../booking/service';
import { eventIcs } from './ics';

/** The public page of an event (the storefront's /Veranstaltungen/:id). */
export const eventPagePath = (id: string) => `/Veranstaltungen/${id}`;

function when(event: Event, language: Language): string {
  const t = createI18n(language).getFixedT(null, 'mail', 'booking');
  const date = formatDate(event.start, language);
  if (!event.end) return t('whenOpen', { date, from: formatTime(event.start) });
  return t('when', { date, from: formatTime(event.start), to: formatTime(event.end) });
}

/**
 * The visitor's confirmation of a sign-up, in the language of the page they signed up on, with the
 * event as an .ics file; written to the mail outbox like every customer mail.
 */
export async function mailEventSignup(app: FastifyInstance, event: Event, row: BookingRow) {
  const language: Language = row.language === 'en' ? 'en' : 'de';
  const t = createI18n(language).getFixedT(null, 'mail', 'booking');
  const url = `${app.publicUrl}${eventPagePath(event._id)}`;
  const host = new URL(app.publicUrl).hostname;
  const values = {
    name: row.name,
    title: event.title,
    when: when(event, language),
    place: event.place,
    places: t('event.places', { count: row.places }),
    cancel: `${app.publicUrl}${BOOKING_CANCEL_PATH}?token=${row.cancelToken}`,
  };
  return app.mailer.sendComposed({
    to: row.email,
    subject: t('event.subject', values),
    // Without a place its empty line goes.
    text: t('event.body', values).replace(`${values.when}\n\n`, `${values.when}\n`),
    template: 'event_signup',
    attachments: [
      {
        filename: 'veranstaltung.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(eventIcs(event, { host, url }), 'utf8'),
      },
    ],
  });
}

/** Tells the admin centre (the bookings' group) about a new sign-up. */
export async function notifyEventSignup(app: FastifyInstance, notify: Notify, event: Event, row: BookingRow) {
  const n = createI18n('de').getFixedT(null, 'mail', 'adminNotifications');
  await notify(app, {
    title: n('eventSignup.title', { title: event.title, when: when(event, 'de') }),
    content: n('eventSignup.content', { name: row.name, email: row.email, count: row.places }),
    type: 'success',
    icon: 'calendar',
    group: 'bookings',
    link: `booking/edit/${row.id}`,
  });
}

import { eventIcsUrl, useGetEventPlacesQuery, useGetUpcomingEventsQuery } from '@gartenwerk/api-client';
import { formatDate } from '@gartenwerk/domain';
import type { Event } from '@gartenwerk/domain/schemas';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../app/localized';
import './events.css';

export const EVENTS_ROUTE = '/Veranstaltungen';

export const viennaTime = (iso: string) =>
  new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** The events as schema.org Event data for search engines. */
export function eventsJsonLd(events: readonly Event[], origin = ''): string {
  const data = events.map((event) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: event.start,
    ...(event.end ? { endDate: event.end } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(event.place ? { location: { '@type': 'Place', name: event.place, address: event.place } } : {}),
    ...(event.text
      ? {
          description: event.text
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        }
      : {}),
    ...(event.media[0] ? { image: `${origin}/api/v0/download/${event.media[0]}` } : {}),
    ...(event.capacity ? { maximumAttendeeCapacity: event.capacity } : {}),
    url: `${origin}${EVENTS_ROUTE}#${event._id}`,
  }));
  // "<" written as an escape, so no text can end the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The address of an event's own page, with its sign-up. */
export const eventPath = (id: string) => `${EVENTS_ROUTE}/${encodeURIComponent(id)}`;

/** Whether visitors sign up on the event's own page: a limited number of places and no other sign-up address. */
export const signsUpHere = (event: Event) => event.capacity !== null && !event.booking_url;

/** "Noch 3 freie Plätze" or "Ausgebucht" of an event with limited places (read in the browser). */
export function PlacesLeft({ event }: { event: Event }) {
  const { t } = useTranslation('content');
  const places = useGetEventPlacesQuery(event._id, { skip: event.capacity === null }).data;
  if (!places || places.left === null) return null;
  return (
    <p className="event-card__places" data-places-left={places.left}>
      {places.left > 0 ? t('events.placesLeft', { count: places.left }) : t('events.full')}
    </p>
  );
}

/** One event: when, where, how many, the text, and its calendar file. */
export function EventCard({
  event,
  full = true,
  heading = 'h3',
}: {
  event: Event;
  full?: boolean;
  /** h1 on the event's own page. */
  heading?: 'h1' | 'h3';
}) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const date = formatDate(event.start, language, 'long');
  const Heading = heading;
  const own = heading === 'h1';
  return (
    <article className="event-card" id={event._id} aria-labelledby={`event-${event._id}`}>
      <Heading id={`event-${event._id}`}>{event.title}</Heading>
      <p className="event-card__when">
        <time dateTime={event.start}>
          {event.end
            ? t('events.when', { date, from: viennaTime(event.start), to: viennaTime(event.end) })
            : t('events.whenOpen', { date, from: viennaTime(event.start) })}
        </time>
      </p>
      {event.place && <p>{t('events.place', { place: event.place })}</p>}
      {full && event.capacity !== null && <p>{t('events.capacity', { capacity: event.capacity })}</p>}
      {full && event.capacity !== null && <PlacesLeft event={event} />}
      {full && event.text && (
        <div className="event-card__text" dangerouslySetInnerHTML={{ __html: event.text }} />
      )}
      <p className="event-card__links">
        <a href={eventIcsUrl(event._id)} download>
          {t('events.calendar')}
        </a>
        {full && event.booking_url && (
          <>
            {' · '}
            {event.booking_url.startsWith('/') ? (
              <Link to={event.booking_url}>{t('events.signUp')}</Link>
            ) : (
              <a href={event.booking_url} rel="noopener">
                {t('events.signUp')}
              </a>
            )}
          </>
        )}
        {full && !own && signsUpHere(event) && (
          <>
            {' · '}
            <Link to={eventPath(event._id)} aria-label={`${t('events.details')}: ${event.title}`}>
              {t('events.details')}
            </Link>
          </>
        )}
      </p>
    </article>
  );
}

/** /Veranstaltungen: the events to come, with their schema.org data. */
export function EventsPage() {
  const { t } = useTranslation('content');
  const events = useGetUpcomingEventsQuery().data?.items ?? [];
  return (
    <section className="content-page events-page" aria-labelledby="events-title">
      <h1 id="events-title">{t('events.title')}</h1>
      <p>{t('events.intro')}</p>
      {events.length === 0 ? (
        <p>{t('events.none')}</p>
      ) : (
        <>
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: eventsJsonLd(events) }} />
          {events.map((event) => (
            <EventCard key={event._id} event={event} />
          ))}
        </>
      )}
    </section>
  );
}

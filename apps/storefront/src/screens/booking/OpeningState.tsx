import {
  addDays,
  clockTime,
  formatDate,
  openState,
  viennaDay,
  type DayHours,
  type Holiday,
  type OpeningSchedule,
} from '@gartenwerk/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What GET /api/v0/booking/openinghours answers. */
export interface PublicOpeningHours extends OpeningSchedule {
  locations: Array<OpeningSchedule['locations'][number]>;
  holidays: Holiday[];
  days: Array<{ location: string; days: DayHours[] }>;
  specification: Record<string, Array<Record<string, string>>>;
}

/** The opening hours of the booking area, read in the browser (with the page's clock). */
export function usePublicOpeningHours(): PublicOpeningHours | null {
  const [hours, setHours] = useState<PublicOpeningHours | null>(null);
  useEffect(() => {
    let live = true;
    // The days ahead of the page's own today, so the state and the days shown agree.
    fetch(`/api/v0/booking/openinghours?from=${viennaDay(new Date())}`)
      .then((answer) => (answer.ok ? (answer.json() as Promise<PublicOpeningHours>) : null))
      .then((body) => live && setHours(body))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return hours;
}

/** "jetzt geöffnet" or "geschlossen, öffnet um …" of a location at a moment. */
export function OpenNow({
  hours,
  location,
  now,
}: {
  hours: PublicOpeningHours;
  location: string;
  now: Date;
}) {
  const { t, i18n } = useTranslation('content');
  const state = openState(hours, location, now, hours.holidays);
  const today = viennaDay(now);
  let words: string;
  if (state.open)
    words = `${t('booking.openNow')} · ${t('booking.until', { time: clockTime(state.closesAt!.time) })}`;
  else if (!state.opensAt) words = t('booking.closedForNow');
  else if (state.opensAt.date === today)
    words = t('booking.opensToday', { time: clockTime(state.opensAt.time) });
  else {
    const weekday = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'de-AT', {
      weekday: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${state.opensAt.date}T12:00:00Z`));
    const day =
      state.opensAt.date === addDays(today, 1)
        ? weekday
        : `${weekday}, ${formatDate(state.opensAt.date, i18n.language).slice(0, 6)}`;
    words = t('booking.opensLater', { day, time: clockTime(state.opensAt.time) });
  }
  return (
    <p className={`open-now ${state.open ? 'open-now--open' : 'open-now--closed'}`} data-open={state.open}>
      {words}
    </p>
  );
}

/** The current moment, taken once the page runs in the browser (none while rendered on the server). */
export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), []);
  return now;
}

/**
 * The locations with their state now, the special days and holidays ahead, and their schema.org
 * OpeningHoursSpecification (the /Oeffnungszeiten page).
 */
export function OpeningHoursDetails() {
  const { t, i18n } = useTranslation('content');
  const hours = usePublicOpeningHours();
  const now = useNow();
  if (!hours) return null;
  const data = hours.locations.map((location) => ({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: location.name,
    openingHoursSpecification: hours.specification[location.id] ?? [],
  }));
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return (
    <div className="opening-locations">
      {hours.locations.map((location) => {
        const days = hours.days.find((one) => one.location === location.id)?.days ?? [];
        const special = days.slice(7).filter((day) => day.kind === 'special' || day.kind === 'holiday');
        const weekday = (date: string) =>
          new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'de-AT', {
            weekday: 'short',
            timeZone: 'UTC',
          }).format(new Date(`${date}T12:00:00Z`));
        const spans = (day: DayHours) =>
          day.hours.length
            ? day.hours.map((span) => `${clockTime(span.opens)} – ${clockTime(span.closes)}`).join(', ')
            : t('booking.closedDay');
        return (
          <section key={location.id} aria-labelledby={`location-${location.id}`} data-location={location.id}>
            <h2 id={`location-${location.id}`}>{location.name}</h2>
            {now ? <OpenNow hours={hours} location={location.id} now={now} /> : null}
            <dl className="opening-hours opening-days">
              {days.slice(0, 7).map((day) => (
                <div key={day.date}>
                  <dt>{`${weekday(day.date)} ${formatDate(day.date, i18n.language).slice(0, 6)}`}</dt>
                  <dd>
                    {spans(day)}
                    {day.kind === 'special' || day.kind === 'holiday' ? ` (${day.note})` : ''}
                  </dd>
                </div>
              ))}
            </dl>
            {special.length ? (
              <>
                <h3>{t('booking.specialDays')}</h3>
                <ul>
                  {special.map((day) => (
                    <li key={day.date}>
                      {`${formatDate(day.date, i18n.language)} ${spans(day)}`}
                      {day.note ? ` (${day.note})` : ''}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        );
      })}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
    </div>
  );
}

/** The footer's line: whether the first location is open now. */
export function FooterOpenNow() {
  const hours = usePublicOpeningHours();
  const now = useNow();
  const first = hours?.locations[0];
  if (!hours || !now || !first) return null;
  return <OpenNow hours={hours} location={first.id} now={now} />;
}

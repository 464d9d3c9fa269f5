import { skipToken } from '@reduxjs/toolkit/query';
import { useGetOpeningHoursQuery, type PublicOpeningHours } from '@gartenwerk/api-client';
import {
  addDays,
  clockTime,
  formatDate,
  openState,
  viennaDay,
  viennaWallMoment,
  type DayHours,
  type OpenState,
} from '@gartenwerk/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * Until when an open state holds: its next opening or closing, at the latest the next Vienna midnight
 * (its words name the day). The server's page cache keeps a page no longer (data-valid-until).
 */
function stateValidUntil(state: OpenState, today: string): Date {
  const midnight = viennaWallMoment(addDays(today, 1), '00:00');
  const change = state.closesAt ?? state.opensAt;
  const at = change ? viennaWallMoment(change.date, change.time) : midnight;
  return at < midnight ? at : midnight;
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
    <p
      className={`open-now ${state.open ? 'open-now--open' : 'open-now--closed'}`}
      data-open={state.open}
      data-valid-until={stateValidUntil(state, today).toISOString()}
    >
      {words}
    </p>
  );
}

/**
 * The opening hours for the Vienna day of `now`: the answer preloaded with the page, or, when the
 * browser's day is another than the one that answer starts on, the answer for the browser's day.
 */
function useHoursOn(now: Date | null, served: PublicOpeningHours | undefined) {
  const today = now ? viennaDay(now) : undefined;
  const from = today !== undefined && served?.days[0]?.days[0]?.date !== today ? today : undefined;
  return useGetOpeningHoursQuery(served && from ? { from } : skipToken).data ?? served;
}

/**
 * The current moment, taken once the page runs in the browser. Before that (on the server and while
 * hydrating) it is `rendered` when given, the moment the server rendered the page for, else none.
 */
export function useNow(rendered?: string): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), []);
  return now ?? (rendered ? new Date(rendered) : null);
}

/**
 * The locations with their state now, the special days and holidays ahead, and their schema.org
 * OpeningHoursSpecification (the /Oeffnungszeiten page). All of it is rendered on the server from the
 * preloaded opening hours, the state for the moment of their answer: the page cache keeps such a page
 * only until the next opening, closing or midnight (data-valid-until), so a cached page never tells a
 * state that has passed. In the browser the state follows the visitor's clock once hydrated.
 */
export function OpeningHoursDetails() {
  const { t, i18n } = useTranslation('content');
  const served = useGetOpeningHoursQuery().data;
  const now = useNow(served?.now);
  const hours = useHoursOn(now, served);
  if (!hours) return null;
  const data = hours.locations.map((location) => ({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: location.name,
    openingHoursSpecification: hours.specification[location.id] ?? [],
  }));
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // The days listed start at the server's today: they hold until its midnight.
  const firstDay = hours.days[0]?.days[0]?.date;
  const validUntil = firstDay ? viennaWallMoment(addDays(firstDay, 1), '00:00').toISOString() : undefined;
  return (
    <div className="opening-locations" data-valid-until={validUntil}>
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

/**
 * The footer's line: whether the first location is open now. Every page has it, so it is told in the
 * browser only (with the visitor's clock), which keeps the other pages' cache free of the clock.
 */
export function FooterOpenNow() {
  const now = useNow();
  const hours = useHoursOn(now, useGetOpeningHoursQuery().data);
  const first = hours?.locations[0];
  if (!hours || !now || !first) return null;
  return <OpenNow hours={hours} location={first.id} now={now} />;
}

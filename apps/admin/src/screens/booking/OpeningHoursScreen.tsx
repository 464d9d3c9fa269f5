import './booking.css';
import { WEEKDAYS, type Weekday } from '@gartenwerk/domain';
import type { OpeningHoursSettings } from '@gartenwerk/domain/schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FormActions } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useDocumentTitle } from '../useDocumentTitle';
import { bookingRequest, parseSpans, spansText, useBookingResource, weekTexts, type WeekTexts } from './api';

/** The holiday calendars offered: Austria's and Germany's, with the nursery's state first. */
const REGIONS = ['AT-3', 'AT-9', 'AT', 'DE-BY', 'DE-BW', 'DE'] as const;

interface Draft {
  locations: Array<{
    id: string;
    name: string;
    week: WeekTexts;
    seasons: Array<{ name: string; from: string; to: string; week: WeekTexts }>;
  }>;
  specialDays: Array<{ date: string; location: string; hours: string; note: string }>;
  closedOnHolidays: boolean;
  holidayRegion: string;
}

const toDraft = (opening: OpeningHoursSettings): Draft => ({
  locations: opening.locations.map((location) => ({
    id: location.id,
    name: location.name,
    week: weekTexts(location.week),
    seasons: location.seasons.map((season) => ({ ...season, week: weekTexts(season.week) })),
  })),
  specialDays: opening.specialDays.map((day) => ({
    date: day.date,
    location: day.location ?? '',
    hours: spansText(day.hours),
    note: day.note,
  })),
  closedOnHolidays: opening.closedOnHolidays,
  holidayRegion: opening.holidayRegion,
});

/** The draft as the API takes it, or null when a time is not readable. */
function fromDraft(draft: Draft): OpeningHoursSettings | null {
  const week = (texts: WeekTexts) => {
    const entries = WEEKDAYS.map((day) => [day, parseSpans(texts[day])] as const);
    if (entries.some(([, spans]) => spans === null)) return null;
    return Object.fromEntries(entries.filter(([, spans]) => spans!.length > 0));
  };
  const locations = draft.locations.map((location) => ({
    id: location.id,
    name: location.name,
    week: week(location.week),
    seasons: location.seasons.map((season) => ({ ...season, week: week(season.week) })),
  }));
  const specialDays = draft.specialDays.map((day) => ({
    date: day.date,
    location: day.location || null,
    hours: parseSpans(day.hours),
    note: day.note,
  }));
  if (
    locations.some((location) => !location.week || location.seasons.some((season) => !season.week)) ||
    specialDays.some((day) => !day.hours)
  ) {
    return null;
  }
  return { ...draft, locations, specialDays } as OpeningHoursSettings;
}

function WeekInputs({
  week,
  onChange,
  prefix,
}: {
  week: WeekTexts;
  onChange: (week: WeekTexts) => void;
  prefix: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div className="admin-booking-week">
      {WEEKDAYS.map((day: Weekday) => (
        <label key={day}>
          {`${prefix} ${t(`common:footer.weekday.${day}`)}`}
          <input
            value={week[day]}
            placeholder="08:00-18:00"
            onChange={(event) => onChange({ ...week, [day]: event.target.value })}
          />
        </label>
      ))}
    </div>
  );
}

/** booking/openinghours: each location's week and seasons, the public holidays, special days and closures. */
export function OpeningHoursScreen({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const { data, error } = useBookingResource<OpeningHoursSettings>('/api/v0/booking/openinghours');
  return (
    <section className="admin-screen admin-booking-opening" aria-labelledby="opening-title">
      <h1 id="opening-title">{route.label}</h1>
      <p className="admin-hint">{t('booking.opening.hint')}</p>
      {error ? <p role="alert">{error}</p> : null}
      {data ? <OpeningForm opening={data} /> : null}
    </section>
  );
}

function OpeningForm({ opening }: { opening: OpeningHoursSettings }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [draft, setDraft] = useState(() => toDraft(opening));
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const setLocation = (index: number, change: Partial<Draft['locations'][number]>) =>
    setDraft({
      ...draft,
      locations: draft.locations.map((one, at) => (at === index ? { ...one, ...change } : one)),
    });
  const setDay = (index: number, change: Partial<Draft['specialDays'][number]>) =>
    setDraft({
      ...draft,
      specialDays: draft.specialDays.map((one, at) => (at === index ? { ...one, ...change } : one)),
    });
  const emptyWeek = weekTexts({});

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = fromDraft(draft);
    if (!body) return setStatus(t('booking.opening.badHours'));
    setSaving(true);
    try {
      await bookingRequest('PUT', '/api/v0/booking/openinghours', body);
      setStatus(t('booking.opening.saved'));
    } catch (failure) {
      setStatus(t('booking.opening.saveFailed', { message: (failure as Error).message }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} aria-label={t('booking.opening.title')} className="admin-form">
      {draft.locations.map((location, index) => (
        <fieldset key={location.id}>
          <legend>{location.name}</legend>
          <label>
            {t('booking.opening.name')}
            <input
              value={location.name}
              onChange={(event) => setLocation(index, { name: event.target.value })}
              required
            />
          </label>
          <WeekInputs
            prefix={t('booking.opening.week')}
            week={location.week}
            onChange={(week) => setLocation(index, { week })}
          />
          <h3>{t('booking.opening.seasons')}</h3>
          {location.seasons.map((season, seasonIndex) => {
            const setSeason = (change: Partial<typeof season>) =>
              setLocation(index, {
                seasons: location.seasons.map((one, at) =>
                  at === seasonIndex ? { ...one, ...change } : one,
                ),
              });
            return (
              <fieldset key={seasonIndex} className="admin-booking-season">
                <legend>{season.name || t('booking.opening.season')}</legend>
                <label>
                  {t('booking.opening.name')}
                  <input value={season.name} onChange={(event) => setSeason({ name: event.target.value })} />
                </label>
                <label>
                  {t('booking.opening.from')}
                  <input
                    value={season.from}
                    pattern="\d{2}-\d{2}"
                    onChange={(event) => setSeason({ from: event.target.value })}
                  />
                </label>
                <label>
                  {t('booking.opening.to')}
                  <input
                    value={season.to}
                    pattern="\d{2}-\d{2}"
                    onChange={(event) => setSeason({ to: event.target.value })}
                  />
                </label>
                <WeekInputs
                  prefix={season.name}
                  week={season.week}
                  onChange={(week) => setSeason({ week })}
                />
                <button
                  type="button"
                  onClick={() =>
                    setLocation(index, { seasons: location.seasons.filter((_, at) => at !== seasonIndex) })
                  }
                >
                  {t('booking.opening.remove')}
                </button>
              </fieldset>
            );
          })}
          <button
            type="button"
            onClick={() =>
              setLocation(index, {
                seasons: [...location.seasons, { name: '', from: '01-01', to: '01-31', week: emptyWeek }],
              })
            }
          >
            {t('booking.opening.addSeason')}
          </button>
        </fieldset>
      ))}
      <fieldset>
        <legend>{t('booking.opening.specialDays')}</legend>
        <label className="admin-switch">
          <input
            type="checkbox"
            checked={draft.closedOnHolidays}
            onChange={(event) => setDraft({ ...draft, closedOnHolidays: event.target.checked })}
          />
          {t('booking.opening.closedOnHolidays')}
        </label>
        <label>
          {t('booking.opening.holidayRegion')}
          <select
            value={draft.holidayRegion}
            onChange={(event) => setDraft({ ...draft, holidayRegion: event.target.value })}
          >
            {REGIONS.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </select>
        </label>
        {draft.specialDays.map((day, index) => (
          <div key={index} className="admin-booking-special">
            <label>
              {t('booking.opening.date')}
              <input
                type="date"
                value={day.date}
                required
                onChange={(event) => setDay(index, { date: event.target.value })}
              />
            </label>
            <label>
              {t('booking.opening.location')}
              <select
                value={day.location}
                onChange={(event) => setDay(index, { location: event.target.value })}
              >
                <option value="">{t('booking.opening.allLocations')}</option>
                {draft.locations.map((location) => (
                  <option key={location.id} value={location.id}>
                    {location.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('booking.opening.hours')}
              <input value={day.hours} onChange={(event) => setDay(index, { hours: event.target.value })} />
            </label>
            <label>
              {t('booking.opening.note')}
              <input value={day.note} onChange={(event) => setDay(index, { note: event.target.value })} />
            </label>
            <button
              type="button"
              onClick={() =>
                setDraft({ ...draft, specialDays: draft.specialDays.filter((_, at) => at !== index) })
              }
            >
              {t('booking.opening.remove')}
            </button>
          </div>
        ))}
        <button
          type="button"
          onClick={() =>
            setDraft({
              ...draft,
              specialDays: [...draft.specialDays, { date: '', location: '', hours: '', note: '' }],
            })
          }
        >
          {t('booking.opening.addSpecialDay')}
        </button>
      </fieldset>
      {status ? <p role="status">{status}</p> : null}
      <FormActions submitLabel={t('booking.opening.save')} disabled={saving} />
    </form>
  );
}

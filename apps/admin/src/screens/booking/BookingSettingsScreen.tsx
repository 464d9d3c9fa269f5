import './booking.css';
import type { BookingSettings, BookingType, OpeningHoursSettings } from '@gartenwerk/domain/schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FormActions } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useDocumentTitle } from '../useDocumentTitle';
import { bookingRequest, useBookingResource } from './api';

const NUMBERS = ['duration', 'capacity', 'leadHours', 'cancelHours'] as const;

/** booking/settings: the bookable types (duration, places per slot, lead time, cancellation) and who is told. */
export function BookingSettingsScreen({ route }: { route: AdminRoute }) {
  useDocumentTitle(route.label);
  const settings = useBookingResource<BookingSettings>('/api/v0/booking/settings');
  const opening = useBookingResource<OpeningHoursSettings>('/api/v0/booking/openinghours');
  return (
    <section className="admin-screen admin-booking-settings" aria-labelledby="booking-settings-title">
      <h1 id="booking-settings-title">{route.label}</h1>
      {settings.error ? <p role="alert">{settings.error}</p> : null}
      {settings.data && opening.data ? (
        <SettingsForm settings={settings.data} opening={opening.data} />
      ) : null}
    </section>
  );
}

function SettingsForm({ settings, opening }: { settings: BookingSettings; opening: OpeningHoursSettings }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [draft, setDraft] = useState(settings);
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const setType = (index: number, change: Partial<BookingType>) =>
    setDraft({ ...draft, types: draft.types.map((one, at) => (at === index ? { ...one, ...change } : one)) });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    try {
      setDraft(await bookingRequest<BookingSettings>('PUT', '/api/v0/booking/settings', draft));
      setStatus(t('booking.settings.saved'));
    } catch (failure) {
      setStatus(t('booking.settings.saveFailed', { message: (failure as Error).message }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} aria-label={t('booking.settings.title')} className="admin-form">
      <label>
        {t('booking.settings.ownerEmail')}
        <input
          type="email"
          value={draft.ownerEmail}
          onChange={(event) => setDraft({ ...draft, ownerEmail: event.target.value })}
        />
      </label>
      {draft.types.map((type, index) => (
        <fieldset key={index} className="admin-booking-type">
          <legend>{type.name || t('booking.settings.title')}</legend>
          <label>
            {t('booking.settings.id')}
            <input
              value={type.id}
              pattern="[a-z0-9-]{1,40}"
              required
              onChange={(event) => setType(index, { id: event.target.value })}
            />
          </label>
          <label>
            {t('booking.settings.name')}
            <input
              value={type.name}
              required
              onChange={(event) => setType(index, { name: event.target.value })}
            />
          </label>
          <label>
            {t('booking.settings.location')}
            <select
              value={type.location}
              onChange={(event) => setType(index, { location: event.target.value })}
            >
              {opening.locations.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </select>
          </label>
          {NUMBERS.map((name) => (
            <label key={name}>
              {t(`booking.settings.${name}`)}
              <input
                type="number"
                min={name === 'duration' ? 5 : name === 'capacity' ? 1 : 0}
                value={type[name]}
                required
                onChange={(event) => setType(index, { [name]: Number(event.target.value) })}
              />
            </label>
          ))}
          <label className="admin-switch">
            <input
              type="checkbox"
              checked={type.active}
              onChange={(event) => setType(index, { active: event.target.checked })}
            />
            {t('booking.settings.active')}
          </label>
          <button
            type="button"
            onClick={() => setDraft({ ...draft, types: draft.types.filter((_, at) => at !== index) })}
          >
            {t('booking.settings.remove')}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        onClick={() =>
          setDraft({
            ...draft,
            types: [
              ...draft.types,
              {
                id: '',
                name: '',
                location: opening.locations[0]?.id ?? '',
                duration: 60,
                capacity: 1,
                leadHours: 24,
                cancelHours: 24,
                active: true,
              },
            ],
          })
        }
      >
        {t('booking.settings.addType')}
      </button>
      {status ? <p role="status">{status}</p> : null}
      <FormActions submitLabel={t('booking.settings.save')} disabled={saving} />
    </form>
  );
}

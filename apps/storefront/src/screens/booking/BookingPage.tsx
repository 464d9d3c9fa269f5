import './booking.css';
import { addDays, formatDate, formatTime, viennaDay } from '@gartenwerk/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useSearchParams } from 'react-router-dom';
import { useNow } from './OpeningState';

interface BookableType {
  id: string;
  name: string;
  duration: number;
  active: boolean;
}
interface FreeSlot {
  start: string;
  end: string;
  free: number;
}
interface BookedAppointment {
  type: string;
  start: string;
  end: string;
  email: string;
  status: string;
}

/** A booking as its cancel link's page gets it: named by its type or its event. */
interface CancelView extends BookedAppointment {
  title: string;
  event: boolean;
}

async function json<T>(answer: Response): Promise<T> {
  const body = (await answer.json()) as T & { message?: string };
  if (!answer.ok) throw new Error(body.message ?? String(answer.status));
  return body;
}

const when = (language: string, start: string, end: string) =>
  `${formatDate(start, language)}, ${formatTime(start)} – ${formatTime(end)}`;

/** The booking page (its route answers 404 while the `booking` component is off). */
export function BookingPage() {
  return <BookingForm />;
}

/** /Termin: a visitor picks a kind of appointment, a day and one of its free slots, and books it. */
function BookingForm() {
  const { t, i18n } = useTranslation('content');
  const now = useNow();
  const [types, setTypes] = useState<BookableType[]>([]);
  const [type, setType] = useState('');
  const [date, setDate] = useState('');
  const [slots, setSlots] = useState<FreeSlot[] | null>(null);
  const [slot, setSlot] = useState('');
  const [error, setError] = useState('');
  const [booked, setBooked] = useState<BookedAppointment | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    fetch('/api/v0/booking/settings')
      .then((answer) => json<{ types: BookableType[] }>(answer))
      .then((settings) => {
        const active = settings.types.filter((one) => one.active);
        setTypes(active);
        setType((current) => current || active[0]?.id || '');
      })
      .catch((failure: Error) => setError(failure.message));
  }, []);
  useEffect(() => {
    if (now && !date) setDate(addDays(viennaDay(now), 1));
  }, [now, date]);
  useEffect(() => {
    if (!type || !date) return;
    let live = true;
    setSlots(null);
    setSlot('');
    fetch(`/api/v0/booking/slots?type=${encodeURIComponent(type)}&date=${date}`)
      .then((answer) => json<FreeSlot[]>(answer))
      .then((list) => live && setSlots(list))
      .catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
  }, [type, date]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError('');
    setSending(true);
    try {
      const answer = await fetch('/api/v0/booking/book', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          type,
          start: slot,
          name: String(form.get('name') ?? ''),
          email: String(form.get('email') ?? ''),
          phone: String(form.get('phone') ?? ''),
          note: String(form.get('note') ?? ''),
        }),
      });
      setBooked(await json<BookedAppointment>(answer));
    } catch (failure) {
      setError((failure as Error).message || t('booking.failed'));
    } finally {
      setSending(false);
    }
  }

  const typeName = (id: string) => types.find((one) => one.id === id)?.name ?? id;
  return (
    <div className="booking-page">
      <h1>{t('booking.title')}</h1>
      {booked ? (
        <p role="status" className="booking-page__done">
          {t('booking.booked', {
            type: typeName(booked.type),
            when: when(i18n.language, booked.start, booked.end),
            email: booked.email,
          })}
        </p>
      ) : (
        <form className="booking-form" aria-label={t('booking.title')} onSubmit={submit}>
          <p>{t('booking.intro')}</p>
          <label>
            {t('booking.type')}
            <select value={type} onChange={(event) => setType(event.target.value)} required>
              {types.map((one) => (
                <option key={one.id} value={one.id}>
                  {`${one.name} (${t('booking.minutes', { count: one.duration })})`}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('booking.date')}
            <input type="date" value={date} onChange={(event) => setDate(event.target.value)} required />
          </label>
          <fieldset className="booking-slots">
            <legend>{t('booking.slots')}</legend>
            {slots?.length === 0 ? <p>{t('booking.noSlots')}</p> : null}
            {slots?.map((one) => (
              <label key={one.start} className="booking-slot">
                <input
                  type="radio"
                  name="slot"
                  value={one.start}
                  checked={slot === one.start}
                  onChange={() => setSlot(one.start)}
                  required
                />
                {`${formatTime(one.start)} – ${formatTime(one.end)}`}
              </label>
            ))}
          </fieldset>
          <label>
            {`${t('booking.name')} *`}
            <input name="name" autoComplete="name" required maxLength={200} />
          </label>
          <label>
            {`${t('booking.email')} *`}
            <input name="email" type="email" autoComplete="email" required maxLength={200} />
          </label>
          <label>
            {t('booking.phone')}
            <input name="phone" type="tel" autoComplete="tel" maxLength={40} />
          </label>
          <label>
            {t('booking.note')}
            <textarea name="note" maxLength={2000} rows={3} />
          </label>
          {error ? (
            <p role="alert" className="form-error">
              {error}
            </p>
          ) : null}
          <button type="submit" disabled={sending || !slot}>
            {t('booking.submit')}
          </button>
        </form>
      )}
    </div>
  );
}

/** /Termin/absagen?token=…: the customer cancels by the link of the confirmation. */
export function BookingCancelPage() {
  const { t, i18n } = useTranslation('content');
  const token = useSearchParams()[0].get('token') ?? '';
  const [booking, setBooking] = useState<CancelView | null>(null);
  // An event's sign-up is called so, not an appointment.
  const key = (name: 'cancelTitle' | 'cancelAsk' | 'cancelSubmit' | 'cancelled') =>
    booking?.event
      ? (`booking.event${name[0]!.toUpperCase()}${name.slice(1)}` as const)
      : (`booking.${name}` as const);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!token) return;
    fetch(`/api/v0/booking/cancel/${encodeURIComponent(token)}`)
      .then((answer) => json<CancelView>(answer))
      .then(setBooking)
      .catch(() => setMessage(t('booking.notFound')));
  }, [token, t]);
  async function cancel() {
    try {
      const answer = await fetch(`/api/v0/booking/cancel/${encodeURIComponent(token)}`, { method: 'POST' });
      const cancelled = await json<CancelView>(answer);
      setBooking(cancelled);
      setMessage(t(cancelled.event ? 'booking.eventCancelled' : 'booking.cancelled'));
    } catch (failure) {
      setMessage((failure as Error).message);
    }
  }
  return (
    <div className="booking-page">
      <h1>{t(key('cancelTitle'))}</h1>
      {booking && booking.status !== 'cancelled' ? (
        <>
          <p>
            {t(key('cancelAsk'), {
              type: booking.title,
              when: when(i18n.language, booking.start, booking.end),
            })}
          </p>
          <button type="button" onClick={cancel}>
            {t(key('cancelSubmit'))}
          </button>
        </>
      ) : null}
      {booking?.status === 'cancelled' && !message ? <p role="status">{t(key('cancelled'))}</p> : null}
      {message ? <p role="status">{message}</p> : null}
    </div>
  );
}

import {
  useBookEventMutation,
  useGetEventPlacesQuery,
  useGetUpcomingEventsQuery,
  type ApiError,
} from '@gartenwerk/api-client';
import { formatDate } from '@gartenwerk/domain';
import type { Event } from '@gartenwerk/domain/schemas';
import { Button, Checkbox, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../app/errors';
import { useLanguage } from '../../app/localized';
import { useShopPaths } from '../../app/shop-paths';
import { EVENTS_ROUTE, EventCard, eventsJsonLd, signsUpHere, viennaTime } from './EventsPage';
import './events.css';

/** The most places one sign-up takes (the server's limit). */
export const EVENT_SIGNUP_MAX_PLACES = 50;

interface SignedUp {
  name: string;
  email: string;
  places: number;
}

/** The sign-up of an event: name, e-mail, places and the consent to keep the details for it. */
export function EventSignupForm({ event }: { event: Event }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const paths = useShopPaths();
  const places = useGetEventPlacesQuery(event._id).data;
  const [bookEvent, { isLoading }] = useBookEventMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [count, setCount] = useState('1');
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState<SignedUp | null>(null);

  const left = places?.left ?? null;
  const max = Math.max(1, Math.min(EVENT_SIGNUP_MAX_PLACES, left ?? EVENT_SIGNUP_MAX_PLACES));

  async function submit(form: FormEvent<HTMLFormElement>) {
    form.preventDefault();
    setError('');
    if (!consent) {
      setConsentError(t('events.form.consentRequired'));
      return;
    }
    setConsentError('');
    const places = Math.max(1, Math.floor(Number(count)) || 1);
    try {
      await bookEvent({
        id: event._id,
        signup: { name: name.trim(), email: email.trim(), places, consent },
      }).unwrap();
      setDone({ name: name.trim(), email: email.trim(), places });
    } catch (failure) {
      setError((failure as ApiError).message || t('events.form.failed'));
    }
  }

  const date = formatDate(event.start, language, 'long');
  const when = event.end
    ? t('events.when', { date, from: viennaTime(event.start), to: viennaTime(event.end) })
    : t('events.whenOpen', { date, from: viennaTime(event.start) });

  return (
    <section className="event-signup" aria-labelledby="event-signup-title">
      <h2 id="event-signup-title">{t('events.form.title')}</h2>
      {done ? (
        <p className="form-status event-signup__done" role="status">
          {t('events.form.done', {
            name: done.name,
            title: event.title,
            when,
            count: done.places,
            email: done.email,
          })}
        </p>
      ) : left === 0 ? (
        // A sign-up the server just refused keeps its words when the places, read anew, say full.
        <p className="form-error" role="alert">
          {error || t('events.fullNote')}
        </p>
      ) : (
        <form className="event-signup__form" onSubmit={(submitted) => void submit(submitted)}>
          <TextInput
            label={t('events.form.name')}
            name="name"
            autoComplete="name"
            required
            maxLength={200}
            value={name}
            onChange={(change) => setName(change.target.value)}
          />
          <TextInput
            label={t('events.form.email')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={200}
            value={email}
            onChange={(change) => setEmail(change.target.value)}
          />
          <TextInput
            label={t('events.form.places')}
            name="places"
            type="number"
            inputMode="numeric"
            required
            min={1}
            max={max}
            value={count}
            onChange={(change) => setCount(change.target.value)}
          />
          <Checkbox
            label={t('events.form.consent')}
            name="consent"
            checked={consent}
            error={consentError || undefined}
            onChange={(change) => setConsent(change.target.checked)}
          />
          <p className="event-signup__privacy">
            <Trans
              t={t}
              i18nKey="events.form.privacy"
              components={[<Link key="privacy" to={paths.privacy} />]}
            />
          </p>
          <p className="event-signup__required">{t('events.form.required')}</p>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <Button type="submit" loading={isLoading} loadingLabel={t('events.form.sending')}>
            {t('events.form.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}

/** /Veranstaltungen/:id: one event to come with its schema.org data and, where visitors sign up here, the form. */
export function EventPage() {
  const { t } = useTranslation('content');
  const id = useParams().id ?? '';
  const { data, isLoading } = useGetUpcomingEventsQuery();
  const event = data?.items.find((one) => one._id === id);
  if (!event) return isLoading ? null : <NotFoundPage />;
  return (
    <section className="content-page events-page event-page">
      <p>
        <Link to={EVENTS_ROUTE}>{t('events.back')}</Link>
      </p>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: eventsJsonLd([event]) }} />
      <EventCard event={event} heading="h1" />
      {signsUpHere(event) ? <EventSignupForm event={event} /> : null}
    </section>
  );
}

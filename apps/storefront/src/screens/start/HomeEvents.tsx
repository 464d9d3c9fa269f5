import { useGetConfigQuery, useGetUpcomingEventsQuery } from '@gartenwerk/api-client';
import { Link as StyledLink } from '@gartenwerk/ui';
import { useTranslation } from '../../i18n/useTranslation';
import { EVENTS_ROUTE, EventCard } from '../site/EventsPage';
import { HOME_EVENTS_SHOWN } from './queries';

/** The start page's upcoming events, while the component `events` is on and there are any. */
export function HomeEvents() {
  const { t } = useTranslation('content');
  const on = useGetConfigQuery().data?.enabled_components.includes('events') ?? false;
  const events = useGetUpcomingEventsQuery({ limit: HOME_EVENTS_SHOWN }, { skip: !on }).data?.items ?? [];
  if (!on || events.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="start-events">
      <div className="home-section__head">
        <h2 id="start-events">{t('events.upcoming')}</h2>
        <StyledLink variant="standalone" href={EVENTS_ROUTE}>
          {t('events.all')}
        </StyledLink>
      </div>
      <div className="home-events">
        {events.map((event) => (
          <EventCard key={event._id} event={event} full={false} />
        ))}
      </div>
    </section>
  );
}

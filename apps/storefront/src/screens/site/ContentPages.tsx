import { useTranslation } from '../../i18n/useTranslation';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useGetContentEntriesQuery } from '@gartenwerk/api-client';
import { entryTitle, useLanguage } from '../../app/localized';
import { EntryView } from './EntryPage';
import { LocationMap } from './map/LocationMap';
import { MessageForm } from './MessageForm';
import { PROJECTS_ROUTE, projectQuery, projectsQuery } from './queries';
import { usePageEntry } from './usePageEntry';

/** A content page: its entry's blocks and nothing else. */
export function ContentPage({ route }: { route: string }) {
  const entry = usePageEntry(route);
  if (!entry) return null;
  return (
    <EntryView entry={entry} title={entry.title}>
      {route === OPENING_HOURS_ROUTE ? <LocationMap /> : null}
    </EntryView>
  );
}

/** The page of the opening hours, which shows the map below its text. */
const OPENING_HOURS_ROUTE = '/Oeffnungszeiten';

/** A page an editor added at an address of its own: the entry at the address asked for. */
export function AddedPage() {
  return <ContentPage route={useLocation().pathname} />;
}

/** The contact or jobs page: its entry and the form. */
export function FormPage({ route, form }: { route: string; form: 'contact' | 'jobs' }) {
  const { t } = useTranslation('content');
  const entry = usePageEntry(route);
  return (
    <EntryView entry={entry} title={t(`site.nav.${form}`)}>
      <MessageForm form={form} />
      {form === 'contact' ? <LocationMap /> : null}
    </EntryView>
  );
}

/** The projects page with its list, or one project by its slug. */
export function ProjectsPage() {
  const { t } = useTranslation('content');
  const slug = useParams().id;
  const language = useLanguage();
  const page = usePageEntry(PROJECTS_ROUTE);
  const projects = useGetContentEntriesQuery(projectsQuery, { skip: slug !== undefined }).data?.items ?? [];
  const project = useGetContentEntriesQuery(projectQuery(slug ?? ''), { skip: slug === undefined }).data
    ?.items[0];
  if (slug !== undefined) {
    return project ? (
      <EntryView entry={project} title={project.title}>
        <p>
          <Link to={PROJECTS_ROUTE}>{t('projects.back')}</Link>
        </p>
      </EntryView>
    ) : null;
  }
  const items = projects.filter((entry) => entry.type !== 'page');
  return (
    <EntryView entry={page} title={t('site.nav.projects')}>
      {items.length > 0 ? (
        <ul aria-label={t('projects.listLabel')} className="project-list">
          {items.map((entry) => (
            <li key={entry._id}>
              <Link
                to={`${PROJECTS_ROUTE}/${encodeURIComponent(entry.slug ?? entry._id)}`}
                lang={entryTitle(entry, language).lang}
              >
                {entryTitle(entry, language).text}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </EntryView>
  );
}

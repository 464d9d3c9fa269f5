import { useTranslation } from 'react-i18next';
import { Link, useParams, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import {
  contentApi,
  useGetContentEntriesQuery,
  type AppStore,
  type ContentQuery,
} from '@gartenwerk/api-client';
import { LAZY_LIST_MIN_ITEMS } from '@gartenwerk/domain';
import { prefetch } from '../../app/prefetch';
import { EntryView } from './EntryPage';
import { MessageForm } from './MessageForm';
import { NEWS_ROUTE, NewsItemPage, NewsListPage, newsItemQuery, newsQuery } from './NewsPages';
import { loadEntries, pageQuery, usePageEntry } from './usePageEntry';

/** Content pages that show their entry's blocks and nothing else; each needs its entry. */
export const CONTENT_ROUTES = [
  '/Planung',
  '/Aktionen',
  '/Lebensbaeume',
  '/Team',
  '/AGB',
  '/Shopinfo',
  '/Oeffnungszeiten',
  '/Gutscheine',
  // The shop's legal pages at the spec's default shop URLs; /Agb is /AGB (routes ignore case).
  '/Privacy',
  '/Imprint',
  '/Disclaimer',
] as const;

const PROJECTS_ROUTE = '/Projekte';
/** The projects shown below the projects page: entries at its route that are not the page itself. */
const projectsQuery: ContentQuery = { route: PROJECTS_ROUTE, sort: 'publish_date' };
const projectQuery = (slug: string): ContentQuery => ({ route: PROJECTS_ROUTE, slug, limit: 1 });

function ContentPage({ route }: { route: string }) {
  const entry = usePageEntry(route);
  return entry ? <EntryView entry={entry} title={entry.title} /> : null;
}

function FormPage({ route, form }: { route: string; form: 'contact' | 'jobs' }) {
  const { t } = useTranslation('content');
  const entry = usePageEntry(route);
  return (
    <EntryView entry={entry} title={t(`site.nav.${form}`)}>
      <MessageForm form={form} />
    </EntryView>
  );
}

function ProjectsPage() {
  const { t } = useTranslation('content');
  const slug = useParams().id;
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
              <Link to={`${PROJECTS_ROUTE}/${encodeURIComponent(entry.slug ?? entry._id)}`}>
                {entry.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </EntryView>
  );
}

const path = (route: string) => route.slice(1);

/** The public site: content pages, news, projects, the contact and jobs forms (spec section 2). */
export function siteRoutes(store: AppStore): RouteObject[] {
  const settings = () =>
    prefetch(store, (dispatch) => dispatch(contentApi.endpoints.getMessageSettings.initiate()));
  return [
    ...CONTENT_ROUTES.map((route): RouteObject => ({
      path: path(route),
      loader: async () => {
        await loadEntries(store, pageQuery(route));
        return null;
      },
      element: <ContentPage route={route} />,
    })),
    {
      path: path(NEWS_ROUTE),
      loader: async () => {
        await Promise.all([
          loadEntries(store, pageQuery(NEWS_ROUTE), true),
          loadEntries(store, newsQuery(LAZY_LIST_MIN_ITEMS), true),
        ]);
        return null;
      },
      Component: NewsListPage,
    },
    {
      path: `${path(NEWS_ROUTE)}/:id`,
      loader: async ({ params }: LoaderFunctionArgs) => {
        await loadEntries(store, newsItemQuery(params.id ?? ''));
        return null;
      },
      Component: NewsItemPage,
    },
    {
      path: `${path(PROJECTS_ROUTE)}/:id?`,
      loader: async ({ params }: LoaderFunctionArgs) => {
        if (params.id !== undefined) await loadEntries(store, projectQuery(params.id));
        else
          await Promise.all([
            loadEntries(store, pageQuery(PROJECTS_ROUTE), true),
            loadEntries(store, projectsQuery, true),
          ]);
        return null;
      },
      Component: ProjectsPage,
    },
    {
      path: 'Kontakt',
      loader: async () => {
        await Promise.all([loadEntries(store, pageQuery('/Kontakt'), true), settings()]);
        return null;
      },
      element: <FormPage route="/Kontakt" form="contact" />,
    },
    {
      path: 'Jobs',
      loader: async () => {
        await Promise.all([loadEntries(store, pageQuery('/Jobs'), true), settings()]);
        return null;
      },
      element: <FormPage route="/Jobs" form="jobs" />,
    },
  ];
}

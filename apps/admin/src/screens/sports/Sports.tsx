import {
  sportsClubApi,
  sportsPersonApi,
  sportsTeamApi,
  useCreatePersonLinkMutation,
} from '@gartenwerk/api-client';
import { sportsClubSchemas, sportsPersonSchemas, sportsTeamSchemas } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, editorHooks, useEntityEditor, useSchemaFields, type Choice } from '../../kit';
import { ListScreen, useEntityList } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { LinkedPersons } from '../person/PersonLinks';

const path = (kind: 'clubs' | 'teams' | 'person', screen: 'edit' | 'add' | 'browse', id?: string) =>
  `/sports/${kind}/${screen}${id ? `/${encodeURIComponent(id)}` : ''}`;
const clubPath = (id: string) => path('clubs', 'edit', id);
const teamPath = (id: string) => path('teams', 'edit', id);
const personPath = (id: string) => path('person', 'edit', id);
/** The public page of the sponsored clubs (storefront). */
export const SPONSORING_PAGE = '/Sponsoring';

/** An add screen starts a new item: its route's `:id` is not the item's (see each screen). */
const ADD = { param: 'new' } as const;
const isAdd = (route: AdminRoute) => route.path.includes('/add/');

function useClubChoices(): Choice[] {
  const { data } = sportsClubApi.endpoints.getSportsClubs.useQuery({ limit: 1000, sort: 'name', search: '' });
  return (data?.items ?? []).map((club) => ({ value: club._id, label: club.name }));
}

function usePersonChoices(): Choice[] {
  const { data } = sportsPersonApi.endpoints.getSportsPersons.useQuery({
    limit: 1000,
    sort: 'name',
    search: '',
  });
  return (data?.items ?? []).map((person) => ({ value: person._id, label: person.name }));
}

/** sports: how many clubs, teams and sports persons there are, and the way to each list. */
export function SportsHome({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const counts = {
    clubs: sportsClubApi.endpoints.getSportsClubs.useQuery({ limit: 1, search: '' }).data?.total,
    teams: sportsTeamApi.endpoints.getSportsTeams.useQuery({ limit: 1, search: '' }).data?.total,
    person: sportsPersonApi.endpoints.getSportsPersons.useQuery({ limit: 1, search: '' }).data?.total,
  };
  const label = { clubs: 'clubs', teams: 'teams', person: 'persons' } as const;
  return (
    <section className="sports-home" aria-labelledby="sports-home-title">
      <h1 id="sports-home-title">{route.label}</h1>
      <p>{t('sportsHome.intro')}</p>
      <ul className="sports-home__lists">
        {(['clubs', 'teams', 'person'] as const).map((kind) => (
          <li key={kind}>
            <Link to={path(kind, 'browse')}>{t(`sportsHome.${label[kind]}`)}</Link>
            {counts[kind] !== undefined && <span> – {t('sportsHome.count', { count: counts[kind] })}</span>}
          </li>
        ))}
      </ul>
      <p>
        <a href={SPONSORING_PAGE}>{t('sportsHome.publicPage')}</a>
      </p>
    </section>
  );
}

/** sports/clubs/browse: the clubs by name, searched by name or town, filtered by sponsoring. */
export function ClubBrowse({ route }: { route: AdminRoute }) {
  const list = useEntityList(sportsClubSchemas, sportsClubApi.endpoints.getSportsClubs, {
    texts: 'sportsClubs',
    columns: ['name', 'city', 'sponsored', 'created'],
    link: (club) => clubPath(club._id),
    pageSize: 20,
    add: path('clubs', 'add'),
    csv: 'vereine.csv',
  });
  return <ListScreen {...list} route={route} />;
}

/** sports/clubs/edit/:id? and sports/clubs/add/:id? (a new club): name, town, logo, and its teams. */
export function ClubEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const editor = useEntityEditor({
    fields: useSchemaFields(sportsClubSchemas.create, {
      texts: 'sportsClubs',
      overrides: { description: { multiline: true }, logo: { kind: 'files', upload: true } },
    }),
    schemas: sportsClubSchemas,
    ...editorHooks(sportsClubApi, 'SportsClub'),
    listPath: path('clubs', 'browse'),
    editPath: clubPath,
    initial: { sponsored: true },
    ...(isAdd(route) ? ADD : {}),
  });
  const club = editor.item?._id;
  const teams = sportsTeamApi.endpoints.getSportsTeams.useQuery(
    { club: club ?? '', limit: 100, search: '' },
    { skip: !club },
  ).data?.items;
  return (
    <EditScreen route={route} editor={editor} texts="sportsClubs" name={editor.item?.name}>
      {club && (
        <section aria-labelledby="club-teams">
          <h2 id="club-teams">{t('sportsClubs.teams')}</h2>
          {teams && teams.length === 0 && <p>{t('sportsClubs.noTeams')}</p>}
          <ul>
            {teams?.map((team) => (
              <li key={team._id}>
                <Link to={teamPath(team._id)}>
                  {[team.name, team.season, team.league].filter(Boolean).join(' · ')}
                </Link>
              </li>
            ))}
          </ul>
          <Link className="gw-button gw-button--secondary" to={path('teams', 'add', club)}>
            {t('sportsClubs.addTeam')}
          </Link>
        </section>
      )}
    </EditScreen>
  );
}

/** sports/teams/browse: the teams, the latest season first, filtered by club. */
export function TeamBrowse({ route }: { route: AdminRoute }) {
  const clubs = useClubChoices();
  const persons = usePersonChoices();
  const list = useEntityList(sportsTeamSchemas, sportsTeamApi.endpoints.getSportsTeams, {
    texts: 'sportsTeams',
    columns: ['name', 'club', 'season', 'league', 'coach'],
    filters: ['club'],
    link: (team) => teamPath(team._id),
    overrides: { club: { choices: clubs }, coach: { choices: persons } },
    pageSize: 20,
    add: path('teams', 'add'),
    csv: 'mannschaften.csv',
  });
  return <ListScreen {...list} route={route} />;
}

/**
 * sports/teams/edit/:id? and sports/teams/add/:id? (a new team; the id names its club): club,
 * season, league, coach and players.
 */
export function TeamEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id } = useParams();
  const persons = usePersonChoices();
  const clubs = useClubChoices();
  const editor = useEntityEditor({
    fields: useSchemaFields(sportsTeamSchemas.create, {
      texts: 'sportsTeams',
      overrides: {
        club: { kind: 'select', choices: clubs, placeholder: 'sportsTeams.chooseClub' },
        coach: { kind: 'select', choices: persons, placeholder: 'sportsTeams.noCoach' },
        players: { kind: 'multiselect', choices: persons, display: 'list' },
        logo: { kind: 'files', upload: true },
      },
    }),
    schemas: sportsTeamSchemas,
    ...editorHooks(sportsTeamApi, 'SportsTeam'),
    listPath: path('teams', 'browse'),
    editPath: teamPath,
    initial: { club: isAdd(route) ? (id ?? '') : '', coach: null },
    ...(isAdd(route) ? ADD : {}),
  });
  return (
    <EditScreen route={route} editor={editor} texts="sportsTeams" name={editor.item?.name}>
      {editor.item && (
        <p>
          {t('sportsTeams.fields.club')}:{' '}
          <Link to={clubPath(editor.item.club)}>
            {clubs.find((club) => club.value === editor.item?.club)?.label ?? editor.item.club}
          </Link>
        </p>
      )}
    </EditScreen>
  );
}

/** sports/person/browse: the players and coaches by name. */
export function SportsPersonBrowse({ route }: { route: AdminRoute }) {
  const list = useEntityList(sportsPersonSchemas, sportsPersonApi.endpoints.getSportsPersons, {
    texts: 'sportsPersons',
    columns: ['name', 'position', 'created'],
    link: (person) => personPath(person._id),
    pageSize: 20,
    add: path('person', 'add'),
    csv: 'sportler.csv',
  });
  return <ListScreen {...list} route={route} />;
}

/**
 * sports/person/edit/:id? and sports/person/add/:id? (a new one; the id names a person record it is
 * linked to): name, position, media images, and the linked person records.
 */
export function SportsPersonEdit({ route }: { route: AdminRoute }) {
  const { id } = useParams();
  const [createLink] = useCreatePersonLinkMutation();
  const editor = useEntityEditor({
    fields: useSchemaFields(sportsPersonSchemas.create, {
      texts: 'sportsPersons',
      overrides: { media: { kind: 'files', upload: true } },
    }),
    schemas: sportsPersonSchemas,
    ...editorHooks(sportsPersonApi, 'SportsPerson'),
    listPath: path('person', 'browse'),
    editPath: personPath,
    onCreated: async (person) => {
      if (isAdd(route) && id) await createLink({ person: id, kind: 'sports_person', target: person._id });
    },
    ...(isAdd(route) ? ADD : {}),
  });
  return (
    <EditScreen route={route} editor={editor} texts="sportsPersons" name={editor.item?.name}>
      {editor.item && <LinkedPersons kind="sports_person" target={editor.item._id} />}
    </EditScreen>
  );
}

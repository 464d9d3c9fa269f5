import {
  useChooseFacebookPageMutation,
  useConnectFacebookMutation,
  useDisconnectFacebookMutation,
  useGetFacebookStatusQuery,
  useGetSocialSharesQuery,
  useSaveFacebookSettingsMutation,
} from '@gartenwerk/api-client';
import type { FacebookStatus } from '@gartenwerk/domain/schemas';
import { Button, Checkbox, Select, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime, useFeedback } from '../feedback';
import { LoadedScreen } from '../LoadedScreen';

const TEXTS = 'socialMedia';

/** The app and the switches of components.social.fb; the secret is only ever sent, never shown. */
function AppForm({ status }: { status: FacebookStatus }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [save, { isLoading }] = useSaveFacebookSettingsMutation();
  const [draft, setDraft] = useState({
    enabled: status.enabled,
    instagram: status.instagram,
    app_id: status.app_id,
    app_secret: '',
  });
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { app_secret, ...rest } = draft;
    const saved = await feedback.reportSave(
      save({ ...rest, ...(app_secret ? { app_secret } : {}) }).unwrap(),
      t(`${TEXTS}.saveFailed`),
    );
    if (saved) setDraft((current) => ({ ...current, app_secret: '' }));
  }
  return (
    <form className="admin-form" aria-label={t(`${TEXTS}.app`)} onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend>{t(`${TEXTS}.app`)}</legend>
        <p className="admin-list__hint">{t(`${TEXTS}.appHint`)}</p>
        <Checkbox
          label={t(`${TEXTS}.enabled`)}
          checked={draft.enabled}
          onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
        />
        <Checkbox
          label={t(`${TEXTS}.instagram`)}
          checked={draft.instagram}
          onChange={(event) => setDraft({ ...draft, instagram: event.target.checked })}
        />
        <TextInput
          label={t(`${TEXTS}.appId`)}
          value={draft.app_id}
          inputMode="numeric"
          pattern="[0-9]*"
          onChange={(event) => setDraft({ ...draft, app_id: event.target.value.trim() })}
        />
        <TextInput
          label={t(`${TEXTS}.appSecret`)}
          type="password"
          autoComplete="off"
          value={draft.app_secret}
          placeholder={status.app_secret_set ? t(`${TEXTS}.appSecretSet`) : ''}
          onChange={(event) => setDraft({ ...draft, app_secret: event.target.value })}
        />
      </fieldset>
      <div className="admin-form__actions">
        <Button type="submit" disabled={isLoading}>
          {t(`${TEXTS}.save`)}
        </Button>
      </div>
    </form>
  );
}

/** The page connected, Facebook's login to (re)connect, the page choice and disconnecting. */
function Connection({ status }: { status: FacebookStatus }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [params] = useSearchParams();
  const [connect, { isLoading: connecting }] = useConnectFacebookMutation();
  const [choose] = useChooseFacebookPageMutation();
  const [disconnect, { isLoading: disconnecting }] = useDisconnectFacebookMutation();
  const error = params.get('error');

  async function login() {
    try {
      const { url } = await connect().unwrap();
      window.location.assign(url);
    } catch (failure) {
      feedback.failed(t(`${TEXTS}.connectFailed`), failure);
    }
  }
  return (
    <section className="admin-section" aria-labelledby="facebook-connection">
      <h2 id="facebook-connection">{t(`${TEXTS}.connection`)}</h2>
      {error ? <p role="alert">{error}</p> : null}
      {params.get('connected') && status.connected ? (
        <p role="status">{t(`${TEXTS}.justConnected`)}</p>
      ) : null}
      <p data-testid="facebook-state">
        {status.connected && status.page
          ? t(`${TEXTS}.connectedTo`, {
              page: status.page.name,
              by: status.connected_by ?? '–',
              date: status.connected_at ? formatDateTime(status.connected_at, i18n.language) : '–',
            })
          : t(`${TEXTS}.notConnected`)}
      </p>
      {status.pages.length > 1 && status.page ? (
        <Select
          label={t(`${TEXTS}.page`)}
          value={status.page.id}
          options={status.pages.map((page) => ({ value: page.id, label: page.name }))}
          onChange={(event) =>
            void feedback.reportSave(
              choose({ page_id: event.target.value }).unwrap(),
              t(`${TEXTS}.saveFailed`),
            )
          }
        />
      ) : null}
      <p className="admin-list__hint">{t(`${TEXTS}.connectHint`)}</p>
      <div className="admin-form__actions">
        <Button
          disabled={connecting || !status.app_secret_set || !status.app_id}
          onClick={() => void login()}
        >
          {status.connected ? t(`${TEXTS}.reconnect`) : t(`${TEXTS}.connect`)}
        </Button>
        {status.connected ? (
          <Button
            variant="secondary"
            disabled={disconnecting}
            onClick={() =>
              void disconnect()
                .unwrap()
                .then(
                  () => feedback.succeeded(t(`${TEXTS}.disconnected`)),
                  (failure: unknown) => feedback.failed(t(`${TEXTS}.saveFailed`), failure),
                )
            }
          >
            {t(`${TEXTS}.disconnect`)}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** What was shared: when, what, by whom and how it went. */
function Shares() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { data } = useGetSocialSharesQuery();
  const shares = data?.items ?? [];
  return (
    <section className="admin-section" aria-labelledby="facebook-shares">
      <h2 id="facebook-shares">{t(`${TEXTS}.shares`)}</h2>
      {shares.length === 0 ? (
        <p>{t(`${TEXTS}.noShares`)}</p>
      ) : (
        <div className="admin-table-frame">
          <table className="admin-table" aria-labelledby="facebook-shares">
            <thead>
              <tr>
                {(['created', 'kind', 'title', 'by', 'result', 'post'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`${TEXTS}.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shares.map((share) => (
                <tr key={share._id}>
                  <td>{formatDateTime(share.created, i18n.language)}</td>
                  <td>{t(`${TEXTS}.kinds.${share.kind}`)}</td>
                  <td>
                    <a href={share.link} target="_blank" rel="noreferrer">
                      {share.title}
                    </a>
                  </td>
                  <td>{share.by_name}</td>
                  <td title={share.error ?? undefined}>
                    {t(`${TEXTS}.results.${share.result}`)}
                    {share.error ? `: ${share.error}` : ''}
                  </td>
                  <td>{share.post_id ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** social/facebook: the app, the page connected through Facebook's login, and what was shared. */
export function FacebookScreen({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const query = useGetFacebookStatusQuery();
  return (
    <LoadedScreen
      route={route}
      query={query}
      texts={{
        loading: t(`${TEXTS}.loading`),
        loadFailed: (message: string) => t(`${TEXTS}.loadFailed`, { message }),
      }}
    >
      {(status) => (
        <>
          <AppForm status={status} />
          <Connection status={status} />
          <Shares />
        </>
      )}
    </LoadedScreen>
  );
}

import {
  downloadUrl,
  useGetFacebookStatusQuery,
  useGetInstagramMediaQuery,
  useRefreshInstagramMediaMutation,
} from '@gartenwerk/api-client';
import { Button } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime, useFeedback } from '../feedback';
import { LoadedScreen } from '../LoadedScreen';

const TEXTS = 'socialMedia';

/** The cached posts of the feed block, their pictures from the file library. */
function Media() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const { data } = useGetInstagramMediaQuery();
  const [refresh, { isLoading }] = useRefreshInstagramMediaMutation();
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="instagram-media">
      <h2 id="instagram-media">{t(`${TEXTS}.media`)}</h2>
      <p>
        {data?.refreshed
          ? t(`${TEXTS}.refreshed`, { date: formatDateTime(data.refreshed, i18n.language) })
          : t(`${TEXTS}.neverRefreshed`)}{' '}
        <Button
          variant="secondary"
          disabled={isLoading}
          onClick={() =>
            void refresh()
              .unwrap()
              .then(
                () => feedback.succeeded(t(`${TEXTS}.refreshDone`)),
                (failure: unknown) => feedback.failed(t(`${TEXTS}.refreshFailed`), failure),
              )
          }
        >
          {t(`${TEXTS}.refresh`)}
        </Button>
      </p>
      <p className="admin-list__hint">{t(`${TEXTS}.mediaHint`)}</p>
      {items.length === 0 ? (
        <p>{t(`${TEXTS}.noMedia`)}</p>
      ) : (
        <ul className="instagram-grid">
          {items.map((item) => (
            <li key={item._id}>
              <a href={item.permalink} target="_blank" rel="noreferrer">
                <img src={downloadUrl(item.file)} alt={item.caption || item.permalink} loading="lazy" />
              </a>
              <span>{formatDateTime(item.timestamp, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** social/instagram: the business account of the connected page and the posts the start page shows. */
export function InstagramScreen({ route }: { route: AdminRoute }) {
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
      {(status) =>
        !status.instagram ? (
          <p>{t(`${TEXTS}.instagramOff`)}</p>
        ) : (
          <>
            <p>
              {status.instagram_user_id
                ? t(`${TEXTS}.instagramAccount`, { id: status.instagram_user_id })
                : t(`${TEXTS}.noInstagramAccount`)}
            </p>
            <Media />
          </>
        )
      }
    </LoadedScreen>
  );
}

import { useGetConfigQuery, useGetFilesByIdsQuery, useGetInstagramMediaQuery } from '@gartenwerk/api-client';
import { formatDate } from '@gartenwerk/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { useLanguage } from '../../app/localized';
import { Picture } from '../site/Picture';

/**
 * The start page's recent Instagram posts, while the feed is on (component `social`,
 * components.social.fb.instagram). The pictures are copies in our file library: visitors load
 * nothing from Meta; only the link to a post leads there.
 */
export function HomeInstagram() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const config = useGetConfigQuery().data;
  const fb = config?.components.social.fb as { instagram?: boolean } | undefined;
  const on = Boolean(config?.enabled_components.includes('social') && fb?.instagram);
  const media = useGetInstagramMediaQuery(undefined, { skip: !on }).data?.items ?? [];
  const ids = media.map((item) => item.file);
  const files = useGetFilesByIdsQuery(ids, { skip: ids.length === 0 }).data?.items ?? [];
  if (!on || media.length === 0) return null;
  const byId = new Map(files.map((file) => [file._id, file]));
  return (
    <section className="home-section" aria-labelledby="start-instagram">
      <div className="home-section__head">
        <h2 id="start-instagram">{t('home.instagram')}</h2>
      </div>
      <ul className="home-instagram">
        {media.map((item) => {
          const file = byId.get(item.file);
          const label = t('home.instagramPost', { date: formatDate(item.timestamp, language) });
          return file ? (
            <li key={item._id}>
              <a href={item.permalink} rel="noopener noreferrer" aria-label={label}>
                <Picture file={file} alt={item.caption || label} sizes="(min-width: 768px) 16rem, 50vw" />
              </a>
            </li>
          ) : null;
        })}
      </ul>
    </section>
  );
}

import { useGetConfigQuery, useGetSponsoringQuery } from '@gartenwerk/api-client';
import { useTranslation } from '../../i18n/useTranslation';
import { NotFoundPage } from '../../app/errors';
import './sponsoring.css';

const logoUrl = (id: string) => `/api/v0/download/${encodeURIComponent(id)}`;

/** /Sponsoring: the clubs the nursery sponsors, each with its logo and teams (component `sports`). */
export function SponsoringPage() {
  const { t } = useTranslation('content');
  const config = useGetConfigQuery().data;
  const on = config?.enabled_components.includes('sports') ?? true;
  const clubs = useGetSponsoringQuery(undefined, { skip: !on }).data?.clubs ?? [];
  if (!on) return <NotFoundPage />;
  return (
    <section className="content-page sponsoring-page" aria-labelledby="sponsoring-title">
      <h1 id="sponsoring-title">{t('sponsoring.title')}</h1>
      <p>{t('sponsoring.intro')}</p>
      {clubs.length === 0 ? (
        <p>{t('sponsoring.none')}</p>
      ) : (
        <ul className="sponsoring-clubs">
          {clubs.map((club) => (
            <li key={club._id} className="sponsoring-club" id={club._id}>
              <article aria-labelledby={`club-${club._id}`}>
                {club.logo[0] && (
                  <img
                    className="sponsoring-club__logo"
                    src={logoUrl(club.logo[0])}
                    alt={t('sponsoring.logo', { name: club.name })}
                    loading="lazy"
                    width={96}
                    height={96}
                  />
                )}
                <h2 id={`club-${club._id}`}>{club.name}</h2>
                {club.city && <p className="sponsoring-club__city">{club.city}</p>}
                {club.description && <p>{club.description}</p>}
                {club.website && (
                  <p>
                    <a href={club.website} rel="noopener">
                      {t('sponsoring.website', { name: club.name })}
                    </a>
                  </p>
                )}
                {club.teams.length > 0 && (
                  <>
                    <h3>{t('sponsoring.teams')}</h3>
                    <ul className="sponsoring-teams">
                      {club.teams.map((team) => (
                        <li key={team._id}>
                          {team.logo[0] && (
                            <img
                              src={logoUrl(team.logo[0])}
                              alt={t('sponsoring.logo', { name: team.name })}
                              loading="lazy"
                              width={32}
                              height={32}
                            />
                          )}
                          <span>{[team.name, team.season, team.league].filter(Boolean).join(' · ')}</span>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

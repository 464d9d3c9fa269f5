import { FooterOpenNow } from '../../screens/booking/OpeningState';
import { useTranslation } from '../../i18n/useTranslation';
import { NavLink } from 'react-router-dom';
import { useGetConfigQuery, useGetOpeningHoursQuery, type Weekday } from '@gartenwerk/api-client';
import {
  clockTime,
  isPlaceholderCompanyValue,
  sameShopPath,
  SHOP_OWN_PATHS,
  WITHDRAWAL_POLICY_ROUTE,
  WITHDRAWAL_ROUTE,
  viennaDay,
  weekRows,
  type ShopUrlKey,
} from '@gartenwerk/domain';
import { useShopPaths } from '../shop-paths';
import { CONTACT_ROUTE, FOOTER_SITE_LINKS, OPENING_HOURS_ROUTE, SPONSORING_ROUTE } from '../site-links';
import { PaymentMarks, ShippingMarks, SocialLinks } from './FooterIcons';
import { NewsletterSignup } from './NewsletterSignup';

/**
 * What every page links to by law (imprint, privacy, terms, withdrawal, shipping costs) and the
 * disclaimer: the one place of these links on every page, the shop's included. The shop URLs of the
 * settings say where the pages are; the content pages' own spelling where they equal it (/Agb is /AGB).
 */
const FOOTER_LEGAL_LINKS = [
  ['imprint', 'imprint'],
  ['privacy', 'privacy'],
  ['terms', 'terms'],
  [WITHDRAWAL_POLICY_ROUTE, 'withdrawalPolicy'],
  ['shipping', 'shipping'],
  [WITHDRAWAL_ROUTE, 'withdraw'],
  ['disclaimer', 'disclaimer'],
] as const;

const isShopPage = (page: string): page is ShopUrlKey => !page.startsWith('/');

/** The footer's legal links: the configured shop URL, or a fixed page. */
function useLegalLinks(): ReadonlyArray<readonly [string, string]> {
  const paths = useShopPaths();
  return FOOTER_LEGAL_LINKS.map(([page, key]) => {
    if (!isShopPage(page)) return [page, key] as const;
    const own = SHOP_OWN_PATHS[page];
    return [sameShopPath(paths[page], own) ? own : paths[page], key] as const;
  });
}

/**
 * The booking module's opening hours (admin booking/openinghours) at its first location, the pickup
 * place: the week in effect on the server's today (its season's or the regular one) in rows. The
 * footer and the pickup details show them; /Oeffnungszeiten shows the days ahead of the same data.
 */
export function OpeningWeek({ caption = false }: { caption?: boolean }) {
  const { t } = useTranslation();
  const hours = useGetOpeningHoursQuery().data;
  const location = hours?.locations[0];
  if (!hours || !location) return null;
  const today =
    hours.days.find((one) => one.location === location.id)?.days[0]?.date ?? viennaDay(new Date());
  const day = (weekday: Weekday) => t(`footer.weekday.${weekday}`);
  return (
    <>
      {caption ? <p className="opening-hours__location">{location.name}</p> : null}
      <dl className="opening-hours" data-hours-location={location.id}>
        {weekRows(hours, location.id, today).map((row) => (
          <div key={row.from}>
            <dt>{row.from === row.to ? day(row.from) : `${day(row.from)} – ${day(row.to)}`}</dt>
            <dd>
              {row.hours.length
                ? row.hours
                    .map((span) =>
                      t('footer.hoursRange', {
                        opens: clockTime(span.opens),
                        closes: clockTime(span.closes),
                      }),
                    )
                    .join(', ')
                : t('footer.closed')}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * The footer of every page: opening hours, contact (the company of the settings), newsletter,
 * payment and shipping marks, then the site's and the legal links, the social profiles and the
 * copyright.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const config = useGetConfigQuery().data;
  const company = config?.company;
  const legalLinks = useLegalLinks();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner site-footer__columns">
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">{t('footer.hours')}</h2>
          <FooterOpenNow />
          <OpeningWeek caption />
          <p>
            <NavLink to={OPENING_HOURS_ROUTE}>{t('footer.allHours')}</NavLink>
          </p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          {company ? (
            <address>
              {company.name}
              <br />
              {company.street}
              <br />
              {`${company.zip} ${company.city}`}
              <br />
              {/* A zero-filled demo number is not shown (the admin's dashboard asks for the real one). */}
              {company.phone && !isPlaceholderCompanyValue(company.phone) ? (
                <>
                  {t('footer.phone')}:{' '}
                  <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
                  <br />
                </>
              ) : null}
              {company.email ? (
                <>
                  {t('footer.mail')}: <a href={`mailto:${company.email}`}>{company.email}</a>
                </>
              ) : null}
            </address>
          ) : null}
          <p>
            <NavLink to={CONTACT_ROUTE}>{t('footer.writeUs')}</NavLink>
          </p>
        </section>
        <section aria-labelledby="footer-newsletter" className="site-footer__newsletter">
          <h2 id="footer-newsletter">{t('footer.newsletter.title')}</h2>
          <NewsletterSignup />
        </section>
        <section aria-labelledby="footer-payment">
          <h2 id="footer-payment">{t('footer.payment')}</h2>
          <PaymentMarks />
          <h2>{t('footer.shipping')}</h2>
          <ShippingMarks />
        </section>
      </div>
      <div className="site-footer__inner site-footer__bottom">
        <nav aria-label={t('content:site.footerNav')}>
          <ul>
            {FOOTER_SITE_LINKS.map(([to, key]) => (
              <li key={to}>
                <NavLink to={to}>{t(`content:site.nav.${key}`)}</NavLink>
              </li>
            ))}
            {config?.enabled_components.includes('sports') && (
              <li>
                <NavLink to={SPONSORING_ROUTE}>{t('content:site.nav.sponsoring')}</NavLink>
              </li>
            )}
          </ul>
        </nav>
        <SocialLinks />
        <nav aria-label={t('legal:links.label')}>
          <ul>
            {legalLinks.map(([to, key]) => (
              <li key={to}>
                <NavLink to={to}>{t(`legal:links.${key}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

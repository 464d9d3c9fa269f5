import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useGetConfigQuery, type SocialLink } from '@gartenwerk/api-client';
import { enabledPaymentMethods } from '@gartenwerk/domain';
import { useShippingCountries } from '../country';

/** A small card-shaped picture (payment and shipping marks); its words are read instead of it. */
function Mark({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span title={label}>
      <svg viewBox="0 0 48 32" width="48" height="32" aria-hidden="true" focusable="false">
        <rect x="0.5" y="0.5" width="47" height="31" rx="5" fill="#fff" stroke="#cfc6b5" />
        {children}
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

const STROKE = {
  fill: 'none',
  stroke: '#245a33',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A method's own word mark, in the card's colour. */
function wordMark(word: string) {
  return (
    <text
      x="24"
      y="20.5"
      textAnchor="middle"
      fontSize="10"
      fontWeight="700"
      fontFamily="sans-serif"
      fill="#245a33"
    >
      {word}
    </text>
  );
}

/** Pictures of the payment methods the shop offers, by the key of config components.shop.paymentsources. */
const PAYMENT_GLYPHS: Record<string, ReactNode> = {
  // A bank: pediment, columns, base.
  prepayment: <path {...STROKE} d="M14 13l10-6 10 6zM17 14v9M22 14v9M27 14v9M32 14v9M14 25h20" />,
  // A sheet with lines.
  invoice: <path {...STROKE} d="M17 6h10l5 5v15H17zM27 6v5h5M20 15h9M20 19h9M20 23h6" />,
  // A banknote with a coin.
  cash_on_pickup: (
    <>
      <rect {...STROKE} x="10" y="9" width="22" height="13" rx="2" />
      <circle {...STROKE} cx="21" cy="15.5" r="3" />
      <circle {...STROKE} cx="34" cy="21" r="5" fill="#fff" />
    </>
  ),
  // A card with its stripe and chip.
  card: (
    <>
      <rect {...STROKE} x="10" y="8" width="28" height="17" rx="2.5" />
      <path {...STROKE} d="M10 13h28M14 20h6" />
    </>
  ),
  eps: wordMark('eps'),
  klarna: wordMark('Klarna'),
  sepa_debit: wordMark('SEPA'),
};

/** The three horizontal stripes of a national flag. */
const stripes = (top: string, middle: string, bottom: string) => (
  <>
    <rect x="8" y="6" width="32" height="6.7" fill={top} />
    <rect x="8" y="12.7" width="32" height="6.6" fill={middle} />
    <rect x="8" y="19.3" width="32" height="6.7" fill={bottom} />
  </>
);
const FLAGS: Record<string, ReactNode> = {
  at: stripes('#c8102e', '#ffffff', '#c8102e'),
  de: stripes('#000000', '#dd0000', '#ffce00'),
};
const TRUCK = (
  <path
    {...STROKE}
    d="M8 10h18v11H8zM26 14h7l5 4v3H26M14 24a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM32 24a2 2 0 1 0 0-4 2 2 0 0 0 0 4z"
  />
);
// A potted plant: where pickups happen.
const PICKUP = (
  <path
    {...STROKE}
    d="M18 18h12l-2 8h-8zM24 18v-6M24 12c0-4 3-6 7-6 0 4-3 6-7 6zM24 14c0-3-2-5-6-5 0 3 2 5 6 5z"
  />
);

/** The payment methods the shop has switched on, in their order, as pictures with their names. */
export function PaymentMarks() {
  const { t } = useTranslation();
  const enabled = enabledPaymentMethods(useGetConfigQuery().data?.components.shop.paymentsources).filter(
    (key) => PAYMENT_GLYPHS[key],
  );
  if (enabled.length === 0) return null;
  return (
    <ul className="footer-marks" aria-label={t('footer.payment')}>
      {enabled.map((key) => (
        <li key={key}>
          <Mark label={t(`footer.paymentMethod.${key}`)}>{PAYMENT_GLYPHS[key]}</Mark>
        </li>
      ))}
    </ul>
  );
}

/** Where the shop ships to (flags of the delivery countries) and the pickup at the nursery. */
export function ShippingMarks() {
  const { t } = useTranslation();
  const countries = useShippingCountries();
  const pickup = useGetConfigQuery().data?.components.shop.pickup?.enabled === true;
  return (
    <ul className="footer-marks" aria-label={t('footer.shipping')}>
      {countries.map(({ code, name }) => (
        <li key={code}>
          <Mark label={t('footer.shipsTo', { country: name })}>{FLAGS[code] ?? TRUCK}</Mark>
        </li>
      ))}
      {pickup ? (
        <li>
          <Mark label={t('footer.pickup')}>{PICKUP}</Mark>
        </li>
      ) : null}
    </ul>
  );
}

const SOCIAL_GLYPHS: Record<SocialLink['network'], ReactNode> = {
  facebook: (
    <path
      d="M13.5 21v-7h2.4l.4-2.8h-2.8V9.4c0-.8.2-1.4 1.4-1.4h1.5V5.5a20 20 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v2h-2.4V14h2.4v7z"
      fill="currentColor"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="4" y="4" width="16" height="16" rx="4.5" />
      <circle cx="12" cy="12" r="3.8" />
      <circle cx="16.9" cy="7.1" r="0.6" fill="currentColor" />
    </g>
  ),
};

/** The nursery's public profiles (config components.social.links), each opening in a new tab. */
export function SocialLinks() {
  const { t } = useTranslation();
  const links = useGetConfigQuery().data?.components.social.links ?? [];
  if (links.length === 0) return null;
  return (
    <ul className="social-links" aria-label={t('footer.social')}>
      {links.map(({ network, url }) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer" className="gw-icon-button">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              {SOCIAL_GLYPHS[network]}
            </svg>
            <span className="visually-hidden">{t(`footer.socialNetwork.${network}`)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

import { useGetConfigQuery } from '@gartenwerk/api-client';
import { enabledPaymentMethods, paymentAudience } from '@gartenwerk/domain';
import type { ShopFactKind } from '@gartenwerk/domain/schemas';
import { useTranslation } from '../../i18n/useTranslation';
import { formatPrice } from '../checkout/price';
import { OpeningHoursDetails } from '../booking/OpeningState';
import { ImprintFacts, PickupFacts, ShippingFacts } from './ShippingFacts';

/** The payment methods switched on, in their order, each with the conditions the checkout applies. */
function PaymentMethodFacts() {
  const { t, i18n } = useTranslation(['legal', 'common']);
  const sources = useGetConfigQuery().data?.components.shop.paymentsources ?? {};
  const methods = enabledPaymentMethods(sources);
  const regions = new Intl.DisplayNames([i18n.language === 'en' ? 'en-GB' : 'de-AT'], { type: 'region' });
  if (methods.length === 0) return <p>{t('shopFacts.noPaymentMethods')}</p>;
  return (
    <ul className="shop-facts" aria-label={t('shopFacts.paymentMethods')}>
      {methods.map((method) => {
        const source = sources[method]!;
        const audience = paymentAudience(method, source);
        const conditions = [
          audience === 'everyone' ? null : t(`shopFacts.audience.${audience}`),
          source.countries?.length
            ? t('shopFacts.countries', {
                countries: source.countries.map((code) => regions.of(code.toUpperCase())).join(', '),
              })
            : null,
          source.min ? t('shopFacts.from', { amount: formatPrice(source.min, i18n.language) }) : null,
          source.max ? t('shopFacts.upTo', { amount: formatPrice(source.max, i18n.language) }) : null,
        ].filter((condition): condition is string => condition !== null);
        return (
          <li key={method}>
            {t(`common:footer.paymentMethod.${method}`)}
            {conditions.length > 0 ? ` (${conditions.join(', ')})` : ''}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The opening hours of the booking module (admin booking/openinghours): each location's next days with
 * seasons, holidays and special days. The older weekly list of the settings is not shown beside it, so
 * the page cannot say two different things.
 */
function OpeningHoursFacts() {
  return (
    <div className="opening-hours-facts" data-facts="opening_hours">
      <OpeningHoursDetails />
    </div>
  );
}

/** A page block whose content the shop settings give, so that the page says what the shop does. */
export function ShopFacts({ kind }: { kind: ShopFactKind }) {
  switch (kind) {
    case 'payment_methods':
      return <PaymentMethodFacts />;
    case 'shipping':
      return <ShippingFacts />;
    case 'pickup':
      return <PickupFacts />;
    case 'imprint':
      return <ImprintFacts />;
    case 'opening_hours':
      return <OpeningHoursFacts />;
  }
}

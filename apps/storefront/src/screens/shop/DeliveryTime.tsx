import { useGetConfigQuery, useGetPickupWindowsQuery, type Product } from '@gartenwerk/api-client';
import {
  deliveryTime,
  deliveryTimeWords,
  formatDayMonth,
  PICKUP_LEAD_DAYS,
  type DeliveryTime,
  type ShopSettings,
} from '@gartenwerk/domain';
import { Icon } from '@gartenwerk/ui';
import { useTranslation } from '../../i18n/useTranslation';
import { useDeliveryCountry, useShippingCountries } from '../../app/country';
import { useLanguage } from '../../app/localized';

/** The product's delivery time to the country by the delivery method, from the shop's settings. */
export function productDeliveryTime(
  product: Pick<Product, 'availability' | 'expected_days_until_shipping' | 'shipping_groups'>,
  settings: ShopSettings,
  country: string,
  method: 'shipping' | 'pickup',
  firstPickupDay?: string | null,
  now: Date = new Date(),
): DeliveryTime | null {
  return deliveryTime({
    availability: product.availability,
    dispatchDays: product.expected_days_until_shipping,
    shippingGroups: product.shipping_groups,
    settings,
    country,
    method,
    pickupLeadDays: settings.pickup?.lead_days ?? PICKUP_LEAD_DAYS,
    ...(firstPickupDay !== undefined ? { firstPickupDay } : {}),
    now,
  });
}

/**
 * The first day with a free pickup window, from the shop's pickup windows (opening hours, lead days,
 * places left); null when none is free in the days ahead, undefined while not known.
 */
export function useFirstPickupDay(enabled: boolean): string | null | undefined {
  const { data } = useGetPickupWindowsQuery(undefined, { skip: !enabled });
  if (!data) return undefined;
  return data.find((day) => day.windows.some((window) => window.free > 0))?.date ?? null;
}

/** Delivery times in words, joined: "Lieferzeit 3–5 Werktage · Versand ab 15.10.". */
export function useDeliveryTimeText(): (times: readonly DeliveryTime[]) => string {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (times) =>
    times
      .map((time) => {
        const words = deliveryTimeWords(time, (day) => formatDayMonth(day, language));
        return t(words.key, words.values);
      })
      .join(' · ');
}

/**
 * The product page's delivery time before the cart button (the law wants it before the order): to
 * the chosen delivery country, and from when it can be collected when the shop offers pickup.
 */
export function DeliveryTimeNotice({ product }: { product: Product }) {
  const { t } = useTranslation('common');
  const settings = (useGetConfigQuery().data?.components.shop ?? {}) as ShopSettings;
  const country = useDeliveryCountry();
  const countryName = useShippingCountries().find((each) => each.code === country)?.name ?? country;
  const say = useDeliveryTimeText();
  const shipping = productDeliveryTime(product, settings, country, 'shipping');
  const pickupOffered = settings.pickup?.enabled === true;
  const firstPickupDay = useFirstPickupDay(pickupOffered);
  const pickup = pickupOffered
    ? productDeliveryTime(product, settings, country, 'pickup', firstPickupDay)
    : null;
  if (!shipping) return null;
  return (
    <div data-testid="delivery-time">
      <p className="product-availability__state">
        <Icon name="truck" /> {say([shipping])}
        {shipping.kind === 'working_days' ? ` ${t('delivery.to', { country: countryName })}` : null}
      </p>
      {pickup ? <p>{say([pickup])}</p> : null}
    </div>
  );
}

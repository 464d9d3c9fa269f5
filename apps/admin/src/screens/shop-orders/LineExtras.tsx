import {
  describeLineCustomization,
  describeLineSet,
  lineShippingWords,
  type LineSet,
} from '@gartenwerk/domain';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';

/**
 * The customization (the colour by its title), the set's products, the customer's note and the planned
 * shipping (a pre-order's week, a frost stop's end) of an order or request line, in words, in small print.
 */
export function LineExtras({
  line,
}: {
  line: {
    customization?: unknown;
    color_title?: string;
    set?: LineSet;
    set_titles?: Record<string, string>;
    order_desc?: string;
    planned_ship_date?: string | null;
    frost_hold?: boolean;
  };
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const shipping = lineShippingWords(line, i18n.language);
  const customization = describeLineCustomization(
    line.customization,
    line.color_title,
    t('shopOrders.color'),
  );
  const parts = describeLineSet(line.set, line.set_titles);
  return (
    <>
      {customization && (
        <>
          <br />
          <small>{customization}</small>
        </>
      )}
      {parts.length > 0 && (
        <>
          <br />
          <small>{t('shopOrders.lineSet', { parts: parts.join('; ') })}</small>
        </>
      )}
      {line.order_desc && (
        <>
          <br />
          <small>{line.order_desc}</small>
        </>
      )}
      {shipping && (
        <>
          <br />
          <small data-testid="planned-shipping">{t(`shopOrders.${shipping.key}`, shipping.values)}</small>
        </>
      )}
    </>
  );
}

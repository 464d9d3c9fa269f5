import { DEFAULT_TRANSIT_DAYS } from '@gartenwerk/domain';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { CountryValues } from './fields';

/**
 * The working days a parcel is allowed to reach the customer, per delivery country: the withdrawal
 * period starts that long after shipping while the order's delivery day is not recorded.
 */
export function TransitDays({
  value,
  onChange,
}: {
  value: Record<string, number> | undefined;
  onChange: (value: Record<string, number>) => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      <CountryValues
        legend={t('shopSettings.transitDays')}
        valueLabel={t('shopSettings.transitDaysValue')}
        values={value ?? { ...DEFAULT_TRANSIT_DAYS }}
        // A country just added has no value yet: it counts as no transit time until one is entered.
        onChange={(values) =>
          onChange(Object.fromEntries(Object.entries(values).map(([code, days]) => [code, days ?? 0])))
        }
      />
      <p>{t('shopSettings.transitDaysHint')}</p>
    </>
  );
}

import { useGetStripeListQuery, type StripeRow } from '@gartenwerk/api-client';
import { viennaMonth, formatEuros } from '@gartenwerk/domain';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';

const RECENT = 100;
const WIDTH = 640;
const HEIGHT = 180;
const AXIS = 24;

/** Payouts summed per month (Vienna), oldest first, in cents so the sums are exact. */
export function payoutsByMonth(rows: readonly StripeRow[]): Array<{ month: string; cents: number }> {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const month = viennaMonth(row.arrival_date ?? row.created);
    sums.set(month, (sums.get(month) ?? 0) + Math.round(row.amount * 100));
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, cents]) => ({ month, cents }));
}

/** A small bar chart of the recent payouts per month, with the same numbers as a table beside it. */
export function PayoutChart() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { data } = useGetStripeListQuery({ kind: 'payouts', limit: RECENT });
  if (!data || data.items.length === 0) return null;
  const months = payoutsByMonth(data.items);
  const max = Math.max(...months.map((month) => month.cents), 1);
  const slot = WIDTH / months.length;
  const bar = Math.min(48, slot * 0.6);
  const label = (month: string) =>
    new Date(`${month}-15T12:00:00Z`).toLocaleDateString(i18n.language, { month: 'short', year: '2-digit' });
  const name = (month: string) =>
    new Date(`${month}-15T12:00:00Z`).toLocaleDateString(i18n.language, { month: 'long', year: 'numeric' });
  return (
    <section aria-labelledby="payouts-chart" className="payout-chart">
      <h2 id="payouts-chart">{t('payments.chartTitle')}</h2>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        role="img"
        aria-labelledby="payouts-chart payouts-chart-desc"
        className="payout-chart__svg"
      >
        <desc id="payouts-chart-desc">{t('payments.chartDescription', { count: data.items.length })}</desc>
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="payout-chart__axis" />
        {months.map((month, index) => {
          const height = Math.max(1, (month.cents / max) * (HEIGHT - 8));
          const x = index * slot + (slot - bar) / 2;
          return (
            <g key={month.month}>
              <rect x={x} y={HEIGHT - height} width={bar} height={height} className="payout-chart__bar">
                <title>{`${name(month.month)}: ${formatEuros(month.cents / 100, i18n.language)}`}</title>
              </rect>
              <text x={x + bar / 2} y={HEIGHT + 16} textAnchor="middle" className="payout-chart__label">
                {label(month.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="payout-chart__table" data-testid="payout-chart-table">
        <caption>{t('payments.chartDescription', { count: data.items.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('payments.chartMonth')}</th>
            <th scope="col">{t('payments.chartAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{name(month.month)}</th>
              <td>{formatEuros(month.cents / 100, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

import { useGetAnalyticsQuery } from '@gartenwerk/api-client';
import { formatDate, viennaDay } from '@gartenwerk/domain';
import type { AnalyticsReport } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { Chart } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { LoadedScreen } from '../LoadedScreen';

const TEXTS = 'analyticsScreen';
const DAY_MS = 86_400_000;
/** The range the screen opens with: the last 30 days. */
export const ANALYTICS_SCREEN_DAYS = 30;

const count = (value: number) => value.toLocaleString('de-AT');

/** A list of counted things as a table: what, and how many views. */
function CountTable({
  title,
  rows,
  header,
}: {
  title: string;
  rows: Array<[string, number]>;
  header: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <section className="analytics-table">
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p>{t(`${TEXTS}.none`)}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{header}</th>
              <th scope="col" className="admin-table__number">
                {t(`${TEXTS}.views`)}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, views]) => (
              <tr key={name}>
                <td>{name}</td>
                <td className="admin-table__number">{count(views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Report({ report }: { report: AnalyticsReport }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const language = i18n.language.startsWith('en') ? 'en' : 'de';
  return (
    <>
      <dl className="accounting-totals figures-kpis" aria-label={t(`${TEXTS}.kpis`)}>
        <div className="accounting-totals__entry">
          <dt>{t(`${TEXTS}.visitors`)}</dt>
          <dd data-testid="analytics-visitors">{count(report.visitors)}</dd>
        </div>
        <div className="accounting-totals__entry">
          <dt>{t(`${TEXTS}.views`)}</dt>
          <dd data-testid="analytics-views">{count(report.views)}</dd>
        </div>
      </dl>
      <Chart
        type="line"
        label={t(`${TEXTS}.perDay`)}
        pointHeader={t(`${TEXTS}.day`)}
        labels={report.days.map((day) => formatDate(day.day, language))}
        series={[
          { label: t(`${TEXTS}.visitors`), values: report.days.map((day) => day.visitors) },
          { label: t(`${TEXTS}.views`), values: report.days.map((day) => day.views) },
        ]}
        format={count}
      />
      <h2>{t(`${TEXTS}.funnel`)}</h2>
      <Chart
        type="bar"
        label={t(`${TEXTS}.funnel`)}
        pointHeader={t(`${TEXTS}.step`)}
        labels={report.funnel.map((step) => t(`${TEXTS}.steps.${step.step}`))}
        series={[{ label: t(`${TEXTS}.views`), values: report.funnel.map((step) => step.views) }]}
        format={count}
      />
      <h2>{t(`${TEXTS}.devices`)}</h2>
      <Chart
        type="bar"
        horizontal
        label={t(`${TEXTS}.devices`)}
        pointHeader={t(`${TEXTS}.device`)}
        labels={report.devices.map((device) => t(`${TEXTS}.deviceNames.${device.device}`))}
        series={[{ label: t(`${TEXTS}.views`), values: report.devices.map((device) => device.views) }]}
        format={count}
      />
      <div className="analytics-tables">
        <CountTable
          title={t(`${TEXTS}.pages`)}
          header={t(`${TEXTS}.page`)}
          rows={report.pages.map((page) => [page.path, page.views])}
        />
        <CountTable
          title={t(`${TEXTS}.referrers`)}
          header={t(`${TEXTS}.referrer`)}
          rows={report.referrers.map((referrer) => [referrer.host, referrer.views])}
        />
        <CountTable
          title={t(`${TEXTS}.countries`)}
          header={t(`${TEXTS}.country`)}
          rows={report.countries.map((country) => [country.country.toUpperCase() || '–', country.views])}
        />
      </div>
      <p className="admin-list__hint">{t(`${TEXTS}.privacy`)}</p>
    </>
  );
}

/** analytics: visitors, page views, pages, referrers, devices and the shop funnel of a chosen range. */
export function AnalyticsScreen({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const today = viennaDay(new Date());
  const to = params.get('to') ?? today;
  const from =
    params.get('from') ?? viennaDay(new Date(Date.parse(to) - (ANALYTICS_SCREEN_DAYS - 1) * DAY_MS));
  const query = useGetAnalyticsQuery({ from, to });
  const change = (name: 'from' | 'to', value: string) => {
    if (!value) return;
    const next = new URLSearchParams(params);
    next.set(name, value);
    setParams(next, { replace: true });
  };
  return (
    <LoadedScreen
      route={route}
      query={query}
      texts={{
        loading: t(`${TEXTS}.loading`),
        loadFailed: (message: string) => t(`${TEXTS}.loadFailed`, { message }),
      }}
    >
      {(report) => (
        <>
          <fieldset className="figures-range">
            <legend>{t(`${TEXTS}.range`)}</legend>
            <label>
              {t(`${TEXTS}.from`)}{' '}
              <input
                type="date"
                value={from}
                max={to}
                onChange={(event) => change('from', event.target.value)}
              />
            </label>{' '}
            <label>
              {t(`${TEXTS}.to`)}{' '}
              <input
                type="date"
                value={to}
                min={from}
                onChange={(event) => change('to', event.target.value)}
              />
            </label>
          </fieldset>
          <Report report={report} />
        </>
      )}
    </LoadedScreen>
  );
}

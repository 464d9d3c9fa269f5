import { formatEuros, viennaDay } from '@gartenwerk/domain';
import {
  useCalcDashboardQuery,
  type DashboardPeriod,
  type DashboardRateSums,
  type InvoiceDashboard,
  type OpenInvoice,
} from '@gartenwerk/api-client';
import { Button, DataTable, downloadCsv, TextInput, toCsv, type DataTableColumn } from '@gartenwerk/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { Chart } from '../../kit';
import { messageOf } from '../feedback';

type Month = DashboardPeriod['months'][number];
type Year = DashboardPeriod['years'][number];
type Customer = DashboardPeriod['top_customers'][number];
type Item = DashboardPeriod['top_items'][number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const lastDayOf = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(year!, number!, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The ranges one click away, from today in Vienna. */
function presets(today: string) {
  const year = Number(today.slice(0, 4));
  const month = today.slice(0, 7);
  return {
    thisYear: { from: `${year}-01-01`, to: `${year}-12-31` },
    lastYear: { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` },
    thisMonth: { from: `${month}-01`, to: lastDayOf(month) },
  } as const;
}

/** A table of the dashboard with its own heading and a CSV export of exactly its rows. */
function FigureTable<Row>({
  title,
  file,
  columns,
  rows,
  rowId,
  empty,
  before,
}: {
  title: string;
  file: string;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => string;
  empty: string;
  before?: ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const exportCsv = () =>
    downloadCsv(
      file,
      toCsv(
        columns.map((column) => ({ header: column.header, value: (row: Row) => column.value?.(row) })),
        rows,
      ),
    );
  return (
    <section className="figures-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {before}
      <DataTable
        labelledBy={id}
        columns={columns}
        rows={rows}
        rowId={rowId}
        empty={empty}
        phoneLayout="cards"
        toolbar={
          <Button variant="secondary" onClick={exportCsv} disabled={rows.length === 0}>
            {t('figures.accounting.exportCsv')}
            <span className="visually-hidden">: {title}</span>
          </Button>
        }
      />
    </section>
  );
}

/** How much a figure changed from the period before, in percent; none when there was nothing before. */
function Change({ now, before }: { now: number; before: number }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  if (before === 0) return null;
  const change = (now - before) / Math.abs(before);
  const text =
    Math.abs(change) < 0.0005
      ? t('figures.accounting.noChange')
      : new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'de-AT', {
          style: 'percent',
          maximumFractionDigits: 1,
          signDisplay: 'always',
        }).format(change);
  return (
    <span className={`figures-change figures-change--${change < 0 ? 'down' : 'up'}`}>
      {t('figures.accounting.change')}: {text}
    </span>
  );
}

function Figures({ dashboard }: { dashboard: InvoiceDashboard }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const money = (amount: number) => formatEuros(amount, i18n.language);
  const locale = i18n.language === 'en' ? 'en-GB' : 'de-AT';
  const percent = (value: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  const monthName = (month: string) =>
    new Date(`${month}-15T12:00:00Z`).toLocaleDateString(locale, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const { current, previous, open } = dashboard;
  const texts = 'figures.accounting';
  const sumColumns = <Row extends { net: number; vat: number; gross: number }>(totals?: {
    net: number;
    vat: number;
    gross: number;
  }): DataTableColumn<Row>[] =>
    (['net', 'vat', 'gross'] as const).map((name) => ({
      id: name,
      header: t(`${texts}.${name}`),
      value: (row: Row) => row[name],
      cell: (row: Row) => money(row[name]),
      align: 'end' as const,
      ...(totals ? { total: () => money(totals[name]) } : {}),
    }));

  const monthColumns: DataTableColumn<Month>[] = [
    {
      id: 'month',
      header: t(`${texts}.month`),
      value: (row) => row.month,
      cell: (row) => monthName(row.month),
      total: () => t('list.total', { defaultValue: 'Summe' }),
      hideable: false,
    },
    ...sumColumns<Month>(current.turnover),
    {
      id: 'previous',
      header: `${t(`${texts}.previous`)} (${t(`${texts}.net`)})`,
      value: (row) => previous.months[current.months.indexOf(row)]?.net ?? null,
      cell: (row) => {
        const before = previous.months[current.months.indexOf(row)];
        return before ? money(before.net) : '–';
      },
      align: 'end',
      total: () => money(previous.turnover.net),
    },
  ];
  const rateColumns: DataTableColumn<DashboardRateSums>[] = [
    {
      id: 'rate',
      header: t(`${texts}.rate`),
      value: (row) => row.rate,
      cell: (row) => `${row.rate.toLocaleString(locale)} %`,
      total: () => t('list.total', { defaultValue: 'Summe' }),
      hideable: false,
    },
    ...sumColumns<DashboardRateSums>(current.turnover),
  ];
  const yearColumns: DataTableColumn<Year>[] = [
    { id: 'year', header: t(`${texts}.year`), value: (row) => row.year, hideable: false },
    ...sumColumns<Year>(),
  ];
  const customerColumns: DataTableColumn<Customer>[] = [
    {
      id: 'name',
      header: t(`${texts}.customer`),
      value: (row) => row.name,
      cell: (row) =>
        row.customer_id ? (
          <Link to={`/accounting/customer/edit/${encodeURIComponent(row.customer_id)}`}>{row.name}</Link>
        ) : (
          row.name
        ),
      hideable: false,
    },
    ...sumColumns<Customer>(),
  ];
  const itemColumns: DataTableColumn<Item>[] = [
    { id: 'title', header: t(`${texts}.item`), value: (row) => row.title, hideable: false },
    {
      id: 'amount',
      header: t(`${texts}.amount`),
      value: (row) => row.amount,
      cell: (row) => row.amount.toLocaleString(locale),
      align: 'end',
    },
    {
      id: 'net',
      header: t(`${texts}.net`),
      value: (row) => row.net,
      cell: (row) => money(row.net),
      align: 'end',
    },
  ];
  const openColumns: DataTableColumn<OpenInvoice>[] = [
    {
      id: 'number',
      header: t(`${texts}.number`),
      value: (row) => row.number,
      cell: (row) => <Link to={`/accounting/invoice/edit/${encodeURIComponent(row._id)}`}>{row.number}</Link>,
      total: () => t('list.total', { defaultValue: 'Summe' }),
      hideable: false,
    },
    { id: 'receiver', header: t(`${texts}.receiver`), value: (row) => row.receiver },
    { id: 'date', header: t(`${texts}.date`), value: (row) => row.date },
    { id: 'due', header: t(`${texts}.dueDate`), value: (row) => row.due_date },
    {
      id: 'open',
      header: t(`${texts}.openAmount`),
      value: (row) => row.open,
      cell: (row) => money(row.open),
      align: 'end',
      total: () => money(open.amount),
    },
    {
      id: 'state',
      header: t(`${texts}.state`),
      value: (row) => t(row.overdue ? `${texts}.isOverdue` : `${texts}.notDue`),
      cell: (row) =>
        row.overdue ? (
          <strong className="figures-overdue">{t(`${texts}.isOverdue`)}</strong>
        ) : (
          t(`${texts}.notDue`)
        ),
    },
  ];
  const file = (name: string) => `${name}-${current.from}-${current.to}.csv`;

  return (
    <>
      <p className="figures-compared">
        {t(`${texts}.comparedWith`, { from: previous.from, to: previous.to })}
      </p>
      <dl className="accounting-totals figures-kpis" aria-label={t(`${texts}.kpis`)}>
        {(['net', 'vat', 'gross'] as const).map((name) => (
          <div key={name} className="accounting-totals__entry">
            <dt>{t(`${texts}.${name}`)}</dt>
            <dd>{money(current.turnover[name])}</dd>
            <dd className="figures-kpis__detail">
              {t(`${texts}.previous`)}: {money(previous.turnover[name])}{' '}
              <Change now={current.turnover[name]} before={previous.turnover[name]} />
            </dd>
          </div>
        ))}
        <div className="accounting-totals__entry">
          <dt>{t(`${texts}.open`)}</dt>
          <dd>{money(open.amount)}</dd>
          <dd className="figures-kpis__detail">{t(`${texts}.openCount`, { count: open.count })}</dd>
        </div>
        <div className="accounting-totals__entry accounting-totals__entry--overdue">
          <dt>{t(`${texts}.overdue`)}</dt>
          <dd>{money(open.overdue_amount)}</dd>
          <dd className="figures-kpis__detail">
            {t(`${texts}.overdueCount`, { count: open.overdue_count })}
          </dd>
        </div>
        <div className="accounting-totals__entry">
          <dt>{t(`${texts}.conversion`)}</dt>
          <dd>{current.offers.rate === null ? '–' : percent(current.offers.rate)}</dd>
          <dd className="figures-kpis__detail">
            {current.offers.rate === null
              ? t(`${texts}.noOffers`)
              : t(`${texts}.conversionDetail`, current.offers)}
            {' · '}
            {t(`${texts}.previous`)}: {previous.offers.rate === null ? '–' : percent(previous.offers.rate)}
          </dd>
        </div>
      </dl>
      <p className="admin-list__hint">
        {t(`${texts}.documents`, { count: current.turnover.documents })}. {t(`${texts}.hint`)}
      </p>

      <FigureTable
        title={t(`${texts}.monthsTitle`)}
        file={file('umsatz-monate')}
        columns={monthColumns}
        rows={current.months}
        rowId={(row) => row.month}
        empty={t(`${texts}.empty`)}
        before={
          <Chart
            type="bar"
            label={t(`${texts}.monthsChart`)}
            labels={current.months.map((row) => monthName(row.month))}
            series={[
              { label: `${current.from} – ${current.to}`, values: current.months.map((row) => row.net) },
              {
                label: `${previous.from} – ${previous.to}`,
                values: current.months.map((_, index) => previous.months[index]?.net ?? 0),
              },
            ]}
            format={money}
          />
        }
      />
      <FigureTable
        title={t(`${texts}.ratesTitle`)}
        file={file('umsatz-steuersaetze')}
        columns={rateColumns}
        rows={current.turnover.by_rate}
        rowId={(row) => String(row.rate)}
        empty={t(`${texts}.empty`)}
      />
      <FigureTable
        title={t(`${texts}.yearsTitle`)}
        file={file('umsatz-jahre')}
        columns={yearColumns}
        rows={current.years}
        rowId={(row) => String(row.year)}
        empty={t(`${texts}.empty`)}
      />
      <FigureTable
        title={t(`${texts}.customersTitle`)}
        file={file('top-kunden')}
        columns={customerColumns}
        rows={current.top_customers}
        rowId={(row) => row.customer_id ?? `name:${row.name}`}
        empty={t(`${texts}.empty`)}
        before={
          current.top_customers.length > 0 ? (
            <Chart
              type="bar"
              horizontal
              label={t(`${texts}.customersChart`)}
              labels={current.top_customers.map((row) => row.name)}
              series={[{ label: t(`${texts}.net`), values: current.top_customers.map((row) => row.net) }]}
              format={money}
            />
          ) : null
        }
      />
      <FigureTable
        title={t(`${texts}.itemsTitle`)}
        file={file('top-artikel')}
        columns={itemColumns}
        rows={current.top_items}
        rowId={(row) => row.item_id ?? `title:${row.title}`}
        empty={t(`${texts}.empty`)}
      />
      <FigureTable
        title={t(`${texts}.openTitle`)}
        file={`offene-rechnungen-${dashboard.today}.csv`}
        columns={openColumns}
        rows={open.invoices}
        rowId={(row) => row._id}
        empty={t(`${texts}.noneOpen`)}
      />
    </>
  );
}

/**
 * The accounting dashboard: a date range (this year without one) and the period before it, with
 * turnover, open and overdue invoices, offers' conversion, top customers and items, as figures,
 * charts and tables that export as CSV.
 */
export function AccountingDashboard() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const today = viennaDay(new Date());
  const ranges = presets(today);
  const from = DAY.test(params.get('from') ?? '') ? params.get('from')! : ranges.thisYear.from;
  const to = DAY.test(params.get('to') ?? '') ? params.get('to')! : ranges.thisYear.to;
  const invalid = to < from;
  const result = useCalcDashboardQuery({ from, to }, { skip: invalid });
  const dashboard = result.currentData;
  const choose = (range: { from: string; to: string }) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        next.set('from', range.from);
        next.set('to', range.to);
        return next;
      },
      { replace: true },
    );
  return (
    <section className="figures" aria-labelledby="figures-title">
      <h2 id="figures-title">{t('figures.accounting.title')}</h2>
      <fieldset className="admin-filters figures-range">
        <legend>{t('figures.accounting.range')}</legend>
        <TextInput
          type="date"
          label={t('figures.accounting.from')}
          value={from}
          onChange={(event) => DAY.test(event.target.value) && choose({ from: event.target.value, to })}
        />
        <TextInput
          type="date"
          label={t('figures.accounting.to')}
          value={to}
          onChange={(event) => DAY.test(event.target.value) && choose({ from, to: event.target.value })}
          error={invalid ? t('figures.accounting.rangeInvalid') : undefined}
        />
        <div className="figures-range__presets">
          {(Object.keys(ranges) as (keyof typeof ranges)[]).map((name) => (
            <Button
              key={name}
              variant="secondary"
              aria-pressed={ranges[name].from === from && ranges[name].to === to}
              onClick={() => choose(ranges[name])}
            >
              {t(`figures.accounting.${name}`)}
            </Button>
          ))}
        </div>
      </fieldset>
      {invalid ? null : dashboard ? (
        <Figures dashboard={dashboard} />
      ) : result.error ? (
        <p role="alert">{t('list.loadFailed', { message: messageOf(result.error, '') })}</p>
      ) : (
        <p role="status">{t('list.loading')}</p>
      )}
    </section>
  );
}

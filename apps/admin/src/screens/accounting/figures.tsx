import {
  fetchFiguresExport,
  useGetVatSummaryQuery,
  type FiguresExportFormat,
  type VatCountry,
  type VatField,
} from '@gartenwerk/api-client';
import { SHOP_TIME_ZONE, formatEuros } from '@gartenwerk/domain';
import { Button, DataTable, Select, type DataTableColumn } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { messageOf, useFeedback } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';

const PERIOD = /^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/;
const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];
const EXPORTS: FiguresExportFormat[] = ['datev', 'bmd', 'pdf'];

/** The month before today's in Vienna: the period a VAT return is due for. */
function lastMonth(now = new Date()): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * accounting/invoice/figures: the VAT return's amounts of a month or quarter (U 30 or UStVA, as the
 * server added them up), and the period's bookings and documents as files for the tax adviser.
 */
export function FiguresScreen({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const feedback = useFeedback();
  const [params, setParams] = useSearchParams();
  const asked = params.get('period') ?? '';
  const period = PERIOD.test(asked) ? asked : lastMonth();
  const country = params.get('country') as VatCountry | null;
  const result = useGetVatSummaryQuery({ period, ...(country ? { country } : {}) });
  const summary = result.currentData;
  const [exporting, setExporting] = useState<FiguresExportFormat | null>(null);
  const money = (amount: number | null) => (amount === null ? '' : formatEuros(amount, i18n.language));
  const year = Number(period.slice(0, 4));
  const thisYear = new Date().getFullYear();
  const monthName = (month: string) =>
    new Date(`${year}-${month}-15T12:00:00Z`).toLocaleDateString(i18n.language === 'en' ? 'en-GB' : 'de-AT', {
      month: 'long',
      timeZone: 'UTC',
    });

  const choose = (changes: { period?: string; country?: string }) => {
    const next = { period, ...(country ? { country } : {}), ...changes };
    setParams(next);
  };

  async function download(format: FiguresExportFormat) {
    setExporting(format);
    try {
      const { blob, filename } = await fetchFiguresExport({ period, format });
      const url = URL.createObjectURL(blob);
      const link = window.document.createElement('a');
      link.href = url;
      link.download = filename;
      window.document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (failure) {
      feedback.failed(t('accounting.figures.exportFailed'), failure);
    } finally {
      setExporting(null);
    }
  }

  const columns: DataTableColumn<VatField>[] = [
    { id: 'code', header: t('accounting.figures.code'), value: (field) => field.code, hideable: false },
    {
      id: 'field',
      header: t('accounting.figures.field'),
      value: (field) => (summary ? t(`accounting.figures.fields.${summary.form}.${field.code}`) : ''),
    },
    {
      id: 'base',
      header: t('accounting.figures.base'),
      value: (field) => money(field.base),
      align: 'end',
    },
    { id: 'vat', header: t('accounting.figures.vat'), value: (field) => money(field.vat), align: 'end' },
  ];

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <div className="admin-filters">
        <Select
          label={t('accounting.figures.year')}
          options={Array.from({ length: 6 }, (_, index) => String(Math.max(thisYear, year) - index)).map(
            (value) => ({ value, label: value }),
          )}
          value={String(year)}
          onChange={(event) => choose({ period: `${event.target.value}${period.slice(4)}` })}
        />
        <Select
          label={t('accounting.figures.period')}
          options={[
            ...MONTHS.map((month) => ({ value: month, label: monthName(month) })),
            ...QUARTERS.map((quarter) => ({
              value: quarter,
              label: t('accounting.figures.quarter', { quarter: quarter.slice(1) }),
            })),
          ]}
          value={period.slice(5)}
          onChange={(event) => choose({ period: `${year}-${event.target.value}` })}
        />
        <Select
          label={t('accounting.figures.form')}
          options={(['at', 'de'] as const).map((value) => ({
            value,
            label: t(`accounting.figures.forms.${value}`),
          }))}
          value={summary?.country ?? country ?? 'at'}
          onChange={(event) => choose({ country: event.target.value })}
        />
      </div>
      <DataTable
        labelledBy="admin-screen-title"
        columns={columns}
        rows={summary?.fields}
        rowId={(field) => field.code}
        loading={result.isFetching && !summary}
        error={result.error ? t('list.loadFailed', { message: messageOf(result.error, '') }) : undefined}
        empty=""
        phoneLayout="scroll"
      />
      {summary ? (
        <dl className="accounting-totals" aria-label={t('accounting.figures.vatTotal')}>
          <div className="accounting-totals__entry">
            <dt>{t('accounting.figures.vatTotal')}</dt>
            <dd>{money(summary.vat_total)}</dd>
          </div>
        </dl>
      ) : null}
      {summary ? (
        <p className="admin-list__hint">
          {t('accounting.figures.documents', { count: summary.documents })}
          {summary.country === 'de' ? ` ${t('accounting.figures.wholeEuros')}` : ''}
        </p>
      ) : null}
      {summary && summary.other.length > 0 ? (
        <section aria-labelledby="figures-other">
          <h2 id="figures-other">{t('accounting.figures.other')}</h2>
          <p>{t('accounting.figures.otherHint')}</p>
          <DataTable
            labelledBy="figures-other"
            columns={[
              {
                id: 'rate',
                header: t('accounting.settings.revenueRate'),
                value: (row) => t('accounting.figures.otherRate', { rate: row.rate }),
                hideable: false,
              },
              {
                id: 'base',
                header: t('accounting.figures.base'),
                value: (row) => money(row.base),
                align: 'end',
              },
              {
                id: 'vat',
                header: t('accounting.figures.vat'),
                value: (row) => money(row.vat),
                align: 'end',
              },
            ]}
            rows={summary.other}
            rowId={(row) => String(row.rate)}
            empty=""
            phoneLayout="scroll"
          />
        </section>
      ) : null}
      <p className="admin-list__hint">{t('accounting.figures.hint')}</p>
      <section aria-labelledby="figures-exports">
        <h2 id="figures-exports">{t('accounting.figures.exports')}</h2>
        <p>{t('accounting.figures.exportsHint')}</p>
        <div className="admin-doc__actions" role="group" aria-label={t('accounting.figures.exports')}>
          {EXPORTS.map((format) => (
            <Button
              key={format}
              variant="secondary"
              disabled={exporting !== null}
              onClick={() => void download(format)}
            >
              {t(`accounting.figures.${format}`)}
            </Button>
          ))}
        </div>
        <p>
          <Link to="/accounting/settings/accounts">{t('accounting.figures.accounts')}</Link>
        </p>
      </section>
    </section>
  );
}

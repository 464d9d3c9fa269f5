import { formatEuros } from '@gartenwerk/domain';
import {
  useGetInvoiceNotificationsQuery,
  useGetInvoiceOverviewQuery,
  type InvoiceDocument,
  type InvoiceOverview,
} from '@gartenwerk/api-client';
import { DataTable, Select, type DataTableColumn } from '@gartenwerk/ui';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { screenTitleKey, type AdminRoute } from '../../routes/adminRoutes';
import { BuiltScreensContext } from '../../shell/builtScreens';
import { messageOf } from '../feedback';
import { documentPath } from '../invoicing/documentPaths';
import { AccountingDashboard } from './dashboard';
import { useDocumentTitle } from '../useDocumentTitle';

type Month = InvoiceOverview['months'][number];
const SUMS = ['invoiced', 'paid', 'open', 'due', 'overdue', 'credit'] as const;

/** The years the overview offers: this one and the five before. */
const yearsUpTo = (year: number) => Array.from({ length: 6 }, (_, index) => year - index);

/**
 * accounting/invoice/overview: the accounting dashboard (turnover, open items, conversion, top lists
 * of a date range against the period before), then the issued invoices of a year per month,
 * invoiced, paid, open, due soon, overdue and paid beyond (credit), with the year's totals as the
 * server summed them in cents.
 */
export function InvoiceOverviewScreen({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const [params, setParams] = useSearchParams();
  const thisYear = new Date().getFullYear();
  const year = Number(params.get('year')) || thisYear;
  const result = useGetInvoiceOverviewQuery(year);
  const overview = result.currentData;
  const money = (amount: number) => formatEuros(amount, i18n.language);
  const monthName = (month: string) =>
    new Date(`${month}-15T12:00:00Z`).toLocaleDateString(i18n.language === 'en' ? 'en-GB' : 'de-AT', {
      month: 'long',
      timeZone: 'UTC',
    });
  const columns: DataTableColumn<Month>[] = [
    {
      id: 'month',
      header: t('accounting.overview.month'),
      value: (month) => monthName(month.month),
      total: () => t('accounting.overview.year', { year }),
      hideable: false,
    },
    {
      id: 'count',
      header: t('accounting.overview.count'),
      value: (month) => month.count,
      align: 'end',
      total: () => overview?.totals.count ?? '',
    },
    ...SUMS.map((name): DataTableColumn<Month> => ({
      id: name,
      header: t(`accounting.overview.${name}`),
      value: (month) => money(month[name]),
      align: 'end',
      total: () => (overview ? money(overview.totals[name]) : ''),
    })),
  ];
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <AccountingDashboard />
      <h2 id="payment-state-title">{t('figures.accounting.paymentState')}</h2>
      <div className="admin-filters">
        <Select
          label={t('accounting.overview.chooseYear')}
          options={yearsUpTo(Math.max(thisYear, year)).map((value) => ({
            value: String(value),
            label: String(value),
          }))}
          value={String(year)}
          onChange={(event) =>
            setParams(event.target.value === String(thisYear) ? {} : { year: event.target.value })
          }
        />
      </div>
      {overview ? (
        <dl className="accounting-totals" aria-label={t('accounting.overview.totals', { year })}>
          {SUMS.map((name) => (
            <div key={name} className={`accounting-totals__entry accounting-totals__entry--${name}`}>
              <dt>{t(`accounting.overview.${name}`)}</dt>
              <dd>{money(overview.totals[name])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <DataTable
        labelledBy="payment-state-title"
        columns={columns}
        rows={overview?.months}
        rowId={(month) => month.month}
        loading={result.isFetching && !overview}
        error={result.error ? t('list.loadFailed', { message: messageOf(result.error, '') }) : undefined}
        empty={t('accounting.overview.empty')}
        phoneLayout="scroll"
      />
      <p className="admin-list__hint">{t('accounting.overview.hint')}</p>
    </section>
  );
}

function DocumentLinks({ title, documents }: { title: string; documents: InvoiceDocument[] }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  return (
    <section className="accounting-notice" aria-label={title}>
      <h2>
        {title} <span className="accounting-notice__count">{documents.length}</span>
      </h2>
      {documents.length === 0 ? (
        <p>{t('accounting.notifications.none')}</p>
      ) : (
        <ul>
          {documents.map((document) => (
            <li key={document._id}>
              <Link to={documentPath(document)}>{document.number ?? t('invoicing.draft')}</Link>{' '}
              {[
                document.receiver.company,
                [document.receiver.first_name, document.receiver.last_name].filter(Boolean).join(' '),
              ]
                .filter(Boolean)
                .join(', ')}{' '}
              · {formatEuros(document.totals.gross, i18n.language)}
              {document.due_date
                ? ` · ${t('accounting.notifications.dueOn', { date: document.due_date })}`
                : ''}
              {document.valid_until && document.type === 'offer'
                ? ` · ${t('accounting.notifications.validUntil', { date: document.valid_until })}`
                : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What needs doing: invoices due soon and overdue, offers about to expire (invoice_notification). */
function Notices() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { data, error, isLoading } = useGetInvoiceNotificationsQuery();
  if (isLoading) return <p role="status">{t('list.loading')}</p>;
  if (!data) return <p role="alert">{t('list.loadFailed', { message: messageOf(error, '') })}</p>;
  return (
    <div className="accounting-notices">
      <DocumentLinks title={t('accounting.notifications.overdue')} documents={data.overdue} />
      <DocumentLinks title={t('accounting.notifications.due')} documents={data.due} />
      <DocumentLinks title={t('accounting.notifications.expiring')} documents={data.expiring_offers} />
    </div>
  );
}

/** accounting/settings/notifications: what the accounting reminds of, and the e-mail templates. */
export function NotificationsScreen({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>
        {t('accounting.notifications.hint')}{' '}
        <Link to="/accounting/settings/system">{t('accounting.notifications.noticeDays')}</Link> ·{' '}
        <Link to="/accounting/settings/notifications/templates">
          {t('accounting.notifications.templates')}
        </Link>
      </p>
      <Notices />
    </section>
  );
}

/** The accounting's screens the entry screen leads to, in the order of the work. */
const ENTRY_LINKS = [
  [
    'documents',
    [
      'offer/browse',
      'order/browse',
      'delivery/browse',
      'invoice/browse',
      'invoice/overview',
      'invoice/figures',
      'invoice/dunning',
      'vendor_order/browse',
    ],
  ],
  ['master', ['customer/browse', 'vendor/browse', 'item/browse', 'factor/browse', 'template/browse']],
  [
    'settings',
    [
      'settings/global',
      'settings/pdf',
      'settings/accounts',
      'settings/dunning',
      'settings/system',
      'settings/notifications',
      'settings/notifications/templates',
      'test',
    ],
  ],
] as const;

/** accounting: the entry screen, with what is due now and the way to every accounting screen. */
export function AccountingHome({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const isBuilt = useContext(BuiltScreensContext);
  useDocumentTitle(route.label);
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <nav className="accounting-entry" aria-label={t('accounting.entry.label')}>
        {ENTRY_LINKS.map(([group, paths]) => (
          <section key={group} className="accounting-entry__group">
            <h2>{t(`accounting.entry.${group}`)}</h2>
            <ul>
              {paths
                .filter((path) => isBuilt(`accounting/${path}`))
                .map((path) => (
                  <li key={path}>
                    <Link to={`/accounting/${path}`}>{t(screenTitleKey(`accounting/${path}`))}</Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </nav>
      <Notices />
    </section>
  );
}

import { formatEuros } from '@gartenwerk/domain';
import {
  invoiceApi,
  useGetAccountingCustomersQuery,
  useGetAccountingVendorsQuery,
  useBrowseInvoiceDocumentsQuery,
  useDeleteInvoiceDocumentMutation,
  type InvoiceBrowseQuery,
  type InvoiceBrowseType,
  type InvoiceDocument,
} from '@gartenwerk/api-client';
import type { DataTableColumn } from '@gartenwerk/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { BulkAction, ListScreen, useListSearchParams, type ListSearchParams } from '../../list';
import { TextInput } from '@gartenwerk/ui';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDay } from './format';
import { documentPath } from './documentPaths';

/** Documents per page (the spec's lists page by 10). */
export const DOCUMENTS_PER_PAGE = 10;

const PAYMENT_FILTERS = ['unpaid', 'partial', 'paid', 'overdue'] as const;

/** The receiver as the list names it: company, then the person. */
function receiverOf(document: InvoiceDocument): string {
  const { company, first_name, last_name } = document.receiver;
  return [company, [first_name, last_name].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

function documentColumns(
  t: TFunction,
  language: string,
  type: InvoiceBrowseType,
): DataTableColumn<InvoiceDocument>[] {
  const money = (amount: number) => formatEuros(amount, language);
  const date = (day: string) => formatDay(day, language);
  const columns: DataTableColumn<InvoiceDocument>[] = [
    {
      id: 'number',
      header: t('invoicing.number'),
      value: (document) => document.number ?? t('invoicing.draft'),
      cell: (document) => <Link to={documentPath(document)}>{document.number ?? t('invoicing.draft')}</Link>,
      sortable: true,
      hideable: false,
    },
    { id: 'type', header: t('invoicing.type'), value: (document) => t(`invoicing.types.${document.type}`) },
    { id: 'date', header: t('invoicing.date'), value: (document) => date(document.date), sortable: true },
    {
      id: 'receiver',
      header: t('invoicing.receiver'),
      value: receiverOf,
      sortable: true,
    },
    {
      id: 'status',
      header: t('invoicing.status'),
      value: (document) => t(`invoicing.statuses.${document.status}`),
      sortable: true,
    },
    {
      id: 'gross',
      header: t('invoicing.gross'),
      value: (document) => money(document.totals.gross),
      align: 'end',
      sortable: true,
    },
  ];
  if (type === 'invoice') {
    columns.push(
      {
        id: 'due',
        header: t('invoicing.dueDate'),
        value: (document) => (document.due_date ? date(document.due_date) : ''),
        sortable: true,
      },
      {
        id: 'payment',
        header: t('invoicing.payment'),
        value: (document) =>
          document.cancelled_by_id
            ? t('invoicing.cancelled')
            : t(`invoicing.payments.${document.payment_status}`),
      },
    );
  }
  return columns;
}

/** The document dates a list is limited to, kept in the address as `from` and `to`. */
function DateRange({ list }: { list: ListSearchParams }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      <TextInput
        type="date"
        label={t('invoicing.from')}
        value={list.filter('from')}
        onChange={(event) => list.change({ from: event.target.value })}
      />
      <TextInput
        type="date"
        label={t('invoicing.to')}
        value={list.filter('to')}
        onChange={(event) => list.change({ to: event.target.value })}
      />
    </>
  );
}

/**
 * accounting/{offer,order,delivery,invoice,vendor_order}/browse: the documents of a type, newest
 * first or sorted by a column, searchable by number and receiver, filtered by status, customer (a
 * vendor for vendor orders), dates and (invoices) paid, unpaid or overdue, with the sums of every
 * row the filters match.
 */
export function DocumentBrowse({ route, type }: { route: AdminRoute; type: InvoiceBrowseType }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const payment = list.filter('payment');
  const forVendors = type === 'vendor_order';
  const query: InvoiceBrowseQuery = {
    ...(list.search ? { text: list.search } : {}),
    ...(list.filter('status') ? { status: list.filter('status') } : {}),
    ...(payment ? { payment: payment as InvoiceBrowseQuery['payment'] } : {}),
    ...(list.filter('from') ? { from: list.filter('from') } : {}),
    ...(list.filter('to') ? { to: list.filter('to') } : {}),
    ...(list.filter('customer') && !forVendors ? { customer_id: list.filter('customer') } : {}),
    ...(list.filter('vendor') && forVendors ? { vendor_id: list.filter('vendor') } : {}),
    ...(list.sort ? { sort: list.sort } : {}),
  };
  const customers = useGetAccountingCustomersQuery({ sort: 'name', limit: 500 }, { skip: forVendors });
  const vendors = useGetAccountingVendorsQuery({ sort: 'name', limit: 500 }, { skip: !forVendors });
  const parties = (forVendors ? vendors : customers).data?.items ?? [];
  const result = useBrowseInvoiceDocumentsQuery({
    type,
    query: { ...query, page: list.page, limit: DOCUMENTS_PER_PAGE },
  });
  const [fetchPage] = invoiceApi.endpoints.browseInvoiceDocuments.useLazyQuery();
  const [remove] = useDeleteInvoiceDocumentMutation();
  const sums = (result.currentData ?? result.data)?.sums;
  const money = (amount: number) => formatEuros(amount, i18n.language);
  return (
    <ListScreen
      route={route}
      list={list}
      result={result}
      columns={documentColumns(t, i18n.language, type)}
      rowId={(document) => document._id}
      rowLabel={(document) => document.number ?? `${t('invoicing.draft')} ${receiverOf(document)}`.trim()}
      texts="invoicing"
      actions={
        <Link to={`/accounting/${type}/${forVendors ? 'add' : 'edit'}`}>{t(`documents.new.${type}`)}</Link>
      }
      count={(total) => t('invoicing.total', { count: total })}
      pageSize={DOCUMENTS_PER_PAGE}
      search={{ hint: t('invoicing.searchHint') }}
      filters={[
        {
          name: 'status',
          label: t('invoicing.status'),
          options: (['open', 'partial', 'complete'] as const).map((status) => [
            status,
            t(`invoicing.statuses.${status}`),
          ]),
        },
        {
          name: forVendors ? 'vendor' : 'customer',
          label: t(forVendors ? 'invoicing.vendor' : 'invoicing.receiver'),
          options: parties.map((party) => [party._id, party.name] as const),
        },
        ...(type === 'invoice'
          ? [
              {
                name: 'payment',
                label: t('invoicing.payment'),
                options: PAYMENT_FILTERS.map((value) => [value, t(`invoicing.payments.${value}`)] as const),
              },
            ]
          : []),
      ]}
      moreFilters={<DateRange list={list} />}
      bulkActions={(rows, clear) => {
        // Issued documents are kept for good (GoBD); only drafts can go.
        const drafts = rows.filter((document) => !document.issued);
        return drafts.length > 0 ? (
          <BulkAction
            rows={drafts}
            label={t('invoicing.deleteDrafts', { count: drafts.length })}
            variant="danger"
            confirmTitle={t('invoicing.confirmDeleteDrafts', { count: drafts.length })}
            run={(document) => remove(document._id).unwrap()}
            done={(count) => t('invoicing.draftsDeleted', { count })}
            failed={t('accounting.deleteFailed')}
            onDone={clear}
          />
        ) : null;
      }}
      csv={{
        fileName: `${type}.csv`,
        fetchPage: (page, limit) => fetchPage({ type, query: { ...query, page, limit } }).unwrap(),
      }}
    >
      {sums && (
        <p className="admin-list-sums" role="status">
          {t('invoicing.sums', { net: money(sums.net), gross: money(sums.gross) })}
          {type === 'invoice'
            ? ` · ${t('invoicing.sumsOpen', { paid: money(sums.paid), open: money(sums.open) })}${
                sums.credit > 0 ? t('invoicing.sumsCredit', { credit: money(sums.credit) }) : ''
              }`
            : ''}
        </p>
      )}
    </ListScreen>
  );
}

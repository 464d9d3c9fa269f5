import { formatEuros } from '@gartenwerk/domain';
import {
  useCreateAffiliateMutation,
  useGetAffiliateQuery,
  useGetAffiliateStatsQuery,
  useRemoveAffiliateMutation,
  useUpdateAffiliateMutation,
  type AffiliateMonth,
  type AffiliateOrder,
  type AffiliateStats,
} from '@gartenwerk/api-client';
import { AffiliateCreateSchema, AffiliateUpdateSchema } from '@gartenwerk/domain/schemas';
import { DataTable, type DataTableColumn } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, NEW_ID, useEntityEditor, type Field } from '../../kit';
import { ListScreen, loadedPages, useListSearchParams, linkColumn } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime, messageOf } from '../feedback';

const affiliatePath = (id: string) => `/shop/affiliates/${encodeURIComponent(id)}`;

/** shop/affiliates: the partners with their code, rate and what they brought in so far (GET /shop/affiliates). */
export function AffiliateBrowse({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const result = useGetAffiliateStatsQuery();
  const money = (amount: number) => formatEuros(amount, i18n.language);
  return (
    <ListScreen<AffiliateStats['items'][number]>
      route={route}
      list={list}
      result={result}
      sortMode="client"
      columns={[
        linkColumn(
          'name',
          t('affiliates.name'),
          (item) => item.name,
          (item) => affiliatePath(item._id),
        ),
        { id: 'code', header: t('affiliates.code'), value: (item) => item.code, sortable: true },
        {
          id: 'commission',
          header: t('affiliates.commission'),
          value: (item) => item.commission,
          cell: (item) => `${item.commission.toLocaleString(i18n.language)} %`,
          align: 'end',
          sortable: true,
        },
        {
          id: 'active',
          header: t('affiliates.active'),
          value: (item) => (item.active ? t('affiliates.yes') : t('affiliates.no')),
        },
        {
          id: 'orders',
          header: t('affiliates.orders'),
          value: (item) => item.orders,
          align: 'end',
          sortable: true,
        },
        {
          id: 'turnover',
          header: t('affiliates.turnover'),
          value: (item) => item.turnover,
          cell: (item) => money(item.turnover),
          align: 'end',
          sortable: true,
        },
        {
          id: 'earned',
          header: t('affiliates.earned'),
          value: (item) => item.earned,
          cell: (item) => money(item.earned),
          align: 'end',
          sortable: true,
        },
      ]}
      rowId={(item) => item._id}
      texts="affiliates"
      actions={<Link to={affiliatePath(NEW_ID)}>{t('affiliates.add')}</Link>}
      csv={{ fileName: 'affiliates.csv', fetchPage: loadedPages(result.currentData?.items ?? []) }}
    />
  );
}

/** The affiliate's months (commission per month) and orders, as the server computed them. */
function AffiliateReport({ id }: { id: string }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { data, error, isFetching } = useGetAffiliateStatsQuery(id);
  const money = (amount: number) => formatEuros(amount, i18n.language);
  const monthName = (month: string) =>
    new Date(`${month}-15T12:00:00Z`).toLocaleDateString(i18n.language, { month: 'long', year: 'numeric' });
  const monthColumns: DataTableColumn<AffiliateMonth>[] = [
    { id: 'month', header: t('affiliates.month'), cell: (row) => monthName(row.month) },
    { id: 'orders', header: t('affiliates.orders'), align: 'end', cell: (row) => row.orders },
    { id: 'turnover', header: t('affiliates.turnover'), align: 'end', cell: (row) => money(row.turnover) },
    { id: 'commission', header: t('affiliates.earned'), align: 'end', cell: (row) => money(row.commission) },
  ];
  const orderColumns: DataTableColumn<AffiliateOrder>[] = [
    {
      id: 'number',
      header: t('affiliates.order'),
      cell: (row) => <Link to={`/shop/orders/${row._id}`}>{row.number}</Link>,
    },
    {
      id: 'created',
      header: t('affiliates.date'),
      cell: (row) => formatDateTime(row.created, i18n.language),
    },
    {
      id: 'state',
      header: t('affiliates.state'),
      cell: (row) =>
        t(row.withdrawn ? 'affiliates.withdrawn' : row.payed ? 'affiliates.paid' : 'affiliates.unpaid'),
    },
    { id: 'total', header: t('affiliates.total'), align: 'end', cell: (row) => money(row.total) },
    { id: 'turnover', header: t('affiliates.counted'), align: 'end', cell: (row) => money(row.turnover) },
  ];
  const failed = error ? { error: t('affiliates.loadFailed', { message: messageOf(error, '') }) } : {};
  return (
    <>
      <section aria-labelledby="affiliate-months">
        <h2 id="affiliate-months">{t('affiliates.months')}</h2>
        <p>{t('affiliates.monthsHint')}</p>
        <DataTable
          columns={monthColumns}
          rows={data?.months}
          rowId={(row) => row.month}
          labelledBy="affiliate-months"
          loading={isFetching}
          empty={t('affiliates.noMonths')}
          {...failed}
        />
      </section>
      <section aria-labelledby="affiliate-orders">
        <h2 id="affiliate-orders">{t('affiliates.ordersTitle')}</h2>
        <DataTable
          columns={orderColumns}
          rows={data?.orders}
          rowId={(row) => row._id}
          labelledBy="affiliate-orders"
          loading={isFetching}
          empty={t('affiliates.noOrders')}
          {...failed}
        />
      </section>
    </>
  );
}

/** shop/affiliates/:id ('new' for a new one): name, code, rate, e-mail, active; then months and orders. */
export function AffiliateEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id = NEW_ID } = useParams();
  const fields: Field[] = [
    {
      name: 'name',
      kind: 'text',
      label: t('affiliates.name'),
      required: true,
      messages: { required: t('affiliates.errors.name') },
    },
    {
      name: 'code',
      kind: 'text',
      label: t('affiliates.code'),
      hint: t('affiliates.codeHint'),
      required: true,
      messages: { required: t('affiliates.errors.code'), invalid: t('affiliates.errors.code') },
    },
    {
      name: 'commission',
      kind: 'number',
      label: t('affiliates.commission'),
      minimum: 0,
      fractionDigits: 2,
      required: true,
      messages: { required: t('affiliates.errors.commission'), invalid: t('affiliates.errors.commission') },
    },
    { name: 'email', kind: 'text', type: 'email', label: t('affiliates.email'), empty: 'null' },
    { name: 'active', kind: 'switch', label: t('affiliates.active') },
  ];
  const editor = useEntityEditor({
    fields,
    schemas: { create: AffiliateCreateSchema, update: AffiliateUpdateSchema },
    useGet: useGetAffiliateQuery,
    useCreate: useCreateAffiliateMutation,
    useUpdate: useUpdateAffiliateMutation,
    useRemove: useRemoveAffiliateMutation,
    initial: { active: true },
    listPath: '/shop/affiliates',
    editPath: affiliatePath,
  });
  return (
    <EditScreen
      route={route}
      editor={editor}
      newTitle={t('affiliates.add')}
      back={{ to: '/shop/affiliates', label: t('affiliates.toList') }}
      formLabel={t('affiliates.form')}
      name={String(editor.draft.name ?? '')}
    >
      {id !== NEW_ID && <AffiliateReport id={id} />}
    </EditScreen>
  );
}

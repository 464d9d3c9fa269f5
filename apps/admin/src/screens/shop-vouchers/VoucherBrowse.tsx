import { formatEuro, toCents, formatEuros } from '@gartenwerk/domain';
import { useListVouchersQuery, useRemoveVoucherMutation } from '@gartenwerk/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { BulkAction, ListScreen, loadedPages, useListSearchParams } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDay } from './format';

/** shop/voucher/browse: every voucher with its value, what is left and its validity; deleted in bulk. */
export function VoucherBrowse({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const result = useListVouchersQuery({ limit: 1000 });
  const [removeVoucher] = useRemoveVoucherMutation();
  const needle = list.search.trim().toUpperCase();
  const found = (result.currentData?.items ?? []).filter(
    (voucher) => !needle || voucher.code.includes(needle) || voucher.recipient.toUpperCase().includes(needle),
  );
  const shown = result.currentData ? { items: found, total: found.length } : undefined;
  return (
    <ListScreen
      route={route}
      list={list}
      result={{ ...result, currentData: shown, data: shown }}
      sortMode="client"
      columns={[
        {
          id: 'code',
          header: t('shopSettings.vouchers.code'),
          value: (voucher) => voucher.code,
          cell: (voucher) => (
            <Link to={`/shop/voucher/edit/${encodeURIComponent(voucher._id)}`}>{voucher.code}</Link>
          ),
          sortable: true,
          hideable: false,
        },
        {
          id: 'value',
          header: t('shopSettings.vouchers.value'),
          value: (voucher) => voucher.value,
          cell: (voucher) => formatEuros(voucher.value, i18n.language),
          sortable: true,
          align: 'end',
          total: (vouchers) =>
            formatEuro(
              vouchers.reduce((sum, voucher) => sum + toCents(voucher.value), 0),
              i18n.language,
            ),
        },
        {
          id: 'remaining',
          header: t('shopSettings.vouchers.remaining'),
          value: (voucher) => voucher.remaining,
          cell: (voucher) => formatEuros(voucher.remaining, i18n.language),
          sortable: true,
          align: 'end',
          total: (vouchers) =>
            formatEuro(
              vouchers.reduce((sum, voucher) => sum + toCents(voucher.remaining), 0),
              i18n.language,
            ),
        },
        {
          id: 'validFrom',
          header: t('shopSettings.vouchers.validFrom'),
          value: (voucher) => formatDay(voucher.valid_from),
          sortValue: (voucher) => voucher.valid_from ?? '',
          sortable: true,
        },
        {
          id: 'validUntil',
          header: t('shopSettings.vouchers.validUntil'),
          value: (voucher) => formatDay(voucher.valid_until),
          // The end of the last valid day has passed: the voucher can no longer be redeemed.
          cell: (voucher) =>
            voucher.valid_until && Date.parse(voucher.valid_until) < Date.now() ? (
              <>
                {formatDay(voucher.valid_until)}{' '}
                <strong className="admin-voucher__expired">{t('shopSettings.vouchers.expired')}</strong>
              </>
            ) : (
              formatDay(voucher.valid_until)
            ),
          sortValue: (voucher) => voucher.valid_until ?? '',
          sortable: true,
        },
        {
          id: 'recipient',
          header: t('shopSettings.vouchers.recipient'),
          value: (voucher) => voucher.recipient,
        },
      ]}
      rowId={(voucher) => voucher._id}
      rowLabel={(voucher) => voucher.code}
      texts="shopSettings.vouchers"
      search={{ label: t('shopSettings.vouchers.search') }}
      actions={
        <>
          <Link to="/shop/voucher/edit">{t('shopSettings.vouchers.add')}</Link>{' '}
          <Link to="/shop/voucher/calendar">{t('shopSettings.vouchers.calendar')}</Link>
        </>
      }
      bulkActions={(vouchers, clear) => (
        <BulkAction
          rows={vouchers}
          label={t('list.vouchers.delete')}
          variant="danger"
          confirmTitle={t('list.vouchers.confirmDelete', { count: vouchers.length })}
          run={(voucher) => removeVoucher(voucher._id).unwrap()}
          done={(count) => t('list.vouchers.deleted', { count })}
          failed={t('list.bulkFailed')}
          onDone={clear}
        />
      )}
      csv={{ fileName: 'gutscheine.csv', fetchPage: loadedPages(found) }}
    />
  );
}

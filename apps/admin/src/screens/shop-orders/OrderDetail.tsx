import {
  orderPdfUrl,
  shopOrderInvoicePdfUrl,
  useGetShopOrderInvoiceQuery,
  useGetOrderQuery,
  useMarkOrderPaidMutation,
  useMarkOrderShippedMutation,
  useMarkOrderFirstShipmentShippedMutation,
  useMarkOrderReadyForPickupMutation,
  useUpdateOrderMutation,
  type ShopOrder,
} from '@gartenwerk/api-client';
import { Button, ConfirmDialog, TextInput } from '@gartenwerk/ui';
import { Fragment, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { TableSection } from '../AdminTable';
import { formatDateTime, useFeedback } from '../feedback';
import { FormSection } from '../FormSection';
import { LoadedScreen } from '../LoadedScreen';
import {
  formatDate,
  formatEuros,
  pickupWindowParts,
  shippingBeforeDiscount,
  variantLabel,
} from '@gartenwerk/domain';
import { parseTags } from '../../kit';
import { addressLines, chargedVat } from './format';
import { LineExtras } from './LineExtras';
import { RefundPanel } from './RefundPanel';
import { StagesEditor } from '../production-plan/StagesEditor';

/** shop/orders/:id: one order as it was placed, its payment and shipping, tags and comment. */
export function OrderDetail({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id = '' } = useParams();
  return (
    <LoadedScreen<ShopOrder>
      route={route}
      query={useGetOrderQuery(id)}
      title={(order) => t('shopOrders.order', { number: order.number })}
      texts={{
        loading: t('shopOrders.loading'),
        notFound: t('shopOrders.notFound'),
        loadFailed: (message) => t('shopOrders.loadFailed', { message }),
      }}
      back={{ to: '/shop/orders', label: t('shopOrders.toList') }}
    >
      {(order) => <OrderView key={order._id} order={order} />}
    </LoadedScreen>
  );
}

function OrderView({ order }: { order: ShopOrder }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const money = (amount: number) => formatEuros(amount, i18n.language);
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const [markShipped, { isLoading: shipping }] = useMarkOrderShippedMutation();
  const [markFirstShipped, { isLoading: shippingFirst }] = useMarkOrderFirstShipmentShippedMutation();
  const [markReady, { isLoading: readying }] = useMarkOrderReadyForPickupMutation();
  const [markPaid, { isLoading: paying }] = useMarkOrderPaidMutation();
  const [updateOrder, { isLoading: saving }] = useUpdateOrderMutation();
  const [tags, setTags] = useState(order.tags.join(', '));
  const [comment, setComment] = useState(order.comment);
  const { totals } = order;

  // A pickup order is handed over, not shipped: its texts say "abgeholt".
  const pickup = order.shippingMethod === 'pickup';
  const handedOver = pickup
    ? {
        done: 'pickedUp',
        notDone: 'notPickedUp',
        mark: 'markPickedUp',
        marked: 'markedPickedUp',
        confirm: 'confirmPickedUp',
      }
    : {
        done: 'shipped',
        notDone: 'notShipped',
        mark: 'markShipped',
        marked: 'markedShipped',
        confirm: 'confirmShipped',
      };
  // Marking tells the customer by mail (a collected pickup excepted), so it is confirmed first.
  type Action = 'shipped' | 'first' | 'paid' | 'ready';
  const [confirming, setConfirming] = useState<Action | null>(null);
  const actions = {
    shipped: {
      call: markShipped,
      label: `shopOrders.${handedOver.mark}`,
      confirm: `shopOrders.${handedOver.confirm}`,
      done: `shopOrders.${handedOver.marked}`,
      hint: pickup ? 'shopOrders.pickedUpHint' : 'shopOrders.confirmMailHint',
    },
    first: {
      call: markFirstShipped,
      label: 'shopOrders.markFirstShipped',
      confirm: 'shopOrders.confirmFirstShipped',
      done: 'shopOrders.markedFirstShipped',
      hint: 'shopOrders.confirmMailHint',
    },
    paid: {
      call: markPaid,
      label: 'shopOrders.markPaid',
      confirm: 'shopOrders.confirmPaid',
      done: 'shopOrders.markedPaid',
      hint: 'shopOrders.confirmMailHint',
    },
    ready: {
      call: markReady,
      label: 'shopOrders.markReady',
      confirm: 'shopOrders.confirmReady',
      done: 'shopOrders.markedReady',
      hint: 'shopOrders.confirmMailHint',
    },
  } as const;
  const confirmed = actions[confirming ?? 'paid'];

  async function mark(action: Action) {
    setConfirming(null);
    try {
      await actions[action].call(order._id).unwrap();
      feedback.succeeded(t(actions[action].done));
    } catch (error) {
      feedback.failed(t('shopOrders.actionFailed'), error);
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await updateOrder({ _id: order._id, tags: parseTags(tags), comment }).unwrap();
      feedback.succeeded(t('shopOrders.saved'));
    } catch (error) {
      feedback.failed(t('shopOrders.saveFailed'), error);
    }
  }

  const shippingLines =
    order.shippingMethod === 'pickup'
      ? [
          t('shopOrders.pickup'),
          ...(order.pickupWindow
            ? [t('common:pickupWindow', pickupWindowParts(order.pickupWindow, i18n.language))]
            : []),
        ]
      : order.shippingAddress
        ? addressLines(order.shippingAddress, i18n.language)
        : [t('shopOrders.sameAsInvoice')];

  return (
    <>
      <dl className="admin-facts">
        <dt>{t('shopOrders.date')}</dt>
        <dd>{date(order.created)}</dd>
        <dt>{t('shopOrders.status')}</dt>
        <dd data-testid="order-status">{t(`shopOrders.statusNames.${order.status}`)}</dd>
        {order.withdrawnAt && (
          <>
            <dt>{t('shopOrders.withdrawal')}</dt>
            <dd data-testid="order-withdrawal">
              <strong>{t('shopOrders.withdrawnAt', { date: date(order.withdrawnAt) })}</strong>
            </dd>
          </>
        )}
        <dt>{t('shopOrders.email')}</dt>
        <dd>{order.email}</dd>
        {order.newsletter && (
          <>
            <dt>{t('shopOrders.newsletter')}</dt>
            {/* No newsletter area yet: the wish is shown so that it can be honoured by hand. */}
            <dd data-testid="order-newsletter">{t('shopOrders.newsletterWanted')}</dd>
          </>
        )}
        {order.vat_id_check && (
          <>
            <dt>{t('shopOrders.vatIdCheck')}</dt>
            {/* VIES's answer is the proof of a VAT-free delivery to a company abroad. */}
            <dd data-testid="order-vat-id-check">
              {t(
                order.vat_id_check.valid === null
                  ? 'shopOrders.vatIdUnanswered'
                  : order.vat_id_check.valid
                    ? 'shopOrders.vatIdValid'
                    : 'shopOrders.vatIdInvalid',
                {
                  uid: order.vat_id_check.uid,
                  name: order.vat_id_check.name ?? '–',
                  date: date(order.vat_id_check.date),
                  id: order.vat_id_check.request_identifier ?? '–',
                },
              )}
            </dd>
          </>
        )}
        {order.perm.owner && (
          <>
            <dt>{t('shopOrders.customer')}</dt>
            <dd>
              <Link to={`/shop/customers/${encodeURIComponent(order.perm.owner)}`}>
                {`${order.invoiceAddress.first_name} ${order.invoiceAddress.last_name}`.trim() || order.email}
              </Link>
            </dd>
          </>
        )}
      </dl>
      <p>
        <a href={orderPdfUrl(order._id)} target="_blank" rel="noreferrer">
          {t('shopOrders.print')}
        </a>
      </p>
      <OrderInvoiceLink order={order} />

      <TableSection
        id="order-items"
        title={t('shopOrders.items')}
        columns={[
          t('shopOrders.amount'),
          t('shopOrders.product'),
          t('shopOrders.unitPrice'),
          t('shopOrders.vatRate'),
          t('shopOrders.lineTotal'),
        ]}
      >
        {order.items.map((item, index) => (
          <tr key={`${item.item}-${item.variant}-${index}`}>
            <td>{item.amount}</td>
            <td>
              {item.title}
              {variantLabel(item) && ` – ${variantLabel(item)}`}
              <LineExtras line={item} />
              {item.second_shipment && (
                <>
                  <br />
                  <small data-testid="second-shipment">{t('shopOrders.secondShipment')}</small>
                </>
              )}
            </td>
            <td>{money(item.price)}</td>
            <td>{item.voucher?.purpose === 'multi' ? t('shopOrders.notTaxable') : `${item.vat_rate} %`}</td>
            <td>
              {money(item.total)}
              {item.discount > 0 && (
                <>
                  <br />
                  <small>
                    {t('shopOrders.discount')} −{money(item.discount)}
                  </small>
                </>
              )}
            </td>
          </tr>
        ))}
      </TableSection>

      <section aria-labelledby="order-totals">
        <h2 id="order-totals">{t('shopOrders.totals')}</h2>
        <dl className="admin-facts">
          <dt>{t('shopOrders.itemsTotal')}</dt>
          <dd>{money(totals.items)}</dd>
          {totals.discount > 0 && (
            <>
              <dt>{t('shopOrders.discount')}</dt>
              <dd>−{money(totals.discount)}</dd>
            </>
          )}
          <dt>{t('shopOrders.shipping')}</dt>
          <dd>
            {totals.shipping_free ? t('shopOrders.shippingFree') : money(shippingBeforeDiscount(totals))}
          </dd>
          {(totals.shipping_discount ?? 0) > 0 && (
            <>
              <dt>{t('shopOrders.shippingDiscount')}</dt>
              <dd>−{money(totals.shipping_discount!)}</dd>
            </>
          )}
          <dt>{t('shopOrders.net')}</dt>
          <dd>{money(totals.net)}</dd>
          {totals.vat_exempt && (
            <>
              <dt>{t('shopOrders.vatExempt')}</dt>
              <dd>{money(0)}</dd>
            </>
          )}
          {chargedVat(totals.vat).map((line) => (
            <Fragment key={line.rate}>
              <dt>{t('shopOrders.vat', { rate: line.rate })}</dt>
              <dd>{money(line.vat)}</dd>
            </Fragment>
          ))}
          <dt>{t('shopOrders.gross')}</dt>
          <dd>{money(totals.gross)}</dd>
          {(totals.not_taxable ?? 0) > 0 && (
            <>
              <dt>{t('shopOrders.notTaxableVouchers')}</dt>
              <dd>{money(totals.not_taxable!)}</dd>
            </>
          )}
          {totals.voucher_used > 0 && (
            <>
              <dt>{t('shopOrders.voucher', { code: order.voucher ?? '' })}</dt>
              <dd>−{money(totals.voucher_used)}</dd>
            </>
          )}
          <dt>{t('shopOrders.grandTotal')}</dt>
          <dd data-testid="order-total">
            <strong>{money(order.total)}</strong>
          </dd>
        </dl>
      </section>

      <div className="admin-columns">
        <section aria-labelledby="order-invoice">
          <h2 id="order-invoice">{t('shopOrders.invoiceAddress')}</h2>
          <address>
            {addressLines(order.invoiceAddress, i18n.language).map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        </section>
        <section aria-labelledby="order-shipping">
          <h2 id="order-shipping">{t('shopOrders.shippingAddress')}</h2>
          <address>
            {shippingLines.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        </section>
      </div>

      <section aria-labelledby="order-payment">
        <h2 id="order-payment">{t('shopOrders.payment')}</h2>
        <dl className="admin-facts">
          <dt>{t('shopOrders.paymentMethod')}</dt>
          <dd>
            {order.selectedPayment
              ? t(`shopOrders.paymentNames.${order.selectedPayment}`, { defaultValue: order.selectedPayment })
              : '–'}
          </dd>
          <dt>{t('shopOrders.payment')}</dt>
          <dd data-testid="order-paid">
            {order.payedAt ? t('shopOrders.paid', { date: date(order.payedAt) }) : t('shopOrders.notPaid')}
          </dd>
          <dt>{t('shopOrders.shipping')}</dt>
          <dd data-testid="order-shipped">
            {order.shippedAt
              ? t(`shopOrders.${handedOver.done}`, { date: date(order.shippedAt) })
              : t(`shopOrders.${handedOver.notDone}`)}
          </dd>
          {order.split_delivery && (
            <>
              <dt>{t('shopOrders.shipments')}</dt>
              <dd data-testid="order-split">
                {t('shopOrders.splitDelivery')}:{' '}
                {order.split_delivery.first_shipped_at
                  ? t('shopOrders.firstShipped', { date: date(order.split_delivery.first_shipped_at) })
                  : t('shopOrders.firstNotShipped')}
              </dd>
            </>
          )}
          {pickup && (
            <>
              <dt>{t('shopOrders.readyForPickup')}</dt>
              <dd data-testid="order-ready">
                {order.readyForPickupAt
                  ? t('shopOrders.readySince', { date: date(order.readyForPickupAt) })
                  : t('shopOrders.notReady')}
              </dd>
            </>
          )}
        </dl>
        <div className="admin-form__actions">
          {pickup && !order.shipped && !order.readyForPickupAt && (
            <Button disabled={readying} onClick={() => setConfirming('ready')}>
              {t('shopOrders.markReady')}
            </Button>
          )}
          {order.split_delivery && !order.split_delivery.first_shipped_at && !order.shipped && (
            <Button disabled={shippingFirst} onClick={() => setConfirming('first')}>
              {t('shopOrders.markFirstShipped')}
            </Button>
          )}
          {!order.shipped && (
            <Button disabled={shipping} onClick={() => setConfirming('shipped')}>
              {t(`shopOrders.${handedOver.mark}`)}
            </Button>
          )}
          {!order.payed && (
            <Button disabled={paying} onClick={() => setConfirming('paid')}>
              {t('shopOrders.markPaid')}
            </Button>
          )}
        </div>
        <ConfirmDialog
          open={confirming !== null}
          title={t(confirmed.confirm, { number: order.number })}
          confirmLabel={t(confirmed.label)}
          cancelLabel={t('shopOrders.cancel')}
          onConfirm={() => confirming && void mark(confirming)}
          onCancel={() => setConfirming(null)}
        >
          {t(confirmed.hint)}
        </ConfirmDialog>
        <RefundPanel order={order} />
      </section>

      {!pickup && <DeliveryForm order={order} />}

      <StagesEditor orderId={order._id} />

      <FormSection
        id="order-notes"
        title={t('shopOrders.comment')}
        onSubmit={save}
        submitLabel={t('shopOrders.save')}
        busy={saving}
      >
        <TextInput
          label={t('shopOrders.tags')}
          hint={t('shopOrders.tagsHint')}
          value={tags}
          onChange={(event) => setTags(event.target.value)}
        />
        <label>
          {t('shopOrders.comment')}
          <textarea rows={4} value={comment} onChange={(event) => setComment(event.target.value)} />
        </label>
      </FormSection>
    </>
  );
}

/** The invoice the accounting wrote when the order was paid. */
function OrderInvoiceLink({ order }: { order: ShopOrder }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { data: invoice } = useGetShopOrderInvoiceQuery(order._id, { skip: !order.payed });
  if (!invoice) return null;
  return (
    <p className="admin-row">
      <Link to={`/accounting/invoice/edit/${encodeURIComponent(invoice._id)}`}>
        {t('documents.title', { type: t('invoicing.types.invoice'), number: invoice.number })}
      </Link>
      <a href={shopOrderInvoicePdfUrl(order._id)} target="_blank" rel="noreferrer">
        {t('shopOrders.invoicePdf', { number: invoice.number })}
      </a>
    </p>
  );
}

/**
 * The day the customer received the goods: it starts the withdrawal period; while it is empty the
 * server estimates it from the shipping day and the country's transit days.
 */
function DeliveryForm({ order }: { order: ShopOrder }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [updateOrder, { isLoading: saving }] = useUpdateOrderMutation();
  const [delivered, setDelivered] = useState(order.delivered ?? '');
  const until = order.withdrawal_until ? formatDate(order.withdrawal_until, i18n.language) : null;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await updateOrder({ _id: order._id, delivered: delivered || null }).unwrap();
      feedback.succeeded(t('shopOrders.saved'));
    } catch (error) {
      feedback.failed(t('shopOrders.saveFailed'), error);
    }
  }

  return (
    <FormSection
      id="order-delivery"
      title={t('shopOrders.delivery')}
      onSubmit={save}
      submitLabel={t('shopOrders.saveDelivered')}
      busy={saving}
    >
      <TextInput
        type="date"
        label={t('shopOrders.delivered')}
        hint={t('shopOrders.deliveredHint')}
        value={delivered}
        onChange={(event) => setDelivered(event.target.value)}
      />
      <p data-testid="order-withdrawal-until">
        {until ? t('shopOrders.withdrawalUntil', { date: until }) : t('shopOrders.withdrawalNotStarted')}
      </p>
    </FormSection>
  );
}

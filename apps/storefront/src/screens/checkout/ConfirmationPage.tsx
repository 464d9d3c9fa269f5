import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useSearchParams } from 'react-router-dom';
import {
  useGetConfigQuery,
  usePollSourceStatusQuery,
  useRetryPaymentMutation,
  type ApiError,
  type PaymentStatus,
  type ShopOrder,
} from '@gartenwerk/api-client';
import { Button } from '@gartenwerk/ui';
import { FormError } from '../auth/FormMessage';
import { finishCheckout, usePlacedOrder } from './state';
import { formatPrice } from './price';
import { OrderTable } from './Totals';
import { useShopPaths } from '../../app/shop-paths';
import { PickupDetails } from '../site/ShippingFacts';
import { PickupWindowText } from './PickupSlotPicker';

/** Methods paid on Stripe's page: their state comes from Stripe's webhook, polled here. */
const ONLINE_METHODS = ['card', 'eps', 'klarna', 'sepa_debit'];
/** How often the page asks while the payment is still open (ms). */
const POLL_INTERVAL = 2000;

/** A failed or unpaid online payment: try again, or choose another method the order may use. */
function PayAgain({ status, onPlaced }: { status: PaymentStatus; onPlaced(order: ShopOrder): void }) {
  const { t } = useTranslation('checkout');
  const [retry, retrying] = useRetryPaymentMutation();
  const others = status.alternatives.filter((method) => method !== status.method);
  const [method, setMethod] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pay = async (chosen?: string) => {
    setError(null);
    try {
      const order = await retry({ order: status.order, ...(chosen ? { method: chosen } : {}) }).unwrap();
      if (order.payment.redirect) window.location.assign(order.payment.redirect);
      else onPlaced(order);
    } catch (failure) {
      setError((failure as ApiError).message);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (method) void pay(method);
  };
  return (
    <div className="payment-again">
      <Button type="button" onClick={() => void pay()} disabled={retrying.isLoading}>
        {t('done.retry')}
      </Button>
      {others.length > 0 && (
        <form onSubmit={submit}>
          <fieldset>
            <legend>{t('done.otherMethod')}</legend>
            {others.map((other) => (
              <label key={other} className="radio">
                <input
                  type="radio"
                  name="method"
                  checked={method === other}
                  onChange={() => setMethod(other)}
                />{' '}
                {t(`payment.${other}`, { defaultValue: other })}
              </label>
            ))}
          </fieldset>
          <Button type="submit" disabled={!method || retrying.isLoading}>
            {t('done.payWith')}
          </Button>
        </form>
      )}
      {error && <FormError message={error} />}
    </div>
  );
}

/**
 * /checkout/done — the placed order: the bank details for a prepayment, and for online payments the
 * real state as Stripe reported it (Stripe's page returns here with `?order=`), polled until settled.
 */
export function ConfirmationPage() {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.language;
  const paths = useShopPaths();
  const [params] = useSearchParams();
  const placed = usePlacedOrder();
  const config = useGetConfigQuery().data;
  const [changed, setChanged] = useState<ShopOrder | null>(null);
  const order = changed ?? placed.order;
  const orderId = params.get('order') ?? order?._id ?? null;
  const online = params.has('order') || ONLINE_METHODS.includes(order?.payment.method ?? '');
  const [settled, setSettled] = useState(false);
  const status = usePollSourceStatusQuery(orderId ?? '', {
    skip: !orderId || !online,
    pollingInterval: settled ? 0 : POLL_INTERVAL,
  });
  const state = status.data?.state;
  const payingOnline = ONLINE_METHODS.includes(status.data?.method ?? '');
  const isSettled = state === 'paid' || state === 'failed' || state === 'canceled' || !payingOnline;
  if (isSettled !== settled) setSettled(isSettled);
  const onPlaced = (next: ShopOrder) => {
    finishCheckout(next);
    setChanged(next);
    setSettled(false);
    void status.refetch();
  };

  if (!placed.loaded) return null;
  if (!order && !status.data)
    return (
      <p>
        {t('done.missing')} <Link to={paths.checkout}>{t('toCart')}</Link>
      </p>
    );
  const number = order?.number ?? status.data?.number ?? '';
  const bank = order?.payment.bank_details;
  // Thanks only for an order that is on its way: a failed or still open online payment says so instead.
  const title =
    state === 'failed' || state === 'canceled'
      ? t('done.titleFailed')
      : state === 'pending' && payingOnline
        ? t('done.titleUnpaid')
        : t('done.title');
  return (
    <div className="checkout-done">
      <h1>{title}</h1>
      <p>{t('done.number', { number })}</p>
      {order && <p>{t('done.mail', { email: order.email })}</p>}
      {online && (
        <section
          aria-live="polite"
          className={`payment-state${state === 'failed' || state === 'canceled' ? ' payment-state--failed' : ''}`}
        >
          <p role="status">{state ? t(`done.state.${state}`) : t('done.checking')}</p>
          {state === 'failed' && status.data?.failure && <p>{status.data.failure}</p>}
          {state === 'pending' && payingOnline && status.data?.redirect && (
            <p>
              <a href={status.data.redirect}>{t('done.payNow')}</a>
            </p>
          )}
          {status.data && (state === 'failed' || (state === 'pending' && payingOnline)) && (
            <PayAgain status={status.data} onPlaced={onPlaced} />
          )}
        </section>
      )}
      {bank && order && (
        <section aria-labelledby="bank-details" className="bank-details">
          <h2 id="bank-details">{t('payment.prepayment')}</h2>
          <p>{t('done.transfer', { total: formatPrice(order.total, language) })}</p>
          <dl>
            <dt>{t('done.accountHolder')}</dt>
            <dd>{bank.account_holder}</dd>
            <dt>{t('done.iban')}</dt>
            <dd>{bank.iban}</dd>
            <dt>{t('done.bic')}</dt>
            <dd>{bank.bic}</dd>
            <dt>{t('done.bank')}</dt>
            <dd>{bank.bank}</dd>
          </dl>
          <p>{t('done.afterPayment')}</p>
        </section>
      )}
      {order?.shippingMethod === 'pickup' && config ? (
        <section aria-labelledby="pickup-details" className="pickup-section">
          <h2 id="pickup-details">{t('done.pickupTitle')}</h2>
          <p>
            {order.pickupWindow ? <PickupWindowText window={order.pickupWindow} /> : t('done.pickupWhen')}
          </p>
          <PickupDetails config={config} />
        </section>
      ) : null}
      {order && (
        <OrderTable
          items={order.items}
          totals={order.totals}
          pickup={order.shippingMethod === 'pickup'}
          split={!!order.split_delivery}
        />
      )}
    </div>
  );
}

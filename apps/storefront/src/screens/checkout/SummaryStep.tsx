import { useGetConfigQuery, usePlaceOrderMutation, type Quote } from '@gartenwerk/api-client';
import {
  cartDeliveryTimes,
  checkoutStepPath,
  formatDayMonth,
  isCheckoutComplete,
  type ShopSettings,
  TERMS_ROUTE,
  WITHDRAWAL_POLICY_ROUTE,
} from '@gartenwerk/domain';
import { Button } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { useShopPaths } from '../../app/shop-paths';
import { FormError } from '../auth/FormMessage';
import { AddressSummary, cleanAddress } from './AddressForm';
import { PickupWindowText } from './PickupSlotPicker';
import { finishCheckout, newKey } from './state';
import { errorText, quoteInput, type StepProps } from './steps';
import { OrderTable } from './Totals';
import { formatPrice } from './price';
import { productDeliveryTime, useDeliveryTimeText, useFirstPickupDay } from '../shop/DeliveryTime';

/** Step 3: the review of lines, addresses and terms, and the order button. */
export function SummaryStep({ draft, update, onBack, quote, lines, products, clearCart }: StepProps) {
  const { t } = useTranslation('checkout');
  const pickup = useGetConfigQuery().data?.components.shop.pickup;
  const navigate = useNavigate();
  const shop = useGetConfigQuery().data?.components.shop;
  const urls = shop?.urls;
  const settings = (shop ?? {}) as ShopSettings;
  // The delivery time goes by the country the parcel goes to.
  const deliveryCountry = (draft.alternate ? draft.shippingAddress : draft.invoiceAddress).country;
  const sayDeliveryTimes = useDeliveryTimeText();
  const firstPickupDay = useFirstPickupDay(draft.shippingMethod === 'pickup' && !draft.pickupWindow);
  const paths = useShopPaths();
  // The shop settings switch the additional conditions on and hold their text; a page may explain more.
  const conditions = shop?.additional_conditions?.enabled ? shop.additional_conditions.text : null;
  const specialConditionsUrl = urls?.special_conditions || '';
  const [terms, setTerms] = useState(false);
  const [special, setSpecial] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [placeOrder, placing] = usePlaceOrderMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (placing.isLoading) return;
    if (!terms) return setError(t('shop:termsRequired'));
    if (conditions && !special) return setError(t('specialConditionsRequired'));
    if (!draft.selectedPayment) return setError(t('shop:paymentRequired'));
    setError(null);
    const idempotencyKey = draft.idempotencyKey || newKey();
    if (!draft.idempotencyKey) update({ idempotencyKey });
    try {
      const order = await placeOrder({
        idempotencyKey,
        order: {
          ...quoteInput(draft, lines),
          invoiceAddress: cleanAddress(draft.invoiceAddress),
          email: draft.email.trim(),
          selectedPayment: draft.selectedPayment,
          comment: draft.comment,
          newsletter: draft.newsletter,
          cc_location: checkoutStepPath(paths, '3'),
          completed: isCheckoutComplete(draft),
          termsAccepted: true,
          // Asked for only while the quote, which priced the review, offers it.
          split_delivery: !!draft.splitDelivery && !!quote.data?.split_delivery,
          ...(draft.shippingMethod === 'pickup' ? { pickupWindow: draft.pickupWindow ?? null } : {}),
          ...(conditions ? { specialConditionsAccepted: special } : {}),
        },
      }).unwrap();
      finishCheckout(order);
      await clearCart();
      // Online methods are paid on Stripe's own page, which returns to the confirmation.
      if (order.payment.redirect) window.location.assign(order.payment.redirect);
      else navigate(checkoutStepPath(paths, 'done'));
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('steps.3')}>
      {quote.data && (
        <OrderTable
          items={quote.data.items}
          totals={quote.data.totals}
          pickup={draft.shippingMethod === 'pickup'}
          split={!!draft.splitDelivery && !!quote.data.split_delivery}
        />
      )}
      {quote.data?.split_delivery ? (
        <SplitDeliveryChoice
          offer={quote.data.split_delivery}
          split={!!draft.splitDelivery}
          onChange={(splitDelivery) => update({ splitDelivery })}
        />
      ) : null}
      <div className="checkout-review">
        <section aria-labelledby="review-invoice">
          <h3 id="review-invoice">{t('invoiceAddress')}</h3>
          <AddressSummary address={draft.invoiceAddress} />
          <p className="checkout-review__email">{draft.email}</p>
        </section>
        <section aria-labelledby="review-delivery">
          <h3 id="review-delivery">
            {draft.shippingMethod === 'pickup' ? t('pickup') : t('shippingAddress')}
          </h3>
          {draft.shippingMethod === 'pickup' ? (
            <>
              {draft.pickupWindow ? (
                <p>
                  <PickupWindowText window={draft.pickupWindow} />
                </p>
              ) : null}
              <p>{pickup?.location}</p>
            </>
          ) : (
            <AddressSummary address={draft.alternate ? draft.shippingAddress : draft.invoiceAddress} />
          )}
        </section>
        <section aria-labelledby="review-details">
          <h3 id="review-details">{t('shippingAndPayment')}</h3>
          <dl>
            <dt>{t('shippingMethod')}</dt>
            <dd>{t(draft.shippingMethod)}</dd>
            <dt>{t('paymentMethod')}</dt>
            <dd>{t(`payment.${draft.selectedPayment}`, { defaultValue: draft.selectedPayment })}</dd>
            <dt>{t('deliveryTime')}</dt>
            <dd data-testid="review-delivery-time">
              {draft.shippingMethod === 'pickup' && draft.pickupWindow ? (
                <PickupWindowText window={draft.pickupWindow} />
              ) : (
                sayDeliveryTimes(
                  cartDeliveryTimes(
                    products.map((product) =>
                      productDeliveryTime(
                        product,
                        settings,
                        deliveryCountry,
                        draft.shippingMethod,
                        firstPickupDay,
                      ),
                    ),
                  ),
                )
              )}
            </dd>
            {draft.comment ? (
              <>
                <dt>{t('comment')}</dt>
                <dd className="checkout-review__comment">{draft.comment}</dd>
              </>
            ) : null}
          </dl>
        </section>
      </div>
      <p className="checkout-legal">
        <a href={urls?.terms || TERMS_ROUTE} target="_blank" rel="noreferrer">
          {t('termsLink')}
        </a>{' '}
        ·{' '}
        <a href={WITHDRAWAL_POLICY_ROUTE} target="_blank" rel="noreferrer">
          {t('withdrawalLink')}
        </a>
      </p>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={terms}
          onChange={(event) => {
            setTerms(event.target.checked);
            setError(null);
          }}
        />{' '}
        <Trans
          t={t}
          i18nKey="terms"
          components={[<a key="terms" href={urls?.terms || TERMS_ROUTE} target="_blank" rel="noreferrer" />]}
        />
      </label>
      {conditions && (
        <>
          <p className="checkout-conditions">{conditions}</p>
          <label className="checkbox">
            <input type="checkbox" checked={special} onChange={(event) => setSpecial(event.target.checked)} />{' '}
            <Trans
              t={t}
              i18nKey="specialConditions"
              components={[
                specialConditionsUrl ? (
                  <a key="special" href={specialConditionsUrl} target="_blank" rel="noreferrer" />
                ) : (
                  <span key="special" />
                ),
              ]}
            />
          </label>
        </>
      )}
      <FormError message={error} />
      <div className="checkout-actions">
        <Button type="button" onClick={onBack}>
          {t('back')}
        </Button>
        <Button type="submit" disabled={placing.isLoading || !quote.data}>
          {placing.isLoading ? t('ordering') : t('orderButton')}
        </Button>
      </div>
    </form>
  );
}

/**
 * One shipment or two, before the order button: the second shipment's day and what it adds to the
 * shipping, as the server priced it.
 */
function SplitDeliveryChoice({
  offer,
  split,
  onChange,
}: {
  offer: NonNullable<Quote['split_delivery']>;
  split: boolean;
  onChange(split: boolean): void;
}) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.language;
  return (
    <fieldset className="checkout-split" data-testid="split-delivery">
      <legend>{t('splitDelivery.legend')}</legend>
      <label className="radio">
        <input type="radio" name="split-delivery" checked={!split} onChange={() => onChange(false)} />
        <span>{t('splitDelivery.one')}</span>
      </label>
      <label className="radio">
        <input type="radio" name="split-delivery" checked={split} onChange={() => onChange(true)} />
        <span>
          {offer.ship_from
            ? t('splitDelivery.two', { date: formatDayMonth(offer.ship_from, language) })
            : t('splitDelivery.twoOpen')}{' '}
          <strong data-testid="split-extra">
            (
            {offer.extra_shipping > 0 ? (
              <>
                {t('splitDelivery.extra')}{' '}
                <span className="checkout-split__amount">{formatPrice(offer.extra_shipping, language)}</span>
              </>
            ) : (
              t('splitDelivery.extraFree')
            )}
            )
          </strong>
        </span>
      </label>
    </fieldset>
  );
}

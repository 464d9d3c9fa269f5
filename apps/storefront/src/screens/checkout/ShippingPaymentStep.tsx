import { useGetConfigQuery, useQuoteCheckoutQuery, type PickupWindow } from '@gartenwerk/api-client';
import { Button, TextInput } from '@gartenwerk/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { FormError } from '../auth/FormMessage';
import { PickupSlotPicker } from './PickupSlotPicker';
import { formatPrice } from './price';
import { quoteInput, type StepProps } from './steps';

/** Step 2: shipping or pickup, the payment method and a voucher. */
export function ShippingPaymentStep({ draft, update, onNext, onBack, quote, lines }: StepProps) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.language;
  const pickup = useGetConfigQuery().data?.components.shop.pickup;
  // What shipping costs, also while pickup is chosen (pickup is always free).
  const shipped = useQuoteCheckoutQuery({ ...quoteInput(draft, lines), shippingMethod: 'shipping' }).data;
  const [error, setError] = useState<string | null>(null);
  const [slotError, setSlotError] = useState<string | null>(null);
  const choosePickupWindow = useCallback(
    (pickupWindow: PickupWindow | null) => {
      setSlotError(null);
      update({ pickupWindow });
    },
    [update],
  );
  const [voucher, setVoucher] = useState(draft.voucher);
  const offered = quote.data?.payment_methods;
  const methods: string[] = offered ?? [];
  // A method the changed cart no longer allows is no longer chosen; the only one offered is chosen.
  useEffect(() => {
    if (!offered) return;
    if (offered.length === 1 && draft.selectedPayment !== offered[0])
      update({ selectedPayment: offered[0]! });
    else if (draft.selectedPayment && !offered.includes(draft.selectedPayment))
      update({ selectedPayment: '' });
  }, [offered, draft.selectedPayment, update]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.shippingMethod === 'pickup' && !draft.pickupWindow)
      return setSlotError(t('pickupSlot.required'));
    if (!draft.selectedPayment) return setError(t('shop:paymentRequired'));
    setError(null);
    onNext();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('steps.2')}>
      <fieldset>
        <legend>{t('shippingMethod')}</legend>
        {(['shipping', 'pickup'] as const)
          .filter((method) => method === 'shipping' || pickup?.enabled !== false)
          .map((method) => (
            <div key={method} className="shipping-option">
              <label className="radio">
                <input
                  type="radio"
                  name="shippingMethod"
                  checked={draft.shippingMethod === method}
                  aria-describedby={method === 'pickup' && pickup?.location ? 'pickup-location' : undefined}
                  onChange={() => update({ shippingMethod: method })}
                />{' '}
                {t(method)}{' '}
                <span className="shipping-option__price">
                  {method === 'pickup' || shipped?.totals.shipping === 0
                    ? t('free')
                    : shipped
                      ? formatPrice(shipped.totals.shipping, language)
                      : ''}
                </span>
              </label>
              {method === 'pickup' && pickup?.location ? (
                <p id="pickup-location" className="shipping-option__detail">
                  {t('pickupLocation', { location: pickup.location })}
                </p>
              ) : null}
              {method === 'pickup' && draft.shippingMethod === 'pickup' ? (
                <PickupSlotPicker
                  value={draft.pickupWindow ?? null}
                  onChange={choosePickupWindow}
                  error={slotError}
                />
              ) : null}
            </div>
          ))}
      </fieldset>
      <fieldset>
        <legend>{t('paymentMethod')}</legend>
        {quote.data && methods.length === 0 && <p>{t('noPaymentMethods')}</p>}
        {methods.map((method) => (
          <label key={method} className="radio">
            <input
              type="radio"
              name="selectedPayment"
              checked={draft.selectedPayment === method}
              onChange={() => update({ selectedPayment: method })}
            />{' '}
            {t(`payment.${method}`, { defaultValue: method })}
          </label>
        ))}
      </fieldset>
      <div className="voucher-field">
        <TextInput
          label={t('voucher')}
          value={voucher}
          onChange={(event) => setVoucher(event.target.value)}
        />
        <Button type="button" onClick={() => update({ voucher })}>
          {t('edit')}
        </Button>
      </div>
      <FormError message={error} />
      <div className="checkout-actions">
        <Button type="button" onClick={onBack}>
          {t('back')}
        </Button>
        <Button type="submit">{t('next')}</Button>
      </div>
    </form>
  );
}

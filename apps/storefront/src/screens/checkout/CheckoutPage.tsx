import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  useGetAddressesQuery,
  useGetConfigQuery,
  useGetCurrentUserQuery,
  usePlaceOrderMutation,
  useQuoteCheckoutQuery,
  type ApiError,
  type QuoteInput,
} from '@gartenwerk/api-client';
import {
  CHECKOUT_COMMENT_MAX_LENGTH,
  isAuthenticated,
  isCheckoutComplete,
  isValidAddress,
  isValidEmail,
  checkoutStepPath,
  TERMS_ROUTE,
  WITHDRAWAL_POLICY_ROUTE,
} from '@gartenwerk/domain';
import { Button, TextInput } from '@gartenwerk/ui';
import { useShopPaths } from '../../app/shop-paths';
import { FormError } from '../auth/FormMessage';
import { useShopPricing } from '../shop/pricing';
import { AddressForm, AddressSummary, cleanAddress } from './AddressForm';
import { finishCheckout, newKey, useCartLines, useCheckoutDraft, type CheckoutDraft } from './state';
import { formatPrice } from './price';
import { CheckoutProgress, PURCHASE_STAGES } from './CheckoutProgress';
import { OrderSummary } from './OrderSummary';
import { OrderTable } from './Totals';
import './checkout.css';

export const CHECKOUT_STEPS = ['1', '2', '3'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

const errorText = (error: unknown) => (error as ApiError | undefined)?.message ?? null;

/** The quote's question for the draft: what the steps so far have decided. */
function quoteInput(draft: CheckoutDraft, lines: QuoteInput['items']): QuoteInput {
  return {
    items: lines,
    invoiceAddress: cleanAddress(draft.invoiceAddress),
    alternate: draft.alternate,
    ...(draft.alternate ? { shippingAddress: cleanAddress(draft.shippingAddress) } : {}),
    shippingMethod: draft.shippingMethod,
    ...(draft.voucher.trim() ? { voucher: draft.voucher.trim() } : {}),
  };
}

/**
 * Fills an empty draft: the delivery country chosen in the header, and a signed-in customer's e-mail
 * and default addresses.
 */
function usePrefill(draft: CheckoutDraft, update: (change: Partial<CheckoutDraft>) => void, loaded: boolean) {
  const user = useGetCurrentUserQuery().data;
  const signedIn = isAuthenticated(user);
  const book = useGetAddressesQuery(undefined, { skip: !signedIn }).data;
  const { country } = useShopPricing();
  useEffect(() => {
    if (loaded && !draft.invoiceAddress.last_name && draft.invoiceAddress.country !== country)
      update({ invoiceAddress: { ...draft.invoiceAddress, country } });
    // Only when the draft arrives or the country changes, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, country]);
  useEffect(() => {
    if (!loaded || !signedIn) return;
    const change: Partial<CheckoutDraft> = {};
    if (!draft.email && user) change.email = user.handle;
    const find = (uuid: string | null) => book?.items.find((address) => address.uuid === uuid);
    const invoice = find(book?.default_invoice_address ?? null);
    const shipping = find(book?.default_shipping_address ?? null);
    if (invoice && !draft.invoiceAddress.last_name) {
      const { uuid: _uuid, ...address } = invoice;
      change.invoiceAddress = address;
    }
    if (shipping && invoice && shipping.uuid !== invoice.uuid && !draft.shippingAddress.last_name) {
      const { uuid: _uuid, ...address } = shipping;
      change.shippingAddress = address;
      change.alternate = true;
    }
    if (Object.keys(change).length > 0) update(change);
    // Only when the user or the address book arrives, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, signedIn, book]);
}

function AddressStep({ draft, update, onNext }: StepProps) {
  const { t } = useTranslation('checkout');
  const [tried, setTried] = useState(false);
  const emailError = tried && !isValidEmail(draft.email) ? t('emailInvalid') : undefined;
  const addressesValid =
    isValidAddress(draft.invoiceAddress) && (!draft.alternate || isValidAddress(draft.shippingAddress));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!isValidEmail(draft.email) || !addressesValid) return;
    onNext();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('steps.1')}>
      <TextInput
        type="email"
        required
        label={t('email')}
        autoComplete="email"
        value={draft.email}
        error={emailError}
        onChange={(event) => update({ email: event.target.value })}
      />
      <AddressForm
        legend={t('invoiceAddress')}
        autoCompleteSection="invoice"
        value={draft.invoiceAddress}
        showErrors={tried}
        onChange={(invoiceAddress) => update({ invoiceAddress })}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={draft.alternate}
          onChange={(event) => update({ alternate: event.target.checked })}
        />{' '}
        {t('alternate')}
      </label>
      {draft.alternate && (
        <AddressForm
          legend={t('shippingAddress')}
          autoCompleteSection="shipping"
          value={draft.shippingAddress}
          showErrors={tried}
          onChange={(shippingAddress) => update({ shippingAddress })}
        />
      )}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={draft.newsletter}
          onChange={(event) => update({ newsletter: event.target.checked })}
        />{' '}
        {t('newsletter')}
      </label>
      <div className="gw-text-input">
        <label className="gw-text-input__label" htmlFor="checkout-comment">
          {t('comment')}
        </label>
        <textarea
          id="checkout-comment"
          className="gw-text-input__field"
          value={draft.comment}
          maxLength={CHECKOUT_COMMENT_MAX_LENGTH}
          aria-describedby="checkout-comment-count"
          onChange={(event) => update({ comment: event.target.value })}
        />
        <p id="checkout-comment-count" className="gw-text-input__hint">
          {t('commentCount', { count: draft.comment.length, max: CHECKOUT_COMMENT_MAX_LENGTH })}
        </p>
      </div>
      <FormError message={tried && (!addressesValid || emailError) ? t('address.incomplete') : null} />
      <Button type="submit">{t('next')}</Button>
    </form>
  );
}

function ShippingPaymentStep({ draft, update, onNext, onBack, quote, lines }: StepProps) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.language;
  const pickup = useGetConfigQuery().data?.components.shop.pickup;
  // What shipping costs, also while pickup is chosen (pickup is always free).
  const shipped = useQuoteCheckoutQuery({ ...quoteInput(draft, lines), shippingMethod: 'shipping' }).data;
  const [error, setError] = useState<string | null>(null);
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

function SummaryStep({ draft, update, onBack, quote, lines, weeks, clearCart }: StepProps) {
  const { t } = useTranslation('checkout');
  const pickup = useGetConfigQuery().data?.components.shop.pickup;
  const navigate = useNavigate();
  const shop = useGetConfigQuery().data?.components.shop;
  const urls = shop?.urls;
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
        />
      )}
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
            <p>{pickup?.location}</p>
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
            <dd>{weeks > 0 ? t('deliveryWeeks', { count: weeks }) : t('deliveryNow')}</dd>
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

/** Why a company's order is priced with or without VAT, from the quote's VIES answer. */
function VatIdNotice({ quote }: { quote: StepProps['quote'] }) {
  const { t } = useTranslation('checkout');
  const status = quote.data?.vat_id;
  if (!status || status === 'none') return null;
  return (
    <p className={`vat-id-notice vat-id-notice--${status}`} role="status">
      {t(`vatId.${status}`)}
    </p>
  );
}

interface StepProps {
  draft: CheckoutDraft;
  update(change: Partial<CheckoutDraft>): void;
  onNext(): void;
  onBack(): void;
  quote: ReturnType<typeof useQuoteCheckoutQuery>;
  lines: QuoteInput['items'];
  /** Expected delivery time of the cart in whole weeks (its slowest product). */
  weeks: number;
  clearCart(): Promise<unknown>;
}

/** Navigation state of "Weiter" and "Zurück": the step they lead to opens at its heading. */
interface StepNavigation {
  focusStep?: boolean;
}

/**
 * Scrolls a step reached by "Weiter" or "Zurück" to its heading and focuses it: on a phone the
 * button sat at the bottom of the previous step, which would otherwise stay the scroll position.
 */
function useStepHeadingFocus(step: CheckoutStep, ready: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const focusStep = (location.state as StepNavigation | null)?.focusStep === true;
  useEffect(() => {
    if (!focusStep || !ready || !heading.current) return;
    heading.current.scrollIntoView({ block: 'start' });
    heading.current.focus({ preventScroll: true });
  }, [step, location.key, focusStep, ready]);
  return heading;
}

/**
 * The address step at its own address (default /shop/cart/checkout/2), then <checkout URL>/2 and /3:
 * addresses, shipping and payment, summary; the server prices every step.
 */
export function CheckoutPage({ step: addressStep }: { step?: '1' }) {
  const { t } = useTranslation('checkout');
  const paths = useShopPaths();
  const params = useParams();
  const step = (addressStep ?? params.step ?? '1') as CheckoutStep;
  const stepPath = (to: CheckoutStep) => checkoutStepPath(paths, to);
  const navigate = useNavigate();
  const { draft, update, loaded } = useCheckoutDraft();
  const cart = useCartLines();
  usePrefill(draft, update, loaded);
  const input = useMemo(() => quoteInput(draft, cart.lines), [draft, cart.lines]);
  const addressesDone =
    isValidAddress(draft.invoiceAddress) && (!draft.alternate || isValidAddress(draft.shippingAddress));
  const quote = useQuoteCheckoutQuery(input, {
    skip: !cart.loaded || cart.lines.length === 0 || step === '1',
  });
  const stepHeading = useStepHeadingFocus(step, loaded && cart.loaded);

  if (!CHECKOUT_STEPS.includes(step)) return <Navigate to={stepPath('1')} replace />;
  // A later step needs the earlier ones.
  if (loaded && step !== '1' && (!addressesDone || !isValidEmail(draft.email)))
    return <Navigate to={stepPath('1')} replace />;
  // The review needs what the spec's validity rule asks for (e-mail, zips, payment).
  if (loaded && step === '3' && !isCheckoutComplete(draft)) return <Navigate to={stepPath('2')} replace />;

  const go = (to: CheckoutStep) =>
    navigate(stepPath(to), { state: { focusStep: true } satisfies StepNavigation });
  const props: StepProps = {
    draft,
    update,
    quote,
    lines: cart.lines,
    weeks: cart.weeks,
    clearCart: cart.clear,
    onNext: () => go(String(Number(step) + 1) as CheckoutStep),
    onBack: () => go(String(Number(step) - 1) as CheckoutStep),
  };
  return (
    <div className="checkout">
      <h1>{t('title')}</h1>
      <CheckoutProgress current={step} />
      {cart.loaded && cart.lines.length === 0 ? (
        <p>
          {t('emptyCart')} <Link to={paths.checkout}>{t('toCart')}</Link>
        </p>
      ) : (
        <div className={step === '3' ? 'checkout-layout checkout-layout--single' : 'checkout-layout'}>
          <div className="checkout-layout__step">
            <h2 ref={stepHeading} tabIndex={-1}>
              {t(`steps.${step}`)}{' '}
              <small>
                {t('stepOf', {
                  step: PURCHASE_STAGES.indexOf(step) + 1,
                  count: PURCHASE_STAGES.length,
                })}
              </small>
            </h2>
            {quote.error && <FormError message={errorText(quote.error)} />}
            {quote.data && !quote.data.shippable && <FormError message={t('notShippable')} />}
            {step !== '1' && <VatIdNotice quote={quote} />}
            {step === '1' && <AddressStep {...props} />}
            {step === '2' && <ShippingPaymentStep {...props} />}
            {step === '3' && <SummaryStep {...props} />}
          </div>
          {/* The review lists the lines and totals itself, right above the order button (also on a
              phone, where the summary would come after it); the summary stays away there. */}
          {step === '3' ? null : (
            <OrderSummary
              items={step === '1' ? undefined : quote.data?.items}
              totals={step === '1' ? undefined : quote.data?.totals}
              pickup={draft.shippingMethod === 'pickup'}
            />
          )}
        </div>
      )}
    </div>
  );
}

import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useGetAddressesQuery, useGetCurrentUserQuery, useQuoteCheckoutQuery } from '@gartenwerk/api-client';
import {
  isAuthenticated,
  isCheckoutComplete,
  isValidAddress,
  isValidEmail,
  checkoutStepPath,
} from '@gartenwerk/domain';
import { useShopPaths } from '../../app/shop-paths';
import { FormError } from '../auth/FormMessage';
import { useShopPricing } from '../shop/pricing';
import { AddressStep } from './AddressStep';
import { useCartLines, useCheckoutDraft, type CheckoutDraft } from './state';
import { CheckoutProgress, PURCHASE_STAGES } from './CheckoutProgress';
import { OrderSummary } from './OrderSummary';
import { ShippingPaymentStep } from './ShippingPaymentStep';
import { CHECKOUT_STEPS, errorText, quoteInput, type CheckoutStep, type StepProps } from './steps';
import { SummaryStep } from './SummaryStep';
import './checkout.css';

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
    products: cart.products,
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

import { CHECKOUT_COMMENT_MAX_LENGTH, isValidAddress, isValidEmail } from '@gartenwerk/domain';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { FormError } from '../auth/FormMessage';
import { AddressForm } from './AddressForm';
import type { StepProps } from './steps';

/** Step 1: the e-mail, the invoice address and another delivery address, the newsletter and a comment. */
export function AddressStep({ draft, update, onNext }: StepProps) {
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

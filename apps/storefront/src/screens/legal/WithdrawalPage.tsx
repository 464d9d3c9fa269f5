import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  useCheckWithdrawalMutation,
  useGetCurrentUserQuery,
  useWithdrawMutation,
  type WithdrawableOrder,
  type WithdrawalInput,
} from '@gartenwerk/api-client';
import {
  formatDate,
  formatTime,
  isAuthenticated,
  isValidEmail,
  WITHDRAWAL_POLICY_ROUTE,
} from '@gartenwerk/domain';
import { Button, TextInput } from '@gartenwerk/ui';
import { useTranslation } from '../../i18n/useTranslation';
import { FormError } from '../auth/FormMessage';
import { formatPrice } from '../checkout/price';

const ORDER_NUMBER = /^\d{4}-\d{5,}$/;

/** Date and time as the nursery's clock shows them. */
function useViennaTime() {
  const { i18n } = useTranslation();
  return (iso: string) => ({
    date: formatDate(iso, i18n.language === 'en' ? 'en' : 'de'),
    time: formatTime(iso),
  });
}

function messageOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'message' in error
    ? String((error as { message: unknown }).message)
    : String(error);
}

/**
 * /widerrufen — the withdrawal function: order number and e-mail address name the order (prefilled
 * from the confirmation mail's link and for signed-in customers), a second step confirms, the third
 * says when the withdrawal was received.
 */
export function WithdrawalPage() {
  const { t, i18n } = useTranslation(['legal', 'checkout']);
  const language = i18n.language;
  const [params] = useSearchParams();
  const user = useGetCurrentUserQuery().data;
  const signedInEmail = user && isAuthenticated(user) ? user.handle : '';
  const [input, setInput] = useState<WithdrawalInput | null>(null);
  const [order, setOrder] = useState<WithdrawableOrder | null>(null);
  const [errors, setErrors] = useState<{ number?: string; email?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [check, checking] = useCheckWithdrawalMutation();
  const [withdraw, withdrawing] = useWithdrawMutation();
  const clock = useViennaTime();

  const onCheck = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const entered = {
      number: String(data.get('number') ?? '').trim(),
      email: String(data.get('email') ?? '').trim(),
    };
    const found = {
      ...(ORDER_NUMBER.test(entered.number) ? {} : { number: t('withdrawal.numberInvalid') }),
      ...(isValidEmail(entered.email) ? {} : { email: t('withdrawal.emailInvalid') }),
    };
    setErrors(found);
    setFormError(null);
    if (found.number || found.email) return;
    try {
      setOrder(await check(entered).unwrap());
      setInput(entered);
    } catch (error) {
      setFormError(messageOf(error));
    }
  };

  const onConfirm = async () => {
    if (!input) return;
    setFormError(null);
    try {
      setOrder(await withdraw(input).unwrap());
    } catch (error) {
      setFormError(messageOf(error));
    }
  };

  const policyLink = (
    <p>
      <Link to={WITHDRAWAL_POLICY_ROUTE}>{t('withdrawal.policy')}</Link>
    </p>
  );

  if (order?.withdrawnAt && input) {
    const { date, time } = clock(order.withdrawnAt);
    return (
      <section className="withdrawal" aria-labelledby="withdrawal-title">
        <h1 id="withdrawal-title">{t('withdrawal.doneTitle')}</h1>
        <p role="status" className="form-status">
          {withdrawing.isSuccess
            ? t('withdrawal.done', { number: order.number, date, time })
            : t('withdrawal.alreadyWithdrawn', { date, time })}
        </p>
        {withdrawing.isSuccess ? <p>{t('withdrawal.doneMail', { email: input.email })}</p> : null}
        {policyLink}
      </section>
    );
  }

  if (order && input) {
    return (
      <section className="withdrawal" aria-labelledby="withdrawal-title">
        <h1 id="withdrawal-title">{t('withdrawal.confirmTitle')}</h1>
        <p>{t('withdrawal.confirmIntro', { number: order.number, date: clock(order.created).date })}</p>
        <ul className="withdrawal__items">
          {order.items.map((item, index) => (
            <li key={`${item.title}-${index}`}>
              {item.amount} × {item.title}
              {item.variant ? ` (${item.variant})` : ''}
            </li>
          ))}
        </ul>
        <p>
          {t('checkout:total')}: {formatPrice(order.total, language)}
        </p>
        <div className="withdrawal__actions">
          <Button onClick={onConfirm} disabled={withdrawing.isLoading}>
            {withdrawing.isLoading ? t('withdrawal.sending') : t('withdrawal.confirm')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setOrder(null);
              setFormError(null);
            }}
          >
            {t('withdrawal.back')}
          </Button>
        </div>
        <FormError message={formError} />
      </section>
    );
  }

  return (
    <section className="withdrawal" aria-labelledby="withdrawal-title">
      <h1 id="withdrawal-title">{t('withdrawal.title')}</h1>
      <p>{t('withdrawal.intro')}</p>
      <form noValidate onSubmit={onCheck} aria-labelledby="withdrawal-title">
        <TextInput
          name="number"
          label={`${t('withdrawal.number')} *`}
          hint={t('withdrawal.numberHint')}
          required
          defaultValue={input?.number ?? params.get('number') ?? ''}
          error={errors.number}
        />
        <TextInput
          key={signedInEmail}
          name="email"
          type="email"
          autoComplete="email"
          label={`${t('withdrawal.email')} *`}
          required
          defaultValue={input?.email ?? signedInEmail}
          error={errors.email}
        />
        <Button type="submit" disabled={checking.isLoading}>
          {t('withdrawal.next')}
        </Button>
        <FormError message={formError} />
      </form>
      {policyLink}
    </section>
  );
}

import { useRefundOrderMutation, type ShopOrder } from '@gartenwerk/api-client';
import { fromCents, toCents, formatEuros, refundableCents } from '@gartenwerk/domain';
import { Button, ConfirmDialog, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { formatDateTime, useFeedback } from '../feedback';

const ONLINE_METHODS = ['card', 'eps', 'klarna', 'sepa_debit'];

/** "12,50" or "12.50" as euros; null for anything else. */
function parseAmount(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(normalised) ? Number(normalised) : null;
}

/**
 * The payment's state beyond paid/unpaid (online methods) and its refunds: a full or partial amount
 * with a reason, through Stripe for online payments, noted as a transfer to make for the others.
 */
export function RefundPanel({ order }: { order: ShopOrder }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const money = (amount: number) => formatEuros(amount, i18n.language);
  const [refund, { isLoading }] = useRefundOrderMutation();
  const payment = order.payment;
  const refunds = payment.refunds ?? [];
  const leftCents = refundableCents(toCents(order.total), payment);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const online = ONLINE_METHODS.includes(payment.method);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const euros = parseAmount(amount);
    if (euros === null || euros <= 0 || toCents(euros) > leftCents) {
      setError(t('payments.invalidAmount', { max: money(fromCents(leftCents)) }));
      return;
    }
    setError(null);
    setConfirming(euros);
  };
  const confirm = async () => {
    if (confirming === null) return;
    try {
      await refund({ _id: order._id, amount: confirming, reason: reason.trim() }).unwrap();
      feedback.succeeded(t('payments.refundSaved'));
      setAmount('');
      setReason('');
    } catch (failure) {
      feedback.failed(t('payments.refundFailed'), failure);
    } finally {
      setConfirming(null);
    }
  };

  return (
    <div className="refund-panel">
      {online && (
        <p data-testid="payment-state">
          {t('payments.state')}: {t(`payments.states.${order.payed ? 'paid' : payment.state}`)}
          {payment.failure ? ` – ${t('payments.failure', { failure: payment.failure })}` : ''}
        </p>
      )}
      {payment.dispute && <p role="alert">{t('payments.dispute', { id: payment.dispute })}</p>}
      {payment.stock_short && <p role="alert">{t('payments.stockShort')}</p>}
      {(payment.rejected ?? []).map((entry) => (
        <p role="alert" key={entry.event}>
          {t('payments.rejected', {
            date: formatDateTime(entry.created, i18n.language),
            amount: `${(entry.amount / 100).toFixed(2).replace('.', i18n.language === 'de' ? ',' : '.')} ${entry.currency.toUpperCase()}`,
            intent: entry.intent,
          })}
        </p>
      ))}
      {order.payed && (
        <>
          <h3>{t('payments.refunds')}</h3>
          {refunds.length > 0 && (
            <ul data-testid="order-refunds">
              {refunds.map((entry) => (
                <li key={entry.id}>
                  {formatDateTime(entry.created, i18n.language)}: {money(entry.amount)} – {entry.reason} (
                  {t(entry.status === 'done' ? 'payments.refundDone' : 'payments.refundTodo')})
                </li>
              ))}
            </ul>
          )}
          {leftCents > 0 && (
            <form className="admin-form" aria-label={t('payments.refunds')} onSubmit={submit}>
              <TextInput
                label={t('payments.refundAmount')}
                hint={t('payments.refundAmountHint', { max: money(fromCents(leftCents)) })}
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
              <TextInput
                label={t('payments.refundReason')}
                required
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              {error && <p role="alert">{error}</p>}
              <div className="admin-form__actions">
                <Button type="submit" disabled={isLoading || reason.trim() === ''}>
                  {t('payments.refund')}
                </Button>
              </div>
            </form>
          )}
          <ConfirmDialog
            open={confirming !== null}
            title={t('payments.confirmRefund', { amount: money(confirming ?? 0), number: order.number })}
            confirmLabel={t('payments.refund')}
            cancelLabel={t('shopOrders.cancel')}
            onConfirm={() => void confirm()}
            onCancel={() => setConfirming(null)}
          >
            {t(online ? 'payments.confirmRefundOnline' : 'payments.confirmRefundOffline')}
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}

import {
  fetchInvoicePrint,
  useCancelInvoiceDocumentMutation,
  useConvertInvoiceDocumentMutation,
  useCorrectInvoicePaymentMutation,
  useCreateCreditNoteMutation,
  useCreateInstallmentReceiptMutation,
  useGetInvoiceDocumentQuery,
  useReceiveVendorOrderMutation,
  useRecordInvoicePaymentMutation,
  useReverseInvoicePaymentMutation,
  useSendInvoiceMailMutation,
  useUpdateInvoiceDocumentMutation,
  type InvoiceDocument,
  type InvoiceLine,
  type InvoicePayment,
} from '@gartenwerk/api-client';
import {
  DOCUMENT_CHAIN,
  formatDecimal,
  formatEuro,
  parseDecimal,
  viennaDay,
  type ConversionTarget,
} from '@gartenwerk/domain';
import { Button, Checkbox, ConfirmDialog, TextInput } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FormDialog } from '../../kit';
import { formatDateTime, useFeedback } from '../feedback';
import { documentPath } from './documentPaths';
import { formatDay } from './format';
import { TableFrame } from '../AdminTable';

type Target = ConversionTarget;
/** Which document becomes which: the domain's document chain. */
const CHAIN: Partial<Record<InvoiceDocument['type'], readonly Target[]>> = DOCUMENT_CHAIN;
const PAYABLE = new Set(['invoice', 'installment']);

type Open =
  | 'issue'
  | 'convert'
  | 'installment'
  | 'receive'
  | 'mail'
  | 'payment'
  | 'reminder'
  | 'cancel'
  | 'credit'
  | null;

/** Today in the nursery's time zone (YYYY-MM-DD). */
const today = () => viennaDay(new Date());

/** The confirmation text of issuing: invoices and vendor orders are fixed from then on. */
const issueText = (type: InvoiceDocument['type']) =>
  PAYABLE.has(type)
    ? 'documents.actions.issueFixed'
    : type === 'vendor_order'
      ? 'documents.actions.issueVendorOrder'
      : 'documents.actions.issueText';

/**
 * What can be done with a stored document at its point of the chain: issue a draft (it gets its
 * number), convert (whole or some lines and amounts), an installment receipt of an order, goods
 * receipts of a vendor order, the PDF (and the e-invoice of an invoice), the mail, payments,
 * reminders and the cancellation; and the documents it is linked with.
 */
export function DocumentActions({ document, dirty }: { document: InvoiceDocument; dirty: boolean }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  /** The payment a correction or reversal dialog is open for. */
  const [changing, setChanging] = useState<{ payment: InvoicePayment; how: 'correct' | 'reverse' } | null>(
    null,
  );
  const [update, updating] = useUpdateInvoiceDocumentMutation();
  const [sendMail, mailing] = useSendInvoiceMailMutation();
  const [cancel, cancelling] = useCancelInvoiceDocumentMutation();
  const [printing, setPrinting] = useState(false);
  const receipts = document.receipts ?? [];
  const typeName = t(`invoicing.types.${document.type}`);
  const payable =
    PAYABLE.has(document.type) &&
    document.issued &&
    !document.cancelled_by_id &&
    document.payment_status !== 'paid';

  async function run(action: () => Promise<unknown>, done: string, failed: string) {
    setOpen(null);
    try {
      await action();
      feedback.succeeded(done);
    } catch (failure) {
      feedback.failed(failed, failure);
    }
  }

  async function download(format: 'pdf' | 'zugferd' | 'xrechnung') {
    setPrinting(true);
    try {
      const blob = await fetchInvoicePrint({ _id: document._id, format });
      const url = URL.createObjectURL(blob);
      const link = window.document.createElement('a');
      link.href = url;
      link.download = `${document.number ?? typeName}${format === 'xrechnung' ? '.xml' : '.pdf'}`;
      window.document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (failure) {
      feedback.failed(t('documents.actions.printFailed'), failure);
    } finally {
      setPrinting(false);
    }
  }

  return (
    <>
      <DocumentLinks document={document} />
      <div className="admin-doc__actions" role="group" aria-label={t('documents.actions.label')}>
        {!document.issued ? (
          <Button onClick={() => setOpen('issue')} disabled={dirty || updating.isLoading}>
            {t('documents.actions.issue')}
          </Button>
        ) : null}
        {document.issued && CHAIN[document.type] && document.status !== 'complete' ? (
          <Button onClick={() => setOpen('convert')}>{t('documents.actions.convert')}</Button>
        ) : null}
        {document.issued && document.type === 'order' && document.status !== 'complete' ? (
          <Button variant="secondary" onClick={() => setOpen('installment')}>
            {t('documents.actions.installment')}
          </Button>
        ) : null}
        {document.issued && document.type === 'vendor_order' && document.status !== 'complete' ? (
          <Button onClick={() => setOpen('receive')}>{t('documents.actions.receive')}</Button>
        ) : null}
        <Button variant="secondary" onClick={() => void download('pdf')} disabled={printing || dirty}>
          {t('documents.actions.pdf')}
        </Button>
        {document.issued && (document.type === 'invoice' || document.type === 'credit_note') ? (
          <>
            <Button variant="secondary" onClick={() => void download('zugferd')} disabled={printing}>
              {t('documents.actions.zugferd')}
            </Button>
            <Button variant="secondary" onClick={() => void download('xrechnung')} disabled={printing}>
              {t('documents.actions.xrechnung')}
            </Button>
          </>
        ) : null}
        {document.issued ? (
          <Button variant="secondary" onClick={() => setOpen('mail')} disabled={mailing.isLoading}>
            {t('documents.actions.mail')}
          </Button>
        ) : null}
        {payable ? (
          <>
            <Button variant="secondary" onClick={() => setOpen('payment')}>
              {t('documents.actions.payment')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen('reminder')} disabled={mailing.isLoading}>
              {t('documents.actions.reminder')}
            </Button>
          </>
        ) : null}
        {PAYABLE.has(document.type) && document.issued && !document.cancelled_by_id ? (
          <Button variant="secondary" onClick={() => setOpen('credit')}>
            {t('documents.actions.creditNote')}
          </Button>
        ) : null}
        {/* Once credited in part, the rest is corrected with another credit note. */}
        {PAYABLE.has(document.type) && document.issued && !document.cancelled_by_id && !document.credited ? (
          <Button variant="danger" onClick={() => setOpen('cancel')} disabled={cancelling.isLoading}>
            {t('documents.actions.cancel')}
          </Button>
        ) : null}
      </div>
      {!document.issued && dirty ? (
        <p className="admin-lines__hint">{t('documents.actions.saveFirst')}</p>
      ) : null}

      <ConfirmDialog
        open={open === 'issue'}
        title={t('documents.actions.issueQuestion', { type: typeName })}
        confirmLabel={t('documents.actions.issue')}
        cancelLabel={t('editor.cancel')}
        onCancel={() => setOpen(null)}
        onConfirm={() =>
          void run(
            () => update({ _id: document._id, issue: true }).unwrap(),
            t('documents.actions.issued', { type: typeName }),
            t('documents.actions.failed'),
          )
        }
      >
        {t(issueText(document.type))}
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'reminder'}
        title={t('documents.actions.reminderQuestion', { number: document.number })}
        confirmLabel={t('documents.actions.reminder')}
        cancelLabel={t('editor.cancel')}
        onCancel={() => setOpen(null)}
        onConfirm={() =>
          void run(
            () => sendMail({ _id: document._id, reminder: true }).unwrap(),
            t('documents.actions.reminderSent', { to: document.receiver.email }),
            t('documents.actions.failed'),
          )
        }
      >
        {t('documents.actions.reminderText', { to: document.receiver.email ?? '' })}
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'cancel'}
        title={t('documents.actions.cancelQuestion', { number: document.number })}
        confirmLabel={t('documents.actions.cancel')}
        cancelLabel={t('editor.cancel')}
        onCancel={() => setOpen(null)}
        onConfirm={() => {
          setOpen(null);
          cancel(document._id)
            .unwrap()
            .then(
              (cancellation) => {
                feedback.succeeded(t('documents.actions.cancelled', { number: cancellation.number }));
                void navigate(documentPath(cancellation));
              },
              (failure: unknown) => feedback.failed(t('documents.actions.failed'), failure),
            );
        }}
      >
        {t('documents.actions.cancelText')}
      </ConfirmDialog>
      {open === 'convert' ? <ConvertDialog document={document} onClose={() => setOpen(null)} /> : null}
      {open === 'installment' ? (
        <InstallmentDialog document={document} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'receive' ? <ReceiveDialog document={document} onClose={() => setOpen(null)} /> : null}
      {open === 'credit' ? <CreditNoteDialog document={document} onClose={() => setOpen(null)} /> : null}
      {open === 'mail' ? (
        <MailDialog
          document={document}
          onClose={() => setOpen(null)}
          onSend={(to) =>
            void run(
              () => sendMail({ _id: document._id, to }).unwrap(),
              t('documents.actions.mailSent', { to }),
              t('documents.actions.failed'),
            )
          }
        />
      ) : null}
      {open === 'payment' ? <PaymentDialog document={document} onClose={() => setOpen(null)} /> : null}
      {changing?.how === 'correct' ? (
        <PaymentDialog document={document} correcting={changing.payment} onClose={() => setChanging(null)} />
      ) : null}
      {changing?.how === 'reverse' ? (
        <ReversePaymentDialog
          document={document}
          payment={changing.payment}
          onClose={() => setChanging(null)}
        />
      ) : null}

      {document.sent.length > 0 || document.payments.length > 0 || receipts.length > 0 ? (
        <section aria-labelledby="document-records">
          <h2 id="document-records">
            {t(document.type === 'vendor_order' ? 'documents.recordsVendorOrder' : 'documents.records')}
          </h2>
          <ul className="admin-doc__records">
            {document.sent.map((record) => (
              <li key={record.outbox_id}>
                {t(record.kind === 'reminder' ? 'documents.reminderRecord' : 'documents.sentRecord', {
                  at: formatDateTime(record.at, i18n.language),
                  to: record.to,
                  subject: record.subject,
                })}
              </li>
            ))}
            {document.payments.map((payment) => (
              <li key={payment.uuid} className={payment.reversed ? 'admin-doc__record--reversed' : undefined}>
                {t('documents.paymentRecord', {
                  date: formatDay(payment.date, i18n.language),
                  amount: formatEuro(Math.round(payment.amount * 100), i18n.language),
                  note: payment.note,
                })}
                {payment.reversed ? (
                  ` · ${t('documents.paymentReversed', { reason: payment.reversed.reason })}`
                ) : PAYABLE.has(document.type) ? (
                  <span className="admin-doc__record-actions">
                    {(['correct', 'reverse'] as const).map((how) => (
                      <Button
                        key={how}
                        size="sm"
                        variant="secondary"
                        aria-label={t(`documents.payment.${how}Label`, {
                          amount: formatEuro(Math.round(payment.amount * 100), i18n.language),
                          date: formatDay(payment.date, i18n.language),
                        })}
                        onClick={() => setChanging({ payment, how })}
                      >
                        {t(`documents.payment.${how}`)}
                      </Button>
                    ))}
                  </span>
                ) : null}
              </li>
            ))}
            {receipts.map((receipt) => (
              <li key={receipt.uuid}>
                {t('documents.receiptRecord', {
                  date: formatDay(receipt.date, i18n.language),
                  lines: receipt.lines.map((taken) => receivedText(document, taken)).join(', '),
                })}
                {receipt.note ? ` ${t('documents.receiptNote', { note: receipt.note })}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** A line of a goods receipt in words: amount, unit and title of the order's line. */
function receivedText(document: InvoiceDocument, taken: { uuid: string; amount: number }): string {
  const line = document.lines.find((candidate) => candidate.uuid === taken.uuid);
  return [formatDecimal(taken.amount), line?.unit, line?.title].filter(Boolean).join(' ');
}

/** The documents this one is linked with: where it came from, what it cancels or is cancelled by, the shop order. */
function DocumentLinks({ document }: { document: InvoiceDocument }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const links: Array<[string, string]> = [
    ...(document.source_id && document.source_id !== document.cancels_id
      ? [['documents.links.source', document.source_id] as [string, string]]
      : []),
    ...(document.cancels_id
      ? [
          [
            document.type === 'credit_note' ? 'documents.links.corrects' : 'documents.links.cancels',
            document.cancels_id,
          ] as [string, string],
        ]
      : []),
    ...(document.cancelled_by_id
      ? [['documents.links.cancelledBy', document.cancelled_by_id] as [string, string]]
      : []),
  ];
  if (links.length === 0 && !document.shop_order_id) return null;
  return (
    <ul className="admin-doc__links" aria-label={t('documents.links.label')}>
      {links.map(([key, id]) => (
        <li key={key}>
          <LinkedDocument label={key} id={id} />
        </li>
      ))}
      {document.shop_order_id ? (
        <li>
          <Link to={`/shop/orders/${encodeURIComponent(document.shop_order_id)}`}>
            {t('documents.links.shopOrder')}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

function LinkedDocument({ label, id }: { label: string; id: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { data } = useGetInvoiceDocumentQuery(id);
  if (!data) return null;
  return (
    <>
      {t(label)}{' '}
      <Link to={documentPath(data)}>
        {t('documents.title', {
          type: t(`invoicing.types.${data.type}`),
          number: data.number ?? t('invoicing.draft'),
        })}
      </Link>
    </>
  );
}

/** How much of each line is still open for a target (an order counts its deliveries and invoices). */
function openAmount(document: InvoiceDocument, uuid: string | undefined, amount: number, to: Target): number {
  const progress = document.progress?.find((line) => line.uuid === uuid);
  if (!progress) return amount;
  return Math.max(0, progress.amount - (to === 'delivery' ? progress.delivered : progress.invoiced));
}

/** The state of a table of lines, each with a check and an amount to take of it. */
function useLineAmounts(
  document: InvoiceDocument,
  initial: (line: InvoiceLine) => number,
  chosenAtFirst = true,
) {
  const amountsOf = (of: (line: InvoiceLine) => number) =>
    document.lines.map((line) => formatDecimal(of(line)));
  const [amounts, setAmounts] = useState<string[]>(() => amountsOf(initial));
  const [chosen, setChosen] = useState<boolean[]>(() => document.lines.map(() => chosenAtFirst));
  const read = amounts.map((text) => parseDecimal(text, { minimum: 0, fractionDigits: 3 }));
  const unreadable = read.some((result, index) => chosen[index] && !result.ok);
  /** The chosen lines with an amount above 0, as the server takes them. */
  const picked = () =>
    document.lines
      .map((line, index) => ({
        uuid: line.uuid!,
        amount: read[index]!.ok ? ((read[index] as { value: number | null }).value ?? 0) : 0,
      }))
      .filter((line, index) => chosen[index] && line.amount > 0);
  return {
    amounts,
    chosen,
    read,
    unreadable,
    picked,
    reset: (of: (line: InvoiceLine) => number) => setAmounts(amountsOf(of)),
    setAmount: (index: number, text: string) =>
      setAmounts(amounts.map((value, at) => (at === index ? text : value))),
    setChosen: (index: number, checked: boolean) =>
      setChosen(chosen.map((value, at) => (at === index ? checked : value))),
  };
}

/**
 * The lines of a document to take some of: a check and an amount per line, beside a reference
 * amount (the quantity for a conversion, what is still open for a goods receipt).
 */
function LineAmountsTable({
  document,
  state,
  texts,
  reference,
}: {
  document: InvoiceDocument;
  state: ReturnType<typeof useLineAmounts>;
  texts: 'convert' | 'receive';
  reference: { header: string; amount: (line: InvoiceLine) => number };
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <TableFrame label={t(`documents.${texts}.lines`)}>
      <table className="admin-table" aria-label={t(`documents.${texts}.lines`)}>
        <thead>
          <tr>
            <th scope="col">{t(`documents.${texts}.take`)}</th>
            <th scope="col">{t('documents.lines.title')}</th>
            <th scope="col">{reference.header}</th>
            <th scope="col">{t(`documents.${texts}.amount`)}</th>
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line, index) => (
            <tr key={line.uuid ?? index}>
              <td>
                <input
                  type="checkbox"
                  aria-label={t(`documents.${texts}.takeLine`, { title: line.title })}
                  checked={state.chosen[index] ?? false}
                  onChange={(event) => state.setChosen(index, event.target.checked)}
                />
              </td>
              <td>{line.title}</td>
              <td>{`${formatDecimal(reference.amount(line))} ${line.unit ?? ''}`.trim()}</td>
              <td>
                <input
                  className="admin-doc__amount"
                  inputMode="decimal"
                  aria-label={t(`documents.${texts}.amountOf`, { title: line.title })}
                  aria-invalid={state.chosen[index] && !state.read[index]!.ok ? true : undefined}
                  value={state.amounts[index] ?? ''}
                  disabled={!state.chosen[index]}
                  onChange={(event) => state.setAmount(index, event.target.value)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function ConvertDialog({ document, onClose }: { document: InvoiceDocument; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const navigate = useNavigate();
  const targets = CHAIN[document.type] ?? [];
  const [to, setTo] = useState<Target>(targets[0] ?? 'order');
  const [convert, converting] = useConvertInvoiceDocumentMutation();
  const openFor = (target: Target) => (line: InvoiceLine) =>
    openAmount(document, line.uuid, line.amount, target);
  const lines = useLineAmounts(document, openFor(to));

  async function submit() {
    if (lines.unreadable) return;
    try {
      const created = await convert({ _id: document._id, to, lines: lines.picked() }).unwrap();
      onClose();
      feedback.succeeded(t('documents.convert.done', { type: t(`invoicing.types.${created.type}`) }));
      void navigate(documentPath(created));
    } catch (failure) {
      feedback.failed(t('documents.actions.failed'), failure);
    }
  }

  return (
    <FormDialog
      title={t('documents.convert.title', {
        type: t(`invoicing.types.${document.type}`),
        number: document.number,
      })}
      label={t('documents.convert.form')}
      size="lg"
      wide
      submitLabel={t('documents.convert.submit', { type: t(`invoicing.types.${to}`) })}
      submitDisabled={converting.isLoading || lines.unreadable}
      cancel
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {targets.length > 1 ? (
        <fieldset>
          <legend>{t('documents.convert.to')}</legend>
          {targets.map((target) => (
            <label key={target} className="admin-form__check">
              <input
                type="radio"
                name="convert-to"
                checked={to === target}
                onChange={() => {
                  setTo(target);
                  lines.reset(openFor(target));
                }}
              />
              {t(`invoicing.types.${target}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className="admin-lines__hint">{t('documents.convert.hint')}</p>
      <LineAmountsTable
        document={document}
        state={lines}
        texts="convert"
        reference={{ header: t('documents.convert.ordered'), amount: (line) => line.amount }}
      />
    </FormDialog>
  );
}

/**
 * A credit note (Rechnungskorrektur) for some lines of an issued invoice: per line the quantity and
 * the unit price credited (lower for a price reduction), and the reason printed on it.
 */
function CreditNoteDialog({ document, onClose }: { document: InvoiceDocument; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [create, creating] = useCreateCreditNoteMutation();
  const lines = useLineAmounts(document, (line) => line.amount, false);
  const [prices, setPrices] = useState(() => document.lines.map((line) => formatDecimal(line.price, 2)));
  const [reason, setReason] = useState('');
  const readPrices = prices.map((text) => parseDecimal(text, { minimum: 0, fractionDigits: 2 }));
  const unreadable =
    lines.unreadable || readPrices.some((result, index) => lines.chosen[index] && !result.ok);
  const picked = lines.picked();

  async function submit() {
    if (unreadable || picked.length === 0) return;
    const priceOf = (uuid: string) => {
      const index = document.lines.findIndex((line) => line.uuid === uuid);
      const read = readPrices[index]!;
      const price = read.ok ? read.value : null;
      return price === null || price === document.lines[index]!.price ? {} : { price };
    };
    try {
      const creditNote = await create({
        _id: document._id,
        lines: picked.map((line) => ({ ...line, ...priceOf(line.uuid) })),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      }).unwrap();
      onClose();
      feedback.succeeded(t('documents.creditNote.done', { number: creditNote.number }));
      void navigate(documentPath(creditNote));
    } catch (failure) {
      feedback.failed(t('documents.actions.failed'), failure);
    }
  }

  return (
    <FormDialog
      title={t('documents.creditNote.title', { number: document.number })}
      label={t('documents.creditNote.form')}
      size="lg"
      wide
      submitLabel={t('documents.creditNote.submit')}
      submitDisabled={creating.isLoading || unreadable || picked.length === 0}
      cancel
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <p className="admin-lines__hint">{t('documents.creditNote.hint')}</p>
      <div className="admin-table-frame">
        <table className="admin-table" aria-label={t('documents.creditNote.lines')}>
          <thead>
            <tr>
              <th scope="col">{t('documents.creditNote.take')}</th>
              <th scope="col">{t('documents.lines.title')}</th>
              <th scope="col">{t('documents.creditNote.invoiced')}</th>
              <th scope="col">{t('documents.creditNote.amount')}</th>
              <th scope="col">{t('documents.creditNote.price')}</th>
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line, index) => (
              <tr key={line.uuid ?? index}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('documents.creditNote.takeLine', { title: line.title })}
                    checked={lines.chosen[index] ?? false}
                    onChange={(event) => lines.setChosen(index, event.target.checked)}
                  />
                </td>
                <td>{line.title}</td>
                <td>{`${formatDecimal(line.amount)} ${line.unit ?? ''}`.trim()}</td>
                <td>
                  <input
                    className="admin-doc__amount"
                    inputMode="decimal"
                    aria-label={t('documents.creditNote.amountOf', { title: line.title })}
                    aria-invalid={lines.chosen[index] && !lines.read[index]!.ok ? true : undefined}
                    value={lines.amounts[index] ?? ''}
                    disabled={!lines.chosen[index]}
                    onChange={(event) => lines.setAmount(index, event.target.value)}
                  />
                </td>
                <td>
                  <input
                    className="admin-doc__amount"
                    inputMode="decimal"
                    aria-label={t('documents.creditNote.priceOf', { title: line.title })}
                    aria-invalid={lines.chosen[index] && !readPrices[index]!.ok ? true : undefined}
                    value={prices[index] ?? ''}
                    disabled={!lines.chosen[index]}
                    onChange={(event) =>
                      setPrices(prices.map((value, at) => (at === index ? event.target.value : value)))
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TextInput
        label={t('documents.creditNote.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}

/** What of a vendor order's line has not come in yet. */
function notReceived(document: InvoiceDocument, line: InvoiceLine): number {
  const received = document.received?.find((entry) => entry.uuid === line.uuid)?.received ?? 0;
  return Math.max(0, line.amount - received);
}

/** A goods receipt on a vendor order: which lines came in and how much, on which day, with a note. */
function ReceiveDialog({ document, onClose }: { document: InvoiceDocument; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [receive, receiving] = useReceiveVendorOrderMutation();
  const lines = useLineAmounts(document, (line) => notReceived(document, line));
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');

  async function submit() {
    if (lines.unreadable) return;
    try {
      const received = await receive({ _id: document._id, lines: lines.picked(), date, note }).unwrap();
      onClose();
      feedback.succeeded(t(`documents.receive.done_${received.status}`));
    } catch (failure) {
      feedback.failed(t('documents.actions.failed'), failure);
    }
  }

  return (
    <FormDialog
      title={t('documents.receive.title', { number: document.number })}
      label={t('documents.receive.form')}
      size="lg"
      wide
      submitLabel={t('documents.receive.submit')}
      submitDisabled={receiving.isLoading || lines.unreadable}
      cancel
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <p className="admin-lines__hint">{t('documents.receive.hint')}</p>
      <LineAmountsTable
        document={document}
        state={lines}
        texts="receive"
        reference={{ header: t('documents.receive.open'), amount: (line) => notReceived(document, line) }}
      />
      <DayAndNote texts="receive" date={[date, setDate]} note={[note, setNote]} />
    </FormDialog>
  );
}

/** The day and the note of a payment or a goods receipt. */
function DayAndNote({
  texts,
  date: [date, setDate],
  note: [note, setNote],
}: {
  texts: 'payment' | 'receive';
  date: [string, (value: string) => void];
  note: [string, (value: string) => void];
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      <TextInput
        label={t(`documents.${texts}.date`)}
        type="date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
      />
      <TextInput
        label={t(`documents.${texts}.note`)}
        {...(texts === 'receive' ? { hint: t('documents.receive.noteHint') } : {})}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </>
  );
}

function InstallmentDialog({ document, onClose }: { document: InvoiceDocument; onClose: () => void }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [percent, setPercent] = useState('30');
  const [create, creating] = useCreateInstallmentReceiptMutation();
  const read = parseDecimal(percent, { minimum: 0, fractionDigits: 2 });
  const valid = read.ok && read.value !== null && read.value > 0 && read.value <= 100;

  async function submit() {
    if (!valid || !read.ok) return;
    try {
      const receipt = await create({ _id: document._id, percent: read.value! }).unwrap();
      onClose();
      feedback.succeeded(t('documents.installment.done'));
      void navigate(documentPath(receipt));
    } catch (failure) {
      feedback.failed(t('documents.actions.failed'), failure);
    }
  }

  return (
    <FormDialog
      title={t('documents.installment.title', { number: document.number })}
      submitLabel={t('documents.installment.submit')}
      submitDisabled={!valid || creating.isLoading}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextInput
        label={t('documents.installment.percent')}
        hint={t('documents.installment.hint', {
          gross: formatEuro(Math.round(document.totals.gross * 100), i18n.language),
        })}
        inputMode="decimal"
        value={percent}
        error={valid ? undefined : t('documents.installment.invalid')}
        onChange={(event) => setPercent(event.target.value)}
      />
    </FormDialog>
  );
}

function MailDialog({
  document,
  onClose,
  onSend,
}: {
  document: InvoiceDocument;
  onClose: () => void;
  onSend: (to: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [to, setTo] = useState(document.receiver.email ?? '');
  return (
    <FormDialog
      title={t('documents.mail.title', { number: document.number })}
      submitLabel={t('documents.mail.send')}
      submitDisabled={!to.trim()}
      onSubmit={() => {
        if (to.trim()) onSend(to.trim());
      }}
      onClose={onClose}
    >
      <TextInput
        label={t('documents.mail.to')}
        type="email"
        required
        value={to}
        onChange={(event) => setTo(event.target.value)}
      />
      <p className="admin-lines__hint">{t('documents.mail.hint')}</p>
    </FormDialog>
  );
}

/**
 * Records a payment, or corrects one (then with a reason). More than is open needs the owner's
 * confirmation, after which the excess is the customer's credit; the server checks it again.
 */
function PaymentDialog({
  document,
  correcting,
  onClose,
}: {
  document: InvoiceDocument;
  correcting?: InvoicePayment;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [record, recording] = useRecordInvoicePaymentMutation();
  const [correct, correctingNow] = useCorrectInvoicePaymentMutation();
  const cents = (euros: number) => Math.round(euros * 100);
  // What is open beside the payment being corrected.
  const openCents =
    cents(document.open) - cents(document.credit) + (correcting ? cents(correcting.amount) : 0);
  const [amount, setAmount] = useState(formatDecimal(correcting?.amount ?? Math.max(openCents, 0) / 100, 2));
  const [date, setDate] = useState(correcting?.date ?? today());
  const [note, setNote] = useState(correcting?.note ?? '');
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const read = parseDecimal(amount, { minimum: 0, fractionDigits: 2 });
  const valid = read.ok && read.value !== null && read.value > 0;
  const excessCents = valid && read.ok ? cents(read.value!) - Math.max(openCents, 0) : 0;
  const reasonMissing = correcting !== undefined && !reason.trim();
  const ready = valid && !reasonMissing && (excessCents <= 0 || confirmed);

  async function submit() {
    if (!ready || !read.ok) return;
    const money = { amount: read.value!, date, note, confirm_overpayment: excessCents > 0 };
    try {
      const paid = correcting
        ? await correct({
            _id: document._id,
            payment: correcting.uuid,
            reason: reason.trim(),
            ...money,
          }).unwrap()
        : await record({ _id: document._id, ...money }).unwrap();
      onClose();
      feedback.succeeded(
        correcting ? t('documents.payment.corrected') : t(`documents.payment.done_${paid.payment_status}`),
      );
    } catch (failure) {
      feedback.failed(t('documents.actions.failed'), failure);
    }
  }

  return (
    <FormDialog
      title={t(correcting ? 'documents.payment.correctTitle' : 'documents.payment.title', {
        number: document.number,
      })}
      submitLabel={t(correcting ? 'documents.payment.correctSubmit' : 'documents.payment.submit')}
      submitDisabled={!ready || recording.isLoading || correctingNow.isLoading}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextInput
        label={t('documents.payment.amount')}
        hint={t('documents.payment.open', { open: formatEuro(Math.max(openCents, 0), i18n.language) })}
        inputMode="decimal"
        value={amount}
        error={valid ? undefined : t('documents.payment.invalid')}
        onChange={(event) => setAmount(event.target.value)}
      />
      {excessCents > 0 ? (
        <Checkbox
          label={t('documents.payment.overpayment', { credit: formatEuro(excessCents, i18n.language) })}
          checked={confirmed}
          {...(confirmed ? {} : { error: t('documents.payment.overpaymentRequired') })}
          onChange={(event) => setConfirmed(event.target.checked)}
        />
      ) : null}
      <DayAndNote texts="payment" date={[date, setDate]} note={[note, setNote]} />
      {correcting ? (
        <TextInput
          label={t('documents.payment.reason')}
          required
          value={reason}
          error={reasonMissing ? t('documents.payment.reasonRequired') : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      ) : null}
    </FormDialog>
  );
}

/** Reverses a payment with a reason; it stays listed, marked reversed. */
function ReversePaymentDialog({
  document,
  payment,
  onClose,
}: {
  document: InvoiceDocument;
  payment: InvoicePayment;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [reverse, reversing] = useReverseInvoicePaymentMutation();
  const [reason, setReason] = useState('');

  async function submit() {
    if (!reason.trim()) return;
    try {
      await reverse({ _id: document._id, payment: payment.uuid, reason: reason.trim() }).unwrap();
      onClose();
      feedback.succeeded(t('documents.payment.reversed'));
    } catch (failure) {
      feedback.failed(t('documents.actions.failed'), failure);
    }
  }

  return (
    <FormDialog
      title={t('documents.payment.reverseTitle', { number: document.number })}
      submitLabel={t('documents.payment.reverseSubmit')}
      submitDisabled={!reason.trim() || reversing.isLoading}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <p>
        {t('documents.payment.reverseText', {
          amount: formatEuro(Math.round(payment.amount * 100), i18n.language),
          date: formatDay(payment.date, i18n.language),
        })}
      </p>
      <TextInput
        label={t('documents.payment.reason')}
        required
        value={reason}
        error={reason.trim() ? undefined : t('documents.payment.reasonRequired')}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}

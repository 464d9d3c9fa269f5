import { DEFAULT_LANGUAGE, formatEuro, toCents, type Language } from '@gartenwerk/domain';
import { createI18n } from '@gartenwerk/i18n';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import { getConfig } from '../config/service';
import { readDocument, logHistory, toDocument, INVOICE_TYPES, type Actor } from './service';
import { groupedIban, payeeAccount } from './bank';
import { defaultMailTemplate } from './mail-template';
import { documentMailValues, fillPlaceholders, mailDocumentPdf } from './document-mail';
import { sendDunning } from './dunning';

export interface SendMailInput {
  _id: string;
  to?: string;
  message?: string;
  reminder?: boolean;
}

/**
 * sendMail: the document's mail with its PDF attached, through the mail module (outbox, and SMTP when
 * set), from the default e-mail template of its kind (or the built-in text); recorded on the document
 * and in its history. A reminder (Mahnung) is the overdue invoice's next dunning level (dunning.ts).
 */
export async function sendDocumentMail(
  app: FastifyInstance,
  input: SendMailInput,
  actor: Actor,
  language: Language = DEFAULT_LANGUAGE,
) {
  // A reminder is the invoice's next dunning level, with the rules and texts of the dunning.
  if (input.reminder === true) return sendDunning(app, input, actor, language);
  const row = await readDocument(app.db, input._id);
  const document = toDocument(row);
  if (!document.issued) throw new AppError('NOT_ISSUED', 400, text('errors:invoice.sendDraft'));
  const to = input.to?.trim() || document.receiver.email?.trim();
  if (!to) throw new AppError('NO_RECIPIENT', 400, text('errors:invoice.noRecipient'));

  const { company, components } = await getConfig(app.db);
  const t = createI18n(language).getFixedT(null, 'invoice');
  const values = documentMailValues(document, t(`types.${document.type}`), company.name, language);
  const template = await defaultMailTemplate(app.db, 'document');
  const subject = fillPlaceholders(template?.subject ?? t('mail.subject'), values);
  const body = input.message ?? fillPlaceholders(template?.body ?? t('mail.body'), values);
  // What is still to be paid, and to which account: the company's, as on the invoice.
  const account = payeeAccount(components.shop.bank_details, company.name);
  const open = toCents(document.totals.due - document.paid);
  const payment =
    account && document.type !== 'cancellation' && INVOICE_TYPES.has(document.type) && open > 0
      ? t('mail.payment', {
          amount: formatEuro(open, language),
          due: values.due,
          holder: account.holder,
          iban: groupedIban(account.iban),
          bic: account.bic,
          number: values.number,
        })
      : '';
  const mail = { to, subject, text: payment ? `${body}\n\n${payment}` : body, template: 'invoiceDocument' };
  return mailDocumentPdf(app, document, language, mail, async (data, entry, tx) => {
    await logHistory(tx, document._id, actor, 'mailed', {}, `${to}: ${subject}`);
    return {
      ...data,
      sent: [...data.sent, { at: entry.created, to, subject, outbox_id: entry._id, kind: 'document' }],
    };
  });
}

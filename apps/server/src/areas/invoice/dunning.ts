import {
  DEFAULT_LANGUAGE,
  formatDate,
  formatEuro,
  toCents,
  viennaDay,
  type Language,
} from '@gartenwerk/domain';
import { createI18n } from '@gartenwerk/i18n';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { and, asc, inArray, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors';
import { requireRole } from '../../core/guard';
import { ListSchema } from '../../core/schemas';
import { requestLanguage, text } from '../../core/texts';
import { getConfig } from '../config/service';
import { groupedIban, payeeAccount } from './bank';
import { defaultMailTemplate, type MailTemplate } from './mail-template';
import { documentMailValues, fillPlaceholders, mailDocumentPdf, receiverName } from './document-mail';
import { DocumentSchema, SendMailSchema, type InvoiceDocument } from './schemas';
import { actorOf, addDays, logHistory, readDocument, toDocument, type Actor } from './service';
import { getInvoiceSettings, type DunningSettings } from './settings';
import { invoiceDocuments } from './table';

/** The mail template kind of each level: Zahlungserinnerung, 1. Mahnung, 2. Mahnung. */
const LEVEL_TEMPLATES: Record<number, { kind: MailTemplate['kind']; builtIn: string }> = {
  1: { kind: 'reminder', builtIn: 'reminder' },
  2: { kind: 'dunning_1', builtIn: 'dunning1' },
  3: { kind: 'dunning_2', builtIn: 'dunning2' },
};
export const DUNNING_LEVEL_COUNT = 3;

/** Whole days from one calendar day to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface DunningCharges {
  /** Days since the due date. */
  days: number;
  /** The level's fee and the default interest, in cents. */
  fee: number;
  interest: number;
}

/**
 * What a level costs on top of the open amount: its fee, and when enabled the default interest
 * (simple interest, open × rate × days ÷ 365, to the cent) from the due date to today.
 */
export function chargesOf(
  openCents: number,
  dueDate: string,
  today: string,
  level: number,
  settings: DunningSettings,
): DunningCharges {
  const days = Math.max(daysBetween(dueDate, today), 0);
  const fee = toCents(settings.levels[level - 1]?.fee ?? 0);
  const interest = settings.interest.enabled
    ? Math.round((openCents * settings.interest.rate * days) / 36_500)
    : 0;
  return { days, fee, interest };
}

const dunnable = (document: InvoiceDocument) =>
  document.issued &&
  (document.type === 'invoice' || document.type === 'installment') &&
  document.cancelled_by_id === null &&
  document.open > 0;

export const OverdueInvoiceSchema = Type.Object({
  _id: Type.String(),
  number: Type.String(),
  receiver: Type.String(),
  email: Type.String(),
  date: Type.String(),
  due_date: Type.String(),
  days_overdue: Type.Integer(),
  open: Type.Number(),
  /** The last level sent (0: none yet) and when. */
  level: Type.Integer(),
  last_sent: Type.Union([Type.String(), Type.Null()]),
  /** The next level (null: all sent), from which day it may be sent, and what it would charge. */
  next_level: Type.Union([Type.Integer(), Type.Null()]),
  next_from: Type.Union([Type.String(), Type.Null()]),
  next_fee: Type.Number(),
  next_interest: Type.Number(),
});
export type OverdueInvoice = Static<typeof OverdueInvoiceSchema>;

/** The issued invoices past their due date with money open, the longest overdue first. */
export async function overdueInvoices(app: FastifyInstance, today = viennaDay(new Date())) {
  const settings = (await getInvoiceSettings(app.db)).dunning;
  const rows = await app.db
    .select()
    .from(invoiceDocuments)
    .where(
      and(
        inArray(invoiceDocuments.type, ['invoice', 'installment']),
        isNotNull(invoiceDocuments.issuedAt),
        isNull(invoiceDocuments.cancelledById),
        ne(invoiceDocuments.paymentStatus, 'paid'),
        lt(invoiceDocuments.dueDate, today),
      ),
    )
    .orderBy(asc(invoiceDocuments.dueDate), asc(invoiceDocuments.number));
  const items: OverdueInvoice[] = rows
    .map(toDocument)
    .filter(dunnable)
    .map((document) => {
      const level = document.reminders.length;
      const next = level < DUNNING_LEVEL_COUNT ? level + 1 : null;
      const charges = next
        ? chargesOf(toCents(document.open), document.due_date!, today, next, settings)
        : { days: daysBetween(document.due_date!, today), fee: 0, interest: 0 };
      return {
        _id: document._id,
        number: document.number ?? '',
        receiver: receiverName(document),
        email: document.receiver.email ?? '',
        date: document.date,
        due_date: document.due_date!,
        days_overdue: charges.days,
        open: document.open,
        level,
        last_sent: document.reminders.at(-1)?.at ?? null,
        next_level: next,
        next_from: next ? addDays(document.due_date!, settings.levels[next - 1]!.days) : null,
        next_fee: charges.fee / 100,
        next_interest: charges.interest / 100,
      };
    });
  return { items, total: items.length };
}

export interface DunningInput {
  _id: string;
  to?: string;
  message?: string;
}

/** The next level of an overdue invoice, or a 400 saying why none may be sent today. */
function nextLevel(document: InvoiceDocument, settings: DunningSettings, today: string, language: Language) {
  if (!dunnable(document) || !document.due_date)
    throw new AppError('NOT_REMINDABLE', 400, text('errors:invoice.reminderOnlyOpen'));
  const day = (date: string) => formatDate(date, language);
  const level = document.reminders.length + 1;
  if (level > DUNNING_LEVEL_COUNT)
    throw new AppError('DUNNING_COMPLETE', 400, text('errors:invoice.dunningComplete'));
  const from = addDays(document.due_date, settings.levels[level - 1]!.days);
  if (today <= document.due_date)
    throw new AppError(
      'NOT_OVERDUE',
      400,
      text('errors:invoice.notOverdue', {
        number: document.number,
        due: day(document.due_date),
        from: day(addDays(document.due_date, settings.levels[0]!.days)),
      }),
    );
  if (today < from)
    throw new AppError(
      'DUNNING_TOO_EARLY',
      400,
      text('errors:invoice.dunningTooEarly', {
        level: text(`invoice:dunningLevels.${level as 1 | 2 | 3}`),
        from: day(from),
        days: settings.levels[level - 1]!.days,
      }),
    );
  return level;
}

/**
 * Sends an overdue invoice's next dunning level: the level's mail (from its default template, or the
 * built-in text) with the fee, the default interest and the invoice's PDF; the level is recorded on
 * the invoice and in its history.
 */
export async function sendDunning(
  app: FastifyInstance,
  input: DunningInput,
  actor: Actor,
  language: Language = DEFAULT_LANGUAGE,
) {
  const document = toDocument(await readDocument(app.db, input._id));
  if (!document.issued) throw new AppError('NOT_ISSUED', 400, text('errors:invoice.sendDraft'));
  const settings = (await getInvoiceSettings(app.db)).dunning;
  const today = viennaDay(new Date());
  const level = nextLevel(document, settings, today, language);
  const to = input.to?.trim() || document.receiver.email?.trim();
  if (!to) throw new AppError('NO_RECIPIENT', 400, text('errors:invoice.noRecipient'));

  const { company, components } = await getConfig(app.db);
  const t = createI18n(language).getFixedT(null, 'invoice');
  // The history is written in the business's language, as its other entries.
  const historyT = createI18n(DEFAULT_LANGUAGE).getFixedT(null, 'invoice');
  const euro = (cents: number) => formatEuro(cents, language);
  const open = toCents(document.open);
  const charges = chargesOf(open, document.due_date!, today, level, settings);
  const amount = open + charges.fee + charges.interest;
  const values: Record<string, string> = {
    ...documentMailValues(document, t(`types.${document.type}`), company.name, language),
    open: euro(open),
    level: t(`dunningLevels.${level}`),
    days: String(charges.days),
    fee: euro(charges.fee),
    interest: euro(charges.interest),
    amount: euro(amount),
  };
  const fill = (template: string) => fillPlaceholders(template, values);
  const { kind, builtIn } = LEVEL_TEMPLATES[level]!;
  const template = await defaultMailTemplate(app.db, kind);
  const subject = fill(template?.subject ?? t(`mail.${builtIn}Subject`));
  const body = input.message ?? fill(template?.body ?? t(`mail.${builtIn}Body`));
  // What is to be paid now: the open amount with the level's fee and the interest, listed when any.
  const chargeLines =
    charges.fee > 0 || charges.interest > 0
      ? [
          t('mail.charges.open', { amount: values.open }),
          ...(charges.fee > 0 ? [t('mail.charges.fee', { amount: values.fee })] : []),
          ...(settings.interest.enabled
            ? [
                t('mail.charges.interest', {
                  rate: String(settings.interest.rate).replace('.', language === 'de' ? ',' : '.'),
                  days: charges.days,
                  amount: values.interest,
                }),
              ]
            : []),
          t('mail.charges.total', { amount: values.amount }),
        ].join('\n')
      : '';
  const account = payeeAccount(components.shop.bank_details, company.name);
  const payment = account
    ? t('mail.dunningPayment', {
        amount: values.amount,
        holder: account.holder,
        iban: groupedIban(account.iban),
        bic: account.bic,
        number: values.number,
      })
    : '';
  const mail = {
    to,
    subject,
    text: [body, chargeLines, payment].filter(Boolean).join('\n\n'),
    template: 'invoiceReminder',
  };
  return mailDocumentPdf(app, document, language, mail, async (data, entry, tx) => {
    await logHistory(
      tx,
      document._id,
      actor,
      'reminder',
      { dunning_level: { from: level - 1, to: level } },
      `${historyT(`dunningLevels.${level}`)} – ${to}: ${subject}`,
    );
    return {
      ...data,
      sent: [...data.sent, { at: entry.created, to, subject, outbox_id: entry._id, kind: 'reminder' }],
      reminders: [
        ...data.reminders,
        {
          at: entry.created,
          level,
          outbox_id: entry._id,
          fee: charges.fee / 100,
          interest: charges.interest / 100,
        },
      ],
    };
  });
}

/** The dunning list and the sending of a level (the document's "Mahnung senden" goes here, too). */
export const invoiceDunningRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireRole('admin', 'system'));

  app.get(
    '/api/v1/invoice/dunning',
    {
      schema: {
        tags: ['invoice'],
        summary: 'The overdue invoices with money open: their dunning level and what the next one charges',
        response: { 200: ListSchema(OverdueInvoiceSchema) },
      },
    },
    async () => overdueInvoices(app),
  );

  app.post(
    '/api/v1/invoice/dunning/send',
    {
      schema: {
        tags: ['invoice'],
        summary:
          'Sends an overdue invoice’s next dunning level (Zahlungserinnerung, 1. Mahnung, 2. Mahnung) with its fee and interest',
        body: Type.Omit(SendMailSchema, ['reminder'], { additionalProperties: false }),
        response: { 200: DocumentSchema },
      },
    },
    async (request) => sendDunning(app, request.body, actorOf(request.user), requestLanguage(request)),
  );
};

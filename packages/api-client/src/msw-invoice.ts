/**
 * Fixture builders for the invoicing screens' tests: whole documents as the server answers them,
 * so a test states only what it is about.
 */
import type { InvoiceDocument } from './invoice';
import { defaultInvoiceSettings } from '@gartenwerk/domain/schemas';
import type { AccountingSettings } from './invoice-master';

/** A document with every field the server always answers: a draft invoice without lines, unless `fields` say otherwise. */
export function demoInvoiceDocument(fields: Partial<InvoiceDocument> & { _id: string }): InvoiceDocument {
  return {
    type: 'invoice',
    number: null,
    issued: false,
    issued_at: null,
    status: 'open',
    receiver: { kind: 'customer' },
    customer_id: null,
    vendor_id: null,
    date: '2026-11-02',
    due_date: null,
    price_mode: 'gross',
    lines: [],
    title: '',
    text_before: '',
    text_after: '',
    template_id: null,
    delivery_date: null,
    service_from: null,
    service_to: null,
    valid_until: null,
    payment_terms_days: null,
    vat_exemption: null,
    advance: 0,
    advance_label: '',
    buyer_reference: '',
    totals: { lines: [], line_sum: 0, net: 0, vat: [], vat_total: 0, gross: 0, advance: 0, due: 0 },
    payment_status: 'unpaid',
    paid: 0,
    credited: 0,
    open: 0,
    credit: 0,
    payments: [],
    sent: [],
    reminders: [],
    tags: [],
    notes: '',
    source_id: null,
    order_id: null,
    shop_order_id: null,
    cancels_id: null,
    cancelled_by_id: null,
    created: '2026-11-02T08:00:00.000Z',
    updated: '2026-11-02T08:00:00.000Z',
    ...fields,
  };
}

/** The accounting settings as the server answers them before anyone changed them. */
export const demoAccountingSettings: AccountingSettings = defaultInvoiceSettings();

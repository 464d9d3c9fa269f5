import { api } from './api';
import type { InvoiceDocument } from './invoice';
import type { ListResponse } from './types';

/** The dunning: the overdue invoices with their level, and the sending of the next level (admin, system). */

export interface OverdueInvoice {
  _id: string;
  number: string;
  receiver: string;
  email: string;
  date: string;
  due_date: string;
  days_overdue: number;
  open: number;
  /** The last level sent (0: none yet; 1 Zahlungserinnerung, 2 1. Mahnung, 3 2. Mahnung) and when. */
  level: number;
  last_sent: string | null;
  /** The next level (null: all sent), from which day it may be sent, and what it would charge. */
  next_level: number | null;
  next_from: string | null;
  next_fee: number;
  next_interest: number;
}

// Sending a level changes the document; paying or cancelling one changes the list: both hang on the documents' tags.
export const dunningApi = api.enhanceEndpoints({ addTagTypes: ['InvoiceDocument'] }).injectEndpoints({
  endpoints: (build) => ({
    getOverdueInvoices: build.query<ListResponse<OverdueInvoice>, void>({
      query: () => ({ path: '/api/v1/invoice/dunning' }),
      providesTags: [{ type: 'InvoiceDocument', id: 'LIST' }],
    }),
    sendDunning: build.mutation<InvoiceDocument, { _id: string; to?: string }>({
      query: (input) => ({ verb: 'create', path: '/api/v1/invoice/dunning/send', payload: input }),
      invalidatesTags: (_result, _error, input) => [
        { type: 'InvoiceDocument', id: input._id },
        { type: 'InvoiceDocument', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetOverdueInvoicesQuery, useSendDunningMutation } = dunningApi;

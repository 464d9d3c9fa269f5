import {
  useCreateInvoiceCustomerMutation,
  useLazySearchInvoiceReceiversQuery,
  type InvoiceCustomer,
  type InvoiceReceiver,
} from '@gartenwerk/api-client';
import { Button, TextInput } from '@gartenwerk/ui';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FieldError } from '../../kit/FieldError';
import { useFeedback } from '../feedback';
import { Typeahead } from './Typeahead';

const ADDRESS_FIELDS = [
  'company',
  'first_name',
  'last_name',
  'address',
  'zip',
  'city',
  'country',
  'uid',
  'email',
] as const;

const PARTY_KEYS = ['type', 'title', 'phone', ...ADDRESS_FIELDS] as const;

/** The receiver of a document from an accounting customer (the document keeps a copy of the address). */
export function receiverOf(customer: InvoiceCustomer): InvoiceReceiver {
  const address = Object.fromEntries(
    PARTY_KEYS.filter((key) => customer[key] !== undefined && customer[key] !== '').map((key) => [
      key,
      customer[key],
    ]),
  );
  return { ...address, kind: 'customer', id: customer._id };
}

const nameOf = (party: Partial<InvoiceReceiver>) =>
  [party.company, [party.first_name, party.last_name].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/**
 * Who the document goes to: a customer found by name or e-mail (typeahead), whose address is copied
 * onto the document and may be adjusted there; or an address typed in, which can become a new
 * customer of the accounting.
 */
export function ReceiverField({
  value,
  onChange,
  error,
  onTerms,
}: {
  value: InvoiceReceiver;
  onChange: (receiver: InvoiceReceiver) => void;
  error?: string;
  /** The payment terms of a picked customer (null: the general ones). */
  onTerms: (days: number | null) => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const hintId = useId();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [search] = useLazySearchInvoiceReceiversQuery();
  const [createCustomer, { isLoading: creating }] = useCreateInvoiceCustomerMutation();
  const find = useCallback(async (text: string) => (await search(text).unwrap()).items, [search]);
  const set = (name: (typeof ADDRESS_FIELDS)[number], text: string) => onChange({ ...value, [name]: text });

  async function saveAsCustomer() {
    try {
      const { kind: _kind, id: _id, ...address } = value;
      const customer = await createCustomer({ ...address, email: value.email ?? '' }).unwrap();
      onChange({ ...value, id: customer._id, kind: 'customer' });
      feedback.succeeded(t('documents.receiver.created', { name: customer.name }));
    } catch (failure) {
      feedback.failed(t('documents.receiver.createFailed'), failure);
    }
  }

  return (
    <div className="admin-doc__receiver">
      <div className="admin-doc__search">
        <label htmlFor={searchId}>{t('documents.receiver.search')}</label>
        <Typeahead<InvoiceCustomer>
          id={searchId}
          value={query}
          onChange={setQuery}
          search={find}
          minLength={2}
          aria-describedby={hintId}
          optionKey={(customer) => customer._id}
          optionLabel={(customer) => [customer.name, customer.city].filter(Boolean).join(' · ')}
          onPick={(customer) => {
            setQuery('');
            onChange(receiverOf(customer));
            onTerms(customer.payment_terms_days);
          }}
        />
      </div>
      <p id={hintId} className="admin-lines__hint">
        {value.id ? t('documents.receiver.linked', { name: nameOf(value) }) : t('documents.receiver.hint')}
      </p>
      <div className="admin-doc__address">
        {ADDRESS_FIELDS.map((name) => (
          <TextInput
            key={name}
            label={t(`documents.receiver.${name}`)}
            type={name === 'email' ? 'email' : 'text'}
            value={String(value[name] ?? '')}
            onChange={(event) =>
              set(name, name === 'country' ? event.target.value.toLowerCase() : event.target.value)
            }
            {...(name === 'country' ? { maxLength: 2, hint: t('documents.receiver.countryHint') } : {})}
          />
        ))}
      </div>
      <FieldError message={error} />
      {!value.id && nameOf(value) ? (
        <div>
          <Button variant="secondary" onClick={() => void saveAsCustomer()} disabled={creating}>
            {t('documents.receiver.save')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

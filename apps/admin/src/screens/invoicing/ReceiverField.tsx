import {
  useCreateAccountingVendorMutation,
  useCreateInvoiceCustomerMutation,
  useLazySearchInvoiceReceiversQuery,
  useLazySearchInvoiceVendorsQuery,
  type InvoiceCustomer,
  type InvoiceReceiver,
} from '@gartenwerk/api-client';
import { PARTY_ADDRESS_KEYS } from '@gartenwerk/domain/schemas';
import { Button, TextInput } from '@gartenwerk/ui';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FieldError } from '../../kit/FieldError';
import { useFeedback } from '../feedback';
import { Typeahead } from './Typeahead';

/** The fields the receiver form shows, in its order. */
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

/** What a receiver copies of a customer or vendor: the address and the e-mail. */
const PARTY_KEYS = [...PARTY_ADDRESS_KEYS, 'email'] as const;

/** The receiver of a document from an accounting customer or vendor (the document keeps a copy of the address). */
export function receiverOf(
  customer: InvoiceCustomer,
  kind: InvoiceReceiver['kind'] = 'customer',
): InvoiceReceiver {
  const address = Object.fromEntries(
    PARTY_KEYS.filter((key) => customer[key] !== undefined && customer[key] !== '').map((key) => [
      key,
      customer[key],
    ]),
  );
  return { ...address, kind, id: customer._id };
}

const nameOf = (party: Partial<InvoiceReceiver>) =>
  [party.company, [party.first_name, party.last_name].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/**
 * Who the document goes to: a customer (a vendor, for a vendor order) found by name or e-mail
 * (typeahead), whose address is copied onto the document and may be adjusted there; or an address
 * typed in, which can become a new customer or vendor of the accounting.
 */
export function ReceiverField({
  kind = 'customer',
  value,
  onChange,
  error,
  onTerms,
}: {
  kind?: InvoiceReceiver['kind'];
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
  const [searchCustomers] = useLazySearchInvoiceReceiversQuery();
  const [searchVendors] = useLazySearchInvoiceVendorsQuery();
  const [createCustomer, customerCreation] = useCreateInvoiceCustomerMutation();
  const [createVendor, vendorCreation] = useCreateAccountingVendorMutation();
  const creating = customerCreation.isLoading || vendorCreation.isLoading;
  const search = kind === 'vendor' ? searchVendors : searchCustomers;
  const find = useCallback(async (text: string) => (await search(text).unwrap()).items, [search]);
  // The texts that name the kind of party (customer or vendor).
  const say = (key: 'search' | 'hint' | 'linked' | 'save' | 'created' | 'createFailed') =>
    `documents.receiver.${kind === 'vendor' ? 'vendor.' : ''}${key}` as const;
  const set = (name: (typeof ADDRESS_FIELDS)[number], text: string) => onChange({ ...value, [name]: text });

  async function saveAsParty() {
    try {
      const { kind: _kind, id: _id, ...address } = value;
      const input = { ...address, email: value.email ?? '' };
      const party = await (kind === 'vendor' ? createVendor(input) : createCustomer(input)).unwrap();
      onChange({ ...value, id: party._id, kind });
      feedback.succeeded(t(say('created'), { name: party.name }));
    } catch (failure) {
      feedback.failed(t(say('createFailed')), failure);
    }
  }

  return (
    <div className="admin-doc__receiver">
      <div className="admin-doc__search">
        <label htmlFor={searchId}>{t(say('search'))}</label>
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
            onChange(receiverOf(customer, kind));
            onTerms(customer.payment_terms_days);
          }}
        />
      </div>
      <p id={hintId} className="admin-lines__hint">
        {value.id ? t(say('linked'), { name: nameOf(value) }) : t(say('hint'))}
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
          <Button variant="secondary" onClick={() => void saveAsParty()} disabled={creating}>
            {t(say('save'))}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

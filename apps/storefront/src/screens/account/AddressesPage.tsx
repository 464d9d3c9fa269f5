import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  useGetAddressesQuery,
  useRemoveAddressMutation,
  useSetDefaultAddressesMutation,
  type ApiError,
  type SavedAddress,
} from '@gartenwerk/api-client';
import { countryName } from '@gartenwerk/domain';
import { Button } from '@gartenwerk/ui';
import { FormError, FormStatus } from '../auth/FormMessage';
import { AccountShopNav } from './AccountShopNav';
import { useShopPaths } from '../../app/shop-paths';

function AddressText({ address }: { address: SavedAddress }) {
  const { i18n } = useTranslation();
  return (
    <address>
      {address.company && (
        <>
          {address.company}
          <br />
        </>
      )}
      {[address.title, address.first_name, address.last_name].filter(Boolean).join(' ')}
      <br />
      {address.address}
      <br />
      {address.zip} {address.city}, {countryName(address.country, i18n.language === 'en' ? 'en' : 'de')}
      {address.uid && (
        <>
          <br />
          UID: {address.uid}
        </>
      )}
    </address>
  );
}

/** /account/addresses — the saved addresses with the default invoice and shipping address. */
export function AddressesPage() {
  const paths = useShopPaths();
  const { t } = useTranslation('checkout');
  const book = useGetAddressesQuery().data;
  const [remove] = useRemoveAddressMutation();
  const [setDefaults] = useSetDefaultAddressesMutation();
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const run = async (call: () => Promise<unknown>, success: string | null) => {
    setError(null);
    setStatus(null);
    try {
      await call();
      setStatus(success);
    } catch (failure) {
      setError((failure as ApiError).message);
    }
  };
  return (
    <>
      <AccountShopNav />
      <h1>{t('account.addresses')}</h1>
      <FormStatus message={status} />
      <FormError message={error} />
      {book && book.items.length === 0 && <p>{t('account.noAddresses')}</p>}
      <ul className="address-list">
        {book?.items.map((address) => {
          const isInvoice = book.default_invoice_address === address.uuid;
          const isShipping = book.default_shipping_address === address.uuid;
          return (
            <li
              key={address.uuid}
              aria-label={`${address.first_name} ${address.last_name}, ${address.address}`}
            >
              <AddressText address={address} />
              {isInvoice && <p className="badge">{t('account.defaultInvoice')}</p>}
              {isShipping && <p className="badge">{t('account.defaultShipping')}</p>}
              <Link to={`${paths.account}/addresses/edit/${address.uuid}`}>{t('account.editAddress')}</Link>
              {!isInvoice && (
                <Button
                  type="button"
                  onClick={() =>
                    run(() => setDefaults({ default_invoice_address: address.uuid }).unwrap(), null)
                  }
                >
                  {t('account.makeDefaultInvoice')}
                </Button>
              )}
              {!isShipping && (
                <Button
                  type="button"
                  onClick={() =>
                    run(() => setDefaults({ default_shipping_address: address.uuid }).unwrap(), null)
                  }
                >
                  {t('account.makeDefaultShipping')}
                </Button>
              )}
              <Button
                type="button"
                onClick={() => run(() => remove(address.uuid).unwrap(), t('account.removed'))}
              >
                {t('account.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
      <Link to={`${paths.account}/addresses/add`}>{t('account.addAddress')}</Link>
    </>
  );
}

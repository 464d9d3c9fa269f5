import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import {
  useGetAddressesQuery,
  useRemoveAddressMutation,
  useSetDefaultAddressesMutation,
  type ApiError,
} from '@gartenwerk/api-client';
import { Badge, Button, Card } from '@gartenwerk/ui';
import { AddressSummary } from '../checkout/AddressForm';
import { FormError, FormStatus } from '../auth/FormMessage';
import { AccountShopNav } from './AccountShopNav';
import { useShopPaths } from '../../app/shop-paths';

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
    <div className="account-page">
      <AccountShopNav />
      <h1>{t('account.addresses')}</h1>
      <FormStatus message={status} />
      <FormError message={error} />
      {book && book.items.length === 0 && <p>{t('account.noAddresses')}</p>}
      <ul className="account-cards" aria-label={t('account.addresses')}>
        {book?.items.map((address) => {
          const isInvoice = book.default_invoice_address === address.uuid;
          const isShipping = book.default_shipping_address === address.uuid;
          return (
            <li
              key={address.uuid}
              aria-label={`${address.first_name} ${address.last_name}, ${address.address}`}
            >
              <Card
                className="account-card"
                footer={
                  <div className="account-card__actions">
                    <Link
                      className="gw-button gw-button--secondary gw-button--sm"
                      to={`${paths.account}/addresses/edit/${address.uuid}`}
                    >
                      {t('account.editAddress')}
                    </Link>
                    {!isInvoice && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() =>
                          run(() => setDefaults({ default_invoice_address: address.uuid }).unwrap(), null)
                        }
                      >
                        {t('account.makeDefaultInvoice')}
                      </Button>
                    )}
                    {!isShipping && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() =>
                          run(() => setDefaults({ default_shipping_address: address.uuid }).unwrap(), null)
                        }
                      >
                        {t('account.makeDefaultShipping')}
                      </Button>
                    )}
                    <Button
                      variant="danger"
                      size="sm"
                      onClick={() => run(() => remove(address.uuid).unwrap(), t('account.removed'))}
                    >
                      {t('account.remove')}
                    </Button>
                  </div>
                }
              >
                {isInvoice || isShipping ? (
                  <p className="account-card__badges">
                    {isInvoice && <Badge tone="brand">{t('account.defaultInvoice')}</Badge>}
                    {isShipping && <Badge tone="brand">{t('account.defaultShipping')}</Badge>}
                  </p>
                ) : null}
                <AddressSummary address={address} />
              </Card>
            </li>
          );
        })}
      </ul>
      <p>
        <Link className="gw-button gw-button--primary" to={`${paths.account}/addresses/add`}>
          {t('account.addAddress')}
        </Link>
      </p>
    </div>
  );
}

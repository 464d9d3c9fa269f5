import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate, useParams } from 'react-router-dom';
import {
  useAddAddressMutation,
  useGetAddressesQuery,
  useUpdateAddressMutation,
  type ApiError,
  type ShopAddress,
} from '@gartenwerk/api-client';
import { isValidAddress } from '@gartenwerk/domain';
import { Button } from '@gartenwerk/ui';
import { FormError } from '../auth/FormMessage';
import { AddressForm, cleanAddress } from '../checkout/AddressForm';
import { emptyAddress } from '../checkout/state';
import { AccountShopNav } from './AccountShopNav';
import { useShopPaths } from '../../app/shop-paths';

/** /account/addresses/add and /account/addresses/edit/:uuid? — one address form. */
export function AddressEditPage() {
  const paths = useShopPaths();
  const { t } = useTranslation('checkout');
  const uuid = useParams().uuid;
  const navigate = useNavigate();
  const book = useGetAddressesQuery().data;
  const existing = uuid ? book?.items.find((address) => address.uuid === uuid) : undefined;
  const [address, setAddress] = useState<ShopAddress>(emptyAddress);
  const [error, setError] = useState<string | null>(null);
  // After a try to save, each field that is not accepted says why (as in the checkout).
  const [tried, setTried] = useState(false);
  const [add, adding] = useAddAddressMutation();
  const [change, changing] = useUpdateAddressMutation();
  useEffect(() => {
    if (existing) {
      const { uuid: _uuid, ...fields } = existing;
      setAddress({ ...emptyAddress(), ...fields });
    }
  }, [existing]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!isValidAddress(address)) return setError(t('address.incomplete'));
    setError(null);
    try {
      const fields = cleanAddress(address);
      await (existing ? change({ uuid: existing.uuid, ...fields }) : add(fields)).unwrap();
      navigate(`${paths.account}/addresses`);
    } catch (failure) {
      setError((failure as ApiError).message);
    }
  };
  const title = existing ? t('account.editAddress') : t('account.addAddress');
  return (
    <div className="account-page">
      <AccountShopNav />
      <h1>{title}</h1>
      <form className="account-panel account-address-form" onSubmit={submit} noValidate aria-label={title}>
        <AddressForm
          legend={title}
          autoCompleteSection="account"
          value={address}
          showErrors={tried}
          onChange={setAddress}
        />
        <FormError message={error} />
        <Button type="submit" disabled={adding.isLoading || changing.isLoading}>
          {t('account.save')}
        </Button>
      </form>
    </div>
  );
}

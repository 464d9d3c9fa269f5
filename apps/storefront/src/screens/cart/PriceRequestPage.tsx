import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { useGetCurrentUserQuery, useSendPriceRequestMutation, type ApiError } from '@gartenwerk/api-client';
import { isAuthenticated } from '@gartenwerk/domain';
import { LineExtras } from '../shop/LineExtras';
import { ShopArea } from '../shop/ShopArea';
import { AmountInput } from './AmountInput';
import { RemovedNotice } from './RemovedNotice';
import { useCart } from './useCart';
import { useProductPath } from '../shop/paths';

/** /pricerequest: the price-request cart, sent with the visitor's contact details. */
export function PriceRequestPage() {
  const { t } = useTranslation('shop');
  const requests = useCart('pricerequest');
  const productPath = useProductPath();
  const user = useGetCurrentUserQuery().data;
  const [send, sending] = useSendPriceRequestMutation();
  const signedIn = isAuthenticated(user);
  const [email, setEmail] = useState(signedIn ? (user?.handle ?? '') : '');
  const [name, setName] = useState(signedIn ? (user?.name ?? '') : '');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      await send({
        items: requests.lines.map((line) => ({
          item: line.item._id,
          amount: line.amount,
          ...(line.variant ? { variant: line.variant } : {}),
          ...(line.order_desc ? { order_desc: line.order_desc } : {}),
          ...(line.customization !== undefined ? { customization: line.customization } : {}),
          ...(line.set !== undefined ? { set: line.set } : {}),
        })),
        email: email.trim(),
        name: name.trim(),
        ...(phone.trim() ? { phone: phone.trim() } : {}),
        ...(message.trim() ? { message: message.trim() } : {}),
      }).unwrap();
      await requests.clear();
      setSent(true);
    } catch (failure) {
      setError((failure as ApiError).message);
    }
  };

  return (
    <ShopArea>
      <h1>{t('pricerequest.title')}</h1>
      <RemovedNotice removed={requests.removed} />
      {sent ? (
        <p role="status">{t('pricerequest.sent')}</p>
      ) : requests.lines.length === 0 ? (
        <p>{t('pricerequest.empty')}</p>
      ) : (
        <>
          <ul className="request-lines" aria-label={t('pricerequest.linesLabel')}>
            {requests.lines.map((line, index) => (
              <li key={`${line.item._id}-${line.variant ?? ''}-${index}`}>
                <Link to={productPath(line.item)}>{line.item.title}</Link>{' '}
                {line.item.variants?.find((variant) => variant.key === line.variant)?.value ?? ''}{' '}
                <LineExtras
                  customization={line.customization}
                  colorTitle={line.color_title}
                  colorTitleEn={line.color_title_en}
                  set={line.set}
                  titles={line.set_titles}
                  setLabel={t('cart.set')}
                  {...(line.order_desc ? { note: `${t('cart.note')}: ${line.order_desc}` } : {})}
                />
                <AmountInput
                  amount={line.amount}
                  label={t('cart.amountOf', { title: line.item.title })}
                  onChange={(amount) => void requests.setAmount(index, amount)}
                />
                <button type="button" onClick={() => void requests.remove(index)}>
                  {t('cart.remove', { title: line.item.title })}
                </button>
              </li>
            ))}
          </ul>
          <form className="pricerequest-form" onSubmit={submit}>
            <p>
              <label htmlFor="pr-name">{t('pricerequest.name')}</label>
              <input
                id="pr-name"
                required
                minLength={2}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            </p>
            <p>
              <label htmlFor="pr-email">{t('pricerequest.email')}</label>
              <input
                id="pr-email"
                type="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </p>
            <p>
              <label htmlFor="pr-phone">{t('pricerequest.phone')}</label>
              <input
                id="pr-phone"
                type="tel"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
              />
            </p>
            <p>
              <label htmlFor="pr-message">{t('pricerequest.message')}</label>
              <textarea
                id="pr-message"
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            </p>
            {error ? (
              <p role="alert" className="form-error">
                {error}
              </p>
            ) : null}
            <button type="submit" disabled={sending.isLoading}>
              {t('pricerequest.send')}
            </button>
          </form>
        </>
      )}
    </ShopArea>
  );
}

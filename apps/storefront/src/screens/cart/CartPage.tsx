import { Fragment, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useVerifyVoucherMutation, type ApiError, type CartLine } from '@gartenwerk/api-client';
import { checkoutStepPath, formatEuro } from '@gartenwerk/domain';
import { LineExtras } from '../shop/LineExtras';
import { BasePrice } from '../shop/PriceTag';
import { ShopArea } from '../shop/ShopArea';
import { canBuy, priceLines, useShopPricing } from '../shop/pricing';
import { AmountInput } from './AmountInput';
import { CappedNotice, RemovedNotice } from './RemovedNotice';
import { useCart } from './useCart';
import { useProductPath } from '../shop/paths';
import { useShopPaths } from '../../app/shop-paths';

/** Where the checkout finds the verified voucher of the cart page (sessionStorage). */
export const VOUCHER_STORAGE_KEY = 'gw.cart.voucher';

function variantOf(line: CartLine): string | undefined {
  return line.item.variants?.find((candidate) => candidate.key === line.variant)?.value;
}

function readVoucher(): { code: string; price: number } | null {
  try {
    return JSON.parse(window.sessionStorage.getItem(VOUCHER_STORAGE_KEY) ?? 'null') as {
      code: string;
      price: number;
    } | null;
  } catch {
    return null;
  }
}

/** /checkout: the cart with amounts, notes and totals (domain package), the voucher, and the way to pay. */
export function CartPage() {
  const paths = useShopPaths();
  const { t } = useTranslation('shop');
  const cart = useCart('cart');
  const productPath = useProductPath();
  const pricing = useShopPricing();
  const [verify, verifying] = useVerifyVoucherMutation();
  const [code, setCode] = useState('');
  const [voucher, setVoucher] = useState<{ code: string; price: number } | null>(null);
  // Read after hydration: the server renders without the browser's storage.
  useEffect(() => setVoucher(readVoucher()), []);
  const [voucherError, setVoucherError] = useState('');
  const breakdown = priceLines(pricing, cart.lines, voucher?.price);
  const blocked = cart.lines.filter((line) => !canBuy(pricing, line.item));

  const redeem = async (event: FormEvent) => {
    event.preventDefault();
    setVoucherError('');
    try {
      const { price } = await verify(code.trim()).unwrap();
      const verified = { code: code.trim().toUpperCase(), price };
      window.sessionStorage.setItem(VOUCHER_STORAGE_KEY, JSON.stringify(verified));
      setVoucher(verified);
    } catch (error) {
      setVoucherError((error as ApiError).message);
    }
  };
  const dropVoucher = () => {
    window.sessionStorage.removeItem(VOUCHER_STORAGE_KEY);
    setVoucher(null);
  };

  return (
    <ShopArea>
      <h1>{t('cart.title')}</h1>
      <RemovedNotice removed={cart.removed} />
      <CappedNotice capped={cart.capped} />
      {cart.lines.length === 0 ? (
        <p>{t('cart.empty')}</p>
      ) : (
        <>
          <table className="cart-table">
            <thead>
              <tr>
                <th scope="col">{t('cart.product')}</th>
                <th scope="col">{t('cart.unitPrice')}</th>
                <th scope="col">{t('cart.amount')}</th>
                <th scope="col">{t('cart.note')}</th>
                <th scope="col">{t('cart.lineTotal')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('cart.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {cart.lines.map((line, index) => {
                const priced = breakdown.lines.find((candidate) => candidate.index === index);
                return (
                  <tr key={`${line.item._id}-${line.variant ?? ''}-${index}`}>
                    <th scope="row">
                      <Link to={productPath(line.item)}>{line.item.title}</Link>
                      {variantOf(line) ? <span className="line-detail"> {variantOf(line)}</span> : null}
                      <LineExtras
                        customization={line.customization}
                        colorTitle={line.color_title}
                        set={line.set}
                        titles={line.set_titles}
                        setLabel={t('cart.set')}
                      />
                      {canBuy(pricing, line.item) ? null : (
                        <span className="badge badge-soldout">{t('badge.soldOut')}</span>
                      )}
                    </th>
                    <td data-testid="unit-price">
                      {priced ? (
                        <>
                          {formatEuro(priced.unitPriceBefore)}{' '}
                          <BasePrice product={line.item} price={priced.unitPriceBefore} />
                        </>
                      ) : (
                        '–'
                      )}
                    </td>
                    <td>
                      <AmountInput
                        amount={line.amount}
                        label={t('cart.amountOf', { title: line.item.title })}
                        onChange={(amount) => void cart.setAmount(index, amount)}
                      />
                    </td>
                    <td>
                      <input
                        type="text"
                        aria-label={t('cart.noteOf', { title: line.item.title })}
                        defaultValue={line.order_desc ?? ''}
                        maxLength={2000}
                        onBlur={(event) => {
                          if (event.target.value !== (line.order_desc ?? ''))
                            void cart.update(index, { order_desc: event.target.value });
                        }}
                      />
                    </td>
                    <td data-testid="line-total">{priced ? formatEuro(priced.grossBeforeDiscount) : '–'}</td>
                    <td>
                      <button type="button" onClick={() => void cart.remove(index)}>
                        {t('cart.remove', { title: line.item.title })}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <form className="voucher-form" onSubmit={redeem}>
            <label htmlFor="voucher-code">{t('cart.voucher')}</label>
            <input id="voucher-code" value={code} onChange={(event) => setCode(event.target.value)} />
            <button type="submit" disabled={verifying.isLoading || code.trim() === ''}>
              {t('cart.redeem')}
            </button>
            {voucherError ? (
              <p role="alert" className="form-error">
                {voucherError}
              </p>
            ) : null}
            {voucher ? (
              <p role="status">
                {t('cart.voucherValue', {
                  code: voucher.code,
                  amount: formatEuro(Math.round(voucher.price * 100)),
                })}{' '}
                <button type="button" onClick={dropVoucher}>
                  {t('cart.dropVoucher')}
                </button>
              </p>
            ) : null}
          </form>
          <dl className="cart-totals" aria-label={t('cart.totals')}>
            <dt>{t('cart.items')}</dt>
            <dd data-testid="total-items">{formatEuro(breakdown.items)}</dd>
            {breakdown.discount > 0 ? (
              <>
                <dt>{t('cart.discount')}</dt>
                <dd data-testid="total-discount">−{formatEuro(breakdown.discount)}</dd>
              </>
            ) : null}
            <dt>{t('cart.shipping')}</dt>
            <dd data-testid="total-shipping">
              {breakdown.shippingDetails.free ? t('cart.shippingFree') : formatEuro(breakdown.shipping)}
            </dd>
            {breakdown.voucherUsed > 0 ? (
              <>
                <dt>{t('cart.voucherUsed')}</dt>
                <dd>−{formatEuro(breakdown.voucherUsed)}</dd>
              </>
            ) : null}
            <dt>{t('cart.total')}</dt>
            <dd data-testid="total">{formatEuro(breakdown.total)}</dd>
            {breakdown.vat
              .filter((row) => row.vat > 0)
              .map((row) => (
                <Fragment key={row.rate}>
                  <dt>{t('cart.vatOfRate', { rate: row.rate })}</dt>
                  <dd data-testid={`vat-${row.rate}`}>{formatEuro(row.vat)}</dd>
                </Fragment>
              ))}
          </dl>
          {blocked.length > 0 ? (
            <p role="alert">
              {t('cart.blocked', { titles: blocked.map((line) => line.item.title).join(', ') })}
            </p>
          ) : (
            <p>
              <Link className="button" to={checkoutStepPath(paths, '1')}>
                {t('cart.toCheckout')}
              </Link>
            </p>
          )}
        </>
      )}
    </ShopArea>
  );
}

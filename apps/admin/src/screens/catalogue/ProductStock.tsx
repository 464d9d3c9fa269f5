import {
  useAdjustStockMutation,
  useGetStockLevelsQuery,
  useGetStockMovementsQuery,
  type CatalogueProduct,
} from '@gartenwerk/api-client';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { useFeedback } from '../feedback';
import { TableFrame } from '../AdminTable';
import { StockMovementsTable } from './StockMovements';

type Mode = 'delta' | 'quantity';

/** The reasons the shop writes on its own movements (orders, payments), shown in the interface's words. */
const SYSTEM_REASONS = {
  order: 'order',
  'order removed': 'orderRemoved',
  'paid after release': 'paidAfterRelease',
  'payment abandoned': 'paymentAbandoned',
} as const;
type SystemReason = (typeof SYSTEM_REASONS)[keyof typeof SYSTEM_REASONS];

/** A movement's reason as a person reads it: the shop's own in words, an admin's as typed. */
export function reasonText(
  reason: string,
  t: (key: `shopCatalogue.stock.systemReasons.${SystemReason}`) => string,
) {
  const key = SYSTEM_REASONS[reason as keyof typeof SYSTEM_REASONS];
  return key ? t(`shopCatalogue.stock.systemReasons.${key}`) : reason;
}

/** An adjustment of one level: a change (+/−) or a new level, always with a reason. */
export function StockAdjustForm({
  product,
  variants,
  initialVariant = '',
  onDone,
}: {
  product: string;
  variants: ReadonlyArray<{ key: string; label: string }>;
  initialVariant?: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [adjust, { isLoading }] = useAdjustStockMutation();
  const [variant, setVariant] = useState(initialVariant);
  const [mode, setMode] = useState<Mode>('delta');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(amount.trim());
    const found: typeof errors = {};
    if (
      amount.trim() === '' ||
      !Number.isInteger(value) ||
      (mode === 'quantity' && value < 0) ||
      (mode === 'delta' && value === 0)
    ) {
      found.amount = t(
        mode === 'delta' ? 'shopCatalogue.stock.errors.delta' : 'shopCatalogue.stock.errors.quantity',
      );
    }
    if (!reason.trim()) found.reason = t('shopCatalogue.stock.errors.reason');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const movement = await adjust({ product, variant, [mode]: value, reason: reason.trim() }).unwrap();
      feedback.succeeded(t('shopCatalogue.stock.adjusted', { quantity: movement.quantity }));
      setAmount('');
      setReason('');
      onDone?.();
    } catch (failure) {
      feedback.failed(t('shopCatalogue.stock.adjustFailed'), failure);
    }
  }

  return (
    <form
      className="admin-form"
      noValidate
      aria-label={t('shopCatalogue.stock.adjust')}
      onSubmit={(event) => void submit(event)}
    >
      {variants.length > 1 ? (
        <label className="admin-filters__select">
          {t('shopCatalogue.stock.variant')}
          <select value={variant} onChange={(event) => setVariant(event.target.value)}>
            {variants.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="admin-filters__select">
        {t('shopCatalogue.stock.mode')}
        <select value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
          <option value="delta">{t('shopCatalogue.stock.modeDelta')}</option>
          <option value="quantity">{t('shopCatalogue.stock.modeQuantity')}</option>
        </select>
      </label>
      <TextInput
        label={t('shopCatalogue.stock.amount')}
        inputMode="numeric"
        value={amount}
        error={errors.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextInput
        label={t('shopCatalogue.stock.reason')}
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="admin-form__actions">
        <Button type="submit" disabled={isLoading}>
          {t('shopCatalogue.stock.adjust')}
        </Button>
      </div>
    </form>
  );
}

/** The stock of a product per variant, its adjustment and its movement history. */
export function ProductStock({ product }: { product: CatalogueProduct }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const levels = useGetStockLevelsQuery({ product: product._id });
  const movements = useGetStockMovementsQuery({ product: product._id, limit: 50 });
  const variantLabel = (key: string) =>
    key === ''
      ? t('shopCatalogue.stock.wholeProduct')
      : product.variants.find((row) => row.key === key)?.value || key;
  const variants = [
    { key: '', label: variantLabel('') },
    ...product.variants.map((row) => ({ key: row.key, label: variantLabel(row.key) })),
  ];
  const quantityOf = new Map((levels.data?.items ?? []).map((level) => [level.variant, level.quantity]));

  return (
    <section aria-labelledby="product-stock">
      <h2 id="product-stock">{t('shopCatalogue.stock.title')}</h2>
      <TableFrame label={t('shopCatalogue.stock.levels')}>
        <table className="admin-table" aria-label={t('shopCatalogue.stock.levels')}>
          <thead>
            <tr>
              <th scope="col">{t('shopCatalogue.stock.variant')}</th>
              <th scope="col">{t('shopCatalogue.stock.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {variants.map((variant) => (
              <tr key={variant.key}>
                <td>{variant.label}</td>
                <td>
                  {quantityOf.has(variant.key)
                    ? quantityOf.get(variant.key)
                    : t('shopCatalogue.stock.notKept')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <StockAdjustForm
        product={product._id}
        variants={variants}
        initialVariant={product.variants[0]?.key ?? ''}
      />
      <h3>{t('shopCatalogue.stock.movements')}</h3>
      <StockMovementsTable
        label={t('shopCatalogue.stock.movements')}
        movements={movements}
        variantLabel={(movement) => variantLabel(movement.variant)}
      />
    </section>
  );
}

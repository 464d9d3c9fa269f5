import { useTranslation } from '../../i18n/useTranslation';
import type { CartAnswer } from '@gartenwerk/api-client';

/** Names the lines the server took out of a cart (products gone offline or unknown). */
export function RemovedNotice({ removed }: { removed: CartAnswer['removed'] }) {
  const { t } = useTranslation('shop');
  if (removed.length === 0) return null;
  return (
    <p className="notice notice-warning" role="alert">
      {t('cart.removed', {
        count: removed.length,
        titles: removed.map((line) => line.title ?? t('cart.unknownProduct')).join(', '),
      })}
    </p>
  );
}

/** Names the lines the server lowered to what is in stock, with the quantity available. */
export function CappedNotice({ capped }: { capped: CartAnswer['capped'] }) {
  const { t } = useTranslation('shop');
  if (capped.length === 0) return null;
  return (
    <p className="notice notice-warning" role="alert">
      {capped
        .map((line) => (line.available > 0 ? t('cart.capped', line) : t('cart.soldOut', line)))
        .join(' ')}
    </p>
  );
}

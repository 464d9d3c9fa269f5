import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { IconButton } from '@gartenwerk/ui';
import { useCart } from '../../screens/cart/useCart';

const loadDrawer = () => import('./MiniCartDrawer');
const MiniCartDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MiniCartDrawer })));

/**
 * The header's cart button with the number of items, opening the mini-cart drawer (its code is
 * fetched when the pointer or the focus reaches the button).
 */
export function MiniCart() {
  const { t } = useTranslation();
  const count = useCart('cart').lines.reduce((sum, line) => sum + line.amount, 0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        icon="cart"
        label={t('header.cart')}
        count={count}
        countLabel={(n) => t('header.cartCount', { count: n })}
        aria-haspopup="dialog"
        className="site-header__cart"
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => setOpen(true)}
      />
      {open ? (
        <Suspense fallback={null}>
          <MiniCartDrawer onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { checkoutStepPath, type ShopPaths } from '@gartenwerk/domain';
import { Icon } from '@gartenwerk/ui';
import { useShopPaths } from '../../app/shop-paths';
import './progress.css';

/** The purchase's stages: the cart, then the three checkout steps. */
export const PURCHASE_STAGES = ['cart', '1', '2', '3'] as const;
export type PurchaseStage = (typeof PURCHASE_STAGES)[number];

const stagePath = (paths: ShopPaths, stage: PurchaseStage) =>
  stage === 'cart' ? paths.checkout : checkoutStepPath(paths, stage);

/**
 * Where the customer is in the purchase: the stages in order, the current one marked
 * (aria-current="step"), the ones behind as links back, the ones ahead as plain words. On a phone
 * only the numbered marks show (the page's heading names the step); the words stay for screen readers.
 */
export function CheckoutProgress({ current }: { current: PurchaseStage }) {
  const { t } = useTranslation('checkout');
  const paths = useShopPaths();
  const position = PURCHASE_STAGES.indexOf(current);
  return (
    <nav className="checkout-progress" aria-label={t('progress')}>
      <ol>
        {PURCHASE_STAGES.map((stage, index) => {
          const label = stage === 'cart' ? t('cartStep') : t(`steps.${stage}`);
          const state = index < position ? 'done' : index === position ? 'current' : 'ahead';
          return (
            <li key={stage} className={`checkout-progress__stage checkout-progress__stage--${state}`}>
              {state === 'done' ? (
                <Link to={stagePath(paths, stage)} className="checkout-progress__step">
                  <span className="checkout-progress__mark" aria-hidden="true">
                    <Icon name="check" size="1rem" />
                  </span>
                  <span className="checkout-progress__label">{label}</span>
                </Link>
              ) : (
                <span className="checkout-progress__step">
                  <span className="checkout-progress__mark" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span
                    className="checkout-progress__label"
                    aria-current={state === 'current' ? 'step' : undefined}
                  >
                    {label}
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../class-names';
import { Icon, type IconName } from '../icon';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  icon: IconName;
  /** The button's name for screen readers (and its tooltip): "Warenkorb", "Menü öffnen". */
  label: string;
  /** A number in a bubble on the icon (items in the cart); read after the label. */
  count?: number;
  /** How the count is read, e.g. (n) => `${n} Artikel`. */
  countLabel?: (count: number) => string;
}

/**
 * A round 44 px button that shows only an icon (header: menu, search, account, favourites, cart).
 * Its name is the label, written as visually hidden text so it also reads in a translated page.
 */
export function IconButton({
  icon,
  label,
  count,
  countLabel = (n) => `${n} Artikel`,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button type={type} className={classNames('gw-icon-button', className)} title={label} {...rest}>
      <Icon name={icon} size="1.5rem" />
      <span className="gw-visually-hidden">{label}</span>
      {count !== undefined && count > 0 && ' '}
      {count !== undefined && count > 0 && (
        <span className="gw-icon-button__count">
          <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
          <span className="gw-visually-hidden">{`(${countLabel(count)})`}</span>
        </span>
      )}
    </button>
  );
}

import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Icon } from '@gartenwerk/ui';

/** A round icon link of the header (account, favourites) with its name as hidden text and a count. */
export function HeaderIconLink({
  to,
  icon,
  label,
  count,
}: {
  to: string;
  icon: 'user' | 'heart';
  label: string;
  count?: ReactNode;
}) {
  return (
    <NavLink to={to} className="gw-icon-button site-header__icon-link" title={label}>
      <Icon name={icon} size="1.5rem" />
      <span className="visually-hidden">{label}</span>
      {count}
    </NavLink>
  );
}

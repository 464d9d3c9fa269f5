import { classNames } from '../class-names';
import { Icon } from '../icon';
import { useLinkComponent } from '../link';

export interface BreadcrumbItem {
  label: string;
  /** Left out for the current page, the last item. */
  href?: string;
  /** The label's language when it is not the page's (a German name on an English page). */
  lang?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** The navigation's accessible name. */
  label?: string;
  className?: string;
}

/**
 * Where the page sits in the shop: a navigation landmark with an ordered list; the last item is
 * the current page (aria-current, not a link). Items wrap on narrow screens instead of overflowing.
 */
export function Breadcrumbs({ items, label = 'Brotkrümelnavigation', className }: BreadcrumbsProps) {
  const Anchor = useLinkComponent();
  return (
    <nav aria-label={label} className={classNames('gw-breadcrumbs', className)}>
      <ol className="gw-breadcrumbs__list">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="gw-breadcrumbs__item">
              {index > 0 && <Icon name="chevron-right" size="1em" className="gw-breadcrumbs__separator" />}
              {current || !item.href ? (
                <span
                  className="gw-breadcrumbs__current"
                  aria-current={current ? 'page' : undefined}
                  lang={item.lang}
                >
                  {item.label}
                </span>
              ) : (
                <Anchor href={item.href} className="gw-breadcrumbs__link" lang={item.lang}>
                  {item.label}
                </Anchor>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

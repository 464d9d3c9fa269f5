import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../class-names';
import { useLinkComponent } from '../link';

export interface CardProps extends Omit<ComponentPropsWithRef<'article'>, 'title'> {
  /** A picture on top (an `<img>` with width and height, so nothing jumps while it loads). */
  media?: ReactNode;
  /** Badges over the picture's corner ("Neu", "−20 %"). */
  badges?: ReactNode;
  title?: ReactNode;
  /** Heading level of the title within the page. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Makes the title a link (through the LinkProvider) that covers the whole card. */
  href?: string;
  /** Actions at the bottom (e.g. add to cart); they stay clickable above the card's link. */
  footer?: ReactNode;
}

/**
 * A surface for one thing: a product, a group tile, a news item. With `href` the whole card
 * is one link (its title names it), so screen readers hear the title, not every text in it.
 */
export function Card({
  media,
  badges,
  title,
  titleAs: Heading = 'h3',
  href,
  footer,
  className,
  children,
  ...rest
}: CardProps) {
  const Anchor = useLinkComponent();
  return (
    <article className={classNames('gw-card', href && 'gw-card--link', className)} {...rest}>
      {media && (
        <div className="gw-card__media">
          {media}
          {badges && <div className="gw-card__badges">{badges}</div>}
        </div>
      )}
      <div className="gw-card__body">
        {!media && badges && <div className="gw-card__badges gw-card__badges--inline">{badges}</div>}
        {title && (
          <Heading className="gw-card__title">
            {href ? (
              <Anchor href={href} className="gw-card__link">
                {title}
              </Anchor>
            ) : (
              title
            )}
          </Heading>
        )}
        {children}
      </div>
      {footer && <div className="gw-card__footer">{footer}</div>}
    </article>
  );
}

import {
  createContext,
  useContext,
  type ComponentPropsWithRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import { classNames } from '../class-names';
import { Icon } from '../icon';

/** Anchor props with a required href: what a router's link adapter receives. */
export type AnchorProps = ComponentPropsWithRef<'a'> & { href: string };

const LinkComponentContext = createContext<ComponentType<AnchorProps> | 'a'>('a');

/**
 * Lets every ui link (Link, Breadcrumbs, Card titles) navigate through the app's router:
 * `<LinkProvider component={({ href, ...rest }) => <RouterLink to={href} {...rest} />}>`.
 * Without it they are plain anchors.
 */
export function LinkProvider({
  component,
  children,
}: {
  component: ComponentType<AnchorProps>;
  children?: ReactNode;
}) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/** The anchor component ui links render: the app's router link, or a plain `a`. */
export function useLinkComponent() {
  return useContext(LinkComponentContext);
}

export const LINK_VARIANTS = ['inline', 'standalone', 'quiet'] as const;
export type LinkVariant = (typeof LINK_VARIANTS)[number];

export interface LinkProps extends AnchorProps {
  /**
   * inline: underlined, inside running text (never told apart by colour alone);
   * standalone: a bold call to action ("Alle Rosen ansehen") with an arrow;
   * quiet: in the text colour, underlined on hover (navigation lists, footers).
   */
  variant?: LinkVariant;
  /** Another site: opens in a new tab and says so to screen readers. */
  external?: boolean;
  /** Read out after the text of an external link. */
  externalLabel?: string;
}

/** A styled link; internal links go through the LinkProvider's router component. */
export function Link({
  variant = 'inline',
  external = false,
  externalLabel = 'öffnet in neuem Tab',
  className,
  children,
  ...rest
}: LinkProps) {
  const RouterLink = useLinkComponent();
  const Anchor = external ? 'a' : RouterLink;
  return (
    <Anchor
      className={classNames('gw-link', `gw-link--${variant}`, className)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
      {external && (
        <>
          {' '}
          <Icon name="external" size="0.9em" />
          <span className="gw-visually-hidden">({externalLabel})</span>
        </>
      )}
      {variant === 'standalone' && !external && <Icon name="chevron-right" size="1em" />}
    </Anchor>
  );
}

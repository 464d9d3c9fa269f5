import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LinkProvider, type AnchorProps } from '@gartenwerk/ui';

/** A ui link's anchor as a router link: in-app addresses navigate without reloading the page. */
function RouterAnchor({ href, ...rest }: AnchorProps) {
  return <Link to={href} {...rest} />;
}

/** Lets the ui library's links (Card titles, Link, Breadcrumbs) navigate through the router. */
export function RouterLinks({ children }: { children: ReactNode }) {
  return <LinkProvider component={RouterAnchor}>{children}</LinkProvider>;
}

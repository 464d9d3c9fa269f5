import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, LinkProvider, type AnchorProps } from './Link';

afterEach(cleanup);

/** A router's link as apps adapt it: takes href, marks what it rendered. */
function RouterLink({ href, ...rest }: AnchorProps) {
  return <a href={href} data-router="yes" {...rest} />;
}

describe('Link', () => {
  it('is a plain anchor with its variant class without a provider', () => {
    render(<Link href="/shop">Shop</Link>);
    const link = screen.getByRole('link', { name: 'Shop' });
    expect(link.getAttribute('href')).toBe('/shop');
    expect(link.className).toBe('gw-link gw-link--inline');
    expect(link.hasAttribute('data-router')).toBe(false);
  });

  it('renders internal links through the LinkProvider’s component, external ones as anchors', () => {
    render(
      <LinkProvider component={RouterLink}>
        <Link href="/shop/rosen" variant="standalone">
          Rosen
        </Link>
        <Link href="https://example.org/" external>
          Partner
        </Link>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Rosen' }).getAttribute('data-router')).toBe('yes');
    const partner = screen.getByRole('link', { name: 'Partner (öffnet in neuem Tab)' });
    expect(partner.hasAttribute('data-router')).toBe(false);
    expect(partner.getAttribute('target')).toBe('_blank');
    expect(partner.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('passes clicks and other anchor props on', () => {
    let clicked = 0;
    render(
      <Link href="/kontakt" variant="quiet" aria-current="page" onClick={() => (clicked += 1)}>
        Kontakt
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Kontakt' });
    fireEvent.click(link);
    expect(clicked).toBe(1);
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.className).toBe('gw-link gw-link--quiet');
  });
});

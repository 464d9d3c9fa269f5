import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

afterEach(cleanup);

describe('Breadcrumbs', () => {
  it('links every step but the last, which is the current page', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Shop', href: '/shop' },
          { label: 'Heckenpflanzen', href: '/shop/heckenpflanzen' },
          { label: 'Eibe (Taxus baccata)', href: '/ignored-for-the-current-page' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Shop', 'Heckenpflanzen', 'Eibe (Taxus baccata)']);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/shop', '/shop/heckenpflanzen']);
    expect(screen.getByText('Eibe (Taxus baccata)').getAttribute('aria-current')).toBe('page');
  });

  it("marks a step's language when it is not the page's", () => {
    render(
      <Breadcrumbs
        label="Breadcrumb"
        items={[
          { label: 'Shop', href: '/shop' },
          { label: 'Heckenpflanzen', href: '/shop/heckenpflanzen', lang: 'de' },
          { label: 'Rotbuche', lang: 'de' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Heckenpflanzen' }).getAttribute('lang')).toBe('de');
    expect(screen.getByText('Rotbuche').getAttribute('lang')).toBe('de');
    expect(screen.getByRole('link', { name: 'Shop' }).getAttribute('lang')).toBeNull();
  });
});

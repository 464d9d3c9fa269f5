import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Price } from './Price';

afterEach(cleanup);

describe('Price', () => {
  it('formats the amount in euros the Austrian way', () => {
    const { container } = render(<Price cents={123456} />);
    expect(container.querySelector('.gw-price__amount')?.textContent).toBe('€ 1.234,56');
    expect(container.querySelector('s')).toBeNull();
  });

  it('strikes the former price through with words for screen readers instead of an aria-label', () => {
    const { container } = render(<Price cents={1245} beforeCents={1500} />);
    const before = container.querySelector('s.gw-price__before')!;
    expect(before.textContent).toBe('statt € 15,00');
    expect(before.querySelector('.gw-visually-hidden')?.textContent).toBe('statt ');
    expect(before.hasAttribute('aria-label')).toBe(false);
    expect(container.querySelector('del')).toBeNull();
    expect(container.querySelector('.gw-price__line')?.textContent).toBe('€ 12,45 statt € 15,00');
    expect(container.firstElementChild?.className).toBe('gw-price gw-price--md gw-price--reduced');
  });

  it('shows no former price when it is not higher', () => {
    const { container } = render(<Price cents={1500} beforeCents={1500} />);
    expect(container.querySelector('s')).toBeNull();
    expect(container.firstElementChild?.className).toBe('gw-price gw-price--md');
  });

  it('writes the unit price as “€ 12,45 / kg”, the VAT note and a prefix', () => {
    const { container } = render(
      <Price
        cents={2490}
        prefix="ab"
        unitPrice={{ cents: 1245, unit: 'kg' }}
        vatNote={<>inkl. 20 % MwSt., zzgl. Versand</>}
      />,
    );
    expect(container.querySelector('.gw-price__amount')?.textContent).toBe('ab € 24,90');
    expect(container.querySelector('.gw-price__unit')?.textContent).toBe('€ 12,45 / kg');
    expect(container.querySelector('.gw-price__vat')?.textContent).toBe('inkl. 20 % MwSt., zzgl. Versand');
  });
});

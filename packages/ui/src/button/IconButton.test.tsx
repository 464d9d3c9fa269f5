import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

afterEach(cleanup);

describe('IconButton', () => {
  it('is named by its label and reads the count after it', () => {
    const onClick = vi.fn();
    render(<IconButton icon="cart" label="Warenkorb" count={3} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Warenkorb (3 Artikel)' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.querySelector('.gw-icon-button__count [aria-hidden]')?.textContent).toBe('3');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows no bubble for an empty cart and caps a large count at 99+', () => {
    const { rerender } = render(<IconButton icon="cart" label="Warenkorb" count={0} />);
    expect(
      screen.getByRole('button', { name: 'Warenkorb' }).querySelector('.gw-icon-button__count'),
    ).toBeNull();
    rerender(<IconButton icon="cart" label="Warenkorb" count={120} countLabel={(n) => `${n} items`} />);
    const button = screen.getByRole('button', { name: 'Warenkorb (120 items)' });
    expect(button.querySelector('.gw-icon-button__count [aria-hidden]')?.textContent).toBe('99+');
  });
});

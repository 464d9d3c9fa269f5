import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogoutButton } from './LogoutButton';

afterEach(cleanup);

describe('LogoutButton', () => {
  it('logs out on click and is busy and disabled while pending', () => {
    const onLogout = vi.fn();
    const { rerender } = render(<LogoutButton onLogout={onLogout} />);
    fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(onLogout).toHaveBeenCalledTimes(1);

    rerender(<LogoutButton onLogout={onLogout} label="Log out" pending />);
    const button = screen.getByRole('button', { name: 'Log out' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

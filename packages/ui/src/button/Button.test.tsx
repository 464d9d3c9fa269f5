import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it('does not submit the surrounding form unless asked to', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Weiter</Button>
        <Button type="submit">Absenden</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('names its variant in a gw- class and keeps the caller’s class', () => {
    render(
      <Button variant="danger" className="extra">
        Löschen
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Löschen' });
    expect(button.className).toBe('gw-button gw-button--danger extra');
  });

  it('passes a ref through to the native button', () => {
    let element: HTMLButtonElement | null = null;
    render(
      <Button
        ref={(node) => {
          element = node;
        }}
      >
        OK
      </Button>,
    );
    expect(element).toBe(screen.getByRole('button', { name: 'OK' }));
  });
});

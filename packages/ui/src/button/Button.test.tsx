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

  it('renders its words directly inside the button (server HTML reads `>Abmelden</button>`)', () => {
    render(<Button>Abmelden</Button>);
    expect(screen.getByRole('button', { name: 'Abmelden' }).innerHTML).toBe('Abmelden');
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

  it('ignores clicks and does not submit its form while loading, keeping its name and focus', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Bestellen
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Bestellen (wird ausgeführt)' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    button.focus();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it('names size and width in classes; md is the default and has no class of its own', () => {
    render(
      <>
        <Button variant="ghost" size="sm">
          Klein
        </Button>
        <Button variant="secondary" size="lg" block>
          Groß
        </Button>
        <Button>Mittel</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Klein' }).className).toBe(
      'gw-button gw-button--ghost gw-button--sm',
    );
    expect(screen.getByRole('button', { name: 'Groß' }).className).toBe(
      'gw-button gw-button--secondary gw-button--lg gw-button--block',
    );
    expect(screen.getByRole('button', { name: 'Mittel' }).className).toBe('gw-button gw-button--primary');
  });
});

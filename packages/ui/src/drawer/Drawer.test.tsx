import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Drawer } from './Drawer';

afterEach(cleanup);

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button aria-expanded={open} onClick={() => setOpen(true)}>
        Menü
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Menü" side="start">
        <a href="/shop">Shop</a>
        <a href="/kontakt">Kontakt</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens from the chosen side with its title as name and the first control focused', () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole('button', { name: 'Menü' }));
    const drawer = screen.getByRole('dialog', { name: 'Menü' });
    expect(drawer.className).toBe('gw-drawer gw-drawer--start');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schließen' }));
  });

  it('closes on Escape and gives the focus back to the menu button', () => {
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Menü' });
    trigger.focus();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('link', { name: 'Shop' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('wraps Tab at the last link back to the close button', () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole('button', { name: 'Menü' }));
    const contact = screen.getByRole('link', { name: 'Kontakt' });
    contact.focus();
    fireEvent.keyDown(contact, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schließen' }));
  });
});

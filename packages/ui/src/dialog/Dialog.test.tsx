import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

afterEach(cleanup);

function Example({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button onClick={() => setOpen(true)}>Merkliste teilen</button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Merkliste teilen"
        description="Wir schicken einen Link per E-Mail."
        initialFocus={nameRef}
        footer={<button onClick={() => setOpen(false)}>Senden</button>}
      >
        <label>
          E-Mail <input ref={nameRef} />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is not in the page while closed', () => {
    render(<Dialog open={false} onClose={() => {}} title="Hinweis" />);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('opens named and described, focuses the chosen element, and returns focus on close', () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Merkliste teilen' });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Merkliste teilen' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('Wir schicken einen Link per E-Mail.').id,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-Mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape and from its close button, telling the owner', () => {
    const onClose = vi.fn();
    render(<Example onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Merkliste teilen' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'E-Mail' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Merkliste teilen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('wraps Tab from the last control to the first and Shift+Tab back', () => {
    render(<Example />);
    fireEvent.click(screen.getByRole('button', { name: 'Merkliste teilen' }));
    const close = screen.getByRole('button', { name: 'Schließen' });
    const send = screen.getByRole('button', { name: 'Senden' });
    send.focus();
    fireEvent.keyDown(send, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(send);
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

afterEach(cleanup);

const ITEMS = [
  { id: 'description', label: 'Beschreibung', content: <p>Immergrüne Heckenpflanze.</p> },
  { id: 'care', label: 'Pflege', content: <p>Schnitt im Juni.</p> },
  { id: 'delivery', label: 'Lieferung', content: <p>Versand von März bis November.</p> },
];

describe('Tabs', () => {
  it('shows the first panel, renders the others hidden and links tabs and panels', () => {
    render(<Tabs label="Produktinformationen" items={ITEMS} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels.map((panel) => panel.hidden)).toEqual([false, true, true]);
    expect(panels[1]!.textContent).toBe('Schnitt im Juni.');
    expect(tabs[1]!.getAttribute('aria-controls')).toBe(panels[1]!.id);
    expect(panels[1]!.getAttribute('aria-labelledby')).toBe(tabs[1]!.id);
  });

  it('moves and selects with the arrow keys, wrapping, and jumps with Home and End', () => {
    const onSelect = vi.fn();
    render(<Tabs label="Produktinformationen" items={ITEMS} onSelect={onSelect} />);
    const first = screen.getByRole('tab', { name: 'Beschreibung' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Lieferung' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'End' });
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual([
      'delivery',
      'description',
      'delivery',
      'description',
      'care',
    ]);
    expect(screen.getByRole('tab', { name: 'Pflege' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Schnitt im Juni.');
  });

  it('follows a controlled selection', () => {
    render(<Tabs label="Info" items={ITEMS} selectedId="delivery" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Versand von März bis November.');
    fireEvent.click(screen.getByRole('tab', { name: 'Pflege' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Versand von März bis November.');
  });
});

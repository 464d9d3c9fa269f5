import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TOOLTIP } from '@gartenwerk/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './Tooltip';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Tooltip', () => {
  it('shows after the show delay on focus and describes the focused control', () => {
    render(
      <Tooltip text="Besucher sehen die Seite erst nach dem Veröffentlichen.">
        <button type="button">Veröffentlichen</button>
      </Tooltip>,
    );
    fireEvent.focus(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(TOOLTIP.showDelayMs - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Besucher sehen die Seite erst nach dem Veröffentlichen.');
    expect(tooltip.style.maxWidth).toBe('350px');
    expect(tooltip.parentElement?.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('hides after the hide delay when the pointer leaves, and shows the default text', () => {
    render(
      <Tooltip>
        <span>Ziel</span>
      </Tooltip>,
    );
    const target = screen.getByText('Ziel').parentElement!;
    fireEvent.mouseEnter(target);
    act(() => vi.advanceTimersByTime(TOOLTIP.showDelayMs));
    expect(screen.getByRole('tooltip').textContent).toBe('tooltip text');
    fireEvent.mouseLeave(target);
    act(() => vi.advanceTimersByTime(TOOLTIP.hideDelayMs - 1));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

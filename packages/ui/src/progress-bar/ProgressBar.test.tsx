import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROGRESS_BAR } from '@gartenwerk/domain';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar } from './ProgressBar';
import { PROGRESS_RESET_DELAY_MS } from './progress-controller';
import { useNavigationProgress } from './useNavigationProgress';

afterEach(cleanup);

describe('ProgressBar', () => {
  it('reports its value to assistive technology and sets the width', () => {
    render(<ProgressBar progress={42.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Seite wird geladen' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('42.4%');
  });

  it('is hidden from assistive technology while not visible', () => {
    render(<ProgressBar progress={0} visible={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('progressbar', { hidden: true }).getAttribute('data-visible')).toBe('false');
  });

  it('announces the failure and switches to the failure colour class', () => {
    render(<ProgressBar progress={100} failed />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuetext')).toBe('Laden fehlgeschlagen');
    expect(bar.classList.contains('gw-progress-bar--failed')).toBe(true);
  });

  it('takes colours and height from the tokens, equal to the spec constants', () => {
    const tokensPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'tokens.css');
    const tokens = readFileSync(tokensPath, 'utf8');
    expect(tokens).toContain(`--gw-progress-color: ${PROGRESS_BAR.color};`);
    expect(tokens).toContain(`--gw-progress-failure-color: ${PROGRESS_BAR.failureColor};`);
    expect(tokens).toContain(`--gw-progress-height: ${PROGRESS_BAR.heightPx}px;`);
  });
});

describe('useNavigationProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs while navigating and completes when the navigation ends', () => {
    const { result, rerender } = renderHook(
      ({ navigating }) => useNavigationProgress(navigating, false, () => 0.5),
      {
        initialProps: { navigating: false },
      },
    );
    expect(result.current).toEqual({ progress: 0, visible: false, failed: false });

    rerender({ navigating: true });
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.tickMs * 3));
    expect(result.current.progress).toBeGreaterThan(0);

    rerender({ navigating: false });
    expect(result.current.progress).toBe(100);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.hideDelayMs + PROGRESS_RESET_DELAY_MS));
    expect(result.current).toEqual({ progress: 0, visible: false, failed: false });
  });

  it('shows the failure when the navigation fails', () => {
    const { result, rerender } = renderHook(
      ({ navigating, failed }) => useNavigationProgress(navigating, failed),
      {
        initialProps: { navigating: true, failed: false },
      },
    );
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.tickMs));
    rerender({ navigating: true, failed: true });
    expect(result.current).toEqual({ progress: 100, visible: true, failed: true });
    rerender({ navigating: false, failed: true });
    expect(result.current.failed).toBe(true);
  });

  it('runs and completes a later navigation even while the old failure flag is still set', () => {
    const { result, rerender } = renderHook(
      ({ navigating, failed }) => useNavigationProgress(navigating, failed),
      {
        initialProps: { navigating: true, failed: true },
      },
    );
    expect(result.current.failed).toBe(true);
    rerender({ navigating: false, failed: true });
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.hideDelayMs + PROGRESS_RESET_DELAY_MS));

    rerender({ navigating: true, failed: true });
    expect(result.current).toEqual({ progress: 0, visible: true, failed: false });
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.tickMs));
    rerender({ navigating: false, failed: true });
    expect(result.current.progress).toBe(100);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.hideDelayMs));
    expect(result.current.visible).toBe(false);
  });

  it('leaves no timers running after unmount', () => {
    const { unmount } = renderHook(() => useNavigationProgress(true));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR } from '@gartenwerk/domain';
import { PROGRESS_RESET_DELAY_MS, useNavigationProgress } from './useNavigationProgress';

describe('useNavigationProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden until a navigation starts', () => {
    const { result } = renderHook(() => useNavigationProgress(false));
    expect(result.current).toEqual({ progress: 0, visible: false, failed: false });
  });

  it('advances every tick but never past the finish mark while the navigation runs', () => {
    const { result } = renderHook(() => useNavigationProgress(true, false, () => 0.99));
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.tickMs));
    const afterOneTick = result.current.progress;
    expect(afterOneTick).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.tickMs));
    expect(result.current.progress).toBeGreaterThan(afterOneTick);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.durationMs * 3));
    expect(result.current.progress).toBe(PROGRESS_BAR.finishAbovePercent);
  });

  it('reaches the finish mark in about the spec duration on average steps', () => {
    const { result } = renderHook(() => useNavigationProgress(true, false, () => 0.5));
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.durationMs));
    expect(result.current.progress).toBeCloseTo(PROGRESS_BAR.finishAbovePercent, 5);
  });

  it('jumps to 100 when the navigation ends, hides after the hide delay and then resets', () => {
    const { result, rerender } = renderHook(({ navigating }) => useNavigationProgress(navigating), {
      initialProps: { navigating: true },
    });
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.tickMs * 2));
    rerender({ navigating: false });
    expect(result.current).toEqual({ progress: 100, visible: true, failed: false });
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.hideDelayMs - 1));
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ progress: 100, visible: false, failed: false });
    act(() => vi.advanceTimersByTime(PROGRESS_RESET_DELAY_MS));
    expect(result.current).toEqual({ progress: 0, visible: false, failed: false });
  });

  it('shows the full bar as failed when the navigation failed, then hides it', () => {
    const { result, rerender } = renderHook(({ failed }) => useNavigationProgress(false, failed), {
      initialProps: { failed: false },
    });
    rerender({ failed: true });
    expect(result.current).toEqual({ progress: 100, visible: true, failed: true });
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.hideDelayMs));
    expect(result.current.visible).toBe(false);
  });

  it('leaves no timer running after unmount', () => {
    const { unmount } = renderHook(() => useNavigationProgress(true));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { PROGRESS_BAR } from '@gartenwerk/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createProgressController,
  MAX_PROGRESS_STEP,
  PROGRESS_RESET_DELAY_MS,
  type ProgressState,
} from './progress-controller';

function setup(random: () => number = () => 0.5) {
  const states: ProgressState[] = [];
  const controller = createProgressController({ onChange: (state) => states.push(state), random });
  return { controller, states };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('navigation progress controller', () => {
  it('uses the spec’s numbers', () => {
    expect(PROGRESS_BAR).toEqual({
      durationMs: 3000,
      heightPx: 4,
      color: '#ffca2b',
      failureColor: '#ff0000',
      tickMs: 100,
      finishAbovePercent: 95,
      hideDelayMs: 500,
    });
  });

  it('is hidden at first and becomes visible at 0 % on start', () => {
    const { controller } = setup();
    expect(controller.getState()).toEqual({ progress: 0, visible: false, failed: false });
    controller.start();
    expect(controller.getState()).toEqual({ progress: 0, visible: true, failed: false });
  });

  it('advances by a random step every tick', () => {
    const steps = [0.25, 1, 0];
    const { controller } = setup(() => steps.shift() ?? 0);
    controller.start();

    vi.advanceTimersByTime(PROGRESS_BAR.tickMs - 1);
    expect(controller.getState().progress).toBe(0);
    vi.advanceTimersByTime(1);
    expect(controller.getState().progress).toBeCloseTo(0.25 * MAX_PROGRESS_STEP);
    vi.advanceTimersByTime(PROGRESS_BAR.tickMs);
    expect(controller.getState().progress).toBeCloseTo(1.25 * MAX_PROGRESS_STEP);
    vi.advanceTimersByTime(PROGRESS_BAR.tickMs);
    expect(controller.getState().progress).toBeCloseTo(1.25 * MAX_PROGRESS_STEP);
  });

  it('gets close to the finish threshold in the expected duration with average steps', () => {
    const { controller } = setup(() => 0.5);
    controller.start();
    vi.advanceTimersByTime(PROGRESS_BAR.durationMs - PROGRESS_BAR.tickMs);
    expect(controller.getState().progress).toBeLessThan(PROGRESS_BAR.finishAbovePercent);
    expect(controller.getState().progress).toBeGreaterThan(
      PROGRESS_BAR.finishAbovePercent - MAX_PROGRESS_STEP,
    );
    vi.advanceTimersByTime(PROGRESS_BAR.tickMs);
    expect(controller.getState().progress).toBeCloseTo(PROGRESS_BAR.finishAbovePercent);
  });

  it('never passes the finish threshold on its own and stays visible', () => {
    const { controller } = setup(() => 0.999);
    controller.start();
    vi.advanceTimersByTime(PROGRESS_BAR.durationMs * 10);
    expect(controller.getState()).toEqual({
      progress: PROGRESS_BAR.finishAbovePercent,
      visible: true,
      failed: false,
    });
  });

  it('on finish jumps to 100 %, hides after the hide delay, then resets the width', () => {
    const { controller } = setup();
    controller.start();
    vi.advanceTimersByTime(PROGRESS_BAR.tickMs * 3);
    controller.finish();
    expect(controller.getState()).toEqual({ progress: 100, visible: true, failed: false });

    vi.advanceTimersByTime(PROGRESS_BAR.hideDelayMs - 1);
    expect(controller.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(controller.getState()).toEqual({ progress: 100, visible: false, failed: false });

    vi.advanceTimersByTime(PROGRESS_RESET_DELAY_MS);
    expect(controller.getState()).toEqual({ progress: 0, visible: false, failed: false });
  });

  it('stops ticking once finished', () => {
    const { controller, states } = setup();
    controller.start();
    vi.advanceTimersByTime(PROGRESS_BAR.tickMs);
    controller.finish();
    vi.advanceTimersByTime(PROGRESS_BAR.durationMs);
    const afterFinish = states.slice(states.findIndex((state) => state.progress === 100));
    expect(afterFinish.map((state) => state.progress)).toEqual([100, 100, 0]);
  });

  it('completes at once when finished before the first tick (no screen changed)', () => {
    const { controller, states } = setup();
    controller.start();
    vi.advanceTimersByTime(PROGRESS_BAR.tickMs - 1);
    controller.finish();
    expect(controller.getState()).toEqual({ progress: 0, visible: false, failed: false });
    vi.advanceTimersByTime(PROGRESS_BAR.hideDelayMs + PROGRESS_RESET_DELAY_MS);
    expect(states).toHaveLength(2);
  });

  it('reported progress above the finish threshold jumps to 100 % and completes', () => {
    const { controller } = setup(() => 0);
    controller.start();
    vi.advanceTimersByTime(PROGRESS_BAR.tickMs);
    controller.set(PROGRESS_BAR.finishAbovePercent);
    expect(controller.getState().progress).toBe(PROGRESS_BAR.finishAbovePercent);
    controller.set(PROGRESS_BAR.finishAbovePercent + 0.1);
    expect(controller.getState()).toEqual({ progress: 100, visible: true, failed: false });
    vi.advanceTimersByTime(PROGRESS_BAR.hideDelayMs);
    expect(controller.getState().visible).toBe(false);
  });

  it('shows the failed state on fail, then hides it like a finish', () => {
    const { controller } = setup();
    controller.start();
    vi.advanceTimersByTime(PROGRESS_BAR.tickMs * 5);
    controller.fail();
    expect(controller.getState()).toEqual({ progress: 100, visible: true, failed: true });
    vi.advanceTimersByTime(PROGRESS_BAR.hideDelayMs);
    expect(controller.getState()).toEqual({ progress: 100, visible: false, failed: true });
    vi.advanceTimersByTime(PROGRESS_RESET_DELAY_MS);
    expect(controller.getState()).toEqual({ progress: 0, visible: false, failed: false });
  });

  it('a new start while hiding begins again from 0 and is not hidden by the old timers', () => {
    const { controller } = setup();
    controller.start();
    vi.advanceTimersByTime(PROGRESS_BAR.tickMs);
    controller.fail();
    vi.advanceTimersByTime(PROGRESS_BAR.hideDelayMs / 2);
    controller.start();
    expect(controller.getState()).toEqual({ progress: 0, visible: true, failed: false });
    vi.advanceTimersByTime(PROGRESS_BAR.hideDelayMs + PROGRESS_RESET_DELAY_MS);
    expect(controller.getState().visible).toBe(true);
  });

  it('ignores a second start while running and a finish while idle', () => {
    const { controller, states } = setup();
    controller.finish();
    expect(states).toHaveLength(0);
    controller.start();
    vi.advanceTimersByTime(PROGRESS_BAR.tickMs * 2);
    const progress = controller.getState().progress;
    controller.start();
    expect(controller.getState().progress).toBe(progress);
  });

  it('stops every timer on dispose', () => {
    const { controller, states } = setup();
    controller.start();
    controller.dispose();
    vi.advanceTimersByTime(PROGRESS_BAR.durationMs);
    expect(states).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { PROGRESS_BAR } from '@gartenwerk/domain';

/** What the bar shows at one moment. */
export interface ProgressState {
  /** Width in percent, 0 to 100. */
  progress: number;
  visible: boolean;
  failed: boolean;
}

export interface ProgressControllerOptions {
  /** Called with the new state after every change. */
  onChange: (state: ProgressState) => void;
  /** Source of the random steps, a number in [0, 1); Math.random unless given. */
  random?: () => number;
}

export interface ProgressController {
  /** A navigation starts: show the bar and advance it every tick. */
  start(): void;
  /** Report real progress; a value above `finishAbovePercent` completes the bar. */
  set(progress: number): void;
  /** The navigation is done: jump to 100, then hide and reset. */
  finish(): void;
  /** The navigation failed: show the full bar in the failure colour, then hide and reset. */
  fail(): void;
  getState(): ProgressState;
  /** Stop every timer without telling anyone (unmount). */
  dispose(): void;
}

export const IDLE_PROGRESS_STATE: ProgressState = Object.freeze({
  progress: 0,
  visible: false,
  failed: false,
});

/** Ticks in the expected duration: the bar should get close to 95 % in `durationMs`. */
const TICKS_PER_DURATION = PROGRESS_BAR.durationMs / PROGRESS_BAR.tickMs;

/**
 * Largest random step per tick. Steps are uniform in [0, MAX_PROGRESS_STEP), so the mean step is half
 * of it and the bar reaches `finishAbovePercent` after `durationMs` on average.
 */
export const MAX_PROGRESS_STEP = (2 * PROGRESS_BAR.finishAbovePercent) / TICKS_PER_DURATION;

/** After hiding, the width resets to 0 this much later, once the fade-out has ended. */
export const PROGRESS_RESET_DELAY_MS = 200;

type Phase = 'idle' | 'running' | 'completing';

/**
 * The navigation progress bar's behaviour without any framework, so the timing can be tested with
 * fake timers and reused by any view.
 */
export function createProgressController({
  onChange,
  random = Math.random,
}: ProgressControllerOptions): ProgressController {
  let state: ProgressState = IDLE_PROGRESS_STATE;
  let phase: Phase = 'idle';
  let ticks = 0;
  let tickTimer: ReturnType<typeof setInterval> | undefined;
  let completionTimers: Array<ReturnType<typeof setTimeout>> = [];

  function update(next: Partial<ProgressState>): void {
    state = { ...state, ...next };
    onChange(state);
  }

  function clearTimers(): void {
    if (tickTimer !== undefined) clearInterval(tickTimer);
    tickTimer = undefined;
    completionTimers.forEach(clearTimeout);
    completionTimers = [];
  }

  function tick(): void {
    ticks += 1;
    // On its own the bar stops at finishAbovePercent and waits for finish().
    const advanced = state.progress + random() * MAX_PROGRESS_STEP;
    update({ progress: Math.min(advanced, PROGRESS_BAR.finishAbovePercent) });
  }

  function complete(failed: boolean): void {
    clearTimers();
    phase = 'completing';
    update({ progress: 100, visible: true, failed });
    completionTimers.push(
      setTimeout(() => update({ visible: false }), PROGRESS_BAR.hideDelayMs),
      setTimeout(() => {
        phase = 'idle';
        update(IDLE_PROGRESS_STATE);
      }, PROGRESS_BAR.hideDelayMs + PROGRESS_RESET_DELAY_MS),
    );
  }

  return {
    start() {
      if (phase === 'running') return;
      clearTimers();
      phase = 'running';
      ticks = 0;
      update({ progress: 0, visible: true, failed: false });
      tickTimer = setInterval(tick, PROGRESS_BAR.tickMs);
    },
    set(progress) {
      if (phase !== 'running') return;
      if (progress > PROGRESS_BAR.finishAbovePercent) {
        complete(false);
        return;
      }
      update({ progress: Math.max(state.progress, progress) });
    },
    finish() {
      if (phase !== 'running') return;
      if (ticks === 0) {
        // Nothing took long enough to be seen (no screen changed): done at once, no flash.
        clearTimers();
        phase = 'idle';
        update(IDLE_PROGRESS_STATE);
        return;
      }
      complete(false);
    },
    fail() {
      complete(true);
    },
    getState: () => state,
    dispose() {
      clearTimers();
      phase = 'idle';
    },
  };
}

import { useEffect, useRef, useState } from 'react';
import { PROGRESS_BAR } from '@gartenwerk/domain';

/** What the navigation progress bar shows at one moment. */
export interface NavigationProgressState {
  /** Width in percent, 0 to 100. */
  progress: number;
  visible: boolean;
  failed: boolean;
}

const IDLE: NavigationProgressState = { progress: 0, visible: false, failed: false };

/** Largest random step per tick: on average the bar nears the finish mark after `durationMs`. */
const MAX_STEP = (2 * PROGRESS_BAR.finishAbovePercent) / (PROGRESS_BAR.durationMs / PROGRESS_BAR.tickMs);

/** Once hidden, the width goes back to 0 this much later, after the fade-out. */
export const PROGRESS_RESET_DELAY_MS = 200;

type SetState = (update: (current: NavigationProgressState) => NavigationProgressState) => void;

/** Hides the bar after the spec's delay and then resets it; returns the cancel function. */
function hideLater(setState: SetState): () => void {
  const hide = setTimeout(() => setState((current) => ({ ...current, visible: false })), PROGRESS_BAR.hideDelayMs);
  const reset = setTimeout(() => setState(() => IDLE), PROGRESS_BAR.hideDelayMs + PROGRESS_RESET_DELAY_MS);
  return () => {
    clearTimeout(hide);
    clearTimeout(reset);
  };
}

/**
 * Drives the navigation progress bar: it advances randomly every tick while `navigating`, stays
 * below the finish mark until the navigation ends, then jumps to 100 % and hides. `failed` shows
 * the full bar in the failure colour.
 */
export function useNavigationProgress(
  navigating: boolean,
  failed = false,
  random: () => number = Math.random,
): NavigationProgressState {
  const [state, setState] = useState<NavigationProgressState>(IDLE);
  const wasNavigating = useRef(false);

  useEffect(() => {
    if (navigating) {
      wasNavigating.current = true;
      setState(() => ({ progress: 0, visible: true, failed: false }));
      const ticker = setInterval(() => {
        setState((current) => ({
          ...current,
          progress: Math.min(PROGRESS_BAR.finishAbovePercent, current.progress + random() * MAX_STEP),
        }));
      }, PROGRESS_BAR.tickMs);
      return () => clearInterval(ticker);
    }
    if (!wasNavigating.current) return undefined;
    wasNavigating.current = false;
    setState((current) => ({ ...current, progress: 100, visible: true }));
    return hideLater(setState);
  }, [navigating, random]);

  useEffect(() => {
    if (!failed) return undefined;
    setState(() => ({ progress: 100, visible: true, failed: true }));
    return hideLater(setState);
  }, [failed]);

  return state;
}

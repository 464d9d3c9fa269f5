import { useEffect, useRef, useState } from 'react';
import { createProgressController, IDLE_PROGRESS_STATE, type ProgressState } from './progress-controller';

/**
 * Drives the progress bar from a navigation flag, e.g. `navigation.state !== 'idle'` of react-router.
 * Returns the props for `<ProgressBar />`.
 */
export function useNavigationProgress(
  isNavigating: boolean,
  failed = false,
  random?: () => number,
): ProgressState {
  const [state, setState] = useState<ProgressState>(IDLE_PROGRESS_STATE);
  const [controller] = useState(() => createProgressController({ onChange: setState, random }));
  const wasNavigating = useRef(false);
  const failureShown = useRef(false);

  useEffect(() => () => controller.dispose(), [controller]);

  useEffect(() => {
    if (failed && !failureShown.current) {
      controller.fail();
    } else if (isNavigating && !wasNavigating.current) {
      controller.start();
    } else if (!isNavigating && wasNavigating.current) {
      // After a fail() the controller is already completing and ignores this.
      controller.finish();
    }
    failureShown.current = failed;
    wasNavigating.current = isNavigating;
  }, [controller, isNavigating, failed]);

  return state;
}

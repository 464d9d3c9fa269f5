import { useEffect, useRef } from 'react';

/**
 * Runs a one-time action (spending a mailed token) once after the first render in the browser,
 * even when StrictMode runs effects twice: a token works only once.
 */
export function useOnce(action: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    action();
    // The action runs once by design; later changes of it do not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

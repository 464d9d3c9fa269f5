import { createContext, useContext, useEffect } from 'react';

/** Lets an error screen tell the layout's progress bar that the navigation failed. */
export const NavigationFailureContext = createContext<() => void>(() => undefined);

/** Reports the failure once when the error screen appears. */
export function useReportNavigationFailure(): void {
  const report = useContext(NavigationFailureContext);
  useEffect(() => report(), [report]);
}

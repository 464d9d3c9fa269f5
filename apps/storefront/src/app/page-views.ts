import { useGetConfigQuery } from '@gartenwerk/api-client';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export const PAGE_VIEW_URL = '/api/v0/analytics/view';

/** Whether the browser asks not to be tracked (Do-Not-Track, Global Privacy Control). */
function optedOut(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.doNotTrack === '1' || browser.globalPrivacyControl === true;
}

/**
 * Reports each page the visitor sees to the server's cookie-free counting while the component
 * `analytics` is on: the path and where the visitor came from (the other site on the first page, the
 * previous page after). Nothing is sent when the browser asks not to be tracked.
 */
export function usePageViews() {
  const { pathname } = useLocation();
  const on = useGetConfigQuery().data?.enabled_components.includes('analytics') ?? false;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (!on || previous.current === pathname) return;
    const referrer =
      previous.current === null ? document.referrer : `${window.location.origin}${previous.current}`;
    previous.current = pathname;
    if (optedOut()) return;
    const body = JSON.stringify({ path: pathname, referrer: referrer.slice(0, 2000) });
    const sent = navigator.sendBeacon?.(PAGE_VIEW_URL, new Blob([body], { type: 'application/json' }));
    if (!sent)
      void fetch(PAGE_VIEW_URL, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
        credentials: 'omit',
      }).catch(() => undefined);
  }, [on, pathname]);
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetConfigQuery, useGetCurrentUserQuery } from '@gartenwerk/api-client';
import { ADMIN_CENTER_URL, canAdminister } from '@gartenwerk/domain';

// The editor (TipTap included) is a chunk of its own: only admins and system users ever download it.
const AdminOverlay = lazy(() =>
  import('./AdminOverlay').then((module) => ({ default: module.AdminOverlay })),
);

/**
 * The admin tool bar and block palette of the public pages, for admin or system users only and never
 * inside the admin centre. Nothing renders on the server or before hydration, so visitors' markup and
 * downloads stay the same.
 */
export function AdminOverlayGate() {
  const user = useGetCurrentUserQuery().data;
  const admincenter = useGetConfigQuery().data?.components.admincenter.url ?? ADMIN_CENTER_URL;
  const { pathname } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  if (!hydrated || !canAdminister(user)) return null;
  if (pathname === admincenter || pathname.startsWith(`${admincenter}/`)) return null;
  return (
    <Suspense fallback={null}>
      <AdminOverlay route={pathname} admincenter={admincenter} />
    </Suspense>
  );
}

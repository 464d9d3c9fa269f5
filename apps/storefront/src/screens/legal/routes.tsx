import type { RouteObject } from 'react-router-dom';
import { WITHDRAWAL_ROUTE } from '@gartenwerk/domain';
import { lazyPage } from '../../app/lazy-page';
import type * as LegalPages from './pages';

/** The withdrawal function (§ 356a BGB), reachable from every page's footer. */
export function legalRoutes(): RouteObject[] {
  return [
    {
      path: WITHDRAWAL_ROUTE.slice(1),
      ...lazyPage<typeof LegalPages>('legal', (pages) => <pages.WithdrawalPage />),
    },
  ];
}

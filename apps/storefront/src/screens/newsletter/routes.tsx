import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import type * as NewsletterPages from './pages';

/**
 * The spec's public newsletter routes: /newsletter/ (sign-up), subscribe/:token? (the sign-up, or with
 * a token the confirmation), verify/:token? (one click confirms), and unsubscribe/:token, the link
 * in every newsletter mail; archive lists the sent newsletters of public lists;
 * recommend/:sendingId? forwards a newsletter to a friend.
 */
export function newsletterRoutes(): RouteObject[] {
  const subscribe = lazyPage<typeof NewsletterPages>('newsletter', (pages) => <pages.NewsletterPage />);
  const verify = lazyPage<typeof NewsletterPages>('newsletter', (pages) => <pages.NewsletterVerifyPage />);
  return [
    { path: 'newsletter', ...subscribe },
    { path: 'newsletter/subscribe', ...subscribe },
    {
      path: 'newsletter/archive',
      ...lazyPage<typeof NewsletterPages>('newsletter', (pages) => <pages.NewsletterArchivePage />),
    },
    { path: 'newsletter/subscribe/:token', ...verify },
    { path: 'newsletter/verify/:token?', ...verify },
    {
      path: 'newsletter/recommend/:sendingId?',
      ...lazyPage<typeof NewsletterPages>('newsletter', (pages) => <pages.NewsletterRecommendPage />),
    },
    {
      path: 'newsletter/unsubscribe/:token',
      ...lazyPage<typeof NewsletterPages>('newsletter', (pages) => <pages.NewsletterUnsubscribePage />),
    },
  ];
}

import { useTranslation } from '../i18n/useTranslation';
import { data, isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import type { ApiError } from '@gartenwerk/api-client';
import { useReportNavigationFailure } from './navigation-failure';

const NOT_FOUND = 404;

/** A loader's way to say that the page asked for does not exist (render answers 404). */
export function notFound(): never {
  throw data(null, { status: NOT_FOUND });
}

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}

/**
 * Passes an API failure from a loader on as a navigation error: a missing document becomes the
 * 404 page, anything else the error screen with the server's message.
 */
export function toNavigationError(error: unknown): never {
  if (isApiError(error) && error.status === NOT_FOUND) notFound();
  throw error instanceof Error ? error : new Error(isApiError(error) ? error.message : String(error));
}

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text', { path: pathname })}</p>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </section>
  );
}

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Error screen of a route inside the layout: shows the 404 page or the navigation error. */
export function RouteError() {
  const error = useRouteError();
  useReportNavigationFailure();
  if (isRouteErrorResponse(error) && error.status === NOT_FOUND) return <NotFoundPage />;
  return <ErrorMessage message={errorMessage(error)} />;
}

function ErrorMessage({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <section role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{t('error.title')}</h1>
      <p>{t('error.text', { message })}</p>
    </section>
  );
}

/** Error screen when even the layout's data (the site configuration) could not be loaded. */
export function RootError() {
  const error = useRouteError();
  return (
    <main id="main">
      <ErrorMessage message={errorMessage(error)} />
    </main>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AdminRoute } from '../routes/adminRoutes';
import { isNotFound, messageOf } from './feedback';
import { useDocumentTitle } from './useDocumentTitle';

export interface LoadedScreenProps<T> {
  route: AdminRoute;
  /** The read of the screen's one item. */
  query: { data?: T | undefined; error?: unknown; isLoading: boolean };
  /** The heading once the item is there; before, the route's label. */
  title?: (item: T) => string;
  /** What the screen says while loading, when there is no such item, and when the read failed. */
  texts: { loading: string; notFound?: string; loadFailed: (message: string) => string };
  /** The way back to the list, shown when the item cannot be shown. */
  back?: { to: string; label: string };
  children: (item: T) => ReactNode;
}

/**
 * A screen of one stored item (an order, a message, a customer, the settings) as it loads, is missing
 * or fails.
 */
export function LoadedScreen<T>({ route, query, title, texts, back, children }: LoadedScreenProps<T>) {
  useDocumentTitle(route.label);
  const { data, error, isLoading } = query;
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{data !== undefined && title ? title(data) : route.label}</h1>
      {data !== undefined ? (
        children(data)
      ) : isLoading ? (
        <p role="status">{texts.loading}</p>
      ) : (
        <>
          <p role="alert">
            {isNotFound(error) && texts.notFound ? texts.notFound : texts.loadFailed(messageOf(error, ''))}
          </p>
          {back ? <Link to={back.to}>{back.label}</Link> : null}
        </>
      )}
    </section>
  );
}

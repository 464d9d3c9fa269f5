import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetSeoMetaQuery } from '@gartenwerk/api-client';

/** Keeps the document title at the page's SEO title when the client navigates (SSR writes the first). */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const title = useGetSeoMetaQuery(pathname).data?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}

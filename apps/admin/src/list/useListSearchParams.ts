import { useSearchParams } from 'react-router-dom';

/** The page of a list address (`?page=3`), 1 when missing or malformed. */
export function pageOf(params: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(params.get('page'))) || 1);
}

export type ListChanges = Record<string, string | number | undefined>;

export interface ListSearchParams {
  page: number;
  /** The search words, '' for none. */
  search: string;
  /** `name` or `-name`; undefined for the list's own order. */
  sort: string | undefined;
  /** A filter's value, '' when it is not set. */
  filter: (name: string) => string;
  /** Sets filters, search, sort or page; anything but a page change starts again at page 1. */
  change: (changes: ListChanges) => void;
}

/**
 * A list's state kept in the address (search, sort, filters, page), so reload, back and a shared
 * link show the same rows.
 */
export function useListSearchParams(): ListSearchParams {
  const [params, setParams] = useSearchParams();
  return {
    page: pageOf(params),
    search: params.get('search') ?? '',
    sort: params.get('sort') || undefined,
    filter: (name) => params.get(name) ?? '',
    change(changes) {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      setParams(next);
    },
  };
}

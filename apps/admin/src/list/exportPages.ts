import type { ListResponse } from '@gartenwerk/api-client';

/** Rows asked for at once while exporting: few requests, each well below the server's limit. */
export const EXPORT_PAGE_SIZE = 200;

/** One page of a list from the API; `page` counts from 1. */
export type PageFetcher<Row> = (page: number, limit: number) => Promise<ListResponse<Row>>;

/** Every row the list's filters match, page by page through the API, in the list's order. */
export async function fetchAllPages<Row>(fetchPage: PageFetcher<Row>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page, EXPORT_PAGE_SIZE);
    rows.push(...answer.items);
    if (answer.items.length < EXPORT_PAGE_SIZE || rows.length >= answer.total) return rows;
  }
}

/** The pages of a list the screen loaded whole (colours, vouchers): one page holding every row. */
export function loadedPages<Row>(rows: readonly Row[]): PageFetcher<Row> {
  return (page) => Promise.resolve({ items: page === 1 ? [...rows] : [], total: rows.length });
}

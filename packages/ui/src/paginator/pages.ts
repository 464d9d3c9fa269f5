/** One slot of the paginator: a page number or a gap standing for the pages left out. */
export type PageSlot = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The pages a paginator shows (1-based): `marginPagesDisplayed` at either end and
 * `pageRangeDisplayed` around the current one; a gap of exactly one page shows that page instead.
 */
export function pageSlots(
  current: number,
  pageCount: number,
  pageRangeDisplayed: number,
  marginPagesDisplayed: number,
): PageSlot[] {
  if (pageCount <= 0) return [];
  const before = Math.floor((pageRangeDisplayed - 1) / 2);
  let start = Math.max(1, current - before);
  const end = Math.min(pageCount, start + pageRangeDisplayed - 1);
  start = Math.max(1, end - pageRangeDisplayed + 1);

  const shown = new Set<number>();
  for (let page = 1; page <= Math.min(marginPagesDisplayed, pageCount); page++) shown.add(page);
  for (let page = start; page <= end; page++) shown.add(page);
  for (let page = Math.max(1, pageCount - marginPagesDisplayed + 1); page <= pageCount; page++)
    shown.add(page);

  const slots: PageSlot[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) slots.push({ kind: 'page', page: page - 1 });
    else if (page - previous > 2) slots.push({ kind: 'gap', key: `gap-${previous}` });
    slots.push({ kind: 'page', page });
    previous = page;
  }
  return slots;
}

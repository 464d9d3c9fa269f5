import { PAGINATION } from '@gartenwerk/domain';
import { classNames } from '../class-names';
import { pageSlots } from './pages';

export interface PaginatorProps {
  /** The open page, counting from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Pages shown around the open one. */
  pageRangeDisplayed?: number;
  /** Pages shown at either end. */
  marginPagesDisplayed?: number;
  /** Accessible name of the navigation landmark. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of a page button. */
  pageLabel?: (page: number) => string;
  className?: string;
}

/**
 * Page navigation of a list: native buttons, so Tab, Enter and Space work as everywhere. The open
 * page carries aria-current; at either end previous/next are aria-disabled rather than disabled,
 * so keyboard focus stays on them after reaching the last page.
 */
export function Paginator({
  page,
  pageCount,
  onPageChange,
  pageRangeDisplayed = PAGINATION.pageRangeDisplayed,
  marginPagesDisplayed = PAGINATION.marginPagesDisplayed,
  label = 'Seitennavigation',
  previousLabel = 'Vorherige Seite',
  nextLabel = 'Nächste Seite',
  pageLabel = (number) => `Seite ${number}`,
  className,
}: PaginatorProps) {
  if (pageCount < 2) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== page) onPageChange(target);
  };
  const atStart = page <= 1;
  const atEnd = page >= pageCount;

  return (
    <nav className={classNames('gw-paginator', className)} aria-label={label}>
      <ul className="gw-paginator__list">
        <li>
          <button
            type="button"
            className="gw-paginator__step"
            aria-label={previousLabel}
            aria-disabled={atStart || undefined}
            onClick={() => go(page - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pageSlots(page, pageCount, pageRangeDisplayed, marginPagesDisplayed).map((slot) =>
          slot.kind === 'gap' ? (
            <li key={slot.key} className="gw-paginator__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot.page}>
              <button
                type="button"
                className="gw-paginator__page"
                aria-label={pageLabel(slot.page)}
                aria-current={slot.page === page ? 'page' : undefined}
                onClick={() => go(slot.page)}
              >
                {slot.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="gw-paginator__step"
            aria-label={nextLabel}
            aria-disabled={atEnd || undefined}
            onClick={() => go(page + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

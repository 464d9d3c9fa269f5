import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  DEFAULT_ENTRY_COLUMNS,
  lazyListColumns,
  lazyListColumnSpan,
  RESIZE_DEBOUNCE_MS,
} from '@gartenwerk/domain';

/**
 * Columns for the window's width by the spec's breakpoints, following resizes after the
 * debounce. The server renders the default count; the browser corrects it after hydration.
 */
export function useLazyListColumns(): number {
  const [columns, setColumns] = useState(DEFAULT_ENTRY_COLUMNS);
  useEffect(() => {
    setColumns(lazyListColumns(window.innerWidth));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setColumns(lazyListColumns(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return columns;
}

interface LazyListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  label: string;
  /** More items exist than are shown. */
  hasMore: boolean;
  loading: boolean;
  /** The lazy-load event: the caller adds the next items. */
  onLoadMore: () => void;
  loadMoreLabel: string;
}

/**
 * The multi-column lazy-loading list: items dealt into columns left to right, each column an
 * equal share of the 12-column grid; the next items load when the end of the list comes into
 * view, or with the button (for keyboards and browsers without IntersectionObserver).
 */
export function LazyList<T>({
  items,
  itemKey,
  renderItem,
  label,
  hasMore,
  loading,
  onLoadMore,
  loadMoreLabel,
}: LazyListProps<T>) {
  const columns = useLazyListColumns();
  const span = lazyListColumnSpan(columns);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loading, items.length]);

  const dealt = Array.from({ length: columns }, (_, column) =>
    items.flatMap((item, index) => (index % columns === column ? [{ item, index }] : [])),
  );

  return (
    <div className="lazy-list">
      <div
        role="feed"
        aria-label={label}
        aria-busy={loading}
        className="lazy-list__grid"
        data-columns={columns}
      >
        {dealt.map((columnItems, column) => (
          <div key={column} className={`lazy-list__column col-span-${span}`}>
            {columnItems.map(({ item, index }) => (
              // The order lets a phone's stylesheet show the items in list order whatever the column
              // count, so the correction after hydration moves nothing on the screen.
              <div key={itemKey(item)} className="lazy-list__item" style={{ order: index }}>
                {renderItem(item)}
              </div>
            ))}
          </div>
        ))}
      </div>
      <div ref={sentinel} aria-hidden="true" />
      {hasMore ? (
        <button
          type="button"
          className="gw-button gw-button--secondary"
          onClick={onLoadMore}
          disabled={loading}
        >
          {loadMoreLabel}
        </button>
      ) : null}
    </div>
  );
}

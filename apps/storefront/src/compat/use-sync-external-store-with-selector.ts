import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/**
 * `use-sync-external-store/with-selector` for Preact (react-redux's useSelector rests on it): the
 * selection is memoised per store snapshot, and an equal selection keeps the previous value, so a
 * component renders again only when what it selected changed. Follows React's own implementation.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: (() => Snapshot) | undefined | null,
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const last = useRef<{ hasValue: boolean; value: Selection | undefined }>({
    hasValue: false,
    value: undefined,
  });

  const [getSelection, getServerSelection] = useMemo(() => {
    let memoised: { snapshot: Snapshot; selection: Selection } | undefined;
    const select = (snapshot: Snapshot): Selection => {
      if (memoised && Object.is(memoised.snapshot, snapshot)) return memoised.selection;
      const next = selector(snapshot);
      const previous = memoised ? memoised.selection : last.current.value;
      const keepPrevious =
        isEqual !== undefined &&
        (memoised !== undefined || last.current.hasValue) &&
        isEqual(previous as Selection, next);
      const selection = keepPrevious ? (previous as Selection) : next;
      memoised = { snapshot, selection };
      return selection;
    };
    return [
      () => select(getSnapshot()),
      getServerSnapshot ? () => select(getServerSnapshot()) : undefined,
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);

  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    last.current = { hasValue: true, value };
  }, [value]);
  return value;
}

import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { Skeleton } from '../skeleton';
import type { CsvValue } from './csv';

export interface DataTableColumn<Row> {
  /** The column's name: its sort name (`title`, `-title`), its key in the column choice. */
  id: string;
  header: string;
  /** What a cell shows; without it, the column's value. */
  cell?: (row: Row) => ReactNode;
  /** The plain value: what client-side sorting compares and what CSV export writes. */
  value?: (row: Row) => CsvValue;
  sortable?: boolean;
  /** What client-side sorting compares when the value is made for reading (a formatted date). */
  sortValue?: (row: Row) => string | number | null;
  /** Numbers and money stand right-aligned. */
  align?: 'start' | 'end';
  /** What the footer shows for the shown rows, e.g. the sum of a money column. */
  total?: (rows: readonly Row[]) => ReactNode;
  /** False for a column that must always show (the one naming the row). */
  hideable?: boolean;
  /** Shown only when the person picks it in the column choice. */
  hiddenByDefault?: boolean;
}

export interface DataTableTexts {
  selectAll: string;
  selectRow: (name: string) => string;
  selected: (count: number) => string;
  columns: string;
  loading: string;
  total: string;
}

export const DATA_TABLE_TEXTS: DataTableTexts = {
  selectAll: 'Alle Zeilen dieser Seite auswählen',
  selectRow: (name) => `${name} auswählen`,
  selected: (count) => (count === 1 ? '1 ausgewählt' : `${count} ausgewählt`),
  columns: 'Spalten',
  loading: 'Wird geladen …',
  total: 'Summe',
};

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  /** The rows to show; undefined while the first answer is outstanding. */
  rows: readonly Row[] | undefined;
  rowId: (row: Row) => string;
  /** The words naming a row, for its checkbox ("Apfelbaum auswählen"). */
  rowLabel?: (row: Row) => string;
  /** The id of the heading naming the table. */
  labelledBy?: string;
  label?: string;
  /** `name` or `-name`; undefined for the list's own order. */
  sort?: string;
  onSortChange?: (sort: string | undefined) => void;
  /** server: the rows come sorted (paged lists); client: the table sorts the rows it has. */
  sortMode?: 'server' | 'client';
  /** The ids of the selected rows; with onSelectedChange, rows get checkboxes. */
  selected?: readonly string[];
  onSelectedChange?: (ids: string[]) => void;
  /** Actions on the selected rows, shown while any is selected. */
  bulkActions?: (rows: Row[]) => ReactNode;
  /** Tools beside the column choice (export, …). */
  toolbar?: ReactNode;
  /** Where the column choice is kept between visits (localStorage); without it, for this visit. */
  storageKey?: string;
  loading?: boolean;
  /** The words of a failed load; shown instead of the rows. */
  error?: string;
  /** The words of an empty list. */
  empty: string;
  /** On phones the rows become cards (default) or the table scrolls inside its frame. */
  phoneLayout?: 'cards' | 'scroll';
  /** Marks a row (e.g. unread) with a class. */
  rowClassName?: (row: Row) => string | undefined;
  texts?: Partial<DataTableTexts>;
  className?: string;
}

const SKELETON_ROWS = 5;

const NO_ROWS: readonly unknown[] = [];

function sortingOf(sort: string | undefined): SortingState {
  if (!sort) return [];
  return sort.startsWith('-') ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}

function sortOf(sorting: SortingState): string | undefined {
  const first = sorting[0];
  return first ? `${first.desc ? '-' : ''}${first.id}` : undefined;
}

function readVisibility(storageKey: string | undefined): VisibilityState | undefined {
  if (!storageKey || typeof localStorage === 'undefined') return undefined;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    return stored && typeof stored === 'object' ? (stored as VisibilityState) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The list of the admin centre: sortable columns, selectable rows with bulk actions, a column
 * choice that is remembered, a footer of totals, skeleton rows while loading, and cards on phones.
 * Filters, search and paging live outside (in the address), so the table only shows one page.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowId,
  rowLabel,
  labelledBy,
  label,
  sort,
  onSortChange,
  sortMode = 'server',
  selected,
  onSelectedChange,
  bulkActions,
  toolbar,
  storageKey,
  loading = false,
  error,
  empty,
  phoneLayout = 'cards',
  rowClassName,
  texts: textOverrides,
  className,
}: DataTableProps<Row>) {
  const texts = { ...DATA_TABLE_TEXTS, ...textOverrides };
  const selectable = onSelectedChange !== undefined;
  const [visibility, setVisibility] = useState<VisibilityState>(
    () =>
      readVisibility(storageKey) ??
      Object.fromEntries(
        columns.filter((column) => column.hiddenByDefault).map((column) => [column.id, false]),
      ),
  );
  useEffect(() => {
    if (storageKey) localStorage.setItem(storageKey, JSON.stringify(visibility));
  }, [storageKey, visibility]);

  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: Row) => (column.sortValue ?? column.value)?.(row) ?? '',
        cell: ({ row }) =>
          column.cell ? column.cell(row.original) : String(column.value?.(row.original) ?? ''),
        enableSorting: column.sortable === true,
        enableHiding: column.hideable !== false,
        sortDescFirst: false,
        meta: column,
      })),
    [columns],
  );
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries((selected ?? []).map((id) => [id, true])),
    [selected],
  );

  // Stable inputs: the table recomputes its sorted rows when data or sorting change by identity, and
  // a recomputation resets the (unused) page index, which renders again — a loop that kept every
  // navigation away from a client-sorted list waiting.
  const sorting = useMemo(() => sortingOf(sort), [sort]);
  const table = useReactTable<Row>({
    data: (rows as Row[] | undefined) ?? (NO_ROWS as Row[]),
    columns: columnDefs,
    getRowId: (row) => rowId(row),
    getCoreRowModel: getCoreRowModel(),
    ...(sortMode === 'client' ? { getSortedRowModel: getSortedRowModel() } : { manualSorting: true }),
    autoResetPageIndex: false,
    state: { sorting, rowSelection, columnVisibility: visibility },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange?.(sortOf(next));
    },
    onColumnVisibilityChange: setVisibility,
    enableRowSelection: selectable,
    enableMultiSort: false,
  });

  const shownRows = table.getRowModel().rows;
  const leafColumns = table.getVisibleLeafColumns();
  const selectedRows = (rows ?? []).filter((row) => rowSelection[rowId(row)]);
  const allSelected = shownRows.length > 0 && shownRows.every((row) => rowSelection[row.id]);
  const someSelected = !allSelected && shownRows.some((row) => rowSelection[row.id]);
  const hasTotals = leafColumns.some((column) => columnOf(column.columnDef.meta)?.total);
  const labelOf = (row: Row) => rowLabel?.(row) ?? rowId(row);

  function toggle(id: string, on: boolean) {
    const others = (selected ?? []).filter((candidate) => candidate !== id);
    onSelectedChange?.(on ? [...others, id] : others);
  }

  function toggleAll(on: boolean) {
    const pageIds = shownRows.map((row) => row.id);
    const others = (selected ?? []).filter((id) => !pageIds.includes(id));
    onSelectedChange?.(on ? [...others, ...pageIds] : others);
  }

  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());

  return (
    <div className={classNames('gw-data-table', `gw-data-table--${phoneLayout}`, className)}>
      <div className="gw-data-table__toolbar">
        {selectable && selectedRows.length > 0 ? (
          <div className="gw-data-table__bulk" role="group" aria-label={texts.selected(selectedRows.length)}>
            <span className="gw-data-table__count">{texts.selected(selectedRows.length)}</span>
            {bulkActions?.(selectedRows)}
          </div>
        ) : null}
        <div className="gw-data-table__tools">
          {toolbar}
          {hideable.length > 0 ? (
            <details className="gw-data-table__columns">
              <summary>{texts.columns}</summary>
              <fieldset>
                <legend className="gw-visually-hidden">{texts.columns}</legend>
                {hideable.map((column) => (
                  <label key={column.id}>
                    <input
                      type="checkbox"
                      checked={column.getIsVisible()}
                      onChange={(event) => column.toggleVisibility(event.target.checked)}
                    />
                    {String(column.columnDef.header)}
                  </label>
                ))}
              </fieldset>
            </details>
          ) : null}
        </div>
      </div>
      {error ? (
        <p role="alert" className="gw-data-table__message">
          {error}
        </p>
      ) : !loading && rows !== undefined && rows.length === 0 ? (
        <p className="gw-data-table__message">{empty}</p>
      ) : (
        <div className="gw-data-table__frame" aria-busy={loading || rows === undefined}>
          <table aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label}>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {selectable ? (
                    <th scope="col" className="gw-data-table__select">
                      <input
                        type="checkbox"
                        aria-label={texts.selectAll}
                        checked={allSelected}
                        ref={(input) => {
                          if (input) input.indeterminate = someSelected;
                        }}
                        onChange={(event) => toggleAll(event.target.checked)}
                      />
                    </th>
                  ) : null}
                  {group.headers.map((header) => {
                    const direction = header.column.getIsSorted();
                    const column = columnOf(header.column.columnDef.meta);
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className={column?.align === 'end' ? 'gw-data-table__end' : undefined}
                        aria-sort={
                          direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                        }
                      >
                        {header.column.getCanSort() ? (
                          <button
                            type="button"
                            className="gw-data-table__sort"
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            {flexRender(header.column.columnDef.header, header.getContext())}
                            <span aria-hidden="true" className="gw-data-table__arrow">
                              {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                            </span>
                          </button>
                        ) : (
                          flexRender(header.column.columnDef.header, header.getContext())
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {loading || rows === undefined
                ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                    <tr key={index} className="gw-data-table__skeleton">
                      {selectable ? <td /> : null}
                      {leafColumns.map((column) => (
                        <td key={column.id}>
                          <Skeleton />
                        </td>
                      ))}
                    </tr>
                  ))
                : shownRows.map((row) => (
                    <tr
                      key={row.id}
                      aria-selected={selectable ? row.getIsSelected() : undefined}
                      className={rowClassName?.(row.original)}
                    >
                      {selectable ? (
                        <td className="gw-data-table__select">
                          <input
                            type="checkbox"
                            aria-label={texts.selectRow(labelOf(row.original))}
                            checked={row.getIsSelected()}
                            onChange={(event) => toggle(row.id, event.target.checked)}
                          />
                        </td>
                      ) : null}
                      {row.getVisibleCells().map((cell) => {
                        const column = columnOf(cell.column.columnDef.meta);
                        return (
                          <td
                            key={cell.id}
                            data-label={column?.header}
                            className={column?.align === 'end' ? 'gw-data-table__end' : undefined}
                          >
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
            </tbody>
            {hasTotals && rows && rows.length > 0 && !loading ? (
              <tfoot>
                <tr>
                  {selectable ? <td /> : null}
                  {leafColumns.map((column, index) => {
                    const meta = columnOf(column.columnDef.meta);
                    return (
                      <td
                        key={column.id}
                        data-label={meta?.total ? meta.header : undefined}
                        className={meta?.align === 'end' ? 'gw-data-table__end' : undefined}
                      >
                        {meta?.total
                          ? meta.total(shownRows.map((row) => row.original))
                          : index === 0
                            ? texts.total
                            : null}
                      </td>
                    );
                  })}
                </tr>
              </tfoot>
            ) : null}
          </table>
          {loading || rows === undefined ? (
            <span role="status" className="gw-visually-hidden">
              {texts.loading}
            </span>
          ) : null}
        </div>
      )}
    </div>
  );
}

/** The column definition carried in TanStack's meta. */
function columnOf<Row>(meta: unknown): DataTableColumn<Row> | undefined {
  return meta as DataTableColumn<Row> | undefined;
}

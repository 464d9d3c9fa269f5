import type { DataTableColumn } from '@gartenwerk/ui';
import { Link } from 'react-router-dom';

/**
 * A list's naming column: the row's name as the link to its screen, sortable and never hidden (a
 * row must stay openable whatever columns are chosen).
 */
export function linkColumn<Row>(
  id: string,
  header: string,
  name: (row: Row) => string,
  to: (row: Row) => string,
): DataTableColumn<Row> {
  return {
    id,
    header,
    value: name,
    cell: (row) => <Link to={to(row)}>{name(row)}</Link>,
    sortable: true,
    hideable: false,
  };
}

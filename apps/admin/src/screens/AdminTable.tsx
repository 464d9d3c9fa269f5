import type { ReactNode } from 'react';

export interface AdminTableProps {
  /** The column headings in order; without them the rows name themselves (a `th` each). */
  columns?: readonly string[];
  /** Class names of the table besides `admin-table`. */
  className?: string;
  /** The id of the heading that names the table. */
  labelledBy?: string;
  /** The body's rows. */
  children: ReactNode;
}

/**
 * The frame a table scrolls sideways in where a phone is too narrow. It is a named region that
 * takes the focus, so a keyboard can scroll it too; name it as its table is named.
 */
export function TableFrame({
  label,
  labelledBy,
  className,
  children,
}: {
  label?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `admin-table-frame ${className}` : 'admin-table-frame'}
      role="region"
      tabIndex={0}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {children}
    </div>
  );
}

/** A table of the admin centre in its frame, which scrolls sideways on its own where a phone is too narrow. */
export function AdminTable({ columns, className, labelledBy, children }: AdminTableProps) {
  return (
    <TableFrame labelledBy={labelledBy}>
      <table className={className ? `admin-table ${className}` : 'admin-table'} aria-labelledby={labelledBy}>
        {columns ? (
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>{children}</tbody>
      </table>
    </TableFrame>
  );
}

/** A part of a screen that is one table under a heading, the heading naming the table. */
export function TableSection({
  id,
  title,
  ...table
}: { id: string; title: string } & Omit<AdminTableProps, 'labelledBy'>) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <AdminTable labelledBy={id} {...table} />
    </section>
  );
}

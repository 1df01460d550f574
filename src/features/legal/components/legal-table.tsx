import type { ReactNode } from 'react';
import classes from '@/features/legal/components/legal-document.module.css';

export interface LegalTableProps {
  /** What the table is about, for screen readers. */
  label: string;
  columns: readonly string[];
  /** One array of cells per row, in the order of `columns`. */
  rows: readonly (readonly ReactNode[])[];
}

/**
 * A table of a legal text. On phones each row becomes a small card whose cells carry their
 * column name, so nothing has to be scrolled sideways.
 */
export function LegalTable({ label, columns, rows }: LegalTableProps) {
  // Explicit roles: with `display: block` on phones some browsers would drop the table semantics.
  return (
    <table className={classes.table} aria-label={label} role="table">
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column} scope="col" role="columnheader">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((cells, rowIndex) => (
          <tr key={rowIndex} role="row">
            {cells.map((cell, cellIndex) => (
              <td key={columns[cellIndex]} data-label={columns[cellIndex]} role="cell">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

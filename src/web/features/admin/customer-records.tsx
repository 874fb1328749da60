import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export interface CustomerRecordColumn<Row> {
  header: string;
  /** Read out only (a column of buttons shows no heading). */
  headerHidden?: boolean;
  /** A right-aligned heading, over money. */
  numeric?: boolean;
  /** The cell that names its row (a row header, read out before the other cells). */
  rowHeader?: boolean;
  /** The cell's classes beyond the shared padding. */
  cellClass?: string | ((row: Row) => string);
  cell: (row: Row) => ReactNode;
}

interface CustomerRecordsProps<Row> {
  /** What the table lists, for screen readers. */
  caption: string;
  columns: readonly CustomerRecordColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => number;
  /** A row as a phone shows it: an item of a list, with these classes. */
  phoneItem: (row: Row) => ReactNode;
  phoneItemClass: string;
}

const cell = "px-3 py-2 align-top";
const head = "px-3 py-2 text-left font-medium";

/**
 * A customer's deliveries or payments on staff's customer page: a table from tablet width, a list on a
 * phone (where the table is too wide to read).
 */
export function CustomerRecords<Row>({
  caption,
  columns,
  rows,
  rowKey,
  phoneItem,
  phoneItemClass,
}: CustomerRecordsProps<Row>) {
  return (
    <>
      <ul className="mt-2 divide-y divide-line rounded-lg border border-line sm:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className={phoneItemClass}>
            {phoneItem(row)}
          </li>
        ))}
      </ul>
      {/* `relative`: screen-reader-only text in the cells (a button's name) stays inside the scrolling box. */}
      <div className="relative mt-2 hidden overflow-x-auto rounded-lg border border-line sm:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-paper text-muted">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.numeric ? cn(head, "text-right") : head}>
                  {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-line">
                {columns.map((column) => {
                  const extra = typeof column.cellClass === "function" ? column.cellClass(row) : column.cellClass;
                  const Cell = column.rowHeader ? "th" : "td";
                  return (
                    <Cell
                      key={column.header}
                      scope={column.rowHeader ? "row" : undefined}
                      className={cn(cell, column.rowHeader && "text-left font-normal whitespace-nowrap", extra)}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

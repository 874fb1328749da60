import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export interface PaymentsColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Money and counts: right-aligned, in even-width figures. */
  numeric?: boolean;
  /** The column that names its row (a row header, read out before the other cells). */
  rowHeader?: boolean;
  /** Secondary figures (e.g. the GST within an amount). */
  muted?: boolean;
}

interface PaymentsTableProps<Row> {
  /** What the table lists, for screen readers ("Payments made"). */
  caption: string;
  columns: readonly PaymentsColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /**
   * On phones, each row as a card in a list instead (a table too wide to read there); without it, the
   * table scrolls sideways inside its frame.
   */
  phoneCard?: (row: Row) => ReactNode;
}

const cellPadding = "px-3 py-3 sm:px-4";

/** Money owed or paid, row by row: a buyer's payments, a vendor's month-by-month earnings. */
export function PaymentsTable<Row>({ caption, columns, rows, rowKey, phoneCard }: PaymentsTableProps<Row>) {
  return (
    <>
      <div className={cn("overflow-x-auto rounded-2xl border border-line bg-white", phoneCard && "hidden sm:block")}>
        <table className="w-full min-w-[22rem] text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-paper text-left text-xs tracking-wide text-muted uppercase">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cn(cellPadding, "font-medium whitespace-nowrap", column.numeric && "text-right")}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="align-top">
                {columns.map((column) => {
                  const className = cn(
                    cellPadding,
                    column.numeric ? "text-right whitespace-nowrap tabular-nums" : "text-left",
                    column.muted ? "text-muted" : "text-ink",
                    column.rowHeader && "font-medium whitespace-nowrap",
                  );
                  return column.rowHeader ? (
                    <th key={column.header} scope="row" className={className}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} className={className}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {phoneCard && (
        <ul className="space-y-3 sm:hidden" aria-label={caption}>
          {rows.map((row) => (
            <li key={rowKey(row)} className="rounded-xl border border-line bg-white p-3">
              {phoneCard(row)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

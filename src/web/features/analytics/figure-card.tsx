import { type ReactNode, Suspense } from "react";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";

interface FigureCardProps {
  title: string;
  /** One sentence with the figure's gist, read before the chart or table. */
  summary: ReactNode;
  /** The chart, drawn for the eye only (hidden from screen readers: the table carries its numbers). */
  chart?: ReactNode;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | null;
  table: ReactNode;
  /** The table behind a disclosure (under a chart), or always shown (a figure that is a table). */
  tableHidden?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A figure: a heading, its summary, a chart hidden from assistive technology, and the table of its numbers. */
export function FigureCard({
  title,
  summary,
  chart,
  empty,
  table,
  tableHidden = true,
  className,
  children,
}: FigureCardProps) {
  return (
    <figure className={cn("min-w-0 rounded-2xl border border-line bg-white p-4 sm:p-6", className)}>
      <figcaption>
        <h3 className="font-serif text-xl text-ink">{title}</h3>
        <p className="mt-1 text-sm text-muted">{summary}</p>
      </figcaption>
      {children}
      {empty ? (
        <p className="mt-4 rounded-xl bg-paper p-4 text-center text-sm text-muted">{empty}</p>
      ) : (
        chart && (
          <div aria-hidden="true" className="mt-4">
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>{chart}</Suspense>
          </div>
        )
      )}
      {!empty &&
        (tableHidden ? (
          <details className="mt-4 text-sm">
            <summary className="cursor-pointer font-medium text-plum underline underline-offset-4">
              Show the figures as a table
            </summary>
            <div className="mt-3">{table}</div>
          </details>
        ) : (
          <div className="mt-4 text-sm">{table}</div>
        ))}
    </figure>
  );
}

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers are right-aligned. */
  numeric?: boolean;
}

interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The first column names the row (a header cell). */
  footer?: ReactNode;
}

/** The figures of a chart as a table; it scrolls sideways on a narrow screen (and takes focus to, by keyboard). */
export function DataTable<Row>({ caption, columns, rows, rowKey, footer }: DataTableProps<Row>) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-muted">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.header}
                scope="col"
                className={cn("px-2 py-2 font-medium", column.numeric && "text-right", index === 0 && "pl-0")}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-line last:border-b-0">
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.header} scope="row" className="py-2 pr-2 font-normal whitespace-nowrap text-ink">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.header}
                    className={cn("px-2 py-2 whitespace-nowrap", column.numeric && "text-right tabular-nums")}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer}
      </table>
    </div>
  );
}

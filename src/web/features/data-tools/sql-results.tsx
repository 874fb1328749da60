import { type RunSqlResult, SQL_ROW_CAP } from "@shared/schemas/data-tools";
import { lazy, Suspense } from "react";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { cellText, columnHeading } from "./sql-rules";

const SqlResultChart = lazy(() => import("./sql-result-chart"));

/** The rows a question returned: a table, the row cap note, and a chart when the shape suits one. */
export function SqlResults({ result }: { result: RunSqlResult }) {
  return (
    <Card className="p-4 sm:p-6">
      <h3 className="font-serif text-lg text-ink">Results</h3>
      {result.rows.length === 0 ? (
        <p className="mt-2 text-muted">No rows match</p>
      ) : (
        <>
          {result.chart && (
            <div className="mt-4">
              <Suspense fallback={<Skeleton className="h-72 w-full" />}>
                <SqlResultChart result={result} />
              </Suspense>
            </div>
          )}
          <div className="mt-4 overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="mb-2 text-left text-muted">
                {result.rows.length} row{result.rows.length === 1 ? "" : "s"} from the shop's data
              </caption>
              <thead>
                <tr>
                  {result.columns.map((column, index) => (
                    <th key={`${column}-${index}`} scope="col" className="border-b border-line px-3 py-2 font-medium">
                      {columnHeading(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.rows.map((row, rowIndex) => (
                  <tr key={rowIndex} className="border-b border-line/60">
                    {row.map((value, index) => (
                      <td key={index} className="px-3 py-2 whitespace-nowrap">
                        {cellText(value)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {result.truncated && <p className="mt-2 text-sm text-muted">Only the first {SQL_ROW_CAP} rows are shown.</p>}
        </>
      )}
    </Card>
  );
}

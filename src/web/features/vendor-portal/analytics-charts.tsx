import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, Tooltip, XAxis, YAxis } from "recharts";
import { declinesSummary, onTimeSummary, ordersSummary, type WeekRow } from "./chart-data";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from "./order-rules";

/** Each status's colour: distinct from its neighbours in a stack, and at least 3:1 against white. */
const STATUS_COLOURS: Record<OrderStatus, string> = {
  to_order: "#3b6fb6",
  ordered: "#b0568f",
  dispatch_scheduled: "#8a5300",
  shipped: "#6b2d5c",
  delivered: "#3f6b4a",
};
const LATE_COLOUR = "#e7dcd6";

interface AnalyticsChartsProps {
  rows: WeekRow[];
  onTimePercent: number | null;
  deliveredCount: number;
}

/**
 * The Analytics tab's charts (recharts loads only with this file). Each chart is drawn for the eye and hidden
 * from screen readers; its summary and table carry the same figures in words.
 */
export default function AnalyticsCharts({ rows, onTimePercent, deliveredCount }: AnalyticsChartsProps) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
      <figure className="min-w-0 rounded-2xl border border-line bg-white p-4 sm:p-6">
        <figcaption>
          <h3 className="font-serif text-xl text-ink">Orders per week</h3>
          <p className="mt-1 text-sm text-muted">{ordersSummary(rows)}</p>
          <p className="mt-1 text-sm text-muted">{declinesSummary(rows)}</p>
        </figcaption>
        <div aria-hidden="true" className="mt-4">
          <BarChart
            responsive
            accessibilityLayer={false}
            data={rows}
            style={{ width: "100%", height: 280 }}
            margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7dcd6" />
            <XAxis dataKey="label" tick={{ fill: "#5f5363", fontSize: 12 }} tickLine={false} />
            <YAxis allowDecimals={false} tick={{ fill: "#5f5363", fontSize: 12 }} tickLine={false} axisLine={false} />
            <Tooltip cursor={{ fill: "#f6e3e6", opacity: 0.5 }} />
            {/* In the statuses' own order (to order → delivered), not alphabetical. */}
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
            {ORDER_STATUSES.map((status) => (
              <Bar
                key={status}
                dataKey={status}
                name={ORDER_STATUS_LABELS[status]}
                stackId="orders"
                fill={STATUS_COLOURS[status]}
                maxBarSize={48}
              />
            ))}
          </BarChart>
        </div>
        <OrdersTable rows={rows} />
      </figure>

      <figure className="min-w-0 rounded-2xl border border-line bg-white p-4 sm:p-6">
        <figcaption>
          <h3 className="font-serif text-xl text-ink">On-time rate</h3>
          <p className="mt-1 text-sm text-muted">{onTimeSummary(onTimePercent, deliveredCount)}</p>
        </figcaption>
        {onTimePercent === null ? (
          <p className="mt-6 rounded-xl bg-paper p-4 text-center text-sm text-muted">
            Your rate appears after your first delivery.
          </p>
        ) : (
          <div className="relative mx-auto mt-4 h-48 w-48">
            <div aria-hidden="true" className="absolute inset-0">
              <PieChart responsive accessibilityLayer={false} style={{ width: "100%", height: "100%" }}>
                <Pie
                  data={[
                    { name: "On time", value: onTimePercent },
                    { name: "Late", value: 100 - onTimePercent },
                  ]}
                  dataKey="value"
                  innerRadius="72%"
                  outerRadius="100%"
                  startAngle={90}
                  endAngle={-270}
                  stroke="none"
                  isAnimationActive={false}
                  // Hidden from screen readers with its wrapper, so it must not take keyboard focus either.
                  rootTabIndex={-1}
                >
                  <Cell fill={STATUS_COLOURS.delivered} />
                  <Cell fill={LATE_COLOUR} />
                </Pie>
              </PieChart>
            </div>
            <p className="absolute inset-0 flex flex-col items-center justify-center">
              <span className="font-serif text-4xl text-ink">{onTimePercent}%</span>
              <span className="text-xs text-muted">on time</span>
            </p>
          </div>
        )}
      </figure>
    </div>
  );
}

/** The chart's figures as a table, behind a disclosure so the chart stays the first thing seen. */
function OrdersTable({ rows }: { rows: WeekRow[] }) {
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-medium text-plum underline underline-offset-4">
        Show the figures as a table
      </summary>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[28rem] border-collapse text-left">
          <caption className="sr-only">Orders per week by status</caption>
          <thead className="border-b border-line text-muted">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Week of
              </th>
              {ORDER_STATUSES.map((status) => (
                <th key={status} scope="col" className="px-3 py-2 text-right font-medium">
                  {ORDER_STATUS_LABELS[status]}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Total
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">
                Declined
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-line last:border-b-0">
                <th scope="row" className="py-2 pr-3 font-normal text-ink">
                  {row.label}
                </th>
                {ORDER_STATUSES.map((status) => (
                  <td key={status} className="px-3 py-2 text-right tabular-nums">
                    {row[status]}
                  </td>
                ))}
                <td className="px-3 py-2 text-right font-medium tabular-nums">{row.total}</td>
                <td className="py-2 pl-3 text-right tabular-nums">{row.declined}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

import type { RunSqlResult } from "@shared/schemas/data-tools";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { chartPoints, chartSummary } from "./sql-rules";

/** Room for each bar; the chart grows with the rows so that no label is squeezed out. */
const BAR_ROW_PX = 36;
const AXIS_PX = 40;
const LABEL_CHARS = 16;

const shortLabel = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label);

/**
 * The bar chart of a grouped result, bars running across so that long labels (vendors, months,
 * gift boxes) stay readable on a phone. Loaded lazily so recharts stays out of the main bundle; not
 * animated, so what is drawn is the figure at once (and nothing moves for people who prefer it not to).
 */
export default function SqlResultChart({ result }: { result: RunSqlResult }) {
  const points = chartPoints(result);
  return (
    <div role="img" aria-label={chartSummary(result)} style={{ height: points.length * BAR_ROW_PX + AXIS_PX }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={result.chart?.value !== "count"} tick={{ fontSize: 12 }} />
          <YAxis
            type="category"
            dataKey="label"
            interval={0}
            width={120}
            tick={{ fontSize: 12 }}
            tickFormatter={shortLabel}
          />
          <Tooltip />
          <Bar
            dataKey="value"
            name={result.chart?.value.replace(/_/g, " ")}
            fill="#6b2d5c"
            radius={[0, 6, 6, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

import type { RunSqlResult } from "@shared/schemas/data-tools";

/** A result cell as text for the table ("—" for an empty cell). */
export function cellText(value: string | number | boolean | null): string {
  if (value === null) return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : value.toFixed(2);
  return value;
}

export interface ChartPoint {
  label: string;
  value: number;
}

/** The bars of a chartable result: its label and figure columns, in the result's order. */
export function chartPoints(result: RunSqlResult): ChartPoint[] {
  if (!result.chart) return [];
  const labelIndex = result.columns.indexOf(result.chart.label);
  const valueIndex = result.columns.indexOf(result.chart.value);
  if (labelIndex < 0 || valueIndex < 0) return [];
  return result.rows.map((row) => ({
    label: cellText(row[labelIndex] ?? null),
    value: typeof row[valueIndex] === "number" ? (row[valueIndex] as number) : Number(row[valueIndex]) || 0,
  }));
}

/** The chart's accessible name: what it plots and its largest bar. */
export function chartSummary(result: RunSqlResult): string {
  const points = chartPoints(result);
  if (!result.chart || points.length === 0) return "";
  const top = points.reduce((best, point) => (point.value > best.value ? point : best), points[0]!);
  const value = result.chart.value.replace(/_/g, " ");
  const label = result.chart.label.replace(/_/g, " ");
  return `Bar chart of ${value} by ${label}: ${points.length} bar${points.length === 1 ? "" : "s"}; highest ${top.label} with ${cellText(top.value)}.`;
}

/** Column names as headings ("total_dollars" → "Total dollars"). */
export function columnHeading(name: string): string {
  const words = name.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

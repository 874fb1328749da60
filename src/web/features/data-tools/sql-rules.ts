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

/** Measures a label's width in pixels as the chart draws it. */
export type MeasureText = (text: string) => number;

/** The label cut with "…" to fit `maxWidth` pixels (the whole label when it fits). */
export function fitLabel(label: string, maxWidth: number, measure: MeasureText): string {
  if (measure(label) <= maxWidth) return label;
  let end = label.length;
  while (end > 1 && measure(`${label.slice(0, end).trimEnd()}…`) > maxWidth) end--;
  return `${label.slice(0, end).trimEnd()}…`;
}

/** Room for the bar labels: the widest label, but never more than 40% of the chart (nor under 48 px). */
export function labelAxisWidth(labels: readonly string[], measure: MeasureText, chartWidth: number): number {
  const widest = Math.max(0, ...labels.map(measure));
  return Math.ceil(Math.max(48, Math.min(widest + LABEL_GAP_PX, chartWidth * 0.4)));
}
/** Between a bar label and its bar: the tick line and a little air. */
export const LABEL_GAP_PX = 14;

const compact = new Intl.NumberFormat("en-AU", { notation: "compact", maximumFractionDigits: 1 });

/** An axis figure short enough to sit beside its neighbours: 950, 4.5K, 18K, 1.2M. */
export function axisNumber(value: number): string {
  return compact.format(value);
}

/** How many figures the value axis can show across `plotWidth` pixels without crowding (3 to 6). */
export function valueTickCount(plotWidth: number): number {
  return Math.max(3, Math.min(6, Math.floor(plotWidth / 64)));
}

export type SqlEditState = "unchanged" | "edited" | "empty";

/** Whether staff changed the generated SQL (spacing at either end aside), or emptied the box. */
export function sqlEditState(generated: string, current: string): SqlEditState {
  const text = current.trim();
  if (text === "") return "empty";
  return text === generated.trim() ? "unchanged" : "edited";
}

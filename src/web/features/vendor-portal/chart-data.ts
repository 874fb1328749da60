import type { VendorAnalytics } from "@shared/schemas/vendor-portal";
import { ORDER_STATUSES, type OrderStatus } from "./order-rules";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export type WeekRow = { label: string; total: number; declined: number } & Record<OrderStatus, number>;

/** A week by its Monday: "2026-11-23" → "23 Nov" (any other text is shown as it came). */
export function weekLabel(weekStart: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(weekStart);
  if (!match) return weekStart;
  const name = MONTHS[Number(match[2]) - 1];
  return name ? `${Number(match[3])} ${name}` : weekStart;
}

/** The bar chart's rows: weeks in order, a label and a total each. */
export function weekRows(analytics: Pick<VendorAnalytics, "weeks">): WeekRow[] {
  return [...analytics.weeks]
    .sort((a, b) => a.weekStart.localeCompare(b.weekStart))
    .map((row) => {
      const counts = Object.fromEntries(
        ORDER_STATUSES.map((status) => [status, Math.max(0, row[status] ?? 0)]),
      ) as Record<OrderStatus, number>;
      const total = ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0);
      return { label: weekLabel(row.weekStart), total, declined: Math.max(0, row.declined ?? 0), ...counts };
    });
}

export function totalOrders(rows: readonly WeekRow[]): number {
  return rows.reduce((sum, row) => sum + row.total, 0);
}

export function totalDeclines(rows: readonly WeekRow[]): number {
  return rows.reduce((sum, row) => sum + row.declined, 0);
}

/** The declines in words: they left the vendor, so the bars do not show them. */
export function declinesSummary(rows: readonly WeekRow[]): string {
  const declined = totalDeclines(rows);
  if (declined === 0) return "You haven't declined any orders in these weeks.";
  return `You declined ${declined === 1 ? "1 order" : `${declined} orders`} in these weeks; they went to other vendors.`;
}

/** The on-time rate (a fraction, 0–1) as a whole percentage, or null without delivered orders. */
export function onTimePercent(rate: number | null): number | null {
  if (rate === null || !Number.isFinite(rate)) return null;
  return Math.round(Math.min(1, Math.max(0, rate)) * 100);
}

/** One sentence a screen reader (or anyone) can read instead of the chart. */
export function ordersSummary(rows: readonly WeekRow[]): string {
  const total = totalOrders(rows);
  if (total === 0) return "No orders yet.";
  const busiest = rows.reduce((best, row) => (row.total > best.total ? row : best));
  const weeks = rows.length === 1 ? "1 week" : `${rows.length} weeks`;
  const orders = total === 1 ? "1 order" : `${total} orders`;
  return `${orders} over ${weeks}; the busiest was the week of ${busiest.label} with ${busiest.total}.`;
}

export function onTimeSummary(percent: number | null, deliveredCount: number): string {
  if (percent === null || deliveredCount === 0) return "No delivered orders yet, so there is no on-time rate.";
  const boxes = deliveredCount === 1 ? "1 delivered order" : `${deliveredCount} delivered orders`;
  return `${percent}% of ${boxes} were dispatched on time.`;
}

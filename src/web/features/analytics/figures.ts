import { formatIsoDate } from "@shared/domain/dates";
import { formatCents } from "@shared/domain/money";
import type { ShopAnalytics } from "@shared/schemas/analytics";

/** Words and shapes for the Analytics tab: the charts and their tables read the same rows. */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** "2026-11" → "Nov 2026". */
export function monthLabel(month: string): string {
  const [year, number] = month.split("-");
  return `${MONTHS[Number(number) - 1] ?? number} ${year}`;
}

/** "2026-11-23" → "23 Nov". */
export function shortDate(date: string): string {
  return formatIsoDate(date).replace(/ \d{4}$/, "");
}

/** "2026-11-26" → "Thu 26 Nov". */
export function dayLabel(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return `${WEEKDAYS[weekday]} ${shortDate(date)}`;
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** On time as a whole percentage, or null when nothing was due. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

export function weekRows(analytics: Pick<ShopAnalytics, "weeks">) {
  return analytics.weeks.map((week) => ({ ...week, label: shortDate(week.weekStart) }));
}

export function weeksSummary(rows: ShopAnalytics["weeks"]): string {
  const sum = (key: "started" | "paused" | "cancelled") => rows.reduce((total, row) => total + row[key], 0);
  const [started, paused, cancelled] = [sum("started"), sum("paused"), sum("cancelled")];
  if (started + paused + cancelled === 0) return "No subscriptions started, paused or were cancelled in these weeks.";
  return `Over ${plural(rows.length, "week")}: ${started} started, ${paused} paused and ${cancelled} cancelled.`;
}

/** The revenue chart's rows: refunds drawn below zero, as they are. */
export function monthRows(analytics: Pick<ShopAnalytics, "months">) {
  return analytics.months.map((month) => ({ ...month, label: monthLabel(month.month) }));
}

export function revenueSummary(rows: ShopAnalytics["months"]): string {
  const net = rows.reduce((total, row) => total + row.netCents, 0);
  const refunds = rows.reduce((total, row) => total + row.refundsCents, 0);
  const gst = rows.reduce((total, row) => total + row.gstCents, 0);
  if (rows.every((row) => row.grossCents === 0 && row.refundsCents === 0)) return "No payments in these months.";
  return `Over ${plural(rows.length, "month")}: ${formatCents(net)} net after ${formatCents(Math.abs(refunds))} refunded, including ${formatCents(gst)} GST.`;
}

export function upcomingRows(analytics: Pick<ShopAnalytics, "upcoming">) {
  return analytics.upcoming.map((day) => ({ ...day, label: dayLabel(day.date), short: shortDate(day.date) }));
}

export function upcomingSummary(rows: ShopAnalytics["upcoming"]): string {
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  if (total === 0) return "No deliveries in the next 14 days.";
  const unassigned = rows.reduce((sum, row) => sum + row.unassigned, 0);
  const declined = rows.reduce((sum, row) => sum + row.declined, 0);
  const flags = [
    unassigned > 0 ? `${plural(unassigned, "order")} with no vendor` : "every order has a vendor",
    declined > 0 ? `${plural(declined, "order")} declined by a vendor` : null,
  ].filter(Boolean);
  return `${plural(total, "delivery", "deliveries")} in the next 14 days; ${flags.join(", ")}.`;
}

export function breakdownSummary(rows: { label: string; count: number }[], noun: string, nouns: string): string {
  const top = rows[0];
  if (!top) return `No active subscriptions to count by ${noun}.`;
  return `Across ${plural(rows.length, noun, nouns)}; the most is ${top.label} with ${top.count}.`;
}

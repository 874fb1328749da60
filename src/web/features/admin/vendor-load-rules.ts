import { formatIsoDate, type IsoDate } from "@shared/domain/dates";
import type { VendorLoad } from "@shared/schemas/vendor-capacity";

export type LoadVendor = VendorLoad["vendors"][number];
export type LoadDay = LoadVendor["days"][number];
/** How a day stands against capacity: closed, over capacity, exactly full, most of it taken, or room. */
export type DayTone = "closed" | "over" | "full" | "busy" | "room";

export function dayTone(day: LoadDay, capacity: number): DayTone {
  if (day.closed) return "closed";
  if (day.orders > capacity) return "over";
  if (day.orders === capacity) return "full";
  return day.orders >= capacity * 0.8 ? "busy" : "room";
}

export const TONE_LABELS: Record<DayTone, string> = {
  closed: "Closed",
  over: "Over capacity",
  full: "Full",
  busy: "Nearly full",
  room: "Has room",
};

/** "Mon 23" under each bar. */
export function shortDay(date: IsoDate): string {
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][new Date(`${date}T00:00:00Z`).getUTCDay()];
  return `${weekday} ${Number(date.slice(8))}`;
}

/** One cell of the table: "12 of 20", "Closed (3 of 20)" when orders still sit on a closed day. */
export function cellText(day: LoadDay, capacity: number): string {
  const figure = `${day.orders} of ${capacity}`;
  if (day.closed) return day.orders ? `Closed (${figure})` : "Closed";
  return figure;
}

/** A vendor's two weeks in words: its busiest day, the days full or over, and the days closed. */
export function vendorSummary(vendor: LoadVendor): string {
  const busiest = vendor.days.reduce((a, b) => (b.orders > a.orders ? b : a), vendor.days[0]!);
  const full = vendor.days.filter((d) => !d.closed && d.orders >= vendor.dailyCapacity);
  const closed = vendor.days.filter((d) => d.closed);
  const parts = [
    busiest && busiest.orders > 0
      ? `busiest ${formatIsoDate(busiest.date)} with ${busiest.orders} of ${vendor.dailyCapacity} orders`
      : "no orders yet",
  ];
  if (full.length) parts.push(`full or over on ${full.map((d) => formatIsoDate(d.date)).join(", ")}`);
  if (closed.length) parts.push(`closed ${closed.map((d) => formatIsoDate(d.date)).join(", ")}`);
  return `${vendor.name}: ${parts.join("; ")}.`;
}

/**
 * The whole shop as one "vendor": every order per day, with a vendor or not, against the capacity of
 * the approved vendors open that day, so a peak in demand shows even where nobody could take it.
 */
export function shopTotals(load: VendorLoad): LoadVendor {
  const total = load.vendors.reduce((sum, v) => sum + v.dailyCapacity, 0);
  return {
    id: 0,
    name: "All orders",
    dailyCapacity: total,
    days: load.unassigned.map((day, i) => ({
      date: day.date,
      orders: day.orders + load.vendors.reduce((sum, v) => sum + (v.days[i]?.orders ?? 0), 0),
      closed: false,
    })),
  };
}

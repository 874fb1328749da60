import { SHOP_TIME_ZONE } from "@shared/domain/dates";

/**
 * Instants (when an e-mail was queued, a vendor decision taken, a page read) as staff read them: in the
 * shop's time zone (Sydney, PRODUCT.md) whatever the viewer's computer says, and labelled with the zone
 * in force ("AEDT" in summer, "AEST" in winter), so two pages never show one moment two ways.
 */
const minutes = new Intl.DateTimeFormat("en-AU", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: SHOP_TIME_ZONE,
  timeZoneName: "short",
});
const seconds = new Intl.DateTimeFormat("en-AU", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
  timeZone: SHOP_TIME_ZONE,
  timeZoneName: "short",
});
const day = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeZone: SHOP_TIME_ZONE });

/** Words for the zone, for a column heading or a note: "Sydney time". */
export const SHOP_TIME_LABEL = "Sydney time";

function parsed(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "3 Dec 2026, 10:04 am AEDT" (with `withSeconds`, "10:04:05 am"); an unreadable value as it came. */
export function formatShopDateTime(value: string | null | undefined, { withSeconds = false } = {}): string {
  const date = parsed(value);
  if (!date) return value ?? "";
  return (withSeconds ? seconds : minutes).format(date);
}

/** "3 Dec 2026", the day in Sydney; an unreadable value as it came. */
export function formatShopDate(value: string | null | undefined): string {
  const date = parsed(value);
  return date ? day.format(date) : (value ?? "");
}

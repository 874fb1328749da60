import { TZDate } from "@date-fns/tz";
import { UTCDate } from "@date-fns/utc";
import { addDays, addMonths, format } from "date-fns";
import { STATE_TIME_ZONES, australianState } from "./australia";

/**
 * Business dates are ISO `yyyy-mm-dd` strings. Arithmetic happens on UTC dates so a date
 * never shifts with the machine's time zone.
 */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The schedule engine parses thousands of dates per list page, so these two are done with the
 * Date constructor (fast) rather than date-fns' format-string parser; the arithmetic stays date-fns'.
 */
function parts(value: string): UTCDate | null {
  const match = ISO.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new UTCDate(year, month - 1, day);
  // Rolled-over dates (31 February) are not calendar dates.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export function parseIsoDate(value: IsoDate): UTCDate {
  const date = parts(value);
  if (!date) throw new RangeError(`Not a yyyy-mm-dd calendar date: ${value}`);
  return date;
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === "string" && parts(value) !== null;
}

export function toIsoDate(date: Date): IsoDate {
  return new Date(date.getTime()).toISOString().slice(0, 10);
}

export function addDaysIso(value: IsoDate, days: number): IsoDate {
  return toIsoDate(addDays(parseIsoDate(value), days));
}

/** Adds months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsIso(value: IsoDate, months: number): IsoDate {
  return toIsoDate(addMonths(parseIsoDate(value), months));
}

export const SHOP_TIME_ZONE = "Australia/Sydney";

/** Today's business date in the shop's time zone. */
export function todayIso(now: Date = new Date(), timeZone = SHOP_TIME_ZONE): IsoDate {
  return format(new TZDate(now, timeZone), "yyyy-MM-dd");
}

/** PRODUCT.md: business dates are Sydney's unless the recipient's state says otherwise. */
export function timeZoneForState(state: string | null | undefined): string {
  const code = australianState(state);
  return code ? STATE_TIME_ZONES[code] : SHOP_TIME_ZONE;
}

/** Today where the recipient lives: their deliveries, occasions and notice periods count from it. */
export function recipientToday(state: string | null | undefined, now: Date = new Date()): IsoDate {
  return todayIso(now, timeZoneForState(state));
}

/** Days from one business date to another (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / 86_400_000);
}

/** "14 Feb 2027" */
export function formatIsoDate(value: IsoDate): string {
  return format(parseIsoDate(value), "d MMM yyyy");
}

import { UTCDate } from "@date-fns/utc";
import { australianState, STATE_TIME_ZONES } from "./australia";

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

/*
 * Day and month steps run on every row of every subscription list (the schedule dates each delivery),
 * so they work on the three numbers of the date: months by plain arithmetic (clamping the day to the
 * month's last, as date-fns does), days through the platform's UTC calendar (Date.UTC rolls days and
 * months over). No date-fns objects, no regular expression, no ISO string to slice. dates.test.ts
 * checks them against date-fns' addDays and addMonths over two centuries.
 */
function digit(value: string, at: number): number {
  const d = value.charCodeAt(at) - 48;
  if (d < 0 || d > 9) throw new RangeError(`Not a yyyy-mm-dd calendar date: ${value}`);
  return d;
}
function ymd(value: IsoDate): [number, number, number] {
  if (value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45)
    throw new RangeError(`Not a yyyy-mm-dd calendar date: ${value}`);
  return [
    digit(value, 0) * 1000 + digit(value, 1) * 100 + digit(value, 2) * 10 + digit(value, 3),
    digit(value, 5) * 10 + digit(value, 6),
    digit(value, 8) * 10 + digit(value, 9),
  ];
}
const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const isoOf = (year: number, month: number, day: number): IsoDate =>
  `${year < 1000 ? String(year).padStart(4, "0") : year}-${pad2(month)}-${pad2(day)}`;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) => (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!);

export function addDaysIso(value: IsoDate, days: number): IsoDate {
  const [year, month, day] = ymd(value);
  const target = day + days;
  if (target >= 1 && target <= 28) return isoOf(year, month, target); // within the month: no calendar needed
  const date = new Date(Date.UTC(year, month - 1, target));
  return isoOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Adds months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsIso(value: IsoDate, months: number): IsoDate {
  const [year, month, day] = ymd(value);
  const total = year * 12 + month - 1 + months;
  const newYear = Math.floor(total / 12);
  const newMonth = total - newYear * 12 + 1;
  return isoOf(newYear, newMonth, Math.min(day, daysInMonth(newYear, newMonth)));
}

/** The year and month of a business date, as numbers (for counting months between dates). */
export function yearAndMonth(value: IsoDate): { year: number; month: number } {
  const [year, month] = ymd(value);
  return { year, month };
}

export const SHOP_TIME_ZONE = "Australia/Sydney";

/** One formatter per time zone: building one costs far more than using it, and every list row asks. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's business date in the shop's time zone. */
export function todayIso(now: Date = new Date(), timeZone = SHOP_TIME_ZONE): IsoDate {
  let formatter = dayFormats.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-AU", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
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

/** The latest of today's dates across Australia's time zones (for jobs that then check each recipient's own). */
export function latestTodayInAustralia(now: Date = new Date()): IsoDate {
  let latest = todayIso(now);
  for (const zone of new Set(Object.values(STATE_TIME_ZONES))) {
    const today = todayIso(now, zone);
    if (today > latest) latest = today;
  }
  return latest;
}

/** Days from one business date to another (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const [a, b] = [ymd(from), ymd(to)];
  return Math.round((Date.UTC(b[0], b[1] - 1, b[2]) - Date.UTC(a[0], a[1] - 1, a[2])) / 86_400_000);
}

/** "14 Feb 2027" */
const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "14 Feb 2027" (written from the date's numbers: lists and receipts print many). */
export function formatIsoDate(value: IsoDate): string {
  const [year, month, day] = ymd(value);
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

import { UTCDate } from "@date-fns/utc";
import { addDays, getDay } from "date-fns";
import { type IsoDate, toIsoDate } from "./dates";

/** The nth Sunday of a month (month 1–12). */
function nthSunday(year: number, month: number, n: number): IsoDate {
  const first = new UTCDate(year, month - 1, 1);
  const offset = (7 - getDay(first)) % 7;
  return toIsoDate(addDays(first, offset + (n - 1) * 7));
}

/** Australia's dated occasions in a given year. */
export const OCCASIONS = {
  valentines: { name: "Valentine's Day", dateIn: (year: number) => `${year}-02-14` },
  /** Second Sunday of May. */
  "mothers-day": { name: "Mother's Day", dateIn: (year: number) => nthSunday(year, 5, 2) },
  /** First Sunday of September. */
  "fathers-day": { name: "Father's Day", dateIn: (year: number) => nthSunday(year, 9, 1) },
} as const;
export type OccasionKey = keyof typeof OCCASIONS;

/** The occasion's next date on or after `today`: this year's, or next year's once it has passed. */
export function nextOccasionDate(key: OccasionKey, today: IsoDate): IsoDate {
  const year = Number(today.slice(0, 4));
  const thisYear = OCCASIONS[key].dateIn(year);
  return thisYear >= today ? thisYear : OCCASIONS[key].dateIn(year + 1);
}

/**
 * The next yearly recurrence of a date (a birthday, an anniversary) on or after `today`.
 * 29 February falls on 28 February in common years.
 */
export function nextAnnualDate(date: IsoDate, today: IsoDate): IsoDate {
  const [, month, day] = date.split("-").map(Number) as [number, number, number];
  const inYear = (year: number) => {
    const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    const d = month === 2 && day === 29 && !isLeap ? 28 : day;
    return `${year}-${String(month).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  };
  const year = Number(today.slice(0, 4));
  const candidate = inYear(year);
  return candidate >= today ? candidate : inYear(year + 1);
}

/** Whole years between a date of birth and `today`. */
export function ageOn(dateOfBirth: IsoDate, today: IsoDate): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

import { closedDateProblem } from "@shared/domain/capacity";
import type { IsoDate } from "@shared/domain/dates";
import { dailyCapacityField } from "@shared/schemas/vendor-capacity";

export const CLOSED_DATE_REQUIRED = "Please choose a date to add";
export const CLOSED_DATE_LISTED = "That date is already in your closed dates";

/** The capacity field's number, or the rule's message (the server's own rule). */
export function parseCapacity(typed: string): { value: number } | { error: string } {
  const parsed = dailyCapacityField.safeParse(typed.trim() === "" ? Number.NaN : Number(typed));
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]!.message };
}

/** The list with `date` added in order, or why it cannot be added. */
export function addClosedDate(
  dates: readonly IsoDate[],
  date: string,
  today: IsoDate,
): { dates: IsoDate[] } | { error: string } {
  if (!date) return { error: CLOSED_DATE_REQUIRED };
  const problem = closedDateProblem(date, today);
  if (problem) return { error: problem };
  if (dates.includes(date)) return { error: CLOSED_DATE_LISTED };
  return { dates: [...dates, date].sort() };
}

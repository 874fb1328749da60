import { addMonthsIso, type IsoDate } from "./dates";

/** The oldest age a date of birth may give: older than anyone living, so it is a mistyped year. */
export const OLDEST_PLAUSIBLE_AGE = 120;
export const FUTURE_BIRTH_MESSAGE = "Date of birth can't be in the future";
export const IMPLAUSIBLE_BIRTH_MESSAGE = `Please check the year: that would make them over ${OLDEST_PLAUSIBLE_AGE}`;

/** Why a (valid ISO) date of birth can't be right on `today`, or null when it can. */
export function dateOfBirthProblem(dateOfBirth: IsoDate, today: IsoDate): string | null {
  if (dateOfBirth > today) return FUTURE_BIRTH_MESSAGE;
  if (dateOfBirth < addMonthsIso(today, -12 * OLDEST_PLAUSIBLE_AGE)) return IMPLAUSIBLE_BIRTH_MESSAGE;
  return null;
}

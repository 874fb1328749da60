import { ageOn } from "./calendar";
import type { IsoDate } from "./dates";

/**
 * Alcohol (PRODUCT.md "Privacy"): only for adults, only in plans that may carry wine or spirits, and
 * only for recipients whose profile says they enjoy it.
 */
export const ALCOHOL_MIN_AGE = 18;
export const ALCOHOLIC_DRINKS = ["wine-cocktails-alcoholic", "mix-both"] as const;
/** Plans whose boxes may carry wine or spirits for adults who want them. */
export const PLANS_WITH_ALCOHOL = ["moments-to-savour", "the-lucky-dip"] as const;
export const ALCOHOL_AGE_MESSAGE = "Alcohol can only be included for recipients aged 18 or over.";

type DrinkPreferences = { drinksEnjoy?: string | null; alcoholConsent?: string | null; alcoholOk?: string | null };

/** Whether the profile asks for alcohol. */
export function wantsAlcohol(prefs: DrinkPreferences): boolean {
  return (
    (ALCOHOLIC_DRINKS as readonly string[]).includes(prefs.drinksEnjoy ?? "") ||
    prefs.alcoholConsent === "yes" ||
    prefs.alcoholOk === "yes"
  );
}

/** Whether the plan being bought may bring this recipient alcohol. */
export function includesAlcohol(prefs: DrinkPreferences, planKey: string | null | undefined): boolean {
  return wantsAlcohol(prefs) && (PLANS_WITH_ALCOHOL as readonly string[]).includes(planKey ?? "");
}

/** The reason a profile can't ask for alcohol (under 18 on `today`), or null. */
export function alcoholAgeProblem(
  dateOfBirth: IsoDate | null | undefined,
  prefs: DrinkPreferences,
  today: IsoDate,
): string | null {
  return wantsAlcohol(prefs) && dateOfBirth && ageOn(dateOfBirth, today) < ALCOHOL_MIN_AGE ? ALCOHOL_AGE_MESSAGE : null;
}

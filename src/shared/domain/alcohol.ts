import { ageOn } from "./calendar";
import { giftPlan } from "./catalogue";
import type { IsoDate } from "./dates";

/**
 * Alcohol (PRODUCT.md "Privacy"): only for adults, only in plans that may carry wine or spirits, and
 * only for recipients whose profile says they enjoy it. One rule, asked the same way at checkout, in
 * the vendor's view of an order and anywhere else.
 */
export const ALCOHOL_MIN_AGE = 18;
export const ALCOHOLIC_DRINKS = ["wine-cocktails-alcoholic", "mix-both"] as const;
export const ALCOHOL_AGE_MESSAGE = "Alcohol can only be included for recipients aged 18 or over.";

type DrinkPreferences = { drinksEnjoy?: string | null; alcoholConsent?: string | null; alcoholOk?: string | null };

/** Whether a drinks answer includes alcoholic drinks ("non-alcoholic-only" does not). */
export function isAlcoholicDrink(drinksEnjoy: string | null | undefined): boolean {
  return (ALCOHOLIC_DRINKS as readonly string[]).includes(drinksEnjoy ?? "");
}

/** Whether the profile asks for alcohol. */
export function wantsAlcohol(prefs: DrinkPreferences): boolean {
  return isAlcoholicDrink(prefs.drinksEnjoy) || prefs.alcoholConsent === "yes" || prefs.alcoholOk === "yes";
}

/** Whether a plan's boxes may carry wine or spirits (catalogue.ts says which). */
export function planMayCarryAlcohol(planKey: string | null | undefined): boolean {
  return giftPlan(planKey)?.mayCarryAlcohol ?? false;
}

/** Whether a date of birth shows an adult on `on`. Without one the age is not verified: not an adult. */
export function isAdultOn(dateOfBirth: IsoDate | null | undefined, on: IsoDate): boolean {
  return !!dateOfBirth && ageOn(dateOfBirth, on) >= ALCOHOL_MIN_AGE;
}

/** Whether alcohol goes in, and if not, why. */
export type AlcoholVerdict = "included" | "not-wanted" | "not-in-plan" | "age-not-verified" | "under-age";

/**
 * The alcohol rule: a box may include alcohol only when its plan may carry it, the recipient's profile
 * asks for it, and their date of birth shows them 18 or over on `on` (the delivery's date, or today
 * at checkout). No date of birth means the age is not verified, so no alcohol.
 */
export function alcoholVerdict(
  recipient: { dateOfBirth: IsoDate | null | undefined; preferences: DrinkPreferences | null | undefined },
  planKey: string | null | undefined,
  on: IsoDate,
): AlcoholVerdict {
  if (!planMayCarryAlcohol(planKey)) return "not-in-plan";
  if (!wantsAlcohol(recipient.preferences ?? {})) return "not-wanted";
  if (!recipient.dateOfBirth) return "age-not-verified";
  return isAdultOn(recipient.dateOfBirth, on) ? "included" : "under-age";
}

/**
 * What the buyer is told when the profile asks for alcohol that the plan could carry but the age
 * check rules out; null otherwise (nothing to say).
 */
export function alcoholNotice(verdict: AlcoholVerdict, recipientName: string): string | null {
  if (verdict === "age-not-verified")
    return `${recipientName}'s profile has no date of birth, so their gifts won't include alcohol. Add it to their profile if they are 18 or over and you'd like alcohol included.`;
  if (verdict === "under-age") return `${recipientName} is under 18, so their gifts won't include alcohol.`;
  return null;
}

/** The reason a profile can't ask for alcohol (under 18 on `today`), or null (no date of birth: not refused, not included). */
export function alcoholAgeProblem(
  dateOfBirth: IsoDate | null | undefined,
  prefs: DrinkPreferences,
  today: IsoDate,
): string | null {
  return wantsAlcohol(prefs) && dateOfBirth && !isAdultOn(dateOfBirth, today) ? ALCOHOL_AGE_MESSAGE : null;
}

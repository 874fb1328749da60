import type { recipientProfiles } from "../../db/schema";

const ALCOHOLIC_DRINKS = ["wine-cocktails-alcoholic", "mix-both"];
/** Plans whose boxes may carry wine or spirits for adults who want them. */
const PLANS_WITH_ALCOHOL = ["moments-to-savour", "the-lucky-dip"];

/** Whether the plan being bought may bring this recipient alcohol (then Afterpay is not offered). */
export function checkoutIncludesAlcohol(recipient: typeof recipientProfiles.$inferSelect, planKey: string | null): boolean {
  const prefs = recipient.preferences ?? {};
  const wantsAlcohol = ALCOHOLIC_DRINKS.includes(prefs.drinksEnjoy ?? "") || prefs.alcoholConsent === "yes" || prefs.alcoholOk === "yes";
  return wantsAlcohol && PLANS_WITH_ALCOHOL.includes(planKey ?? "");
}

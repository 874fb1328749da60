import { afterpayRefusal } from "../../../shared/domain/afterpay";
import { alcoholVerdict } from "../../../shared/domain/alcohol";
import { planOf } from "../../../shared/domain/catalogue";
import { recipientToday } from "../../../shared/domain/dates";
import type { BillingPlan } from "../../../shared/domain/pricing";
import type { recipientProfiles } from "../../db/schema";

/** What a checkout buys: for whom, and under which plan (its own, else its gift box's). */
export interface Purchase {
  recipient: typeof recipientProfiles.$inferSelect;
  planKey: string | null;
  boxCategory: string | null;
}

/**
 * Alcohol and Afterpay for what a checkout buys, each from its one rule in shared/domain, so the
 * checkout, its payment and the vendor's view of the order give the same answer for a recipient.
 * Alcohol is judged on the recipient's own today.
 */
export function purchaseRules(
  purchase: Purchase,
  billing: BillingPlan,
  context: { offersAfterpay: boolean; now: Date },
) {
  const alcohol = alcoholVerdict(
    { dateOfBirth: purchase.recipient.birthday, preferences: purchase.recipient.preferences },
    planOf(purchase.planKey, purchase.boxCategory),
    recipientToday(purchase.recipient.state, context.now),
  );
  const afterpay = afterpayRefusal({
    offeredByProvider: context.offersAfterpay,
    billing,
    includesAlcohol: alcohol === "included",
  });
  return { alcohol, afterpay };
}

import type { BillingPlan } from "./pricing";

/** Afterpay (STACK-NOTES, PRODUCT.md): a single upfront payment (annual billing), never for alcohol. */
export const AFTERPAY_MESSAGES = {
  annualOnly: "Afterpay is only available for a single upfront payment: choose annual billing.",
  alcohol: "Afterpay can't be used for gifts that include alcohol.",
  unavailable: "Afterpay isn't available for subscriptions just now. Please pay by card or Apple Pay.",
} as const;

/** Why Afterpay can't pay for this order, or null when it can. */
export function afterpayRefusal(order: {
  offeredByProvider: boolean;
  billing: BillingPlan;
  includesAlcohol: boolean;
}): string | null {
  if (!order.offeredByProvider) return AFTERPAY_MESSAGES.unavailable;
  if (order.billing !== "annual") return AFTERPAY_MESSAGES.annualOnly;
  if (order.includesAlcohol) return AFTERPAY_MESSAGES.alcohol;
  return null;
}

/** Money rules (PRODUCT.md "Money"): integer cents, GST inclusive, AUD. */
export const MONTHLY_PRICE_CENTS = 10_000;
/** 12 × $100 less 10%. */
export const ANNUAL_PRICE_CENTS = Math.round(MONTHLY_PRICE_CENTS * 12 * 0.9);
export const SPECIAL_DATE_ADD_ON_CENTS = 7_500;

export const BILLING_INTERVALS = ["monthly", "annual"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export function basePriceCents(interval: BillingInterval): number {
  return interval === "annual" ? ANNUAL_PRICE_CENTS : MONTHLY_PRICE_CENTS;
}

/** The first payment: the plan plus every special-date add-on, charged once. */
export function firstPaymentCents(interval: BillingInterval, addOnCount: number): number {
  return basePriceCents(interval) + addOnCount * SPECIAL_DATE_ADD_ON_CENTS;
}

/** The GST included in a GST-inclusive amount (one eleventh), rounded to the cent. */
export function gstIncludedCents(totalCents: number): number {
  return Math.round(totalCents / 11);
}

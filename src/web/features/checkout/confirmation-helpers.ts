import { SPECIAL_DATE_ADD_ON_CENTS } from "@shared/domain/pricing";

/** A special-date delivery's price in cents: priceCents, else price in dollars, else the $75 default (spec §9). */
export function specialDatePriceCents(date: { priceCents?: number | null; price?: number | null }): number {
  if (typeof date.priceCents === "number" && Number.isFinite(date.priceCents)) return date.priceCents;
  if (typeof date.price === "number" && Number.isFinite(date.price)) return Math.round(date.price * 100);
  return SPECIAL_DATE_ADD_ON_CENTS;
}

/**
 * The line about the receipt e-mail, split around the buyer's address. The receipt is only sent once
 * the payment is recorded, so while it is still being confirmed we say it will follow, not that it was sent.
 */
export function receiptEmailLine(stillConfirming: boolean): { before: string; after: string } {
  return stillConfirming
    ? { before: "We'll email your receipt to", after: " as soon as your payment is confirmed." }
    : { before: "A confirmation email has been sent to", after: "." };
}

import { formatSydneyDateTime } from "./payout-month";

/**
 * Proof of delivery and staff's cost overrides (issue 17 "What the vendor needs to deliver"): who
 * confirmed a delivery, and the words both sides show when something is refused.
 */
export const DELIVERY_CONFIRMERS = ["vendor", "staff"] as const;
export type DeliveryConfirmer = (typeof DELIVERY_CONFIRMERS)[number];

export const DELIVERY_CONFIRMER_LABELS: Record<DeliveryConfirmer, string> = {
  vendor: "Confirmed by the florist",
  staff: "Confirmed by Forget Me Not",
};

/** A staff cost override's reason: short, said in a few words. */
export const COST_REASON_MAX = 200;

export const PROOF_OF_DELIVERY_MESSAGES = {
  photo: "Please upload the delivery photo again: this one can't be used.",
  notShipped: "Mark the order dispatched (Fulfil order) before confirming its delivery.",
  alreadyDelivered: "This order is already marked delivered.",
  photoNotFound: "Photo not found",
  costReason: "Please say why the cost is changing.",
  costReasonTooLong: `Please keep the reason to ${COST_REASON_MAX} characters.`,
  costReasonWithoutCost: "A reason goes with a new cost.",
} as const;

/** Whether a confirmer string read from the database is one we know. */
export function isDeliveryConfirmer(value: string | null): value is DeliveryConfirmer {
  return (DELIVERY_CONFIRMERS as readonly string[]).includes(value ?? "");
}

/** "Delivered 24 Nov 2026, 2:00 pm · Confirmed by the florist" (Sydney time), or null before delivery. */
export function deliveryProofText(
  proof: { deliveredAt: string | null; confirmedBy: DeliveryConfirmer | null } | null,
): string | null {
  if (!proof) return null;
  const when = proof.deliveredAt ? `Delivered ${formatSydneyDateTime(proof.deliveredAt)}` : "Delivered";
  return proof.confirmedBy ? `${when} · ${DELIVERY_CONFIRMER_LABELS[proof.confirmedBy]}` : when;
}

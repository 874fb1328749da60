import { DELIVERY_MOVES } from "./delivery-state";
import { formatCents } from "./money";

/**
 * Staff's refund of one delivery (PRODUCT.md "Deliveries, refunds and the buyer's control"): its own
 * part of the payment that paid for it, given back through the payment provider. A payment's parts
 * add up to it exactly (ADR 0018), so refunding deliveries never gives back more than was paid and
 * keeps the ledger whole; a payment has no unallocated remainder to refund apart from its deliveries.
 */
export const REFUND_MESSAGES = {
  dispatched: "This delivery has already been dispatched, so it can't be refunded.",
  delivered: "This delivery has already been delivered, so it can't be refunded.",
  refunded: "This delivery has already been refunded.",
  withdrawn: "This delivery was withdrawn without being paid for, so there is nothing to refund.",
  skippedMoved: "This delivery was skipped and its payment moved to a later delivery: refund that one instead.",
  unpaid: "This delivery hasn't been paid for, so there is nothing to refund.",
  moreThanPaid: (leftCents: number) =>
    `That is more than is left of its payment (${formatCents(leftCents)} can still be refunded).`,
  reason: "Please give a reason for the refund (at least 5 characters).",
  notFound: "That delivery is not one of this customer's.",
  providerDown: "The refund could not be made just now. Nothing was changed; please try again.",
  changedMeanwhile: "This delivery changed meanwhile. Reload the page to see it as it is now.",
} as const;

/** Why a delivery cannot be refunded, or null when it can: the one rule both the page and the server apply. */
export function refundRefusal(row: {
  status: string;
  paymentId: number | null;
  allocatedCents: number;
  refundPaymentId: number | null;
}): string | null {
  if (row.status === "refunded" || row.refundPaymentId !== null) return REFUND_MESSAGES.refunded;
  if (row.status === "delivered") return REFUND_MESSAGES.delivered;
  if (row.status === "shipped" || row.status === "dispatch_scheduled") return REFUND_MESSAGES.dispatched;
  if (row.status === "withdrawn") return REFUND_MESSAGES.withdrawn;
  if (row.paymentId === null) return REFUND_MESSAGES.unpaid;
  if (row.status === "skipped" || row.allocatedCents <= 0) return REFUND_MESSAGES.skippedMoved;
  // What staff may refund: a paid delivery still to be sent (the states the ledger's `refund` move starts from).
  if (!(DELIVERY_MOVES.refund.from as readonly string[]).includes(row.status)) return REFUND_MESSAGES.dispatched;
  return null;
}

/** The ledger's states as staff read them on a customer's page. */
export const STAFF_DELIVERY_LABELS: Record<string, string> = {
  scheduled: "Scheduled",
  skipped: "Skipped",
  to_order: "To order",
  ordered: "Ordered",
  dispatch_scheduled: "Packed, dispatch booked",
  shipped: "Dispatched",
  delivered: "Delivered",
  withdrawn: "Withdrawn",
  refunded: "Refunded",
};

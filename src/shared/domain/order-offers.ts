import type { IsoDate } from "./dates";
import { lockInstant } from "./delivery-state";

/**
 * Orders a vendor accepts (PRODUCT.md "Vendors' orders and payouts"): a routed order is offered to
 * its vendor, who accepts it or declines it with a reason by a deadline — 24 hours after routing,
 * never later than the delivery's lock point, yet never less than 2 hours (an order routed late, close
 * to or after its lock point). A decline or a missed deadline passes it to the next eligible vendor,
 * excluding every vendor that declined or missed it; with none left it is unassigned (staff and
 * Nearby Orders). A claim from Nearby Orders, or fulfilling the order, counts as accepting it.
 */
export const OFFER_HOURS = 24;
export const LATE_OFFER_HOURS = 2;
const HOUR_MS = 3_600_000;

/** The instant the vendor must accept an order routed at `routedAt` by. */
export function offerDeadline(routedAt: Date, deliveryDate: IsoDate, recipientState: string | null | undefined): Date {
  const usual = Math.min(
    routedAt.getTime() + OFFER_HOURS * HOUR_MS,
    lockInstant(deliveryDate, recipientState).getTime(),
  );
  return new Date(Math.max(usual, routedAt.getTime() + LATE_OFFER_HOURS * HOUR_MS));
}

export const OFFER_STATES = ["unassigned", "offered", "accepted"] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const OFFER_STATE_LABELS: Record<OfferState, string> = {
  unassigned: "No vendor",
  offered: "Awaiting vendor",
  accepted: "Accepted",
};

/** Where an order's offer stands: an order a vendor held before offers existed counts as accepted. */
export function offerStateOf(order: {
  supplierId: number | null;
  acceptBy: Date | string | null;
  acceptedAt: Date | string | null;
}): OfferState {
  if (order.supplierId === null) return "unassigned";
  return order.acceptBy !== null && order.acceptedAt === null ? "offered" : "accepted";
}

/** The offer's transition table: every write of `supplier_id`/`accept_by`/`accepted_at` is one of these. */
export const OFFER_MOVES = {
  /** Routing, a pass-on or staff give the order to a vendor, to accept by a deadline. */
  offer: { from: ["unassigned"], to: "offered" },
  /** The vendor says yes (or fulfils it) before the deadline. */
  accept: { from: ["offered"], to: "accepted" },
  /** The vendor says no, with a reason: passed on. */
  decline: { from: ["offered"], to: "unassigned" },
  /** The deadline passed unanswered (the offers job): passed on. */
  expire: { from: ["offered"], to: "unassigned" },
  /** First come, first served from Nearby Orders. */
  claim: { from: ["unassigned"], to: "accepted" },
} as const satisfies Record<string, { from: readonly OfferState[]; to: OfferState }>;
export type OfferMove = keyof typeof OFFER_MOVES;

export function offerStateAfter(current: OfferState, move: OfferMove): OfferState | null {
  const rule = OFFER_MOVES[move];
  return (rule.from as readonly OfferState[]).includes(current) ? rule.to : null;
}

export const DECLINE_REASONS = ["fully_booked", "closed", "out_of_area", "cannot_source", "other"] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  fully_booked: "Fully booked",
  closed: "Closed that day",
  out_of_area: "Out of area",
  cannot_source: "Can't source the box",
  other: "Other",
};

/** The steps recorded on an order. */
export const ORDER_EVENT_KINDS = ["offered", "accepted", "declined", "expired", "passed_on", "unassigned"] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export const ORDER_EVENT_LABELS: Record<OrderEventKind, string> = {
  offered: "Offered",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Deadline missed",
  passed_on: "Passed on",
  unassigned: "Left unassigned",
};

/** Why an order was passed on. */
export const PASS_CAUSES = ["declined", "expired", "suspended"] as const;
export type PassCause = (typeof PASS_CAUSES)[number];

export const OFFER_MESSAGES = {
  reason: "Please choose why you're declining this order.",
  note: "Please keep the note under 500 characters.",
  notOffered: "This order isn't waiting for your answer: it has already been accepted.",
  expired: "The time to accept this order has passed, so it has been offered to another vendor.",
  notOpen: "This order has moved on (it was changed or sent), so it can no longer be accepted or declined.",
  readOnly: "Your account can't accept or decline orders at the moment.",
} as const;

const acceptByFormat = new Intl.DateTimeFormat("en-AU", {
  timeZone: "Australia/Sydney",
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** A deadline in Sydney time, en-AU: "Thu, 3 Dec, 9:00 am AEDT". */
export function formatAcceptBy(at: Date | string): string {
  return acceptByFormat.format(new Date(at));
}

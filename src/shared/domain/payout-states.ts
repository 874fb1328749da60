/** A payout statement's states, in order: staff approve an open one, then mark an approved one paid. */
export const PAYOUT_STATES = ["open", "approved", "paid"] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export const PAYOUT_STATE_LABELS: Record<PayoutState, string> = {
  open: "Open",
  approved: "Approved",
  paid: "Paid",
};

import { formatCents } from "@shared/domain/money";
import { PAYOUT_STATE_LABELS, type PayoutState } from "@shared/domain/payout-states";

/** "+$12.50" / "-$12.50": an adjustment reads with its sign. */
export function signedCents(cents: number): string {
  return cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
}

/** What a statement's state badge says: a paid one carries its reference. */
export function stateText(state: PayoutState, reference: string | null): string {
  return state === "paid" && reference ? `${PAYOUT_STATE_LABELS.paid} (${reference})` : PAYOUT_STATE_LABELS[state];
}

import type { PayoutState } from "@shared/domain/payout-states";
import { cn } from "../lib/cn";
import { stateText } from "../lib/payout-format";

const TONES: Record<PayoutState, string> = {
  open: "bg-forget/10 text-forget-dark",
  approved: "bg-blush text-plum",
  paid: "bg-leaf/10 text-leaf",
};

/** A payout statement's state as a badge (text, not colour alone, carries it). */
export function StatementStateBadge({ state, reference }: { state: PayoutState; reference: string | null }) {
  return (
    <span className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap", TONES[state])}>
      {stateText(state, reference)}
    </span>
  );
}

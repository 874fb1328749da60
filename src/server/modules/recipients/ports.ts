import type { PlanChangeStart } from "../../../shared/domain/schedule";
import type { DbOrTx } from "../../db/client";

/**
 * What the recipients module asks of the subscriptions module, declared here and handed in by
 * app.ts (ADR 0020): the module imports no other module.
 */

/** A recipient's new gift plan changes its live subscriptions' plan (the 21-day rule). */
export interface RecipientPlanChanges {
  /** Looked up before the caller's transaction (on PGlite a catalogue load inside it would wait for itself). */
  giftBoxIdForPlan(planKey: string | null): Promise<number | null>;
  apply(
    tx: DbOrTx,
    recipient: { id: number; state: string | null },
    planKey: string | null,
    giftBoxId: number | null,
  ): Promise<PlanChangeStart | null>;
}

/** Deleting a recipient: its paid subscriptions' statuses, and its unpaid drafts discarded. */
export interface RecipientSubscriptions {
  paidStatuses(tx: DbOrTx, recipientId: number): Promise<string[]>;
  /** Answers the drafts' provider subscriptions, to cancel after the commit. */
  discardDrafts(tx: DbOrTx, recipientId: number): Promise<string[]>;
}

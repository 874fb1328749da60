import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { asError, coalesce } from "../../lib/coalesce";
import { conflict } from "../../lib/errors";
import {
  type ConfirmationOwners,
  type InitialPayment,
  type InitialPaymentResult,
  recordInitialPayments,
} from "./initial-payments";

export type { InitialPayment, InitialPaymentResult };

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === "23505" || (error as { cause?: { code?: string } })?.cause?.code === "23505";

/**
 * A checkout's first payment, confirmed by test mode or by Stripe's invoice.paid webhook. Concurrent
 * confirmations are recorded together in one transaction (group commit, docs/decisions/0004); if that
 * batch fails, each is retried alone so one refusal never fails the others.
 */
export function createConfirmations(ctx: AppContext, owners: ConfirmationOwners) {
  const shop = { abn: ctx.shopAbn, accountUrl: `${ctx.publicUrl}/account` };

  async function recordBatch(batch: readonly InitialPayment[]) {
    const results = await ctx.db.transaction((tx) => recordInitialPayments(tx, batch, ctx.clock.now(), owners, shop));
    if (results.some((r) => r && "created" in r && r.created)) ctx.emailQueued();
    return results;
  }

  async function recordInitialPaymentBatch(
    batch: readonly InitialPayment[],
  ): Promise<(InitialPaymentResult | Error)[]> {
    try {
      return await recordBatch(batch);
    } catch (error) {
      if (batch.length > 1) {
        // One failing confirmation (say, a recipient who meanwhile got a live subscription) must not fail the rest.
        return Promise.all(batch.map((payment) => recordInitialPaymentBatch([payment]).then((results) => results[0]!)));
      }
      return [
        asError(isUniqueViolation(error) ? conflict("This recipient already has an active subscription.") : error),
      ];
    }
  }

  return {
    recordInitialPayment: coalesce(recordInitialPaymentBatch),

    /**
     * One confirmation inside the caller's transaction (Stripe's webhook, which claims its event in
     * the same transaction); the caller wakes the e-mail relay after it commits.
     */
    async recordInitialPaymentIn(tx: DbOrTx, payment: InitialPayment): Promise<InitialPaymentResult> {
      try {
        const [result] = await recordInitialPayments(tx, [payment], ctx.clock.now(), owners, shop);
        return result!;
      } catch (error) {
        throw isUniqueViolation(error) ? conflict("This recipient already has an active subscription.") : error;
      }
    },
  };
}

export type Confirmations = ReturnType<typeof createConfirmations>;

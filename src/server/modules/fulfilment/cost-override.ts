import { ORDER_STATUS_MESSAGES } from "../../../shared/domain/fulfilment-status";
import { PROOF_OF_DELIVERY_MESSAGES } from "../../../shared/domain/proof-of-delivery";
import type { OrderCostChange } from "../../../shared/schemas/vendor-delivery";
import type { DbOrTx } from "../../db/client";
import { AppError, validation } from "../../lib/errors";
import { vendorDeliveryRepository as repo } from "./vendor-delivery.repository";

/**
 * Staff's override of an order's cost (PRODUCT.md "Cost of an order": "staff may override with a
 * reason"): a changed cost needs a short reason, and is recorded with who, when, the old and the new
 * cost. The same cost again changes nothing and needs no reason.
 */
export async function overrideOrderCost(
  db: DbOrTx,
  order: { id: number; costCents: number | null },
  change: { newCents: number | null; reason: string | null; staffUserId: number; at: Date },
): Promise<void> {
  if (order.costCents === change.newCents) return;
  const reason = change.reason?.trim();
  if (!reason)
    throw validation(PROOF_OF_DELIVERY_MESSAGES.costReason, { costReason: PROOF_OF_DELIVERY_MESSAGES.costReason });
  await db.transaction(async (tx) => {
    const done = await repo.overrideCost(tx, order.id, { ...change, reason, oldCents: order.costCents });
    if (!done) throw new AppError("INVALID_STATE", ORDER_STATUS_MESSAGES.changedMeanwhile);
  });
}

/** An order's cost overrides for its detail on /admin/fulfillment, oldest first. */
export async function orderCostChanges(db: DbOrTx, orderId: number): Promise<OrderCostChange[]> {
  const rows = await repo.costChanges(db, orderId);
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.created_at).toISOString(),
    staffName: row.staff_name,
    oldCents: row.old_cents === null ? null : Number(row.old_cents),
    newCents: row.new_cents === null ? null : Number(row.new_cents),
    reason: row.reason,
  }));
}

import { dayRefusal } from "../../../shared/domain/capacity";
import type { IsoDate } from "../../../shared/domain/dates";
import type { DbOrTx } from "../../db/client";
import { AppError } from "../../lib/errors";
import { capacityRepository as capacity } from "./capacity.repository";
import { fulfilmentRepository as repo } from "./fulfilment.repository";
import type { OrderCost } from "./order-cost";

/**
 * A vendor claims an unassigned order only while it has room that day: not closed, and below its daily
 * capacity. The vendor's days are locked for the check and the claim, so two claims at once cannot
 * together pass its capacity; the claim itself stays a compare-and-set (of two vendors, one wins).
 * Answers whether it won; a full or closed day is refused with the reason.
 */
export async function claimWithinCapacity(
  db: DbOrTx,
  deliveryDate: IsoDate,
  orderId: number,
  supplierId: number,
  cost: OrderCost,
  /** What else the claim records when it wins, in its transaction. */
  onClaimed?: (tx: DbOrTx) => Promise<unknown>,
) {
  return db.transaction(async (tx) => {
    await capacity.lockVendorDays(tx, supplierId);
    const [days, dailyCapacity] = await Promise.all([
      capacity.vendorDays(tx, deliveryDate, deliveryDate, [supplierId]),
      capacity.dailyCapacity(tx, supplierId),
    ]);
    const refusal = dayRefusal({
      date: deliveryDate,
      orders: days[0]?.orders ?? 0,
      closed: days[0]?.closed ?? false,
      capacity: dailyCapacity ?? 0,
    });
    if (refusal) throw new AppError("INVALID_STATE", refusal);
    const won = await repo.claim(tx, orderId, supplierId, cost);
    if (won && onClaimed) await onClaimed(tx);
    return won;
  });
}

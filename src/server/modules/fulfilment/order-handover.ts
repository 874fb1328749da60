import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { fulfilmentRepository as repo } from "./fulfilment.repository";
import { passOn } from "./order-offers";
import { offersRepository } from "./order-offers.repository";

/**
 * What the vendors module asks of fulfilment when staff suspend or reject a vendor (PRODUCT.md
 * "Vendors' orders and payouts"): its open orders, not yet dispatched, go to the next eligible vendor
 * by the routing rules, or stay unassigned for staff and Nearby Orders. Runs inside the decision's
 * transaction, after the vendor's status changed, so routing no longer counts it as approved.
 */
export function createOrderHandover(ctx: AppContext) {
  return {
    /**
     * Passes the vendor's open orders on (each back to To Order, with a fresh offer to its next
     * vendor, recorded and e-mailed as any pass); answers how many it passed (to vendors or unassigned).
     */
    async passOnOpenOrders(tx: DbOrTx, supplierId: number): Promise<number> {
      const orders = await repo.openOrdersOf(tx, supplierId);
      if (!orders.length) return 0;
      const released = await offersRepository.releaseAll(
        tx,
        supplierId,
        orders.map((order) => order.id),
      );
      await passOn(ctx, tx, released, "suspended", null);
      return orders.length;
    },

    /** Open orders (not dispatched) per vendor, for staff deciding. */
    async openOrderCounts(db: DbOrTx, supplierIds: number[]) {
      return new Map((await repo.openOrderCounts(db, supplierIds)).map((row) => [row.supplier_id, row.open]));
    },
  };
}
export type OrderHandover = ReturnType<typeof createOrderHandover>;

import { planOf } from "../../../shared/domain/catalogue";
import { todayIso } from "../../../shared/domain/dates";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { queueEmails } from "../../integrations/email/outbox";
import { fulfilmentRepository as repo } from "./fulfilment.repository";
import { costFor, NO_COST } from "./order-cost";
import { loadRouter, routedNotice } from "./order-routing";

/**
 * What the vendors module asks of fulfilment when staff suspend or reject a vendor (PRODUCT.md
 * "Vendors' orders and payouts"): its open orders, not yet dispatched, go to the next eligible vendor
 * by the routing rules, or stay unassigned for staff and Nearby Orders. Runs inside the decision's
 * transaction, after the vendor's status changed, so routing no longer counts it as approved.
 */
export function createOrderHandover(ctx: AppContext) {
  return {
    /** Passes the vendor's open orders on; answers how many it passed (to vendors or unassigned). */
    async passOnOpenOrders(tx: DbOrTx, supplierId: number): Promise<number> {
      const orders = await repo.openOrdersOf(tx, supplierId);
      if (!orders.length) return 0;
      const { router, vendorRows, vendorBoxes } = await loadRouter(tx, todayIso(ctx.clock.now()));
      const verdicts = orders.map((order) => {
        const plan = planOf(order.plan_key, order.box_category);
        const to = router.route({
          id: order.id,
          postcode: order.postcode,
          planKey: plan,
          boxSupplierId: order.box_supplier_id,
          deliveryDate: order.delivery_date,
        });
        const subscribed = { id: order.box_id, supplierId: order.box_supplier_id, priceCents: order.box_price_cents };
        return {
          id: order.id,
          supplierId: to,
          cost: to === null ? NO_COST : costFor(vendorBoxes, to, subscribed, plan),
        };
      });
      const assigned = await repo.handOver(tx, supplierId, verdicts);
      // One e-mail per vendor that received orders, named after the first of them.
      const dates = new Map(orders.map((order) => [order.id, order.delivery_date]));
      const byVendor = new Map<number, number[]>();
      for (const a of assigned) byVendor.set(a.supplier_id, [...(byVendor.get(a.supplier_id) ?? []), a.id]);
      await queueEmails(
        tx,
        [...byVendor].flatMap(([to, ids]) => {
          const vendor = vendorRows.find((v) => v.id === to);
          if (!vendor) return [];
          const firstDate = ids.map((id) => dates.get(id)!).sort()[0]!;
          return [
            routedNotice(
              vendor,
              `handover:${supplierId}:${to}:${Math.min(...ids)}`,
              ids.length,
              firstDate,
              ctx.publicUrl,
            ),
          ];
        }),
      );
      return orders.length;
    },

    /** Open orders (not dispatched) per vendor, for staff deciding. */
    async openOrderCounts(db: DbOrTx, supplierIds: number[]) {
      return new Map((await repo.openOrderCounts(db, supplierIds)).map((row) => [row.supplier_id, row.open]));
    },
  };
}
export type OrderHandover = ReturnType<typeof createOrderHandover>;

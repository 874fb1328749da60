import { sql } from "drizzle-orm";
import { ORDER_MOVES, ORDER_STATUSES } from "../../../shared/domain/fulfilment-status";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import {
  fulfilmentOrderCostChanges,
  fulfilmentOrders,
  giftBoxes,
  recipientProfiles,
  subscriptions,
  suppliers,
  users,
} from "../../db/schema";
import { type VendorOrderRow, vendorOrderColumns } from "./order-views.repository";

/**
 * What the vendor needs to deliver (issue 17): the packing slip's order, proof of delivery and staff's
 * cost overrides. Fulfilment stays the one writer of `fulfilment_orders` and `fulfilment_order_cost_changes`.
 */
export const vendorDeliveryRepository = {
  /** One order (any vendor's, or none) with everything the vendor's card shows, for the packing slip. */
  async slipOrder(db: DbOrTx, id: number) {
    const [row] = rowsOf<VendorOrderRow & { supplier_id: number | null; vendor_name: string | null }>(
      await db.execute(sql`
        select ${vendorOrderColumns}, f.supplier_id, v.name as vendor_name
        from ${fulfilmentOrders} f
        join ${subscriptions} s on s.id = f.subscription_id
        join ${recipientProfiles} r on r.id = s.recipient_profile_id
        left join ${giftBoxes} g on g.id = s.gift_box_id
        left join ${giftBoxes} cb on cb.id = f.cost_box_id
        left join ${suppliers} v on v.id = f.supplier_id
        where f.id = ${id} and f.status = any(${sql.param([...ORDER_STATUSES])}::text[])`),
    );
    return row ?? null;
  },

  /**
   * The vendor's confirmation, as a compare-and-set from the table's `vendorConfirmDelivery`: only the
   * vendor holding a shipped, unconfirmed order changes it, once.
   */
  async markDeliveredByVendor(
    db: DbOrTx,
    id: number,
    by: { supplierId: number; userId: number; photoId: string | null; at: Date },
  ) {
    const { from, to } = ORDER_MOVES.vendorConfirmDelivery;
    const [row] = rowsOf<{ id: number; subscription_id: number; special_date_type: string }>(
      await db.execute(sql`
        update ${fulfilmentOrders} set status = ${to}, delivery_confirmed = true,
          delivered_at = ${by.at.toISOString()}::timestamptz, delivered_by = 'vendor',
          delivered_by_user_id = ${by.userId}, delivery_photo_id = ${by.photoId}, updated_at = now()
        where id = ${id} and supplier_id = ${by.supplierId} and not delivery_confirmed
          and status = any(${sql.param([...from])}::text[])
        returning id, subscription_id, special_date_type`),
    );
    return row ?? null;
  },

  /** Who may see an order's proof photo: its buyer, the vendor holding it (and its status), and the photo. */
  async deliveryPhotoAccess(db: DbOrTx, id: number) {
    const [row] = rowsOf<{
      buyer_id: number;
      vendor_user_id: number | null;
      vendor_status: string | null;
      delivery_photo_id: string | null;
    }>(
      await db.execute(sql`
        select s.user_id as buyer_id, v.user_id as vendor_user_id, v.status as vendor_status, f.delivery_photo_id
        from ${fulfilmentOrders} f
        join ${subscriptions} s on s.id = f.subscription_id
        left join ${suppliers} v on v.id = f.supplier_id
        where f.id = ${id} and f.status = 'delivered'`),
    );
    return row ?? null;
  },

  /**
   * Staff's new cost, as a compare-and-set on the cost they saw (null when someone changed it meanwhile),
   * recorded with who, when, the old and new cost and why, in the caller's transaction.
   */
  async overrideCost(
    db: DbOrTx,
    id: number,
    change: { oldCents: number | null; newCents: number | null; reason: string; staffUserId: number; at: Date },
  ) {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`
        update ${fulfilmentOrders} set cost_cents = ${change.newCents}::int, cost_source = 'staff',
          cost_box_id = null, updated_at = now()
        where id = ${id} and cost_cents is not distinct from ${change.oldCents}::int
        returning id`),
    );
    if (!row) return null;
    await db.insert(fulfilmentOrderCostChanges).values({
      orderId: id,
      staffUserId: change.staffUserId,
      oldCents: change.oldCents,
      newCents: change.newCents,
      reason: change.reason,
      createdAt: change.at,
    });
    return row;
  },

  /** An order's cost overrides, oldest first, with the staff member's name. */
  async costChanges(db: DbOrTx, orderId: number) {
    return rowsOf<{
      id: number;
      created_at: Date | string;
      staff_name: string | null;
      old_cents: number | null;
      new_cents: number | null;
      reason: string;
    }>(
      await db.execute(sql`
        select c.id, c.created_at, u.full_name as staff_name, c.old_cents, c.new_cents, c.reason
        from ${fulfilmentOrderCostChanges} c left join ${users} u on u.id = c.staff_user_id
        where c.order_id = ${orderId}
        order by c.created_at, c.id
        limit 200`),
    );
  },
};

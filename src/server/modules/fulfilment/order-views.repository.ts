import { type SQL, sql } from "drizzle-orm";
import type { PersonalMessage } from "../../../shared/domain/card-messages";
import { ORDER_STATUSES } from "../../../shared/domain/fulfilment-status";
import type { CostSource } from "../../../shared/domain/order-cost";
import type { AdminOrderQuery } from "../../../shared/schemas/fulfilment";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { fulfilmentOrders, giftBoxes, recipientProfiles, subscriptions, suppliers, users } from "../../db/schema";

export interface AdminOrderRow {
  id: number;
  subscription_id: number;
  customer_name: string;
  recipient_name: string;
  gift_box_name: string | null;
  plan_key: string | null;
  delivery_date: string;
  special_date_type: string;
  status: string;
  supplier_ordered: string | null;
  package_description: string | null;
  date_ordered: string | null;
  delivery_confirmed: boolean;
  cost_cents: number | null;
  cost_source: CostSource | null;
  cost_box_name: string | null;
  notes: string | null;
  supplier_id: number | null;
  vendor_name: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  dispatch_date: string | null;
  courier: string | null;
  tracking_number: string | null;
  package_photo_path: string | null;
  accept_by: Date | string | null;
  accepted_at: Date | string | null;
  delivered_at: Date | string | null;
  delivered_by: string | null;
  delivery_photo_id: string | null;
}

export interface VendorOrderRow {
  id: number;
  delivery_date: string;
  special_date_type: string;
  status: string;
  plan_key: string | null;
  gift_box_name: string | null;
  gift_box_category: string | null;
  recipient_name: string;
  street_number: string | null;
  street_name: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  birthday: string | null;
  delivery_instructions: string | null;
  card_message: string | null;
  custom_message: string | null;
  personal_messages: PersonalMessage[] | null;
  recipient_phone: string | null;
  subscription_id: number;
  /** How many of the subscription's orders come before this one (whose turn it is among the messages). */
  delivery_ordinal: number;
  preferences: Record<string, string | null>;
  sensitive_preferences: Record<string, string | null> | null;
  sensitive_consent: boolean;
  cost_cents: number | null;
  cost_source: CostSource | null;
  cost_box_name: string | null;
  package_photo_path: string | null;
  inclusions: string | null;
  dispatch_date: string | null;
  dispatch_time: string | null;
  courier: string | null;
  tracking_number: string | null;
  vendor_notes: string | null;
  supplier_id: number | null;
  accept_by: Date | string | null;
  accepted_at: Date | string | null;
  delivered_at: Date | string | null;
  delivered_by: string | null;
  delivery_photo_id: string | null;
}

const statusOrder = sql.raw(
  `array_position(array[${ORDER_STATUSES.map((s) => `'${s}'`).join(",")}]::text[], f.status)`,
);

const SORTS: Record<AdminOrderQuery["sortBy"], SQL> = {
  deliveryDate: sql`f.delivery_date, f.id`,
  status: sql`${statusOrder}, f.delivery_date, f.id`,
  customerName: sql`lower(u.full_name), f.delivery_date, f.id`,
  recipientName: sql`lower(r.name), f.delivery_date, f.id`,
};

const isOrder = sql`f.status = any(${sql.param([...ORDER_STATUSES])}::text[])`;

function adminWhere(query: Pick<AdminOrderQuery, "status" | "hideCompleted" | "unassigned">): SQL {
  // Only orders: deliveries of the ledger not yet due (or skipped, withdrawn, refunded) are the buyer's.
  const parts: SQL[] = [isOrder];
  if (query.status !== "all") parts.push(sql`f.status = ${query.status}`);
  if (query.hideCompleted) parts.push(sql`f.status <> 'delivered' and not f.delivery_confirmed`);
  if (query.unassigned) parts.push(sql`f.supplier_id is null`);
  return sql.join(parts, sql` and `);
}

export const vendorOrderColumns = sql`
  f.id, f.delivery_date::text, f.special_date_type, f.status, f.plan_key, g.name as gift_box_name,
  g.category as gift_box_category, r.name as recipient_name, r.street_number, r.street_name, r.suburb, r.state,
  r.postcode, r.birthday::text, r.delivery_instructions, s.card_message, s.custom_message, r.personal_messages,
  r.phone as recipient_phone, f.subscription_id, (
    select count(*) from ${fulfilmentOrders} p
    where p.subscription_id = f.subscription_id and (p.delivery_date, p.id) < (f.delivery_date, f.id)
  )::int as delivery_ordinal, r.preferences, r.sensitive_preferences,
  r.sensitive_consent_at is not null as sensitive_consent, f.cost_cents, f.cost_source,
  cb.name as cost_box_name, f.package_photo_path, f.inclusions,
  f.dispatch_date::text, f.dispatch_time, f.courier, f.tracking_number, f.vendor_notes, f.supplier_id,
  f.accept_by, f.accepted_at, f.delivered_at, f.delivered_by, f.delivery_photo_id`;

async function adminRows(db: DbOrTx, where: SQL, orderBy: SQL, limit: number, offset: number) {
  return rowsOf<AdminOrderRow & { total: number }>(
    await db.execute(sql`
      select f.id, f.subscription_id, u.full_name as customer_name, r.name as recipient_name,
        g.name as gift_box_name, f.plan_key, f.delivery_date::text, f.special_date_type, f.status,
        f.supplier_ordered, f.package_description, f.date_ordered::text, f.delivery_confirmed, f.cost_cents,
        f.cost_source, cb.name as cost_box_name, f.notes, f.supplier_id, v.name as vendor_name, r.suburb, r.state, r.postcode, f.dispatch_date::text,
        f.courier, f.tracking_number, f.package_photo_path, f.accept_by, f.accepted_at, f.delivered_at,
        f.delivered_by, f.delivery_photo_id,
        count(*) over ()::int as total
      from ${fulfilmentOrders} f
      join ${subscriptions} s on s.id = f.subscription_id
      join ${users} u on u.id = s.user_id
      join ${recipientProfiles} r on r.id = s.recipient_profile_id
      left join ${giftBoxes} g on g.id = s.gift_box_id
      left join ${giftBoxes} cb on cb.id = f.cost_box_id
      left join ${suppliers} v on v.id = f.supplier_id
      where ${where}
      order by (f.supplier_id is null and f.status <> 'delivered') desc, ${orderBy}
      limit ${limit} offset ${offset}`),
  );
}

/** Reads of orders for staff, vendors and buyers: one query per list, never one per order. */
export const orderViews = {
  /** One page of the staff table; open orders without a vendor first (they need staff). */
  adminPage(db: DbOrTx, query: AdminOrderQuery, limit: number, offset: number) {
    return adminRows(db, adminWhere(query), SORTS[query.sortBy], limit, offset);
  },

  adminById(db: DbOrTx, id: number) {
    return adminRows(db, sql`f.id = ${id} and ${isOrder}`, sql`f.id`, 1, 0);
  },

  async adminCount(db: DbOrTx, query: AdminOrderQuery) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${fulfilmentOrders} f where ${adminWhere(query)}`),
    );
    return row?.n ?? 0;
  },

  async unassignedOpen(db: DbOrTx) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${fulfilmentOrders} where supplier_id is null and status = 'to_order'`,
      ),
    );
    return row?.n ?? 0;
  },

  async vendorOrders(db: DbOrTx, supplierId: number, ids?: number[]) {
    const only = ids ? sql`and f.id = any(${sql.param(ids)}::int[])` : sql``;
    return rowsOf<VendorOrderRow>(
      await db.execute(sql`
        select ${vendorOrderColumns}
        from ${fulfilmentOrders} f
        join ${subscriptions} s on s.id = f.subscription_id
        join ${recipientProfiles} r on r.id = s.recipient_profile_id
        left join ${giftBoxes} g on g.id = s.gift_box_id
        left join ${giftBoxes} cb on cb.id = f.cost_box_id
        where f.supplier_id = ${supplierId} ${only}
        order by f.delivery_date, f.id
        limit 1000`),
    );
  },

  /** Unassigned open orders from `from` on (or just the one asked for), with what routing needs to match a vendor. */
  async unassignedFrom(db: DbOrTx, from: string, id?: number) {
    return rowsOf<{
      id: number;
      delivery_date: string;
      suburb: string | null;
      postcode: string | null;
      plan_key: string | null;
      box_category: string | null;
      box_id: number | null;
      box_supplier_id: number | null;
      box_price_cents: number | null;
      box_name: string | null;
    }>(
      await db.execute(sql`
        select f.id, f.delivery_date::text, r.suburb, r.postcode, f.plan_key, g.category as box_category,
          g.id as box_id, g.supplier_id as box_supplier_id, g.price_cents as box_price_cents, g.name as box_name
        from ${fulfilmentOrders} f
        join ${subscriptions} s on s.id = f.subscription_id
        join ${recipientProfiles} r on r.id = s.recipient_profile_id
        left join ${giftBoxes} g on g.id = s.gift_box_id
        where f.supplier_id is null and f.status = 'to_order' and f.delivery_date >= ${from}::date
          ${id === undefined ? sql`` : sql`and f.id = ${id}`}
        order by f.delivery_date, f.id
        limit 2000`),
    );
  },

  /** Who may see an order's package photo: its buyer, its vendor's account, and staff. */
  async photoAccess(db: DbOrTx, id: number) {
    const [row] = rowsOf<{ buyer_id: number; vendor_user_id: number | null; package_photo_path: string | null }>(
      await db.execute(sql`
        select s.user_id as buyer_id, v.user_id as vendor_user_id, f.package_photo_path
        from ${fulfilmentOrders} f
        join ${subscriptions} s on s.id = f.subscription_id
        left join ${suppliers} v on v.id = f.supplier_id
        where f.id = ${id}`),
    );
    return row ?? null;
  },

  /** The buyer's dispatched and delivered boxes of one subscription. */
  async buyerDeliveries(db: DbOrTx, subscriptionId: number) {
    return rowsOf<{
      id: number;
      delivery_date: string;
      special_date_type: string;
      status: string;
      delivery_confirmed: boolean;
      dispatch_date: string | null;
      courier: string | null;
      tracking_number: string | null;
      package_photo_path: string | null;
    }>(
      await db.execute(sql`
        select id, delivery_date::text, special_date_type, status, delivery_confirmed, dispatch_date::text, courier,
          tracking_number, package_photo_path
        from ${fulfilmentOrders}
        where subscription_id = ${subscriptionId} and (status in ('shipped', 'delivered') or delivery_confirmed)
        order by delivery_date desc, id desc
        limit 200`),
    );
  },

  /** The vendor's money by delivery month: delivered orders' cost earned, open orders' cost pending. */
  async vendorPayments(db: DbOrTx, supplierId: number, since: string) {
    return rowsOf<{ month: string; delivered_orders: number; earned_cents: number; pending_cents: number }>(
      await db.execute(sql`
        select to_char(delivery_date, 'YYYY-MM') as month,
          count(*) filter (where status = 'delivered')::int as delivered_orders,
          coalesce(sum(cost_cents) filter (where status = 'delivered'), 0)::int as earned_cents,
          coalesce(sum(cost_cents) filter (where status <> 'delivered'), 0)::int as pending_cents
        from ${fulfilmentOrders}
        where supplier_id = ${supplierId} and delivery_date >= ${since}::date
        group by 1`),
    );
  },
};

/** Who to tell that an order was dispatched. */
export interface DispatchFactsRow {
  email: string;
  full_name: string;
  recipient_name: string;
  delivery_date: string;
  courier: string | null;
  tracking_number: string | null;
}

export async function dispatchFacts(db: DbOrTx, id: number) {
  const [row] = rowsOf<DispatchFactsRow & { state: string | null }>(
    await db.execute(sql`
      select u.email, u.full_name, r.name as recipient_name, r.state, f.delivery_date::text, f.courier,
        f.tracking_number
      from ${fulfilmentOrders} f
      join ${subscriptions} s on s.id = f.subscription_id
      join ${users} u on u.id = s.user_id
      join ${recipientProfiles} r on r.id = s.recipient_profile_id
      where f.id = ${id}`),
  );
  return row ?? null;
}

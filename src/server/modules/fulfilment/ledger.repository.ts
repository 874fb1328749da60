import { sql } from "drizzle-orm";
import type { IsoDate } from "../../../shared/domain/dates";
import { CHANGEABLE_STATES, DELIVERY_MOVES, type DeliveryMove } from "../../../shared/domain/delivery-state";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { fulfilmentOrders, giftBoxes, payments, subscriptions, suppliers } from "../../db/schema";
import type { LedgerRow } from "../../lib/ledger-rows";
import { insertDueOrdersSql } from "./generation.sql";

export type { LedgerRow };

/** A delivery a payment pays for, as the ledger records it. */
export interface PaidDelivery {
  subscriptionId: number;
  slotDate: IsoDate;
  deliveryDate: IsoDate;
  /** Empty for a regular delivery, else the add-on's special date type. */
  specialDateType: string;
  planKey: string | null;
  paymentId: number;
  cents: number;
  gstCents: number;
}

export interface BuyerLedgerRow extends LedgerRow {
  box_name: string | null;
  courier: string | null;
  tracking_number: string | null;
  dispatch_date: string | null;
  package_photo_path: string | null;
  delivered_at: Date | string | null;
  delivered_by: string | null;
  delivery_photo_id: string | null;
  payment_kind: string | null;
  payment_date: string | null;
}

/** A vendor that held a delivery taken back from it: whom to tell. */
export interface WithdrawnFromVendor {
  id: number;
  delivery_date: string;
  supplier_id: number;
  vendor_email: string;
  vendor_name: string;
  contact_name: string | null;
}

const ledgerColumns = sql.raw(`f.id, f.subscription_id, f.slot_date::text, f.delivery_date::text, f.special_date_type,
  f.status, f.plan_key, f.supplier_id, f.payment_id, f.allocated_cents, f.allocated_gst_cents, f.refund_payment_id`);

/**
 * The ledger's writes for payments and the buyer's control (fulfilment stays the one writer of
 * `fulfilment_orders`): set-based, and every state change a compare-and-set from the states the
 * transition table (shared/domain/delivery-state.ts) allows.
 */
export const ledgerRepository = {
  /**
   * Deliveries paid for: a delivery the ledger lacks is written scheduled with its payment; one the
   * schedule already wrote (scheduled, unpaid) takes the payment. One JSON parameter, one statement.
   */
  async recordPaid(db: DbOrTx, rows: PaidDelivery[]) {
    if (!rows.length) return 0;
    const values = rows.map((r) => ({
      subscription_id: r.subscriptionId,
      slot_date: r.slotDate,
      delivery_date: r.deliveryDate,
      special_date_type: r.specialDateType,
      plan_key: r.planKey,
      payment_id: r.paymentId,
      cents: r.cents,
      gst: r.gstCents,
    }));
    return rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into ${fulfilmentOrders} (subscription_id, slot_date, delivery_date, special_date_type, plan_key, status,
          payment_id, allocated_cents, allocated_gst_cents)
        select v.subscription_id, v.slot_date, v.delivery_date, v.special_date_type, v.plan_key, 'scheduled',
          v.payment_id, v.cents, v.gst
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(subscription_id integer, slot_date date,
          delivery_date date, special_date_type text, plan_key text, payment_id integer, cents integer, gst integer)
        on conflict (subscription_id, slot_date, special_date_type) do update
          set payment_id = excluded.payment_id, allocated_cents = excluded.allocated_cents,
            allocated_gst_cents = excluded.allocated_gst_cents, updated_at = now()
          where ${fulfilmentOrders.paymentId} is null and ${fulfilmentOrders.status} in ('scheduled', 'to_order', 'ordered')
        returning id`),
    ).length;
  },

  /** The regular deliveries of these subscriptions dated from `from` on (what a renewal pays is chosen from them). */
  async regularFrom(db: DbOrTx, subscriptionIds: number[], from: IsoDate) {
    if (!subscriptionIds.length) return [];
    return rowsOf<LedgerRow>(
      await db.execute(sql`
        select ${ledgerColumns} from ${fulfilmentOrders} f
        where f.subscription_id = any(${sql.param(subscriptionIds)}::int[]) and f.special_date_type = ''
          and f.slot_date >= ${from}::date`),
    );
  },

  /** The schedule's deliveries of one live subscription from `from` to `to` written to the ledger (idempotent). */
  async writeSchedule(db: DbOrTx, subscriptionId: number, from: IsoDate, to: IsoDate) {
    await db.execute(insertDueOrdersSql(from, to, { subscriptions: [subscriptionId] }));
  },

  /**
   * The regular deliveries of these subscriptions the buyer skipped or moved, from `from` on (by either
   * date): what the account's next-delivery slots follow. Nearly always none.
   */
  async buyerChanges(db: DbOrTx, subscriptionIds: number[], from: IsoDate) {
    if (!subscriptionIds.length) return [];
    const rows = rowsOf<{ subscription_id: number; slot_date: string; delivery_date: string; skipped: boolean }>(
      await db.execute(sql`
        select f.subscription_id, f.slot_date::text, f.delivery_date::text, f.status = 'skipped' as skipped
        from ${fulfilmentOrders} f
        where f.subscription_id = any(${sql.param(subscriptionIds)}::int[]) and f.special_date_type = ''
          and (f.status = 'skipped' or f.delivery_date <> f.slot_date)
          and (f.slot_date >= ${from}::date or f.delivery_date >= ${from}::date)`),
    );
    return rows.map((r) => ({
      subscriptionId: r.subscription_id,
      slotDate: r.slot_date,
      deliveryDate: r.skipped ? null : r.delivery_date,
    }));
  },

  /** One subscription's deliveries with what the buyer sees of each, by date. */
  async forBuyer(db: DbOrTx, subscriptionId: number) {
    return rowsOf<BuyerLedgerRow>(
      await db.execute(sql`
        select ${ledgerColumns}, g.name as box_name, f.courier, f.tracking_number, f.dispatch_date::text,
          f.package_photo_path, f.delivered_at, f.delivered_by, f.delivery_photo_id, p.kind as payment_kind, (p.created_at at time zone 'UTC')::date::text as payment_date
        from ${fulfilmentOrders} f
        join ${subscriptions} s on s.id = f.subscription_id
        left join ${giftBoxes} g on g.id = s.gift_box_id
        left join ${payments} p on p.id = f.payment_id
        where f.subscription_id = ${subscriptionId}
        order by f.delivery_date, f.special_date_type, f.id
        limit 500`),
    );
  },

  /** Several subscriptions' deliveries for staff (a customer's page), with each one's box; one read, by date. */
  async forStaff(db: DbOrTx, subscriptionIds: number[]) {
    if (!subscriptionIds.length) return [];
    return rowsOf<LedgerRow & { box_name: string | null }>(
      await db.execute(sql`
        select ${ledgerColumns}, g.name as box_name
        from ${fulfilmentOrders} f
        join ${subscriptions} s on s.id = f.subscription_id
        left join ${giftBoxes} g on g.id = s.gift_box_id
        where f.subscription_id = any(${sql.param(subscriptionIds)}::int[])
        order by f.subscription_id, f.delivery_date, f.special_date_type, f.id
        limit 2000`),
    );
  },

  /**
   * One delivery held for a staff refund (row lock until the caller's transaction ends): a vendor
   * marking it dispatched, or a second click, waits and then sees it as the refund left it.
   */
  async lockOne(tx: DbOrTx, id: number) {
    const [row] = rowsOf<LedgerRow>(
      await tx.execute(sql`select ${ledgerColumns} from ${fulfilmentOrders} f where f.id = ${id} for update`),
    );
    return row ?? null;
  },

  async find(db: DbOrTx, subscriptionId: number, id: number) {
    const [row] = rowsOf<LedgerRow>(
      await db.execute(sql`
        select ${ledgerColumns} from ${fulfilmentOrders} f
        where f.id = ${id} and f.subscription_id = ${subscriptionId}`),
    );
    return row ?? null;
  },

  /** All of one subscription's deliveries still open (not sent, skipped or ended). */
  async open(db: DbOrTx, subscriptionIds: number[]) {
    if (!subscriptionIds.length) return [];
    return rowsOf<LedgerRow>(
      await db.execute(sql`
        select ${ledgerColumns} from ${fulfilmentOrders} f
        where f.subscription_id = any(${sql.param(subscriptionIds)}::int[])
          and f.status = any(${sql.param([...CHANGEABLE_STATES])}::text[])
        order by f.delivery_date, f.id`),
    );
  },

  /**
   * One move of the transition table on many deliveries as a compare-and-set: only those still in a
   * state the move starts from change. An order taken back from fulfilment loses its vendor and its
   * lock; answers the changed ids with the vendor each was taken from (to tell it).
   */
  async move(
    db: DbOrTx,
    ids: number[],
    move: DeliveryMove,
    changes: {
      deliveryDate?: IsoDate;
      /** The delivery's part moved on to another (a prepaid skip): it keeps its payment id, with nothing allocated. */
      clearAllocation?: boolean;
      refundPaymentId?: number | null;
    } = {},
  ) {
    if (!ids.length) return [];
    const { from, to } = DELIVERY_MOVES[move];
    return rowsOf<{ id: number; supplier_id: number | null; delivery_date: string; subscription_id: number }>(
      await db.execute(sql`
        with before as (
          select id, supplier_id from ${fulfilmentOrders}
          where id = any(${sql.param(ids)}::int[]) and status = any(${sql.param([...from])}::text[]) for update
        )
        update ${fulfilmentOrders} f set status = ${to}, supplier_id = null, locked_at = null, updated_at = now(),
          delivery_date = coalesce(${changes.deliveryDate ?? null}::date, f.delivery_date),
          allocated_cents = case when ${changes.clearAllocation ?? false}::boolean then 0 else f.allocated_cents end,
          allocated_gst_cents = case when ${changes.clearAllocation ?? false}::boolean then 0 else f.allocated_gst_cents end,
          refund_payment_id = coalesce(${changes.refundPaymentId ?? null}::int, f.refund_payment_id)
        from before where f.id = before.id
        returning f.id, before.supplier_id, f.delivery_date::text, f.subscription_id`),
    );
  },

  /**
   * A delivery's part of its payment moved to another delivery (`to`), or, with `to` null, the
   * delivery left unpaid (its payment id cleared: it has no part of any payment).
   */
  async transferAllocation(db: DbOrTx, fromId: number, toId: number | null) {
    if (toId !== null)
      await db.execute(sql`
        update ${fulfilmentOrders} t set payment_id = f.payment_id, allocated_cents = f.allocated_cents,
          allocated_gst_cents = f.allocated_gst_cents, updated_at = now()
        from ${fulfilmentOrders} f where f.id = ${fromId} and t.id = ${toId}`);
    await db.execute(sql`
      update ${fulfilmentOrders} set payment_id = null, allocated_cents = 0, allocated_gst_cents = 0, updated_at = now()
      where id = ${fromId}`);
  },

  /**
   * Regular deliveries still scheduled (not yet orders) moved to the buyer's usual weekday within their
   * schedule week, where that day is on or after `firstOpenDate` (not locked).
   */
  async moveToWeekday(db: DbOrTx, subscriptionId: number, weekday: number, firstOpenDate: IsoDate) {
    const day = sql`f.slot_date + ((${weekday}::int - extract(dow from f.slot_date)::int + 7) % 7)`;
    return rowsOf<{ id: number }>(
      await db.execute(sql`
        update ${fulfilmentOrders} f set delivery_date = ${day}, updated_at = now()
        where f.subscription_id = ${subscriptionId} and f.special_date_type = '' and f.status = 'scheduled'
          and f.delivery_date >= ${firstOpenDate}::date and ${day} >= ${firstOpenDate}::date
          and f.delivery_date <> ${day}
        returning f.id`),
    );
  },

  /** Regular deliveries still scheduled back on the schedule's own day (no usual weekday), where not locked. */
  async moveToSlot(db: DbOrTx, subscriptionId: number, firstOpenDate: IsoDate) {
    return rowsOf<{ id: number }>(
      await db.execute(sql`
        update ${fulfilmentOrders} f set delivery_date = f.slot_date, updated_at = now()
        where f.subscription_id = ${subscriptionId} and f.special_date_type = '' and f.status = 'scheduled'
          and f.delivery_date >= ${firstOpenDate}::date and f.slot_date >= ${firstOpenDate}::date
          and f.delivery_date <> f.slot_date
        returning f.id`),
    );
  },

  /**
   * A cancelled subscription's unpaid deliveries still to come are withdrawn (nothing is charged for
   * them); an unpaid order someone already started on (placed with a vendor, or packed) is left to staff.
   */
  async withdrawUnpaid(db: DbOrTx, subscriptionIds: number[]) {
    if (!subscriptionIds.length) return [];
    return rowsOf<{ id: number; supplier_id: number | null; delivery_date: string; subscription_id: number }>(
      await db.execute(sql`
        with before as (
          select id, supplier_id from ${fulfilmentOrders}
          where subscription_id = any(${sql.param(subscriptionIds)}::int[]) and payment_id is null
            and (status = 'scheduled' or (status = 'to_order' and supplier_ordered is null and package_photo_path is null))
          for update
        )
        update ${fulfilmentOrders} f set status = 'withdrawn', supplier_id = null, locked_at = null, updated_at = now()
        from before where f.id = before.id
        returning f.id, before.supplier_id, f.delivery_date::text, f.subscription_id`),
    );
  },

  /** The vendors of deliveries taken back from them, to tell each. */
  async vendorsOf(db: DbOrTx, supplierIds: number[]) {
    if (!supplierIds.length) return [];
    return rowsOf<{ id: number; email: string; name: string; contact_name: string | null }>(
      await db.execute(sql`
        select id, email, name, contact_name from ${suppliers} where id = any(${sql.param(supplierIds)}::int[])`),
    );
  },
};

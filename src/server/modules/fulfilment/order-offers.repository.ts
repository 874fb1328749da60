import { sql } from "drizzle-orm";
import { ORDER_MOVES } from "../../../shared/domain/fulfilment-status";
import type { OrderEventKind } from "../../../shared/domain/order-offers";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import {
  fulfilmentOrderEvents,
  fulfilmentOrders,
  giftBoxes,
  recipientProfiles,
  subscriptions,
  suppliers,
  users,
} from "../../db/schema";
import { keepStaffCost, type UnroutedOrderRow } from "./fulfilment.repository";
import type { OrderCost } from "./order-cost";

/** An order being passed on, with what routing needs, the recipient's state and who may not have it. */
export interface PassFactsRow extends UnroutedOrderRow {
  state: string | null;
  suburb: string | null;
  /** Vendors that declined it or let its deadline pass. */
  excluded: number[];
}

export interface OrderEventInput {
  orderId: number;
  kind: OrderEventKind;
  supplierId: number | null;
  toSupplierId?: number | null;
  actorUserId?: number | null;
  reason?: string | null;
  note?: string | null;
  acceptBy?: Date | null;
}

export interface OrderEventRow {
  id: number;
  kind: OrderEventKind;
  vendor_name: string | null;
  to_vendor_name: string | null;
  actor_name: string | null;
  reason: string | null;
  note: string | null;
  accept_by: string | null;
  created_at: string;
}

const PASS = ORDER_MOVES.passOn;
const iso = (at: Date) => at.toISOString();

/**
 * The offers' writes on `fulfilment_orders` (the fulfilment module owns it) and the order events.
 * Each write is set-based and conditional on the offer still standing as read, so a decline, the
 * deadline job on several instances, a claim and staff cannot move one offer twice.
 */
export const offersRepository = {
  /** Deadlines for orders just given to a vendor: what the deadline depends on. */
  async deadlineFacts(db: DbOrTx, ids: number[]) {
    if (!ids.length) return [];
    return rowsOf<{ id: number; delivery_date: string; state: string | null }>(
      await db.execute(sql`
        select f.id, f.delivery_date::text, r.state
        from ${fulfilmentOrders} f
        join ${subscriptions} s on s.id = f.subscription_id
        join ${recipientProfiles} r on r.id = s.recipient_profile_id
        where f.id = any(${sql.param(ids)}::int[])`),
    );
  },

  /** Opens the offers: each order, still with that vendor, waits for it to accept by its deadline. */
  async offer(db: DbOrTx, offers: { id: number; supplierId: number; acceptBy: Date }[]) {
    if (!offers.length) return [];
    const ids = sql.param(offers.map((o) => o.id));
    // `f.id = any(ids)` pins the plan to the primary key: matched only through the join, a table whose
    // statistics say few orders have a vendor (a new shop; PGlite, never re-analysed) was planned
    // through the vendor index or a whole-table hash join per slice (bench/README.md: 100.9 s of 136 s).
    return rowsOf<{ id: number }>(
      await db.execute(sql`
        update ${fulfilmentOrders} f set accept_by = a.accept_by, accepted_at = null
        from unnest(${ids}::int[], ${sql.param(offers.map((o) => o.supplierId))}::int[],
          ${sql.param(offers.map((o) => iso(o.acceptBy)))}::timestamptz[]) as a(id, supplier_id, accept_by)
        where f.id = any(${ids}::int[]) and f.id = a.id and f.supplier_id = a.supplier_id
        returning f.id`),
    );
  },

  /** The vendor accepts: only its own offer, still open and before the deadline. */
  async accept(db: DbOrTx, id: number, supplierId: number, now: Date) {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`
        update ${fulfilmentOrders} f set accepted_at = ${iso(now)}::timestamptz, updated_at = now()
        where f.id = ${id} and f.supplier_id = ${supplierId} and f.accepted_at is null
          and f.accept_by > ${iso(now)}::timestamptz and f.status = any(${sql.param([...PASS.from])}::text[])
        returning f.id`),
    );
    return rows.length > 0;
  },

  /** The vendor declines: its offer, still open and in time, is taken off it. */
  async releaseDeclined(db: DbOrTx, id: number, supplierId: number, now: Date) {
    return rowsOf<{ id: number; supplier_id: number }>(
      await db.execute(sql`
        with mine as (
          select id, supplier_id from ${fulfilmentOrders}
          where id = ${id} and supplier_id = ${supplierId} and accepted_at is null
            and accept_by > ${iso(now)}::timestamptz and status = any(${sql.param([...PASS.from])}::text[])
          for update
        )
        update ${fulfilmentOrders} f set supplier_id = null, accept_by = null, updated_at = now()
        from mine where f.id = mine.id
        returning f.id, mine.supplier_id`),
    );
  },

  /**
   * Offers whose deadline passed unanswered, taken off their vendors (at most `limit`): rows another
   * instance is moving are skipped, and each is re-checked once locked, so every offer moves once.
   */
  async releaseExpired(db: DbOrTx, now: Date, limit: number) {
    return rowsOf<{ id: number; supplier_id: number }>(
      await db.execute(sql`
        with due as (
          select id, supplier_id from ${fulfilmentOrders}
          where accepted_at is null and accept_by <= ${iso(now)}::timestamptz and supplier_id is not null
            and status = any(${sql.param([...PASS.from])}::text[])
          order by accept_by, id
          limit ${limit}
          for update skip locked
        )
        update ${fulfilmentOrders} f set supplier_id = null, accept_by = null, updated_at = now()
        from due where f.id = due.id
        returning f.id, due.supplier_id`),
    );
  },

  /** A vendor's open orders (already locked by the caller) taken off it, to be passed on. */
  async releaseAll(db: DbOrTx, supplierId: number, ids: number[]) {
    if (!ids.length) return [];
    return rowsOf<{ id: number; supplier_id: number }>(
      await db.execute(sql`
        update ${fulfilmentOrders} f set supplier_id = null, accept_by = null, updated_at = now()
        where f.id = any(${sql.param(ids)}::int[]) and f.supplier_id = ${supplierId}
        returning f.id, ${supplierId}::int as supplier_id`),
    );
  },

  /** Released orders with what routing needs, and the vendors excluded from each. */
  async passFacts(db: DbOrTx, ids: number[]) {
    if (!ids.length) return [];
    return rowsOf<PassFactsRow>(
      await db.execute(sql`
        select f.id, f.delivery_date::text, r.postcode, r.state, r.suburb, f.plan_key, g.category as box_category,
          g.id as box_id, g.supplier_id as box_supplier_id, g.price_cents as box_price_cents,
          coalesce((
            select array_agg(distinct e.supplier_id) from ${fulfilmentOrderEvents} e
            where e.order_id = f.id and e.kind in ('declined', 'expired') and e.supplier_id is not null
          ), '{}'::int[]) as excluded
        from ${fulfilmentOrders} f
        join ${subscriptions} s on s.id = f.subscription_id
        join ${recipientProfiles} r on r.id = s.recipient_profile_id
        left join ${giftBoxes} g on g.id = s.gift_box_id
        where f.id = any(${sql.param(ids)}::int[])
        order by f.delivery_date, f.id`),
    );
  },

  /**
   * Released orders, each to its next vendor with a fresh offer (or left unassigned, `supplierId`
   * null), back at the first fulfilment step; staff-typed costs stay. Only unassigned orders move.
   */
  async passTo(
    db: DbOrTx,
    verdicts: { id: number; supplierId: number | null; cost: OrderCost; acceptBy: Date | null }[],
  ) {
    if (!verdicts.length) return [];
    return rowsOf<{ id: number; supplier_id: number | null }>(
      await db.execute(sql`
        update ${fulfilmentOrders} f set supplier_id = a.supplier_id, ${keepStaffCost},
          accept_by = a.accept_by, accepted_at = null, status = ${PASS.to}, updated_at = now()
        from unnest(${sql.param(verdicts.map((v) => v.id))}::int[],
               ${sql.param(verdicts.map((v) => v.supplierId))}::int[],
               ${sql.param(verdicts.map((v) => v.cost.costCents))}::int[],
               ${sql.param(verdicts.map((v) => v.cost.source))}::text[],
               ${sql.param(verdicts.map((v) => v.cost.boxId))}::int[],
               ${sql.param(verdicts.map((v) => (v.acceptBy ? iso(v.acceptBy) : null)))}::timestamptz[])
          as a(id, supplier_id, cost_cents, cost_source, cost_box_id, accept_by)
        where f.id = a.id and f.supplier_id is null and f.status = any(${sql.param([...PASS.from])}::text[])
        returning f.id, f.supplier_id`),
    );
  },

  /** Records steps on orders in one insert; answers their ids (by order and kind). */
  async record(db: DbOrTx, events: OrderEventInput[]) {
    if (!events.length) return [];
    const column = <T>(pick: (e: OrderEventInput) => T) => sql.param(events.map(pick));
    // Typed arrays, not a JSON document: routing records thousands at a time.
    return rowsOf<{ id: number; order_id: number; kind: OrderEventKind }>(
      await db.execute(sql`
        insert into ${fulfilmentOrderEvents}
          (order_id, kind, supplier_id, to_supplier_id, actor_user_id, reason, note, accept_by)
        select * from unnest(${column((e) => e.orderId)}::int[], ${column((e) => e.kind)}::text[],
          ${column((e) => e.supplierId)}::int[], ${column((e) => e.toSupplierId ?? null)}::int[],
          ${column((e) => e.actorUserId ?? null)}::int[], ${column((e) => e.reason ?? null)}::text[],
          ${column((e) => e.note ?? null)}::text[], ${column((e) => (e.acceptBy ? iso(e.acceptBy) : null))}::timestamptz[])
        returning id, order_id, kind`),
    );
  },

  /** One order's steps, oldest first, with names. */
  async events(db: DbOrTx, orderId: number) {
    return rowsOf<OrderEventRow>(
      await db.execute(sql`
        select e.id, e.kind, v.name as vendor_name, t.name as to_vendor_name, u.full_name as actor_name, e.reason,
          e.note, e.accept_by, e.created_at
        from ${fulfilmentOrderEvents} e
        left join ${suppliers} v on v.id = e.supplier_id
        left join ${suppliers} t on t.id = e.to_supplier_id
        left join ${users} u on u.id = e.actor_user_id
        where e.order_id = ${orderId}
        order by e.id
        limit 500`),
    );
  },

  /** Whom to e-mail: these vendors' names and addresses. */
  async vendorContacts(db: DbOrTx, ids: number[]) {
    if (!ids.length) return [];
    return rowsOf<{ id: number; name: string; contact_name: string | null; email: string }>(
      await db.execute(sql`
        select id, name, contact_name, email from ${suppliers} where id = any(${sql.param(ids)}::int[])`),
    );
  },
};

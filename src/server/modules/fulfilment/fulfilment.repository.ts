import { and, eq, inArray, sql } from "drizzle-orm";
import type { IsoDate } from "../../../shared/domain/dates";
import {
  FULFILLABLE_STATUSES as FULFILLABLE,
  ORDER_MOVES,
  type StatusMenuMove,
} from "../../../shared/domain/fulfilment-status";
import type { OrderEventKind } from "../../../shared/domain/order-offers";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import {
  fulfilmentGenerationRuns,
  fulfilmentOrderEvents,
  fulfilmentOrders,
  giftBoxes,
  recipientProfiles,
  subscriptions,
  suppliers,
  users,
} from "../../db/schema";
import { type GenerationScope, insertDueOrdersSql } from "./generation.sql";
import type { OrderCost, VendorBoxRow } from "./order-cost";

/** Routing's verdict on one order: its vendor (or none), cost and offer deadline, for the date it saw. */
export interface RoutingVerdict {
  id: number;
  deliveryDate: IsoDate;
  supplierId: number | null;
  cost: OrderCost;
  acceptBy: Date | null;
}

const OFFERED: OrderEventKind = "offered";
/**
 * Routing's "offered" step (order-offers.ts) for each order of the CTE `changed` given a vendor, in the
 * statement that gives it: the CTE returns `id, supplier_id, accept_by`.
 */
const offeredSteps = sql`
  offered as (
    insert into ${fulfilmentOrderEvents} (order_id, kind, supplier_id, reason, accept_by)
    select id, ${OFFERED}, supplier_id, 'routed', accept_by from changed where supplier_id is not null
  )`;

/**
 * The new vendor's cost (from `a`) replaces the order's, unless staff set it: their figure stays.
 * Used wherever an order changes vendor.
 */
export const keepStaffCost = sql.raw(`
  cost_cents = case when f.cost_source = 'staff' then f.cost_cents else a.cost_cents end,
  cost_box_id = case when f.cost_source = 'staff' then f.cost_box_id else a.cost_box_id end,
  cost_source = case when f.cost_source = 'staff' then 'staff' else a.cost_source end`);

import type { DispatchFactsRow } from "./order-views.repository";

/**
 * Each order's new vendor, cost and offer deadline as the rows `a(id, supplier_id, cost_cents, cost_source,
 * cost_box_id, accept_by)`, and with `deliveryDates` the date each verdict was made for (`a.delivery_date`).
 */
export const verdictRows = (
  verdicts: { id: number; supplierId: number | null; cost: OrderCost; acceptBy: Date | null }[],
  deliveryDates?: IsoDate[],
) => sql`
  unnest(${sql.param(verdicts.map((v) => v.id))}::int[],
         ${sql.param(verdicts.map((v) => v.supplierId))}::int[],
         ${sql.param(verdicts.map((v) => v.cost.costCents))}::int[],
         ${sql.param(verdicts.map((v) => v.cost.source))}::text[],
         ${sql.param(verdicts.map((v) => v.cost.boxId))}::int[],
         ${sql.param(verdicts.map((v) => v.acceptBy?.toISOString() ?? null))}::timestamptz[]
         ${deliveryDates ? sql`, ${sql.param(deliveryDates)}::date[]` : sql``})
    as a(id, supplier_id, cost_cents, cost_source, cost_box_id, accept_by${deliveryDates ? sql`, delivery_date` : sql``})`;

export interface UnroutedOrderRow {
  id: number;
  delivery_date: string;
  postcode: string | null;
  /** The recipient's state: its time zone bounds the offer's deadline. */
  state: string | null;
  plan_key: string | null;
  box_category: string | null;
  box_id: number | null;
  box_supplier_id: number | null;
  box_price_cents: number | null;
}

/** Orders `f` with what routing needs of each (`UnroutedOrderRow`): the recipient's postcode and state, the box. */
const ordersWithRoutingFacts = sql`
  select f.id, f.delivery_date::text, r.postcode, r.state, f.plan_key, g.category as box_category, g.id as box_id,
    g.supplier_id as box_supplier_id, g.price_cents as box_price_cents
  from ${fulfilmentOrders} f
  join ${subscriptions} s on s.id = f.subscription_id
  join ${recipientProfiles} r on r.id = s.recipient_profile_id
  left join ${giftBoxes} g on g.id = s.gift_box_id`;

export interface RoutingVendorRow {
  id: number;
  user_id: number;
  name: string;
  contact_name: string | null;
  email: string;
  zip_code: string;
  state: string | null;
  service_radius_km: number;
  service_postcodes: string[];
  service_area: string | null;
  categories: string[];
  open_orders: number;
  daily_capacity: number;
}

/**
 * The one writer of `fulfilment_orders`. Every write is set-based (one statement for any number of
 * orders) or a compare-and-set on one order, so two staff, two vendors or two instances at once
 * cannot both win.
 */
export const fulfilmentRepository = {
  /**
   * The ids of the orders created (none for deliveries that already have one). JIT is off for it:
   * the planner guesses 1,000 rows per generate_series, and on PostgreSQL compiling the plan it then
   * expects to be huge cost more than running it.
   */
  async insertDue(db: DbOrTx, from: IsoDate, to: IsoDate, scope?: GenerationScope) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return rowsOf<{ id: number }>(await tx.execute(insertDueOrdersSql(from, to, scope))).map((r) => r.id);
    });
  },

  /**
   * The paid deliveries still scheduled in the window — those generation makes orders of, whatever their
   * subscription's status (a cancelled subscription's paid deliveries are still sent), never an unpaid
   * one — with what routing needs, in routing's order. With a slice, only those subscriptions'.
   */
  async dueToLock(db: DbOrTx, from: IsoDate, to: IsoDate, slice?: Pick<GenerationScope, "idFrom" | "idTo">) {
    // The range on both tables: the planner then reads the slice's subscriptions by their key rather
    // than scanning all of them for each slice.
    const [lo, hi] = [slice?.idFrom ?? 0, slice?.idTo ?? 2_147_483_647];
    const only = slice ? sql`and f.subscription_id between ${lo} and ${hi} and s.id between ${lo} and ${hi}` : sql``;
    return rowsOf<UnroutedOrderRow>(
      await db.execute(sql`
        ${ordersWithRoutingFacts}
        where f.status = 'scheduled' and f.payment_id is not null
          and f.delivery_date between ${from}::date and ${to}::date ${only}
        order by f.delivery_date, f.id`),
    );
  },

  /**
   * Due deliveries become orders and are routed in the same statement (docs/decisions/0027): each is
   * locked (`to_order`, `locked_at`) with its vendor, cost and offer deadline — and its "offered" step
   * recorded — or with no vendor (unassigned, for staff and Nearby Orders); `updated_at` just after
   * `locked_at` marks it as looked at by routing. Only deliveries still paid, scheduled and on the date
   * routing saw change (a skip, a move or a run beside this one wins). Answers every order made, with
   * its vendor or null.
   */
  async lockAndRoute(db: DbOrTx, verdicts: RoutingVerdict[]) {
    if (!verdicts.length) return [];
    return rowsOf<{ id: number; supplier_id: number | null }>(
      await db.execute(sql`
        with changed as (
          update ${fulfilmentOrders} f set supplier_id = a.supplier_id, ${keepStaffCost}, accept_by = a.accept_by,
            accepted_at = null, status = 'to_order', locked_at = at.t, updated_at = at.t + interval '1 microsecond'
          from (select clock_timestamp() as t) at, ${verdictRows(
            verdicts,
            verdicts.map((v) => v.deliveryDate),
          )}
          where f.id = any(${sql.param(verdicts.map((v) => v.id))}::int[]) and f.id = a.id
            and f.status = 'scheduled' and f.payment_id is not null and f.delivery_date = a.delivery_date
          returning f.id, f.supplier_id, f.accept_by
        ),
        ${offeredSteps}
        select id, supplier_id from changed`),
    );
  },

  /** The id range of live subscriptions (a run works through it in slices). */
  async liveIdRange(db: DbOrTx) {
    const [row] = rowsOf<{ lo: number | null; hi: number | null }>(
      await db.execute(
        sql`select min(id) as lo, max(id) as hi from ${subscriptions} where status in ('active', 'paused')`,
      ),
    );
    return row?.lo == null || row.hi == null ? null : { lo: Number(row.lo), hi: Number(row.hi) };
  },

  async lastRun(db: DbOrTx) {
    const [row] = await db
      .select()
      .from(fulfilmentGenerationRuns)
      .orderBy(sql`${fulfilmentGenerationRuns.id} desc`)
      .limit(1);
    return row ?? null;
  },

  async recordRun(db: DbOrTx, run: { windowFrom: IsoDate; windowTo: IsoDate; startedAt: Date; created: number }) {
    await db.insert(fulfilmentGenerationRuns).values(run);
  },

  /**
   * Open orders dated from `from` on that routing has never looked at, in routing's order: routing
   * writes `updated_at` on every order it looks at (with or without a vendor), as does staff's edit
   * of an order, so an order still as locked (`updated_at = locked_at`) was never routed — e.g.
   * one a run inserted before it died. Read through the unassigned-orders index.
   */
  async neverRouted(db: DbOrTx, from: IsoDate) {
    return rowsOf<{ id: number }>(
      await db.execute(sql`
        select f.id from ${fulfilmentOrders} f
        where f.supplier_id is null and f.status = 'to_order' and f.delivery_date >= ${from}::date
          and f.updated_at = f.locked_at
        order by f.delivery_date, f.id`),
    ).map((row) => row.id);
  },

  /** Those of the given orders still never routed (as `neverRouted`), with what routing needs. */
  async unrouted(db: DbOrTx, from: IsoDate, ids: number[]) {
    return rowsOf<UnroutedOrderRow>(
      await db.execute(sql`
        ${ordersWithRoutingFacts}
        where f.id = any(${sql.param(ids)}::int[])
          and f.supplier_id is null and f.status = 'to_order' and f.delivery_date >= ${from}::date
          and f.updated_at = f.locked_at
        order by f.delivery_date, f.id`),
    );
  },

  /** Approved vendors' service areas and categories only (coverage needs no open-order counts). */
  async approvedVendorAreas(db: DbOrTx) {
    return rowsOf<RoutingVendorRow>(
      await db.execute(sql`
        select v.id, v.user_id, v.name, v.contact_name, v.email, v.zip_code, v.state, v.service_radius_km,
          v.service_postcodes, v.service_area, v.categories, 0 as open_orders, v.daily_capacity
        from ${suppliers} v
        where v.status = 'approved'
        order by v.id`),
    );
  },

  /** Approved vendors with their open orders (routing's tie-break). */
  async approvedVendors(db: DbOrTx) {
    return rowsOf<RoutingVendorRow>(
      await db.execute(sql`
        select v.id, v.user_id, v.name, v.contact_name, v.email, v.zip_code, v.state, v.service_radius_km,
          v.service_postcodes, v.service_area, v.categories, coalesce(o.open, 0)::int as open_orders,
          v.daily_capacity
        from ${suppliers} v
        left join (
          select supplier_id, count(*) as open from ${fulfilmentOrders}
          where status in ('to_order', 'ordered') and supplier_id is not null group by supplier_id
        ) o on o.supplier_id = v.id
        where v.status = 'approved'
        order by v.id`),
    );
  },

  /** The approved vendors' active boxes and what the shop pays for each: the orders' costs. */
  async vendorBoxPrices(db: DbOrTx) {
    return rowsOf<VendorBoxRow>(
      await db.execute(sql`
        select g.id, g.supplier_id, g.name, g.category, g.price_cents
        from ${giftBoxes} g join ${suppliers} v on v.id = g.supplier_id and v.status = 'approved'
        where g.is_active`),
    );
  },

  /**
   * Routing's verdict on orders it looked at, in one statement: each gets its vendor (and cost, unless
   * staff set one) or, with `supplierId` null, stays unassigned; either way it is marked as looked at
   * (`updated_at`, from the clock: later than `locked_at` even within the locking transaction), so
   * no run routes it again, and each given a vendor has its "offered" step recorded. Only orders still
   * never routed change (a claim or a run beside this one wins); answers them, with their vendor or null.
   */
  async route(db: DbOrTx, verdicts: RoutingVerdict[]) {
    if (!verdicts.length) return [];
    // The offer's deadline is written with the vendor (one write per order, not two); `f.id = any(ids)`
    // keeps the plan on the primary key whatever the statistics say (see offersRepository.offer).
    return rowsOf<{ id: number; supplier_id: number | null }>(
      await db.execute(sql`
        with changed as (
          update ${fulfilmentOrders} f set supplier_id = a.supplier_id, ${keepStaffCost}, updated_at = clock_timestamp(),
            accept_by = a.accept_by, accepted_at = null
          from ${verdictRows(verdicts)}
          where f.id = any(${sql.param(verdicts.map((v) => v.id))}::int[]) and f.id = a.id
            and f.supplier_id is null and f.status = 'to_order' and f.updated_at = f.locked_at
          returning f.id, f.supplier_id, f.accept_by
        ),
        ${offeredSteps}
        select id, supplier_id from changed`),
    );
  },

  /**
   * A vendor's open orders nobody has dispatched (to order or ordered, no package photo), locked so a
   * claim or a fulfilment cannot slip in while they are passed on; with what routing needs.
   */
  async openOrdersOf(db: DbOrTx, supplierId: number) {
    return rowsOf<UnroutedOrderRow>(
      await db.execute(sql`
        ${ordersWithRoutingFacts}
        where f.supplier_id = ${supplierId} and f.status in ('to_order', 'ordered') and f.package_photo_path is null
        order by f.delivery_date, f.id
        for update of f`),
    );
  },

  /** How many open orders (not dispatched) each of these vendors holds. */
  async openOrderCounts(db: DbOrTx, supplierIds: number[]) {
    if (!supplierIds.length) return [];
    return rowsOf<{ supplier_id: number; open: number }>(
      await db.execute(sql`
        select supplier_id, count(*)::int as open from ${fulfilmentOrders}
        where supplier_id = any(${sql.param(supplierIds)}::int[]) and status in ('to_order', 'ordered')
          and package_photo_path is null
        group by supplier_id`),
    );
  },

  /** Compare-and-set on an unassigned open order: of two vendors claiming at once, one wins. */
  async claim(db: DbOrTx, id: number, supplierId: number, cost: OrderCost) {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`
        update ${fulfilmentOrders} f set supplier_id = ${supplierId}, ${keepStaffCost}, updated_at = now(),
          accept_by = null, accepted_at = now()
        from (select ${cost.costCents}::int as cost_cents, ${cost.source}::text as cost_source,
          ${cost.boxId}::int as cost_box_id) a
        where f.id = ${id} and f.supplier_id is null and f.status = 'to_order'
        returning f.id`),
    );
    return rows.length > 0;
  },

  /**
   * Staff give an order to a vendor (or take it off one, `supplierId` null): the new vendor's cost
   * replaces the old one's, unless staff set the cost themselves.
   */
  async reassign(db: DbOrTx, id: number, supplierId: number | null, cost: OrderCost) {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`
        update ${fulfilmentOrders} f set supplier_id = ${supplierId}::int, ${keepStaffCost}, updated_at = now()
        from (select ${cost.costCents}::int as cost_cents, ${cost.source}::text as cost_source,
          ${cost.boxId}::int as cost_box_id) a
        where f.id = ${id}
        returning f.id`),
    );
    return rows.length > 0;
  },

  /** What an order's cost depends on besides its vendor: its plan and the subscribed box. */
  async costBasis(db: DbOrTx, id: number) {
    const [row] = rowsOf<Omit<UnroutedOrderRow, "delivery_date" | "postcode">>(
      await db.execute(sql`
        select f.id, f.plan_key, g.category as box_category, g.id as box_id, g.supplier_id as box_supplier_id,
          g.price_cents as box_price_cents
        from ${fulfilmentOrders} f
        join ${subscriptions} s on s.id = f.subscription_id
        left join ${giftBoxes} g on g.id = s.gift_box_id
        where f.id = ${id}`),
    );
    return row ?? null;
  },

  /**
   * The vendor's fulfilment, with photo, inclusions, dispatch and tracking: `status` is the table's
   * `ship` move, or `schedule` for a dispatch date still ahead; saved again, a shipped order keeps
   * its status and takes the corrected details. Answers the status it now has.
   */
  async fulfil(
    db: DbOrTx,
    id: number,
    supplierId: number,
    values: {
      packagePhotoPath: string;
      inclusions: string;
      dispatchDate: string;
      dispatchTime: string | null;
      courier: string | null;
      trackingNumber: string | null;
      vendorNotes: string | null;
    },
    status: "dispatch_scheduled" | "shipped",
  ) {
    const rows = rowsOf<{ id: number; status: string }>(
      await db.execute(sql`
        update ${fulfilmentOrders} f set package_photo_path = ${values.packagePhotoPath},
          inclusions = ${values.inclusions}, dispatch_date = ${values.dispatchDate}::date,
          dispatch_time = ${values.dispatchTime}, courier = ${values.courier},
          tracking_number = ${values.trackingNumber}, vendor_notes = ${values.vendorNotes},
          accepted_at = coalesce(f.accepted_at, now()),
          status = case when before.status = ${ORDER_MOVES.ship.to} then before.status else ${status} end,
          updated_at = now()
        from (select id, status from ${fulfilmentOrders} where id = ${id} for update) before
        where f.id = before.id and f.supplier_id = ${supplierId} and f.status = any(${sql.param([...FULFILLABLE])}::text[])
        returning f.id, f.status`),
    );
    return rows[0] ?? null;
  },

  /** Orders scheduled for dispatch on or before `latest` (the latest "today" of any recipient), with the recipient's state. */
  async scheduledDispatches(db: DbOrTx, latest: IsoDate) {
    return rowsOf<{ id: number; dispatch_date: string; state: string | null }>(
      await db.execute(sql`
        select f.id, f.dispatch_date::text, r.state
        from ${fulfilmentOrders} f
        join ${subscriptions} s on s.id = f.subscription_id
        join ${recipientProfiles} r on r.id = s.recipient_profile_id
        where f.status = ${ORDER_MOVES.schedule.to} and f.dispatch_date <= ${latest}::date`),
    );
  },

  /**
   * The table's `ship` move for scheduled orders whose dispatch date has come, as one compare-and-set:
   * only orders still scheduled move (so each is shipped, and its buyer told, once). Answers what the
   * "dispatched" e-mail needs of each.
   */
  async shipScheduled(db: DbOrTx, ids: number[]) {
    if (!ids.length) return [];
    return rowsOf<DispatchFactsRow & { id: number }>(
      await db.execute(sql`
        update ${fulfilmentOrders} f set status = ${ORDER_MOVES.ship.to}, updated_at = now()
        from ${subscriptions} s
        join ${users} u on u.id = s.user_id
        join ${recipientProfiles} r on r.id = s.recipient_profile_id
        where f.id = any(${sql.param(ids)}::int[]) and f.status = ${ORDER_MOVES.schedule.to}
          and s.id = f.subscription_id
        returning f.id, u.email, u.full_name, r.name as recipient_name, f.delivery_date::text, f.courier,
          f.tracking_number`),
    );
  },

  /**
   * One move of the transition table (shared/domain/fulfilment-status.ts) as a compare-and-set: the
   * order changes only while it is in a status the move starts from. Answers it, or null.
   */
  async move(db: DbOrTx, id: number, move: StatusMenuMove) {
    const { from, to } = ORDER_MOVES[move];
    const [row] = await db
      .update(fulfilmentOrders)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(fulfilmentOrders.id, id), inArray(fulfilmentOrders.status, [...from])))
      .returning({ id: fulfilmentOrders.id });
    return row ?? null;
  },

  /** Staff's change of one field other than the status (already mapped to a column). */
  async update(db: DbOrTx, id: number, values: Omit<Partial<typeof fulfilmentOrders.$inferInsert>, "status">) {
    const [row] = await db
      .update(fulfilmentOrders)
      .set({ ...values, updatedAt: new Date() })
      .where(sql`${fulfilmentOrders.id} = ${id}`)
      .returning({ id: fulfilmentOrders.id, supplierId: fulfilmentOrders.supplierId });
    return row ?? null;
  },

  /**
   * Delivery confirmation (the table's `confirmDelivery`, or `undoDelivery` to take it back) as a
   * compare-and-set: only a real change answers a row, so a regular delivery is counted once however
   * often staff click (and un-confirming takes it back once).
   */
  async setConfirmed(db: DbOrTx, id: number, confirmed: boolean, by: { userId: number; at: Date }) {
    const { from, to } = ORDER_MOVES[confirmed ? "confirmDelivery" : "undoDelivery"];
    // Confirmed: when and by staff (proof of delivery); taken back: no longer delivered, nor its proof.
    const proof = confirmed
      ? sql`delivered_at = ${by.at.toISOString()}::timestamptz, delivered_by = 'staff', delivered_by_user_id = ${by.userId}`
      : sql`delivered_at = null, delivered_by = null, delivered_by_user_id = null, delivery_photo_id = null`;
    const rows = rowsOf<{ id: number; subscription_id: number; special_date_type: string }>(
      await db.execute(sql`
        update ${fulfilmentOrders} set delivery_confirmed = ${confirmed}, status = ${to}, ${proof}, updated_at = now()
        where id = ${id} and delivery_confirmed = ${!confirmed} and status = any(${sql.param([...from])}::text[])
        returning id, subscription_id, special_date_type`),
    );
    return rows[0] ?? null;
  },

  async find(db: DbOrTx, id: number) {
    const [row] = await db.select().from(fulfilmentOrders).where(sql`${fulfilmentOrders.id} = ${id}`);
    return row ?? null;
  },
};

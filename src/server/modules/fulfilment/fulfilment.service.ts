import type { z } from "zod";
import { planNameForKey, planOf } from "../../../shared/domain/catalogue";
import {
  addMonthsIso,
  type IsoDate,
  latestTodayInAustralia,
  recipientToday,
  todayIso,
} from "../../../shared/domain/dates";
import {
  dispatchDateProblem,
  generationWindowEnd,
  isUrgent,
  NO_VENDOR_YET_MESSAGE,
  ORDER_ALREADY_CLAIMED,
  ORDER_NOT_FULFILLABLE,
  ORDER_NOT_IN_AREA,
} from "../../../shared/domain/fulfilment";
import {
  FULFILLABLE_STATUSES,
  isOrderStatus,
  ORDER_STATUS_MESSAGES,
  type OrderStatus,
  statusChangeRefusal,
  statusForDispatch,
  statusMenuMove,
} from "../../../shared/domain/fulfilment-status";
import { vendorCostBasis } from "../../../shared/domain/order-cost";
import { offerStateOf } from "../../../shared/domain/order-offers";
import { VENDOR_READ_ONLY_MESSAGE } from "../../../shared/domain/vendor-status";
import type {
  AdminOrder,
  AdminOrderQuery,
  adminOrderPatchSchema,
  Coverage,
  coverageQuerySchema,
  fulfilmentInputSchema,
  GenerationResult,
  NearbyOrder,
  VendorPayments,
} from "../../../shared/schemas/fulfilment";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { users } from "../../db/schema";
import { orderDispatchedEmail } from "../../integrations/email/fulfilment-templates";
import { ordersWithdrawnEmail } from "../../integrations/email/ledger-templates";
import { type QueuedEmail, queueEmails } from "../../integrations/email/outbox";
import { AppError, notFound, validation } from "../../lib/errors";
import { postcodeDirectory } from "../../lib/postcode-directory";
import type { MediaService } from "../media/media.service";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service";
import type { VendorsService } from "../vendors/vendors.service";
import { coveredDeliveries } from "./delivery-coverage";
import { type RoutingVendorRow, fulfilmentRepository as repo } from "./fulfilment.repository";
import { type LedgerRow, ledgerRepository } from "./ledger.repository";
import { deliveryChanges, type LedgerSubscription } from "./ledger.service";
import { openOffers } from "./open-offers";
import { costFor, NO_COST, type OrderCost, vendorBoxName } from "./order-cost";
import { offersRepository } from "./order-offers.repository";
import { loadRouter, routedNotice, startRoutingRun } from "./order-routing";
import { type AdminOrderRow, type DispatchFactsRow, dispatchFacts, orderViews } from "./order-views.repository";
import { offerOf, packagePhotoUrl, toVendorOrder, withoutRecipient } from "./vendor-order-view";

/** Suspended and rejected vendors see no recipient data and change no order (pending ones hold none). */
const isActiveVendor = (status: string) => status === "approved" || status === "pending";

type UserRow = typeof users.$inferSelect;
const changedMeanwhile = () => new AppError("INVALID_STATE", ORDER_STATUS_MESSAGES.changedMeanwhile);
/** Subscriptions per generation statement: big enough to stay set-based, small enough to let requests in. */
const GENERATION_SLICE = 5_000;
/** A change committed just after a run began may carry an earlier updated_at: repeats look this far back. */
const REPEAT_MARGIN_MS = 10 * 60_000;
/** Rows the CSV export holds at most (far more than staff scroll; the page is paged). */
export const CSV_MAX_ROWS = 20_000;

function toAdminOrder(row: AdminOrderRow, today: IsoDate): AdminOrder {
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    customerName: row.customer_name,
    recipientName: row.recipient_name,
    giftBoxName: row.gift_box_name,
    planName: planNameForKey(row.plan_key),
    deliveryDate: row.delivery_date,
    specialDateType: row.special_date_type,
    status: row.status as OrderStatus,
    supplierOrdered: row.supplier_ordered,
    packageDescription: row.package_description,
    dateOrdered: row.date_ordered,
    deliveryConfirmed: row.delivery_confirmed,
    cost: row.cost_cents === null ? null : row.cost_cents / 100,
    costSource: row.cost_source,
    costBoxName: row.cost_box_name,
    notes: row.notes,
    supplierId: row.supplier_id,
    vendorName: row.vendor_name,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    dispatchDate: row.dispatch_date,
    courier: row.courier,
    trackingNumber: row.tracking_number,
    packagePhotoUrl: row.package_photo_path ? packagePhotoUrl(row.id) : null,
    urgent: isUrgent({ deliveryDate: row.delivery_date, status: row.status }, today),
    ...offerOf({ supplierId: row.supplier_id, acceptBy: row.accept_by, acceptedAt: row.accepted_at }),
  };
}

interface Deps {
  subscriptions: SubscriptionsService;
  vendors: VendorsService;
  media: MediaService;
}

/**
 * Fulfilment (issue 8, PRODUCT.md "Deliveries and the calendar"): orders made from the schedule,
 * routed to vendors, claimed, fulfilled and confirmed. The one owner of `fulfilment_orders`.
 */
export function createFulfilmentService(ctx: AppContext, { subscriptions, vendors, media }: Deps) {
  const { db, clock } = ctx;
  const today = () => todayIso(clock.now());
  const accountUrl = `${ctx.publicUrl}/account`;

  /** Staff gave orders to a vendor: one e-mail to it, named after the first (never twice for the same). */
  async function tellVendors(
    tx: DbOrTx,
    assigned: { id: number; supplier_id: number }[],
    vendorRows: RoutingVendorRow[],
    dates: Map<number, string>,
  ) {
    if (!assigned.length) return;
    const byVendor = new Map<number, number[]>();
    for (const a of assigned) {
      const ids = byVendor.get(a.supplier_id);
      if (ids) ids.push(a.id);
      else byVendor.set(a.supplier_id, [a.id]);
    }
    await queueEmails(
      tx,
      [...byVendor].flatMap(([supplierId, ids]) => {
        const vendor = vendorRows.find((v) => v.id === supplierId);
        if (!vendor) return [];
        let first = ids[0]!;
        for (const id of ids) if ((dates.get(id) ?? "") < (dates.get(first) ?? "")) first = id;
        const key = `routed:${supplierId}:${Math.min(...ids)}`;
        return [routedNotice(vendor, key, ids.length, dates.get(first) ?? today(), ctx.publicUrl)];
      }),
    );
    ctx.emailQueued();
  }

  async function approvedSupplier(user: UserRow) {
    const supplier = await vendors.ownSupplier(user);
    if (supplier.status !== "approved")
      throw new AppError("INVALID_STATE", "Orders are offered to approved vendors only.");
    return supplier;
  }

  async function vendorOrder(supplierId: number, id: number) {
    const [row] = await orderViews.vendorOrders(db, supplierId, [id]);
    if (!row) throw notFound("Order not found");
    return toVendorOrder(row, today());
  }

  async function adminOrder(id: number) {
    const rows = await orderViews.adminById(db, id);
    if (!rows[0]) throw notFound("Order not found");
    return toAdminOrder(rows[0], today());
  }

  /** The cost of an order if `supplierId` delivered it. */
  async function costWith(
    tx: DbOrTx,
    id: number,
    supplierId: number,
    vendorBoxes: Awaited<ReturnType<typeof loadRouter>>["vendorBoxes"],
  ): Promise<OrderCost> {
    const basis = await repo.costBasis(tx, id);
    if (!basis) return NO_COST;
    const subscribed = { id: basis.box_id, supplierId: basis.box_supplier_id, priceCents: basis.box_price_cents };
    return costFor(vendorBoxes, supplierId, subscribed, planOf(basis.plan_key, basis.box_category));
  }

  /** The buyer's "dispatched" e-mail for an order, once per order whoever sends it. */
  const dispatchedEmail = (id: number, facts: DispatchFactsRow): QueuedEmail => ({
    dedupeKey: `dispatched:${id}`,
    kind: "order-dispatched",
    to: facts.email,
    ...orderDispatchedEmail(
      facts.full_name,
      facts.recipient_name,
      facts.delivery_date,
      facts.courier,
      facts.tracking_number,
      accountUrl,
    ),
  });

  const service = {
    /**
     * Scheduled orders whose dispatch date has come (in the recipient's time zone) become Shipped,
     * and each buyer hears "dispatched" once: the hourly fulfilment job, before it generates orders.
     */
    async shipDueDispatches(): Promise<number> {
      const now = clock.now();
      const candidates = await repo.scheduledDispatches(db, latestTodayInAustralia(now));
      const due = candidates.filter((row) => row.dispatch_date <= recipientToday(row.state, now)).map((row) => row.id);
      if (!due.length) return 0;
      const shipped = await db.transaction(async (tx) => {
        const rows = await repo.shipScheduled(tx, due);
        await queueEmails(
          tx,
          rows.map((row) => dispatchedEmail(row.id, row)),
        );
        return rows.length;
      });
      if (shipped) ctx.emailQueued();
      return shipped;
    },

    /**
     * Orders for every paid delivery due in the next 14 days, routed (the button and the job). Orders a
     * run that died before routing left behind are routed first; then each slice of subscriptions
     * has its orders inserted, then routed; each vendor is e-mailed once for the whole run (ADR 0016).
     * An order left without a vendor, or one staff took off a vendor, has been looked at: it stays
     * with staff and in Nearby Orders until someone claims or assigns it.
     */
    async generate(): Promise<GenerationResult> {
      // A subscription's updated_at comes from the app's clock (activation) or the database's (other
      // changes): the earlier of the two now is a bound every later change is on or after.
      const startedAt = new Date(Math.min(clock.now().getTime(), Date.now()));
      const from = today();
      const to = generationWindowEnd(from);
      const last = await repo.lastRun(db);
      // The same window again: only subscriptions changed since the last run began (with a margin for
      // a change whose transaction was still open then) can have deliveries without an order.
      const changedSince =
        last && last.windowFrom === from && last.windowTo === to
          ? new Date(last.startedAt.getTime() - REPEAT_MARGIN_MS)
          : undefined;
      const range = await repo.liveIdRange(db);
      const routing = await startRoutingRun(ctx, from);
      // First what a run that died between inserting and routing left behind (normally nothing).
      await routing.route(await repo.neverRouted(db, from));
      let created = 0;
      for (let lo = range?.lo ?? 1; range && lo <= range.hi; lo += GENERATION_SLICE) {
        const slice = { idFrom: lo, idTo: lo + GENERATION_SLICE - 1 };
        // The schedule's deliveries the ledger lacks (pay-as-you-go ones not yet charged), then the
        // slice's paid deliveries in the window become orders (ADR 0018): never an unpaid one.
        await repo.insertDue(db, from, to, { ...slice, changedSince });
        const ids = await repo.lockDue(db, from, to, slice);
        created += ids.length;
        // PGlite runs in this thread: between slices, requests waiting meanwhile are answered.
        await new Promise((resolve) => setImmediate(resolve));
        await routing.route(ids);
      }
      // Paid deliveries of subscriptions outside the live range (cancelled ones still send what is paid).
      const rest = await repo.lockDue(db, from, to);
      created += rest.length;
      await routing.route(rest);
      const result = { created, ...(await routing.finish()) };
      await repo.recordRun(db, { windowFrom: from, windowTo: to, startedAt, created: result.created });
      return result;
    },

    // ─── Staff ──────────────────────────────────────────────────────────────────────────────────
    async adminList(query: AdminOrderQuery) {
      const offset = (query.page - 1) * query.pageSize;
      const [rows, unassignedOpen] = await Promise.all([
        orderViews.adminPage(db, query, query.pageSize, offset),
        orderViews.unassignedOpen(db),
      ]);
      const total = rows[0]?.total ?? (offset ? await orderViews.adminCount(db, query) : 0);
      const day = today();
      return {
        orders: rows.map((row) => toAdminOrder(row, day)),
        total,
        page: query.page,
        pageSize: query.pageSize,
        unassignedOpen,
      };
    },

    async adminRows(query: AdminOrderQuery) {
      const rows = await orderViews.adminPage(db, query, CSV_MAX_ROWS, 0);
      const day = today();
      return rows.map((row) => toAdminOrder(row, day));
    },

    async adminPatch(id: number, patch: z.output<typeof adminOrderPatchSchema>): Promise<AdminOrder> {
      const order = await repo.find(db, id);
      // A delivery not yet due (or skipped, withdrawn, refunded) is no order of staff's.
      if (!order || !isOrderStatus(order.status)) throw notFound("Order not found");
      if (patch.deliveryConfirmed !== undefined) {
        const confirmed = patch.deliveryConfirmed;
        await db.transaction(async (tx) => {
          const changed = await repo.setConfirmed(tx, id, confirmed);
          // Only a real change counts: a regular delivery counts once, and un-confirming takes it back.
          if (changed && changed.special_date_type === "")
            await subscriptions.countDelivery(tx, changed.subscription_id, confirmed ? 1 : -1);
          // Asked twice, it is already so (nothing to do); anything else changed under the request.
          if (!changed && (await repo.find(tx, id))?.deliveryConfirmed !== confirmed) throw changedMeanwhile();
        });
        return adminOrder(id);
      }
      if (patch.status !== undefined) {
        const to = patch.status;
        const refusal = statusChangeRefusal(order.status as OrderStatus, to);
        if (refusal) throw new AppError("INVALID_STATE", refusal, { status: refusal });
        const move = statusMenuMove(order.status, to);
        // The same status again changes nothing; a move answers nothing when the order moved meanwhile.
        if (move && !(await repo.move(db, id, move))) throw changedMeanwhile();
        return adminOrder(id);
      }
      if (patch.supplierId !== undefined) {
        await db.transaction(async (tx) => {
          if (patch.supplierId === null) {
            await repo.reassign(tx, id, null, NO_COST);
            return;
          }
          const { vendorRows, vendorBoxes } = await loadRouter(tx);
          const vendor = vendorRows.find((v) => v.id === patch.supplierId);
          if (!vendor)
            throw validation("Please choose an approved vendor", { supplierId: "Please choose an approved vendor" });
          await repo.reassign(tx, id, vendor.id, await costWith(tx, id, vendor.id, vendorBoxes));
          if (order.supplierId !== vendor.id) {
            // Given by staff, it waits for the vendor to accept it like a routed one.
            await openOffers(tx, [{ id, supplier_id: vendor.id }], clock.now(), "staff");
            await tellVendors(tx, [{ id, supplier_id: vendor.id }], [vendor], new Map([[id, order.deliveryDate]]));
          }
        });
        return adminOrder(id);
      }
      const { cost, ...rest } = patch;
      // A cost staff type is theirs: routing and reassignment keep it from now on.
      await repo.update(db, id, cost !== undefined ? { costCents: cost, costSource: "staff", costBoxId: null } : rest);
      return adminOrder(id);
    },

    async vendorChoices() {
      const rows = await repo.approvedVendors(db);
      return rows.map((row) => ({ id: row.id, name: row.name, postcode: row.zip_code }));
    },

    // ─── Vendors ────────────────────────────────────────────────────────────────────────────────
    async myOrders(user: UserRow) {
      const supplier = await vendors.ownSupplier(user);
      const day = today();
      const orders = (await orderViews.vendorOrders(db, supplier.id)).map((row) => toVendorOrder(row, day));
      return isActiveVendor(supplier.status) ? orders : orders.map(withoutRecipient);
    },

    /**
     * Unassigned orders this vendor may claim: suburb and date, and what it would make and be paid
     * (the plan, the box, the cost as a claim would set it) — no name or street until claimed.
     */
    async nearby(user: UserRow): Promise<NearbyOrder[]> {
      const supplier = await vendors.ownSupplier(user);
      if (supplier.status !== "approved") return [];
      const day = today();
      const [orders, { router, vendorBoxes }] = await Promise.all([orderViews.unassignedFrom(db, day), loadRouter(db)]);
      return orders.flatMap((order) => {
        const plan = planOf(order.plan_key, order.box_category);
        if (!router.eligible({ postcode: order.postcode, planKey: plan }).some((v) => v.id === supplier.id)) return [];
        const subscribed = { id: order.box_id, supplierId: order.box_supplier_id, priceCents: order.box_price_cents };
        const cost = costFor(vendorBoxes, supplier.id, subscribed, plan);
        const boxName = cost.source === "box" ? order.box_name : vendorBoxName(vendorBoxes, supplier.id, cost.boxId);
        return [
          {
            id: order.id,
            suburb: order.suburb,
            deliveryDate: order.delivery_date,
            urgent: isUrgent({ deliveryDate: order.delivery_date, status: "to_order" }, day),
            planName: planNameForKey(plan),
            giftBoxName: boxName,
            costCents: cost.costCents,
            costBasis: vendorCostBasis(cost.source, boxName),
          },
        ];
      });
    },

    async claim(user: UserRow, id: number) {
      const supplier = await approvedSupplier(user);
      const [order] = await orderViews.unassignedFrom(db, today(), id);
      if (!order) {
        const existing = await repo.find(db, id);
        if (existing?.supplierId === supplier.id) return vendorOrder(supplier.id, id);
        if (existing?.supplierId) throw new AppError("CONFLICT", ORDER_ALREADY_CLAIMED);
        throw notFound("Order not found");
      }
      const { router, vendorBoxes } = await loadRouter(db);
      const plan = planOf(order.plan_key, order.box_category);
      if (!router.eligible({ postcode: order.postcode, planKey: plan }).some((v) => v.id === supplier.id))
        throw new AppError("FORBIDDEN", ORDER_NOT_IN_AREA);
      const subscribed = { id: order.box_id, supplierId: order.box_supplier_id, priceCents: order.box_price_cents };
      const won = await db.transaction(async (tx) => {
        const claimed = await repo.claim(tx, id, supplier.id, costFor(vendorBoxes, supplier.id, subscribed, plan));
        // A claim from Nearby Orders is an accepted order.
        if (claimed)
          await offersRepository.record(tx, [
            { orderId: id, kind: "accepted", supplierId: supplier.id, actorUserId: user.id, reason: "claimed" },
          ]);
        return claimed;
      });
      if (!won) throw new AppError("CONFLICT", ORDER_ALREADY_CLAIMED);
      return vendorOrder(supplier.id, id);
    },

    async fulfil(user: UserRow, id: number, input: z.output<typeof fulfilmentInputSchema>) {
      const supplier = await vendors.ownSupplier(user);
      const order = await repo.find(db, id);
      if (!order || order.supplierId !== supplier.id) throw notFound("Order not found");
      if (!isActiveVendor(supplier.status)) throw new AppError("INVALID_STATE", VENDOR_READ_ONLY_MESSAGE);
      if (!FULFILLABLE_STATUSES.includes(order.status as OrderStatus))
        throw new AppError("INVALID_STATE", ORDER_NOT_FULFILLABLE);
      const problem = dispatchDateProblem(input.dispatchDate, order.deliveryDate);
      if (problem) throw validation(problem, { dispatchDate: problem });
      await media.assertPackagePhoto(input.packagePhotoId, user.id);
      await db.transaction(async (tx) => {
        const facts = await dispatchFacts(tx, id);
        // A dispatch date still ahead (where the recipient lives) schedules the order; the dispatch
        // job ships it on that date, and only then is the buyer told.
        const status = statusForDispatch(order.status, input.dispatchDate, recipientToday(facts?.state, clock.now()));
        const done = await repo.fulfil(
          tx,
          id,
          supplier.id,
          {
            packagePhotoPath: input.packagePhotoId,
            inclusions: input.inclusions,
            dispatchDate: input.dispatchDate,
            dispatchTime: input.dispatchTime,
            courier: input.courier,
            trackingNumber: input.trackingNumber,
            vendorNotes: input.notes,
          },
          status,
        );
        if (!done) throw new AppError("INVALID_STATE", ORDER_NOT_FULFILLABLE);
        // Fulfilling an order still offered accepts it (recorded as such).
        if (offerStateOf(order) === "offered")
          await offersRepository.record(tx, [
            { orderId: id, kind: "accepted", supplierId: supplier.id, actorUserId: user.id, reason: "fulfilled" },
          ]);
        // Once per order: saving the dialog again updates the order, not the buyer's inbox.
        // The facts were read before the update: the e-mail names the courier and tracking just saved.
        if (facts && done.status === "shipped") {
          const sent = { ...facts, courier: input.courier, tracking_number: input.trackingNumber };
          await queueEmails(tx, [dispatchedEmail(id, sent)]);
        }
      });
      ctx.emailQueued();
      return vendorOrder(supplier.id, id);
    },

    async payments(user: UserRow): Promise<VendorPayments> {
      const supplier = await vendors.ownSupplier(user);
      const day = today();
      const since = addMonthsIso(`${day.slice(0, 7)}-01`, -11);
      const rows = await orderViews.vendorPayments(db, supplier.id, since);
      const months = rows
        .map((row) => ({
          month: row.month,
          deliveredOrders: row.delivered_orders,
          earnedCents: row.earned_cents,
          pendingCents: row.pending_cents,
        }))
        .sort((a, b) => b.month.localeCompare(a.month));
      return {
        months,
        earnedCents: months.reduce((sum, m) => sum + m.earnedCents, 0),
        pendingCents: months.reduce((sum, m) => sum + m.pendingCents, 0),
      };
    },

    // ─── Buyers ─────────────────────────────────────────────────────────────────────────────────
    async coverage(query: z.output<typeof coverageQuerySchema>): Promise<Coverage> {
      const knownPostcode = postcodeDirectory().isIn(query.postcode, query.state);
      const [covered = false] = await coveredDeliveries(db, [
        { postcode: query.postcode, state: query.state ?? null, planKey: query.plan ?? null },
      ]);
      return { knownPostcode, covered, message: covered ? null : NO_VENDOR_YET_MESSAGE };
    },

    /** The package photo, for its buyer, the vendor holding the order, and staff; 404 for anyone else. */
    async packagePhoto(user: UserRow, orderId: number) {
      const access = await orderViews.photoAccess(db, orderId);
      const allowed =
        access?.package_photo_path &&
        (user.role === "admin" || access.buyer_id === user.id || access.vendor_user_id === user.id);
      if (!allowed) throw notFound("Photo not found");
      const file = await media.privateFile(access.package_photo_path!);
      if (!file) throw notFound("Photo not found");
      return file;
    },
  };
  return service;
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;

/**
 * What the subscriptions module and the flows ask of the ledger (made before either service, so
 * neither needs the other to exist first): single deliveries skipped, un-skipped or moved, unpaid
 * ones withdrawn at a cancellation; a vendor whose order is taken back is e-mailed in the same
 * transaction.
 */
export function createLedgerPort(ctx: Pick<AppContext, "publicUrl" | "clock">) {
  /** One e-mail per vendor for the orders taken from it. */
  async function tellVendors(tx: DbOrTx, taken: { id: number; supplier_id: number | null; delivery_date: string }[]) {
    const held = taken.filter((t) => t.supplier_id !== null);
    if (!held.length) return 0;
    const vendors = await ledgerRepository.vendorsOf(tx, [...new Set(held.map((t) => t.supplier_id!))]);
    await queueEmails(
      tx,
      vendors.map((vendor) => {
        const mine = held.filter((t) => t.supplier_id === vendor.id);
        return {
          dedupeKey: `withdrawn:${vendor.id}:${mine.map((t) => t.id).join(",")}:${ctx.clock.now().getTime()}`,
          kind: "order-withdrawn",
          to: vendor.email,
          ...ordersWithdrawnEmail(
            vendor.contact_name ?? vendor.name,
            vendor.name,
            mine.map((t) => t.delivery_date),
            ctx.publicUrl,
          ),
        };
      }),
    );
    return vendors.length;
  }

  return {
    tellVendors,
    find: ledgerRepository.find,
    open: ledgerRepository.open,
    forBuyer: ledgerRepository.forBuyer,
    writeSchedule: ledgerRepository.writeSchedule,
    moveToWeekday: ledgerRepository.moveToWeekday,
    moveToSlot: ledgerRepository.moveToSlot,
    async refund(tx: DbOrTx, ids: number[], refundPaymentId: number) {
      const refunded = await ledgerRepository.move(tx, ids, "refund", { refundPaymentId });
      await tellVendors(tx, refunded);
      return refunded;
    },
    async withdrawUnpaid(tx: DbOrTx, subscriptionIds: number[]) {
      const taken = await ledgerRepository.withdrawUnpaid(tx, subscriptionIds);
      await tellVendors(tx, taken);
      return taken;
    },
    async skip(tx: DbOrTx, sub: LedgerSubscription, row: LedgerRow) {
      const changed = await deliveryChanges.skip(tx, sub, row);
      if (changed) await tellVendors(tx, [changed]);
      return changed;
    },
    async unskip(tx: DbOrTx, sub: LedgerSubscription, row: LedgerRow, changeable: (row: LedgerRow) => boolean) {
      const done = await deliveryChanges.unskip(tx, sub, row, changeable);
      if (done) await tellVendors(tx, done.takenBack);
      return done;
    },
    async move(tx: DbOrTx, row: LedgerRow, date: IsoDate) {
      const [changed] = await deliveryChanges.move(tx, row, date);
      if (changed) await tellVendors(tx, [{ ...changed, delivery_date: row.delivery_date }]);
      return changed ?? null;
    },
  };
}
export type LedgerPort = ReturnType<typeof createLedgerPort>;

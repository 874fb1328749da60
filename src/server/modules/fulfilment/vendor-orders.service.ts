import type { z } from "zod";
import { planNameForKey, planOf } from "../../../shared/domain/catalogue";
import { addMonthsIso, recipientToday, todayIso } from "../../../shared/domain/dates";
import {
  dispatchDateProblem,
  isUrgent,
  ORDER_ALREADY_CLAIMED,
  ORDER_NOT_FULFILLABLE,
  ORDER_NOT_IN_AREA,
} from "../../../shared/domain/fulfilment";
import { FULFILLABLE_STATUSES, type OrderStatus, statusForDispatch } from "../../../shared/domain/fulfilment-status";
import { vendorCostBasis } from "../../../shared/domain/order-cost";
import { offerStateOf } from "../../../shared/domain/order-offers";
import { VENDOR_READ_ONLY_MESSAGE } from "../../../shared/domain/vendor-status";
import type { fulfilmentInputSchema, NearbyOrder, VendorPayments } from "../../../shared/schemas/fulfilment";
import type { AppContext } from "../../context";
import type { users } from "../../db/schema";
import { queueEmails } from "../../integrations/email/outbox";
import { AppError, notFound, validation } from "../../lib/errors";
import { claimWithinCapacity } from "./capacity-claim";
import { dispatchedEmail } from "./dispatched-email";
import { fulfilmentRepository as repo } from "./fulfilment.repository";
import { costFor, vendorBoxName } from "./order-cost";
import { offersRepository } from "./order-offers.repository";
import { loadRouter } from "./order-routing";
import { dispatchFacts, orderViews } from "./order-views.repository";
import type { OwnSupplier, PackagePhotos } from "./ports";
import { toVendorOrder, withoutRecipient } from "./vendor-order-view";

/** Suspended and rejected vendors see no recipient data and change no order (pending ones hold none). */
const isActiveVendor = (status: string) => status === "approved" || status === "pending";

type UserRow = typeof users.$inferSelect;

interface Deps {
  vendors: OwnSupplier;
  media: PackagePhotos;
}

/** The vendor's side of fulfilment: its orders, nearby ones to claim, fulfilling one, and its payments. */
export function createVendorOrders(ctx: AppContext, { vendors, media }: Deps) {
  const { db, clock } = ctx;
  const today = () => todayIso(clock.now());

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

  return {
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
      const cost = costFor(vendorBoxes, supplier.id, subscribed, plan);
      // Only with room that day (capacity and closures): a full or closed day is refused with its reason.
      // A claim from Nearby Orders is an accepted order, recorded in the claim's transaction.
      const won = await claimWithinCapacity(db, order.delivery_date, id, supplier.id, cost, (tx) =>
        offersRepository.record(tx, [
          { orderId: id, kind: "accepted", supplierId: supplier.id, actorUserId: user.id, reason: "claimed" },
        ]),
      );
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
          await queueEmails(tx, [dispatchedEmail(ctx.publicUrl, id, sent)]);
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
  };
}

export type VendorOrders = ReturnType<typeof createVendorOrders>;

import type { z } from "zod";
import { planOf } from "../../../shared/domain/catalogue";
import { todayIso } from "../../../shared/domain/dates";
import {
  isOrderStatus,
  ORDER_STATUS_MESSAGES,
  type OrderStatus,
  statusChangeRefusal,
  statusMenuMove,
} from "../../../shared/domain/fulfilment-status";
import type { AdminOrder, AdminOrderQuery, adminOrderPatchSchema } from "../../../shared/schemas/fulfilment";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { users } from "../../db/schema";
import { queueEmails } from "../../integrations/email/outbox";
import { AppError, notFound, validation } from "../../lib/errors";
import { toAdminOrder } from "./admin-order-view";
import { overrideOrderCost } from "./cost-override";
import { type RoutingVendorRow, fulfilmentRepository as repo } from "./fulfilment.repository";
import { openOffers } from "./open-offers";
import { costFor, NO_COST, type OrderCost } from "./order-cost";
import { loadRouter, routedNotice } from "./order-routing";
import { orderViews } from "./order-views.repository";
import type { DeliveryCounter } from "./ports";

/** Rows the CSV export holds at most (far more than staff scroll; the page is paged). */
export const CSV_MAX_ROWS = 20_000;

const changedMeanwhile = () => new AppError("INVALID_STATE", ORDER_STATUS_MESSAGES.changedMeanwhile);

interface Deps {
  subscriptions: DeliveryCounter;
}

type UserRow = typeof users.$inferSelect;

/** Staff's fulfilment dashboard: the order list and its CSV, an order's status, vendor, cost and notes. */
export function createStaffOrders(ctx: AppContext, { subscriptions }: Deps) {
  const { db, clock } = ctx;
  const today = () => todayIso(clock.now());

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

  return {
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

    async adminPatch(id: number, patch: z.output<typeof adminOrderPatchSchema>, staff: UserRow): Promise<AdminOrder> {
      const order = await repo.find(db, id);
      // A delivery not yet due (or skipped, withdrawn, refunded) is no order of staff's.
      if (!order || !isOrderStatus(order.status)) throw notFound("Order not found");
      if (patch.deliveryConfirmed !== undefined) {
        const confirmed = patch.deliveryConfirmed;
        await db.transaction(async (tx) => {
          const changed = await repo.setConfirmed(tx, id, confirmed, { userId: staff.id, at: clock.now() });
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
            await openOffers(tx, [{ id, supplier_id: vendor.id }], ctx.clock.now(), "staff");
            await tellVendors(tx, [{ id, supplier_id: vendor.id }], [vendor], new Map([[id, order.deliveryDate]]));
          }
        });
        return adminOrder(id);
      }
      const { cost, costReason, ...rest } = patch;
      // A cost staff type is theirs (routing and reassignment keep it), with its reason on record.
      if (cost !== undefined)
        await overrideOrderCost(db, order, {
          newCents: cost,
          reason: costReason ?? null,
          staffUserId: staff.id,
          at: clock.now(),
        });
      else await repo.update(db, id, rest);
      return adminOrder(id);
    },

    async vendorChoices() {
      const rows = await repo.approvedVendors(db);
      return rows.map((row) => ({ id: row.id, name: row.name, postcode: row.zip_code }));
    },
  };
}

export type StaffOrders = ReturnType<typeof createStaffOrders>;

import { planOf } from "../../../shared/domain/catalogue";
import { addDaysIso, formatIsoDate, todayIso } from "../../../shared/domain/dates";
import type { RerouteResult, VendorLoad } from "../../../shared/schemas/vendor-capacity";
import type { AppContext } from "../../context";
import { queueEmails } from "../../integrations/email/outbox";
import { AppError, notFound } from "../../lib/errors";
import { capacityRepository as capacity, indexVendorDays } from "./capacity.repository";
import { fulfilmentRepository as repo } from "./fulfilment.repository";
import { openOffers } from "./open-offers";
import { costFor } from "./order-cost";
import { offersRepository } from "./order-offers.repository";
import { loadRouter, routedNotice } from "./order-routing";
import { orderViews } from "./order-views.repository";

/** Days staff see on the load chart: today and the next 13. */
export const LOAD_DAYS = 14;

export const REROUTE_NOT_OPEN = "Only an unassigned order still to be made can be routed again.";

/** Staff's view of capacity: each vendor's load per day, and routing an unassigned order again. */
export function createCapacityService(ctx: AppContext) {
  const { db } = ctx;
  const today = () => todayIso(ctx.clock.now());

  return {
    /** Orders per day against capacity for every approved vendor, two weeks from today (closed days marked). */
    async vendorLoad(): Promise<VendorLoad> {
      const from = today();
      const to = addDaysIso(from, LOAD_DAYS - 1);
      const dates = Array.from({ length: LOAD_DAYS }, (_, i) => addDaysIso(from, i));
      const [vendors, days, unassigned] = await Promise.all([
        repo.approvedVendorAreas(db),
        capacity.vendorDays(db, from, to),
        capacity.unassignedPerDay(db, from, to),
      ]);
      const daysOf = indexVendorDays(days);
      const unassignedOn = new Map(unassigned.map((row) => [row.date, row.orders]));
      return {
        from,
        to,
        unassigned: dates.map((date) => ({ date, orders: unassignedOn.get(date) ?? 0 })),
        vendors: vendors.map((vendor) => {
          const own = daysOf.get(vendor.id);
          return {
            id: vendor.id,
            name: vendor.name,
            dailyCapacity: vendor.daily_capacity,
            days: dates.map((date) => ({
              date,
              orders: own?.ordersByDate.get(date) ?? 0,
              closed: own?.closedDates.has(date) ?? false,
            })),
          };
        }),
      };
    },

    /**
     * Routes one unassigned open order again by the routing rules as they stand now (capacity and
     * closures included): after staff raise a vendor's capacity, say. The vendor is e-mailed; with no
     * vendor that has room, the order stays unassigned and staff are told so.
     */
    async reroute(id: number): Promise<RerouteResult> {
      const day = today();
      const [order] = await orderViews.unassignedFrom(db, day, id);
      if (!order) {
        if (!(await repo.find(db, id))) throw notFound("Order not found");
        throw new AppError("INVALID_STATE", REROUTE_NOT_OPEN);
      }
      const result = await db.transaction(async (tx): Promise<RerouteResult> => {
        const [{ router, vendorRows, vendorBoxes }, [facts]] = await Promise.all([
          loadRouter(tx, day),
          offersRepository.passFacts(tx, [id]),
        ]);
        const plan = planOf(order.plan_key, order.box_category);
        const supplierId = router.route({
          id: order.id,
          postcode: order.postcode,
          planKey: plan,
          boxSupplierId: order.box_supplier_id,
          deliveryDate: order.delivery_date,
          // Never back to a vendor that declined it or let its deadline pass.
          excludedVendorIds: new Set(facts?.excluded ?? []),
        });
        const vendor = vendorRows.find((v) => v.id === supplierId);
        if (!vendor) {
          const message = `No vendor with room covers this order on ${formatIsoDate(order.delivery_date)}: it stays unassigned.`;
          return { orderId: id, routed: false, supplierId: null, vendorName: null, message };
        }
        const subscribed = { id: order.box_id, supplierId: order.box_supplier_id, priceCents: order.box_price_cents };
        if (!(await repo.claim(tx, id, vendor.id, costFor(vendorBoxes, vendor.id, subscribed, plan))))
          throw new AppError("INVALID_STATE", REROUTE_NOT_OPEN);
        // Routed again, it waits for the vendor to accept like any routed order.
        await openOffers(tx, [{ id, supplier_id: vendor.id }], ctx.clock.now(), "staff");
        await queueEmails(tx, [
          routedNotice(vendor, `rerouted:${vendor.id}:${id}`, 1, order.delivery_date, ctx.publicUrl),
        ]);
        return {
          orderId: id,
          routed: true,
          supplierId: vendor.id,
          vendorName: vendor.name,
          message: `Routed to ${vendor.name}.`,
        };
      });
      if (result.routed) ctx.emailQueued();
      return result;
    },
  };
}
export type CapacityService = ReturnType<typeof createCapacityService>;

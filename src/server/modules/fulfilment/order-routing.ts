import { planOf } from "../../../shared/domain/catalogue";
import type { IsoDate } from "../../../shared/domain/dates";
import { offerDeadline } from "../../../shared/domain/order-offers";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { ordersRoutedEmail } from "../../integrations/email/fulfilment-templates";
import { type QueuedEmail, queueHeldEmails, releaseEmails } from "../../integrations/email/outbox";
import { letRequestsIn } from "../../lib/let-requests-in";
import { postcodeDirectory } from "../../lib/postcode-directory";
import { capacityRepository, indexVendorDays } from "./capacity.repository";
import {
  type RoutingVendorRow,
  type RoutingVerdict,
  fulfilmentRepository as repo,
  type UnroutedOrderRow,
} from "./fulfilment.repository";
import { costFor, indexVendorBoxes, NO_COST } from "./order-cost";
import { createRouter, type RoutingVendor } from "./routing";

/**
 * Orders routed per transaction at most: set-based, yet short enough to let requests in between
 * (PGlite, which serves nothing else until a chunk commits). A slice of 2,000 subscriptions makes
 * about 1,600–2,200 orders in a 14-day window: one chunk, one statement (about 0.1 s on PGlite).
 */
const ROUTING_CHUNK = 2_500;
/** How long a run's vendor e-mails wait for the run to end; a run that died sends them after it. */
const NOTICE_HOLD_SECONDS = 15 * 60;

export const toRoutingVendor = (row: RoutingVendorRow): RoutingVendor => ({
  id: row.id,
  zipCode: row.zip_code,
  state: row.state,
  serviceRadiusKm: row.service_radius_km,
  servicePostcodes: row.service_postcodes ?? [],
  serviceArea: row.service_area,
  categories: row.categories ?? [],
  openOrders: row.open_orders,
});

/**
 * The approved vendors, a router over them, and each vendor's active boxes (the orders' costs). With
 * `capacityFrom`, the router also skips a vendor full or closed on an order's delivery date (from that
 * date on, one query for every vendor's days); without, it routes by area and category alone (staff's
 * own choice of vendor).
 */
export async function loadRouter(tx: DbOrTx, capacityFrom?: IsoDate) {
  const [vendorRows, boxes, days] = await Promise.all([
    repo.approvedVendors(tx),
    repo.vendorBoxPrices(tx),
    capacityFrom === undefined ? null : capacityRepository.vendorDays(tx, capacityFrom, null),
  ]);
  const daysOf = days && indexVendorDays(days);
  const vendors = vendorRows.map((row) =>
    daysOf
      ? { ...toRoutingVendor(row), dailyCapacity: row.daily_capacity, ...daysOf.get(row.id) }
      : toRoutingVendor(row),
  );
  return {
    router: createRouter(vendors, postcodeDirectory()),
    vendorRows,
    vendorBoxes: indexVendorBoxes(boxes),
  };
}
export type Routing = Awaited<ReturnType<typeof loadRouter>>;

/** The "orders routed" e-mail to a vendor: how many, and the first one's date. */
export function routedNotice(
  vendor: RoutingVendorRow,
  dedupeKey: string,
  count: number,
  firstDate: string,
  publicUrl: string,
): QueuedEmail {
  return {
    dedupeKey,
    kind: "order-routed",
    to: vendor.email,
    ...ordersRoutedEmail(vendor.contact_name ?? vendor.name, vendor.name, count, firstDate, publicUrl),
  };
}

/** What a run owes one vendor so far: one e-mail, named after the run's first order for it. */
interface Notice {
  key: string;
  count: number;
  firstDate: string;
}

/**
 * One generation run's routing. `lockAndRoute(orders)` makes the run's due deliveries orders and routes
 * them in the same write (docs/decisions/0027); `route(ids)` routes orders locked but never routed (a
 * run of an earlier version that died between the two, `neverRouted`). Both go in chunks, each one
 * transaction that writes the verdicts and the vendors' e-mails together. Each vendor gets ONE e-mail
 * for the whole run, kept up to date as the chunks commit and held back until `finish()` sends them
 * (ADR 0016).
 */
export async function startRoutingRun(ctx: AppContext, from: IsoDate) {
  const { router, vendorRows, vendorBoxes } = await loadRouter(ctx.db, from);
  const vendorById = new Map(vendorRows.map((vendor) => [vendor.id, vendor]));
  const result = { routed: 0, unassigned: 0 };
  let notices = new Map<number, Notice>();

  /**
   * Routes `read`'s orders and writes the verdicts with `write` (which records the offers too and
   * answers the orders it changed, with their vendor or null); answers how many it changed.
   */
  async function routeChunk(
    read: (tx: DbOrTx) => Promise<UnroutedOrderRow[]>,
    write: (tx: DbOrTx, verdicts: RoutingVerdict[]) => Promise<{ id: number; supplier_id: number | null }[]>,
  ) {
    const done = await ctx.db.transaction(async (tx) => {
      const orders = await read(tx);
      const now = ctx.clock.now();
      const verdicts = orders.map((order): RoutingVerdict => {
        const plan = planOf(order.plan_key, order.box_category);
        const supplierId = router.route({
          id: order.id,
          postcode: order.postcode,
          planKey: plan,
          boxSupplierId: order.box_supplier_id,
          deliveryDate: order.delivery_date,
        });
        const subscribed = { id: order.box_id, supplierId: order.box_supplier_id, priceCents: order.box_price_cents };
        const cost = supplierId === null ? NO_COST : costFor(vendorBoxes, supplierId, subscribed, plan);
        // Each waits for its vendor to accept it by a deadline (the run's e-mail says so).
        const acceptBy = supplierId === null ? null : offerDeadline(now, order.delivery_date, order.state);
        return { id: order.id, deliveryDate: order.delivery_date, supplierId, cost, acceptBy };
      });
      const changed = await write(tx, verdicts);
      const assigned = changed.filter((c): c is { id: number; supplier_id: number } => c.supplier_id !== null);
      // The notices as they will stand once this chunk commits (kept only if it does).
      const next = new Map(notices);
      const dates = new Map(orders.map((order) => [order.id, order.delivery_date]));
      const touched = new Set<number>();
      for (const { id, supplier_id: supplierId } of assigned) {
        const date = dates.get(id) ?? from;
        const notice = next.get(supplierId);
        next.set(
          supplierId,
          notice
            ? { ...notice, count: notice.count + 1, firstDate: date < notice.firstDate ? date : notice.firstDate }
            : { key: `routed-run:${supplierId}:${id}`, count: 1, firstDate: date },
        );
        touched.add(supplierId);
      }
      await queueHeldEmails(
        tx,
        [...touched].flatMap((supplierId) => {
          const vendor = vendorById.get(supplierId);
          const notice = next.get(supplierId)!;
          return vendor ? [routedNotice(vendor, notice.key, notice.count, notice.firstDate, ctx.publicUrl)] : [];
        }),
        NOTICE_HOLD_SECONDS,
      );
      return { next, changed: changed.length, routed: assigned.length };
    });
    notices = done.next;
    result.routed += done.routed;
    result.unassigned += done.changed - done.routed;
    return done.changed;
  }

  /** Routes each chunk of `items` with `routeOne`, letting requests in between; answers how many changed. */
  async function inChunks<T>(items: T[], routeOne: (chunk: T[]) => Promise<number>) {
    let changed = 0;
    for (let start = 0; start < items.length; start += ROUTING_CHUNK) {
      changed += await routeOne(items.slice(start, start + ROUTING_CHUNK));
      await letRequestsIn();
    }
    return changed;
  }

  return {
    /** Due deliveries (`dueToLock`) made orders and routed; answers how many became orders. */
    lockAndRoute: (due: UnroutedOrderRow[]) =>
      inChunks(due, (chunk) =>
        routeChunk(
          async () => chunk,
          (tx, verdicts) => repo.lockAndRoute(tx, verdicts),
        ),
      ),
    /** Orders locked but never routed, routed. */
    route: (ids: number[]) =>
      inChunks(ids, (chunk) =>
        routeChunk(
          (tx) => repo.unrouted(tx, from, chunk),
          (tx, verdicts) => repo.route(tx, verdicts),
        ),
      ),
    /** Sends the run's e-mails; answers how many orders it routed and left without a vendor. */
    async finish() {
      if (notices.size) {
        await releaseEmails(
          ctx.db,
          [...notices.values()].map((notice) => notice.key),
        );
        ctx.emailQueued();
      }
      return result;
    },
  };
}

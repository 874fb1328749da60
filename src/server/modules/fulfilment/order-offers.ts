import { planOf } from "../../../shared/domain/catalogue";
import { todayIso } from "../../../shared/domain/dates";
import { isOrderStatus, ORDER_MOVES, ORDER_STATUS_MESSAGES } from "../../../shared/domain/fulfilment-status";
import {
  DECLINE_REASON_LABELS,
  type DeclineReason,
  OFFER_MESSAGES,
  ORDER_EVENT_LABELS,
  offerDeadline,
  offerStateOf,
  type PassCause,
} from "../../../shared/domain/order-offers";
import type { DeclineInput, OrderDeclined, OrderEvent } from "../../../shared/schemas/order-offers";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { users } from "../../db/schema";
import { orderOfferedEmail, orderPassedOnEmail, orderUnassignedEmail } from "../../integrations/email/offer-templates";
import { type QueuedEmail, queueEmails } from "../../integrations/email/outbox";
import { AppError, notFound } from "../../lib/errors";
import { fulfilmentRepository } from "./fulfilment.repository";
import { costFor, NO_COST } from "./order-cost";
import { type OrderEventInput, offersRepository as repo } from "./order-offers.repository";
import { loadRouter } from "./order-routing";
import { orderViews } from "./order-views.repository";
import type { OwnSupplier } from "./ports";
import { toVendorOrder } from "./vendor-order-view";

type UserRow = typeof users.$inferSelect;
/** Offers the deadline job passes on per transaction. */
const EXPIRY_CHUNK = 500;
const CAUSE_LABELS: Record<PassCause | "routed" | "staff" | "claimed" | "fulfilled", string> = {
  declined: "Declined by the vendor",
  expired: "Not accepted in time",
  suspended: "The vendor was suspended",
  routed: "Routed",
  staff: "Given by staff",
  claimed: "Claimed from Nearby Orders",
  fulfilled: "Fulfilled by the vendor",
};

/**
 * Orders just taken off a vendor (declined, deadline missed, vendor suspended) go to the next eligible
 * vendor by the routing rules — never one that declined or missed it — with a fresh offer, or are left
 * unassigned for staff and Nearby Orders. Each step is recorded and e-mailed once (keyed by its event).
 */
export async function passOn(
  ctx: AppContext,
  tx: DbOrTx,
  released: { id: number; supplier_id: number }[],
  cause: PassCause,
  actorUserId: number | null,
  declineReason: string | null = null,
) {
  if (!released.length) return [];
  const now = ctx.clock.now();
  const from = new Map(released.map((r) => [r.id, r.supplier_id]));
  const [facts, { router, vendorBoxes }] = await Promise.all([
    repo.passFacts(tx, [...from.keys()]),
    loadRouter(tx, todayIso(now)),
  ]);
  const verdicts = facts.map((order) => {
    const plan = planOf(order.plan_key, order.box_category);
    const to = router.route({
      id: order.id,
      postcode: order.postcode,
      planKey: plan,
      boxSupplierId: order.box_supplier_id,
      deliveryDate: order.delivery_date,
      excludedVendorIds: new Set([...order.excluded, from.get(order.id)!]),
    });
    const subscribed = { id: order.box_id, supplierId: order.box_supplier_id, priceCents: order.box_price_cents };
    return {
      order,
      id: order.id,
      supplierId: to,
      cost: to === null ? NO_COST : costFor(vendorBoxes, to, subscribed, plan),
      acceptBy: to === null ? null : offerDeadline(now, order.delivery_date, order.state),
    };
  });
  const moved = new Set((await repo.passTo(tx, verdicts)).map((row) => row.id));
  const done = verdicts.filter((v) => moved.has(v.id));
  const events: OrderEventInput[] = done.flatMap((v) => [
    {
      orderId: v.id,
      kind: "passed_on",
      supplierId: from.get(v.id)!,
      toSupplierId: v.supplierId,
      actorUserId,
      reason: cause,
    },
    v.supplierId === null
      ? { orderId: v.id, kind: "unassigned", supplierId: null, reason: cause }
      : { orderId: v.id, kind: "offered", supplierId: v.supplierId, reason: cause, acceptBy: v.acceptBy },
  ]);
  const recorded = await repo.record(tx, events);
  const eventId = new Map(recorded.map((e) => [`${e.order_id}:${e.kind}`, e.id]));
  const vendorIds = new Set(done.flatMap((v) => [from.get(v.id)!, ...(v.supplierId === null ? [] : [v.supplierId])]));
  const contacts = new Map((await repo.vendorContacts(tx, [...vendorIds])).map((c) => [c.id, c]));
  const emails: QueuedEmail[] = [];
  for (const v of done) {
    const date = v.order.delivery_date;
    const old = contacts.get(from.get(v.id)!);
    // A suspended vendor has heard why already; one that declined or let it pass is told it has gone.
    if (old && cause !== "suspended") {
      emails.push({
        dedupeKey: `order-passed-on:${eventId.get(`${v.id}:passed_on`)}`,
        kind: "order-passed-on",
        to: old.email,
        ...orderPassedOnEmail(old.contact_name ?? old.name, old.name, date, cause, declineReason, ctx.publicUrl),
      });
    }
    const next = v.supplierId === null ? null : contacts.get(v.supplierId);
    if (next && v.acceptBy) {
      emails.push({
        dedupeKey: `order-offered:${eventId.get(`${v.id}:offered`)}`,
        kind: "order-offered",
        to: next.email,
        ...orderOfferedEmail(next.contact_name ?? next.name, next.name, date, v.acceptBy, ctx.publicUrl),
      });
    }
    if (v.supplierId === null) {
      const place = [v.order.suburb, v.order.postcode].filter(Boolean).join(" ") || null;
      emails.push({
        dedupeKey: `order-unassigned:${eventId.get(`${v.id}:unassigned`)}`,
        kind: "order-unassigned",
        to: ctx.staffEmail,
        ...orderUnassignedEmail(v.id, date, place, `${ctx.publicUrl}/admin/fulfillment?unassigned=true`),
      });
    }
  }
  await queueEmails(tx, emails);
  return done.map((v) => ({ id: v.id, supplierId: v.supplierId }));
}

interface Deps {
  vendors: OwnSupplier;
}

/** The vendor's answer to an offer, the deadline job, and the order's recorded steps for staff. */
export function createOrderOffers(ctx: AppContext, { vendors }: Deps) {
  const { db, clock } = ctx;
  const changedMeanwhile = () => new AppError("INVALID_STATE", ORDER_STATUS_MESSAGES.changedMeanwhile);

  /** The vendor's own order still waiting for its answer, or why it can't answer (nothing changed). */
  async function openOffer(user: UserRow, id: number) {
    const supplier = await vendors.ownSupplier(user);
    const order = await fulfilmentRepository.find(db, id);
    if (!order || order.supplierId !== supplier.id || !isOrderStatus(order.status)) throw notFound("Order not found");
    if (supplier.status !== "approved") throw new AppError("INVALID_STATE", OFFER_MESSAGES.readOnly);
    const now = clock.now();
    const state = offerStateOf(order);
    if (state === "offered" && order.acceptBy! <= now) throw new AppError("INVALID_STATE", OFFER_MESSAGES.expired);
    if (state === "offered" && !(ORDER_MOVES.passOn.from as readonly string[]).includes(order.status))
      throw new AppError("INVALID_STATE", OFFER_MESSAGES.notOpen);
    return { supplier, order, state, now };
  }

  async function vendorOrder(supplierId: number, id: number) {
    const [row] = await orderViews.vendorOrders(db, supplierId, [id]);
    if (!row) throw notFound("Order not found");
    return toVendorOrder(row, todayIso(clock.now()));
  }

  return {
    /** Accepts an offered order (asked again once accepted, it is so already). */
    async accept(user: UserRow, id: number) {
      const { supplier, state, now } = await openOffer(user, id);
      if (state === "offered") {
        await db.transaction(async (tx) => {
          if (!(await repo.accept(tx, id, supplier.id, now))) throw changedMeanwhile();
          await repo.record(tx, [{ orderId: id, kind: "accepted", supplierId: supplier.id, actorUserId: user.id }]);
        });
      }
      return vendorOrder(supplier.id, id);
    },

    /** Declines an offered order with a reason: it is passed on at once. */
    async decline(user: UserRow, id: number, input: { reason: DeclineInput["reason"]; note: string | null }) {
      const { supplier, state, now } = await openOffer(user, id);
      if (state !== "offered") throw new AppError("INVALID_STATE", OFFER_MESSAGES.notOffered);
      await db.transaction(async (tx) => {
        const released = await repo.releaseDeclined(tx, id, supplier.id, now);
        if (!released.length) throw changedMeanwhile();
        await repo.record(tx, [
          {
            orderId: id,
            kind: "declined",
            supplierId: supplier.id,
            actorUserId: user.id,
            reason: input.reason,
            note: input.note,
          },
        ]);
        await passOn(ctx, tx, released, "declined", user.id, input.reason);
      });
      ctx.emailQueued();
      return { id, message: "Thanks for letting us know. The order has been passed on." } satisfies OrderDeclined;
    },

    /**
     * The deadline job: every offer whose deadline passed is passed on, set-based in chunks. Several
     * instances at once each take rows the others have not locked, and re-check them: each moves once.
     */
    async expireDue(): Promise<number> {
      let total = 0;
      for (;;) {
        const now = clock.now();
        const moved = await db.transaction(async (tx) => {
          const released = await repo.releaseExpired(tx, now, EXPIRY_CHUNK);
          await repo.record(
            tx,
            released.map((r) => ({ orderId: r.id, kind: "expired", supplierId: r.supplier_id, reason: "expired" })),
          );
          await passOn(ctx, tx, released, "expired", null);
          return released.length;
        });
        total += moved;
        if (moved < EXPIRY_CHUNK) break;
      }
      if (total) ctx.emailQueued();
      return total;
    },

    /** Staff: every step of an order's offer, oldest first. */
    async events(id: number): Promise<OrderEvent[]> {
      const order = await fulfilmentRepository.find(db, id);
      if (!order || !isOrderStatus(order.status)) throw notFound("Order not found");
      return (await repo.events(db, id)).map((row) => ({
        id: row.id,
        kind: row.kind,
        label: ORDER_EVENT_LABELS[row.kind] ?? row.kind,
        vendorName: row.vendor_name,
        toVendorName: row.to_vendor_name,
        actorName: row.actor_name,
        reason: reasonLabel(row.reason),
        note: row.note,
        acceptBy: row.accept_by ? new Date(row.accept_by).toISOString() : null,
        at: new Date(row.created_at).toISOString(),
      }));
    },
  };
}

function reasonLabel(reason: string | null): string | null {
  if (!reason) return null;
  return DECLINE_REASON_LABELS[reason as DeclineReason] ?? CAUSE_LABELS[reason as keyof typeof CAUSE_LABELS] ?? reason;
}

export type OrderOffers = ReturnType<typeof createOrderOffers>;

import { planNameForKey } from "../../shared/domain/catalogue";
import { addDaysIso, addMonthsIso, formatIsoDate, recipientToday } from "../../shared/domain/dates";
import {
  BUYER_STATE_LABELS,
  buyerState,
  CHANGEABLE_STATES,
  DELIVERY_MESSAGES,
  isLocked,
  LOCK_DAYS,
  lockInstant,
  SENT_STATES,
} from "../../shared/domain/delivery-state";
import { addCycles, deliveryCycle } from "../../shared/domain/frequency";
import { LIVE_STATUSES } from "../../shared/domain/subscription-status";
import type { LedgerDelivery } from "../../shared/schemas/deliveries";
import type { AppContext } from "../context";
import type { users } from "../db/schema";
import type { PaymentProvider } from "../integrations/payments/payment-provider";
import { AppError, notFound, validation } from "../lib/errors";
import { toDeliveryProof } from "../modules/fulfilment/delivery-proof-view";
import type { BuyerLedgerRow, LedgerRow } from "../modules/fulfilment/ledger.repository";
import type { LedgerPort } from "../modules/fulfilment/ledger-port";
import { packagePhotoUrl } from "../modules/fulfilment/vendor-order-view";
import type { SubscriptionRow } from "../modules/subscriptions/subscriptions.repository";
import { ledgerSubscriptionOf, type SubscriptionsService } from "../modules/subscriptions/subscriptions.service";

type UserRow = typeof users.$inferSelect;

const changedMeanwhile = () =>
  new AppError("INVALID_STATE", "This delivery was changed meanwhile. Reload the page to see it as it is now.");
const isChangeable = (status: string) => (CHANGEABLE_STATES as readonly string[]).includes(status);

/**
 * The buyer's control over single deliveries (PRODUCT.md "Deliveries, refunds and the buyer's
 * control"): list, skip, un-skip, move, send the next one sooner, and a usual weekday — each until
 * the delivery's lock point (3 days before, where the recipient lives). A flow: it spans the
 * subscriptions module (ownership, the next charge date) and the ledger (fulfilment), and the
 * payment provider (a skipped pay-as-you-go charge).
 */
export function createDeliveryControl(
  ctx: AppContext,
  deps: { subscriptions: SubscriptionsService; ledger: LedgerPort; provider: PaymentProvider },
) {
  const { db } = ctx;
  const { subscriptions, ledger, provider } = deps;

  function toDelivery(row: BuyerLedgerRow, state: string | null, now: Date): LedgerDelivery {
    const locked = isLocked(row.delivery_date, state, now);
    const changeable = isChangeable(row.status) && !locked;
    const shown = buyerState(row.status, row.supplier_id !== null);
    return {
      id: row.id,
      deliveryDate: row.delivery_date,
      slotDate: row.slot_date,
      kind: row.special_date_type ? "special" : "regular",
      specialDateType: row.special_date_type,
      boxName: row.box_name,
      planName: planNameForKey(row.plan_key),
      status: row.status as LedgerDelivery["status"],
      state: shown,
      stateLabel: BUYER_STATE_LABELS[shown],
      deliveryConfirmed: row.status === "delivered",
      locksAt: lockInstant(row.delivery_date, state).toISOString(),
      locked,
      canSkip: changeable && row.special_date_type === "",
      canUnskip: row.status === "skipped" && !locked,
      canMove: changeable,
      dispatchDate: (SENT_STATES as readonly string[]).includes(row.status) ? row.dispatch_date : null,
      courier: (SENT_STATES as readonly string[]).includes(row.status) ? row.courier : null,
      trackingNumber: (SENT_STATES as readonly string[]).includes(row.status) ? row.tracking_number : null,
      packagePhotoUrl: row.package_photo_path ? packagePhotoUrl(row.id) : null,
      proof: toDeliveryProof(row),
      payment:
        row.payment_id === null
          ? null
          : { id: row.payment_id, kind: row.payment_kind ?? "initial", paidOn: row.payment_date },
      allocatedCents: row.allocated_cents,
      allocatedGstCents: row.allocated_gst_cents,
      refundPaymentId: row.refund_payment_id,
    };
  }

  /** The buyer's own live subscription (404 for anyone else's), and where its recipient lives. */
  async function ownedLive(user: UserRow, id: number) {
    const { sub, recipient } = await subscriptions.owned(user, id);
    if (!(LIVE_STATUSES as readonly string[]).includes(sub.status))
      throw new AppError("INVALID_STATE", DELIVERY_MESSAGES.notLive);
    return { sub, state: recipient.state };
  }

  /** A delivery of this subscription the buyer may still change, or a clear refusal. */
  async function changeable(sub: SubscriptionRow, state: string | null, deliveryId: number) {
    const row = await ledger.find(db, sub.id, deliveryId);
    if (!row) throw notFound("Delivery not found");
    if ((SENT_STATES as readonly string[]).includes(row.status))
      throw new AppError("INVALID_STATE", DELIVERY_MESSAGES.sent);
    if (row.status === "withdrawn" || row.status === "refunded")
      throw new AppError("INVALID_STATE", DELIVERY_MESSAGES.ended);
    if (isLocked(row.delivery_date, state, ctx.clock.now()))
      throw new AppError("INVALID_STATE", DELIVERY_MESSAGES.locked(formatIsoDate(row.delivery_date)));
    return row;
  }

  /** The soonest day a delivery can be moved to: one whose lock point is still ahead. */
  const soonest = (state: string | null) => addDaysIso(recipientToday(state, ctx.clock.now()), LOCK_DAYS + 1);

  function checkDate(date: string, state: string | null) {
    const first = soonest(state);
    if (date < first)
      throw validation(DELIVERY_MESSAGES.dateTooSoon(formatIsoDate(first)), {
        date: DELIVERY_MESSAGES.dateTooSoon(formatIsoDate(first)),
      });
    if (date > addMonthsIso(recipientToday(state, ctx.clock.now()), 12))
      throw validation(DELIVERY_MESSAGES.dateTooLate, { date: DELIVERY_MESSAGES.dateTooLate });
  }

  /** The next charge moved by `cycles` delivery cycles (never before today: an earlier one is charged now). */
  function shiftedBilling(sub: SubscriptionRow, cycles: number, state: string | null) {
    if (!sub.nextBillingDate) return null;
    const shifted = addCycles(sub.nextBillingDate, deliveryCycle(sub.frequency), cycles);
    const today = recipientToday(state, ctx.clock.now());
    return shifted < today ? today : shifted;
  }

  async function list(user: UserRow, id: number): Promise<LedgerDelivery[]> {
    const { sub, recipient } = await subscriptions.owned(user, id);
    const today = recipientToday(recipient.state, ctx.clock.now());
    // The coming year's deliveries are in the ledger (idempotent): pay-as-you-go ones not yet charged too.
    if ((LIVE_STATUSES as readonly string[]).includes(sub.status))
      await ledger.writeSchedule(db, sub.id, today, addMonthsIso(today, 12));
    const now = ctx.clock.now();
    return (await ledger.forBuyer(db, sub.id)).map((row) => toDelivery(row, recipient.state, now));
  }

  return {
    list,

    /**
     * Skips a regular delivery: pay-as-you-go, it is not charged (the next charge moves on a cycle);
     * prepaid, its part of the payment moves to the end of the term (so does the next charge).
     */
    async skip(user: UserRow, id: number, deliveryId: number) {
      const { sub, state } = await ownedLive(user, id);
      const row = await changeable(sub, state, deliveryId);
      if (row.status === "skipped") return list(user, id);
      if (row.special_date_type)
        throw new AppError(
          "INVALID_STATE",
          "A special-date delivery can't be skipped, but you can move it to another date.",
        );
      const nextBillingDate = shiftedBilling(sub, 1, state);
      await db.transaction(async (tx) => {
        if (!(await ledger.skip(tx, ledgerSubscriptionOf(sub), row))) throw changedMeanwhile();
        if (nextBillingDate) await subscriptions.update(tx, sub.id, { nextBillingDate });
      });
      // Stripe bills on its own schedule: collection pauses until the moved charge date.
      if (nextBillingDate && sub.billingInterval === "pay-as-you-go")
        await provider.pause(sub.providerSubscriptionId, new Date(`${nextBillingDate}T00:00:00Z`));
      ctx.emailQueued();
      return list(user, id);
    },

    /** Un-skips: the delivery is scheduled again and paid (its part taken back) or charged with the next charge. */
    async unskip(user: UserRow, id: number, deliveryId: number) {
      const { sub, state } = await ownedLive(user, id);
      const row = await ledger.find(db, sub.id, deliveryId);
      if (!row) throw notFound("Delivery not found");
      if (row.status !== "skipped") throw new AppError("INVALID_STATE", DELIVERY_MESSAGES.notSkipped);
      const now = ctx.clock.now();
      if (isLocked(row.delivery_date, state, now))
        throw new AppError("INVALID_STATE", DELIVERY_MESSAGES.locked(formatIsoDate(row.delivery_date)));
      await db.transaction(async (tx) => {
        const done = await ledger.unskip(
          tx,
          ledgerSubscriptionOf(sub),
          row,
          (r: LedgerRow) => !isLocked(r.delivery_date, state, now),
        );
        if (!done) throw changedMeanwhile();
        // Unpaid again: it is charged with the next charge, brought back the cycle the skip moved it on.
        const nextBillingDate = shiftedBilling(sub, -1, state);
        if (nextBillingDate) await subscriptions.update(tx, sub.id, { nextBillingDate });
      });
      if (sub.billingInterval === "pay-as-you-go") await provider.resume(sub.providerSubscriptionId);
      ctx.emailQueued();
      return list(user, id);
    },

    /** Moves a delivery to another day, from the soonest that can still be prepared to a year ahead. */
    async move(user: UserRow, id: number, deliveryId: number, date: string) {
      const { sub, state } = await ownedLive(user, id);
      const row = await changeable(sub, state, deliveryId);
      if (row.status === "skipped") throw new AppError("INVALID_STATE", "Un-skip this delivery before moving it.");
      checkDate(date, state);
      if (date === row.delivery_date) return list(user, id);
      const open = await ledger.open(db, [sub.id]);
      if (open.some((other) => other.id !== row.id && other.delivery_date === date))
        throw validation(DELIVERY_MESSAGES.dateTaken, { date: DELIVERY_MESSAGES.dateTaken });
      await db.transaction(async (tx) => {
        if (!(await ledger.move(tx, row, date))) throw changedMeanwhile();
        await subscriptions.update(tx, sub.id, {});
      });
      ctx.emailQueued();
      return list(user, id);
    },

    /**
     * The next regular delivery not yet locked, sent sooner: to `date`, or the soonest day it can be
     * prepared. One not yet charged is charged with the day's renewals.
     */
    async sendSooner(user: UserRow, id: number, date: string | undefined) {
      const { sub, state } = await ownedLive(user, id);
      const today = recipientToday(state, ctx.clock.now());
      await ledger.writeSchedule(db, sub.id, today, addMonthsIso(today, 12));
      const now = ctx.clock.now();
      const next = (await ledger.open(db, [sub.id])).find(
        (row) => row.special_date_type === "" && !isLocked(row.delivery_date, state, now),
      );
      if (!next) throw new AppError("INVALID_STATE", DELIVERY_MESSAGES.nothingToSendSooner);
      const target = date ?? soonest(state);
      checkDate(target, state);
      if (target >= next.delivery_date)
        throw validation(`Please choose a date before ${formatIsoDate(next.delivery_date)}, when it is due anyway.`, {
          date: `Please choose a date before ${formatIsoDate(next.delivery_date)}.`,
        });
      await db.transaction(async (tx) => {
        if (!(await ledger.move(tx, next, target))) throw changedMeanwhile();
        // Not yet paid: charged today (test mode's renewals; Stripe charges on its own invoice date).
        if (next.payment_id === null && sub.nextBillingDate && sub.nextBillingDate > today)
          await subscriptions.update(tx, sub.id, { nextBillingDate: today });
        else await subscriptions.update(tx, sub.id, {});
      });
      ctx.emailQueued();
      return list(user, id);
    },

    /** The usual delivery weekday: every regular delivery not yet locked moves to it within its week. */
    async setWeekday(user: UserRow, id: number, weekday: number | null) {
      const { sub, state } = await ownedLive(user, id);
      await db.transaction(async (tx) => {
        await subscriptions.update(tx, sub.id, { deliveryWeekday: weekday });
        // With no weekday, each goes back to the schedule's own day (Sunday-based offset 0 … the slot itself).
        if (weekday !== null) await ledger.moveToWeekday(tx, sub.id, weekday, soonest(state));
        else await ledger.moveToSlot(tx, sub.id, soonest(state));
      });
      return list(user, id);
    },
  };
}

export type DeliveryControl = ReturnType<typeof createDeliveryControl>;

import { allocateCharge, allocatePayment } from "../../../shared/domain/allocation";
import type { IsoDate } from "../../../shared/domain/dates";
import { CHANGEABLE_STATES } from "../../../shared/domain/delivery-state";
import { onWeekday, slotsToPay } from "../../../shared/domain/ledger-slots";
import { type BillingPlan, deliveriesPerCharge } from "../../../shared/domain/pricing";
import { regularDeliveryDate } from "../../../shared/domain/schedule";
import type { DbOrTx } from "../../db/client";
import type { LedgerRow, LedgerSubscription } from "../../lib/ledger-rows";
import { type PaidDelivery, ledgerRepository as repo } from "./ledger.repository";

export type { LedgerSubscription };

const planOn = (sub: LedgerSubscription, date: IsoDate) =>
  sub.pendingPlanKey && sub.planChangeFrom && date >= sub.planChangeFrom ? sub.pendingPlanKey : sub.planKey;

/** A regular delivery on `slot`, paid by `paymentId` with its part of the payment. */
const paidRegularDelivery = (
  sub: LedgerSubscription,
  slot: IsoDate,
  paymentId: number,
  part: { cents: number; gstCents: number },
): PaidDelivery => ({
  subscriptionId: sub.id,
  slotDate: slot,
  deliveryDate: onWeekday(slot, sub.deliveryWeekday),
  specialDateType: "",
  planKey: planOn(sub, slot),
  paymentId,
  cents: part.cents,
  gstCents: part.gstCents,
});

/**
 * The ledger's bookkeeping for payments (ADR 0018), inside the caller's transaction: a first payment
 * pays its plan's first deliveries and its add-ons, a renewal the next deliveries not yet paid or
 * skipped — each given its exact part of the payment (shared/domain/allocation.ts).
 */
export const deliveryLedger = {
  /** First payments: regular deliveries 0…n-1 share the plan's charge; each add-on day its price. */
  async recordFirstPayments(
    tx: DbOrTx,
    paid: {
      sub: LedgerSubscription;
      paymentId: number;
      planCents: number;
      addOns: { type: string; date: IsoDate; priceCents: number }[];
    }[],
  ) {
    const rows: PaidDelivery[] = [];
    for (const { sub, paymentId, planCents, addOns } of paid) {
      const count = deliveriesPerCharge(sub.frequency, sub.billingInterval as BillingPlan);
      const slots = Array.from({ length: count }, (_, k) => regularDeliveryDate(sub.startDate, sub.frequency, k));
      // Two add-ons on one day are one delivery (schedule.ts): one row, both prices.
      const days = new Map<IsoDate, { type: string; cents: number }>();
      for (const a of [...addOns].sort((x, y) => x.date.localeCompare(y.date))) {
        const day = days.get(a.date);
        days.set(a.date, { type: day?.type ?? a.type, cents: (day?.cents ?? 0) + a.priceCents });
      }
      const addOnDays = [...days];
      const parts = allocateCharge(
        planCents,
        count,
        addOnDays.map(([, d]) => d.cents),
      );
      slots.forEach((slot, i) => {
        rows.push(paidRegularDelivery(sub, slot, paymentId, parts[i]!));
      });
      addOnDays.forEach(([date, day], j) => {
        const part = parts[count + j]!;
        rows.push({
          subscriptionId: sub.id,
          slotDate: date,
          deliveryDate: date,
          specialDateType: day.type,
          planKey: planOn(sub, date),
          paymentId,
          cents: part.cents,
          gstCents: part.gstCents,
        });
      });
    }
    return repo.recordPaid(tx, rows);
  },

  /**
   * Renewals, set-based: one read of the subscriptions' regular deliveries, one write. Each pays the
   * plan's deliveries-per-charge from its period on, passing over those already paid or skipped.
   */
  async recordRenewals(
    tx: DbOrTx,
    renewals: {
      sub: LedgerSubscription;
      paymentId: number;
      periodStart: IsoDate;
      amountCents: number;
      gstCents: number;
    }[],
  ) {
    if (!renewals.length) return 0;
    const earliest = renewals.reduce((min, r) => (r.periodStart < min ? r.periodStart : min), renewals[0]!.periodStart);
    const existing = await repo.regularFrom(
      tx,
      renewals.map((r) => r.sub.id),
      earliest,
    );
    const bySub = new Map<number, LedgerRow[]>();
    for (const row of existing) bySub.set(row.subscription_id, [...(bySub.get(row.subscription_id) ?? []), row]);
    const rows: PaidDelivery[] = [];
    for (const { sub, paymentId, periodStart, amountCents, gstCents } of renewals) {
      const ledger = (bySub.get(sub.id) ?? []).map((row) => ({
        slotDate: row.slot_date,
        state: row.status,
        paid: row.payment_id !== null,
      }));
      const count = deliveriesPerCharge(sub.frequency, sub.billingInterval as BillingPlan);
      const slots = slotsToPay(sub, ledger, periodStart, count);
      const parts = allocatePayment(
        amountCents,
        slots.map(() => 1),
        gstCents,
      );
      slots.forEach((slot, i) => {
        rows.push(paidRegularDelivery(sub, slot, paymentId, parts[i]!));
        // Within one batch a subscription renewing twice must not pay the same delivery twice.
        ledger.push({ slotDate: slot, state: "scheduled", paid: true });
      });
      bySub.set(
        sub.id,
        ledger.map((l) => ({ slot_date: l.slotDate, status: l.state, payment_id: l.paid ? 1 : null }) as LedgerRow),
      );
    }
    return repo.recordPaid(tx, rows);
  },
};

const toSlots = (rows: LedgerRow[]) =>
  rows.map((row) => ({ slotDate: row.slot_date, state: row.status, paid: row.payment_id !== null }));

/**
 * The buyer's (and a pause's) changes to single deliveries, inside the caller's transaction; each a
 * compare-and-set, answering null when the delivery moved meanwhile. The caller checks the lock point.
 */
export const deliveryChanges = {
  /**
   * Skips a regular delivery. A paid one is never lost: its part of the payment moves to the first
   * delivery after the ones already paid (the end of the prepaid term); it keeps its payment id with
   * nothing allocated, so an un-skip can take the part back.
   */
  async skip(tx: DbOrTx, sub: LedgerSubscription, row: LedgerRow) {
    const paid = row.payment_id !== null;
    const [changed] = await repo.move(tx, [row.id], "skip", { clearAllocation: paid });
    if (!changed) return null;
    if (paid) {
      const regular = await repo.regularFrom(tx, [sub.id], row.slot_date);
      const [slot] = slotsToPay(sub, toSlots(regular), row.slot_date, 1);
      if (slot)
        await repo.recordPaid(tx, [
          {
            subscriptionId: sub.id,
            slotDate: slot,
            deliveryDate: onWeekday(slot, sub.deliveryWeekday),
            specialDateType: "",
            planKey: planOn(sub, slot),
            paymentId: row.payment_id!,
            cents: row.allocated_cents,
            gstCents: row.allocated_gst_cents,
          },
        ]);
    }
    return changed;
  },

  /**
   * Un-skips a delivery. One skipped while paid takes its part back from the delivery the skip gave
   * it to, while that one has not locked (`changeable`); otherwise it is unpaid again (charged next).
   * Answers whether it is paid again.
   */
  async unskip(tx: DbOrTx, sub: LedgerSubscription, row: LedgerRow, changeable: (row: LedgerRow) => boolean) {
    const [changed] = await repo.move(tx, [row.id], "unskip");
    if (!changed) return null;
    if (row.payment_id === null) return { paid: false, takenBack: [] };
    const later = await repo.regularFrom(tx, [sub.id], row.slot_date);
    const donor = later
      .filter(
        (r) =>
          r.id !== row.id &&
          r.payment_id === row.payment_id &&
          (CHANGEABLE_STATES as readonly string[]).includes(r.status) &&
          r.allocated_cents > 0 &&
          changeable(r),
      )
      .sort((a, b) => b.slot_date.localeCompare(a.slot_date))[0];
    if (!donor) {
      await repo.transferAllocation(tx, row.id, null);
      return { paid: false, takenBack: [] };
    }
    // An order made of the donor is unpaid now: it goes back to the schedule until its own charge.
    const takenBack = donor.status === "scheduled" ? [] : await repo.move(tx, [donor.id], "move");
    await repo.transferAllocation(tx, donor.id, row.id);
    return { paid: true, takenBack };
  },

  move: (tx: DbOrTx, row: LedgerRow, date: IsoDate) => repo.move(tx, [row.id], "move", { deliveryDate: date }),
};

export type DeliveryLedger = typeof deliveryLedger;

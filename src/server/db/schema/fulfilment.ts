import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { giftBoxes } from "./catalogue";
import { payments } from "./payments";
import { subscriptions } from "./subscriptions";
import { users } from "./users";
import { suppliers } from "./vendors";

/**
 * The ledger of deliveries (ADR 0018): every delivery of a subscription, from the moment it is paid
 * for (or, pay-as-you-go, known to the schedule), with the payment that paid for it. Once due it is
 * locked (`to_order`) and routed to a vendor: the fulfilment order IS the delivery, not a copy.
 * Staff and vendors see only the fulfilment states (to_order, ordered, shipped, delivered).
 */
export const fulfilmentOrders = pgTable(
  "fulfilment_orders",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    supplierId: integer().references(() => suppliers.id, { onDelete: "set null" }),
    deliveryDate: date({ mode: "string" }).notNull(),
    /** The schedule's date for this delivery (its identity): a moved delivery keeps it, so it is never made twice. */
    slotDate: date({ mode: "string" }).notNull(),
    /** Empty for a regular delivery, else the special date type. */
    specialDateType: text().notNull().default(""),
    /** The plan this delivery is made under (a plan change saved for later applies from its date). */
    planKey: text(),
    /** shared/domain/delivery-state.ts: scheduled, skipped, to_order … delivered, withdrawn, refunded. */
    status: text().notNull().default("scheduled"),
    /** The payment that paid for this delivery; null while a pay-as-you-go delivery is not yet charged. */
    paymentId: integer().references(() => payments.id, { onDelete: "set null" }),
    /** The part of that payment this delivery is (GST included), and its GST: a payment's parts add up to it. */
    allocatedCents: integer().notNull().default(0),
    allocatedGstCents: integer().notNull().default(0),
    /** The refund (a negative payment) that gave this delivery's part back. */
    refundPaymentId: integer().references(() => payments.id, { onDelete: "set null" }),
    /** When generation made it an order (routing looks at an order it has not touched since). */
    lockedAt: timestamp({ withTimezone: true }),
    supplierOrdered: text(),
    packageDescription: text(),
    dateOrdered: date({ mode: "string" }),
    deliveryConfirmed: boolean().notNull().default(false),
    costCents: integer(),
    /**
     * Where the cost came from (PRODUCT.md "Cost of an order"): `box` — the vendor's price of the box
     * the buyer subscribed to; `plan-default` — the vendor's own cheapest active box for the plan (the
     * order went to a vendor that did not make the subscribed box); `staff` — set by staff, which routing
     * and reassignment never overwrite. Null: no cost yet.
     */
    costSource: text(),
    /** The box whose price is the cost (`box` or `plan-default`). */
    costBoxId: integer().references(() => giftBoxes.id, { onDelete: "set null" }),
    notes: text(),
    packagePhotoPath: text(),
    inclusions: text(),
    dispatchDate: date({ mode: "string" }),
    dispatchTime: text(),
    /** The vendor's own notes from the fulfilment dialog (staff's are `notes`). */
    vendorNotes: text(),
    courier: text(),
    trackingNumber: text(),
    /**
     * The vendor's offer (PRODUCT.md "Vendors' orders and payouts", shared/domain/order-offers.ts):
     * while `accepted_at` is null and `accept_by` is set, the vendor holding it has until then to
     * accept; the offers job passes on what it missed. Cleared when the order is passed on.
     */
    acceptBy: timestamp({ withTimezone: true }),
    acceptedAt: timestamp({ withTimezone: true }),
    /** When its delivery was confirmed (proof of delivery, issue 17); null while not delivered. */
    deliveredAt: timestamp({ withTimezone: true }),
    /** Who confirmed it: `vendor` (with an optional photo) or `staff`; and which user. */
    deliveredBy: text(),
    deliveredByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    /** The vendor's proof-of-delivery photo (an upload id, purpose `delivery-photo`), private like the package photo. */
    deliveryPhotoId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("fulfilment_orders_slot_unique").on(t.subscriptionId, t.slotDate, t.specialDateType),
    // The buyer's deliveries page, and renewals finding a subscription's last paid delivery.
    index("fulfilment_orders_subscription_idx").on(t.subscriptionId, t.deliveryDate),
    index("fulfilment_orders_payment_idx").on(t.paymentId),
    index("fulfilment_orders_supplier_idx").on(t.supplierId, t.deliveryDate),
    index("fulfilment_orders_status_idx").on(t.status, t.deliveryDate),
    index("fulfilment_orders_date_idx").on(t.deliveryDate, t.id),
    // Nearby Orders and routing read the open orders no vendor holds.
    index("fulfilment_orders_unassigned_idx")
      .on(t.deliveryDate)
      .where(sql`supplier_id is null and status = 'to_order'`),
    // The offers job reads the offers still waiting for an answer, by deadline.
    index("fulfilment_orders_offer_due_idx").on(t.acceptBy).where(sql`accepted_at is null and accept_by is not null`),
  ],
);

/**
 * Each completed generation run: its window and when it started. A run on the same window as the last
 * completed one only looks at subscriptions changed since that one started (every change to a
 * subscription sets its updated_at), so the hourly job and a second click cost little.
 */
export const fulfilmentGenerationRuns = pgTable("fulfilment_generation_runs", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  windowFrom: date({ mode: "string" }).notNull(),
  windowTo: date({ mode: "string" }).notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  created: integer().notNull().default(0),
});

/** Staff's overrides of an order's cost (issue 17): who, when, from what to what, and why. */
export const fulfilmentOrderCostChanges = pgTable(
  "fulfilment_order_cost_changes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => fulfilmentOrders.id, { onDelete: "cascade" }),
    staffUserId: integer().references(() => users.id, { onDelete: "set null" }),
    oldCents: integer(),
    newCents: integer(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("fulfilment_order_cost_changes_order_idx").on(t.orderId, t.createdAt)],
);

import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { giftBoxes } from "./catalogue";
import { subscriptions } from "./subscriptions";
import { suppliers } from "./vendors";

/** One order per due delivery, generated from the schedule and routed to a vendor. */
export const fulfilmentOrders = pgTable(
  "fulfilment_orders",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    supplierId: integer().references(() => suppliers.id, { onDelete: "set null" }),
    deliveryDate: date({ mode: "string" }).notNull(),
    /** Empty for a regular delivery, else the special date type. */
    specialDateType: text().notNull().default(""),
    /** The plan this delivery is made under (a plan change saved for later applies from its date). */
    planKey: text(),
    status: text().notNull().default("to_order"),
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("fulfilment_orders_delivery_unique").on(t.subscriptionId, t.deliveryDate, t.specialDateType),
    index("fulfilment_orders_supplier_idx").on(t.supplierId, t.deliveryDate),
    index("fulfilment_orders_status_idx").on(t.status, t.deliveryDate),
    index("fulfilment_orders_date_idx").on(t.deliveryDate, t.id),
    // Nearby Orders and routing read the open orders no vendor holds.
    index("fulfilment_orders_unassigned_idx")
      .on(t.deliveryDate)
      .where(sql`supplier_id is null and status = 'to_order'`),
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

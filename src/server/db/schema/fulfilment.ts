import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
    status: text().notNull().default("to_order"),
    supplierOrdered: text(),
    packageDescription: text(),
    dateOrdered: date({ mode: "string" }),
    deliveryConfirmed: boolean().notNull().default(false),
    costCents: integer(),
    notes: text(),
    packagePhotoPath: text(),
    inclusions: text(),
    dispatchDate: date({ mode: "string" }),
    courier: text(),
    trackingNumber: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("fulfilment_orders_delivery_unique").on(t.subscriptionId, t.deliveryDate, t.specialDateType),
    index("fulfilment_orders_supplier_idx").on(t.supplierId, t.deliveryDate),
    index("fulfilment_orders_status_idx").on(t.status, t.deliveryDate),
  ],
);

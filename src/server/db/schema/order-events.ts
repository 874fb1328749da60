import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { fulfilmentOrders } from "./fulfilment";
import { users } from "./users";
import { suppliers } from "./vendors";

/**
 * Each step of an order's offer (shared/domain/order-offers.ts): offered, accepted, declined,
 * deadline missed, passed on, left unassigned — who (the vendor, the user who acted; null: the
 * shop's own job), when and why. Written by the fulfilment module only; never updated.
 */
export const fulfilmentOrderEvents = pgTable(
  "fulfilment_order_events",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => fulfilmentOrders.id, { onDelete: "cascade" }),
    /** ORDER_EVENT_KINDS. */
    kind: text().notNull(),
    /** The vendor the step concerns (offered to, accepted by, declined by, passed on from). */
    supplierId: integer().references(() => suppliers.id, { onDelete: "set null" }),
    /** Passed on: the vendor it went to (null: left unassigned). */
    toSupplierId: integer().references(() => suppliers.id, { onDelete: "set null" }),
    /** Who acted: a vendor's or staff's account; null for the shop's own job. */
    actorUserId: integer().references(() => users.id, { onDelete: "set null" }),
    /** DECLINE_REASONS for a decline; the cause of a pass (declined, expired, suspended). */
    reason: text(),
    note: text(),
    /** Offered: the deadline to accept by. */
    acceptBy: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("fulfilment_order_events_order_idx").on(t.orderId, t.id),
    // Routing's exclusions and the vendor's declines per week.
    index("fulfilment_order_events_supplier_idx").on(t.supplierId, t.kind, t.createdAt),
  ],
);

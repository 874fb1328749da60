import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { PAYOUT_STATES } from "../../../shared/domain/payout-states";
import { fulfilmentOrders } from "./fulfilment";
import { users } from "./users";
import { suppliers } from "./vendors";

export const payoutStateEnum = pgEnum("payout_state", PAYOUT_STATES);

/**
 * One statement per vendor per calendar month (Sydney time), "YYYY-MM". While open its lines are computed
 * from the vendor's delivered orders; approval freezes them into vendor_statement_lines and the totals here.
 */
export const vendorStatements = pgTable(
  "vendor_statements",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    month: text().notNull(),
    state: payoutStateEnum().notNull().default("open"),
    /** Frozen at approval (null while open: computed on read). */
    ordersCents: integer(),
    adjustmentsCents: integer(),
    totalCents: integer(),
    gstCents: integer(),
    /** The supplier's GST registration and ABN as they stood at approval. */
    gstRegistered: boolean(),
    abn: text(),
    approvedAt: timestamp({ withTimezone: true }),
    approvedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    paidAt: timestamp({ withTimezone: true }),
    paidByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    /** The bank transfer's reference (manual) or a transfer id (a future Stripe Connect seam). */
    paymentReference: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vendor_statements_supplier_month_unique").on(t.supplierId, t.month),
    index("vendor_statements_month_state_idx").on(t.month, t.state),
    check("vendor_statements_month_format", sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** An approved statement's orders, frozen: an order is paid on one statement at most (the unique index). */
export const vendorStatementLines = pgTable(
  "vendor_statement_lines",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    statementId: integer()
      .notNull()
      .references(() => vendorStatements.id, { onDelete: "cascade" }),
    fulfilmentOrderId: integer().references(() => fulfilmentOrders.id, { onDelete: "set null" }),
    deliveryDate: date({ mode: "string" }).notNull(),
    deliveredAt: timestamp({ withTimezone: true }).notNull(),
    costCents: integer().notNull(),
  },
  (t) => [
    index("vendor_statement_lines_statement_idx").on(t.statementId),
    uniqueIndex("vendor_statement_lines_order_unique").on(t.fulfilmentOrderId),
  ],
);

/** Staff's corrections to a statement (positive or negative cents), each with its reason. */
export const vendorStatementAdjustments = pgTable(
  "vendor_statement_adjustments",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    statementId: integer()
      .notNull()
      .references(() => vendorStatements.id, { onDelete: "cascade" }),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    staffUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vendor_statement_adjustments_statement_idx").on(t.statementId, t.createdAt)],
);

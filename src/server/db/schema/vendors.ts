import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { DEFAULT_DAILY_CAPACITY } from "../../../shared/domain/capacity";
import { VENDOR_STATUSES } from "../../../shared/domain/vendor-status";
import { users } from "./users";

export const supplierStatusEnum = pgEnum("supplier_status", VENDOR_STATUSES);

/** A vendor (the spec's supplier): one per vendor user account. */
export const suppliers = pgTable(
  "suppliers",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    contactName: text(),
    email: text().notNull(),
    phone: text().notNull(),
    address: text().notNull(),
    city: text(),
    suburb: text(),
    state: text().notNull(),
    zipCode: text().notNull(),
    country: text().notNull().default("Australia"),
    website: text(),
    instagramHandle: text(),
    tiktokHandle: text(),
    businessType: text(),
    description: text(),
    serviceArea: text(),
    /** Postcodes the vendor delivers to, parsed from the service area. */
    servicePostcodes: jsonb().$type<string[]>().notNull().default([]),
    serviceRadiusKm: integer().notNull().default(40),
    categories: jsonb().$type<string[]>().notNull().default([]),
    /** Registered for GST: payout statements then show the GST included, with the ABN. */
    gstRegistered: boolean().notNull().default(false),
    /** The Australian Business Number, 11 digits without spaces. */
    abn: text(),
    /** Whether an ABN is on file: what staff's SQL tool may read instead of the number (migration 0021). */
    abnOnFile: boolean().generatedAlwaysAs(sql`abn is not null and btrim(abn) <> ''`),
    /** Orders the vendor can take per delivery day (routing and claiming skip it when full). */
    dailyCapacity: integer().notNull().default(DEFAULT_DAILY_CAPACITY),
    status: supplierStatusEnum().notNull().default("pending"),
    /** Staff's reason for the last rejection or suspension (shown to the vendor). */
    statusReason: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("suppliers_user_unique").on(t.userId), index("suppliers_status_idx").on(t.status)],
);

/** Every decision staff made about a vendor: who, when, to which status, and why. */
export const supplierStatusChanges = pgTable(
  "supplier_status_changes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    status: supplierStatusEnum().notNull(),
    reason: text(),
    staffUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("supplier_status_changes_supplier_idx").on(t.supplierId, t.createdAt)],
);

/** Days a vendor is closed (holidays): routing and claiming skip it on these delivery dates. */
export const supplierClosedDates = pgTable(
  "supplier_closed_dates",
  {
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    date: date({ mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.date] }), index("supplier_closed_dates_date_idx").on(t.date)],
);

import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const roleEnum = pgEnum("user_role", ["customer", "vendor", "admin"]);

export const users = pgTable(
  "users",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    email: text().notNull(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    role: roleEnum().notNull().default("customer"),
    fullName: text().notNull(),
    phone: text(),
    streetNumber: text(),
    streetName: text(),
    aptUnitNumber: text(),
    suburb: text(),
    city: text(),
    state: text(),
    postcode: text(),
    country: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    index("users_role_idx").on(t.role),
    // Staff's customer search (any part of a name or e-mail, any case): trigram indexes answer
    // `lower(x) like '%part%'` without reading every customer (migration 0019, pg_trgm).
    index("users_customer_name_trgm_idx")
      .using("gin", sql`lower(${t.fullName}) gin_trgm_ops`)
      .where(sql`role = 'customer'`),
    index("users_customer_email_trgm_idx")
      .using("gin", sql`lower(${t.email}) gin_trgm_ops`)
      .where(sql`role = 'customer'`),
  ],
);

/** Server-side sessions: only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Single-use, expiring password reset tokens (hash only). */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/**
 * Staff edits of someone's account (the users module writes it): who, when, and the names of the
 * fields that changed, never their values.
 */
export const accountEdits = pgTable(
  "account_edits",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The staff member; null once that account is gone. */
    staffUserId: integer().references(() => users.id, { onDelete: "set null" }),
    fields: text().array().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_edits_user_at_idx").on(t.userId, t.at)],
);

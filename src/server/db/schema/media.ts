import { customType, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An uploaded image: who sent it, what for, and its stored sizes (the bytes live in FileStorage). */
export const uploads = pgTable(
  "uploads",
  {
    /** Random, unguessable; part of every served address. */
    id: text().primaryKey(),
    ownerUserId: integer().references(() => users.id, { onDelete: "set null" }),
    purpose: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    /** Stored widths, smallest first. */
    variantWidths: integer().array().notNull(),
    format: text().notNull(),
    byteSize: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploads_owner_idx").on(t.ownerUserId, t.createdAt)],
);

/** The database FileStorage: every instance on one PostgreSQL sees every file. */
export const storedFiles = pgTable("stored_files", {
  key: text().primaryKey(),
  contentType: text().notNull(),
  data: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

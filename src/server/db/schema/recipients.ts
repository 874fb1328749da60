import { date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

export interface StoredSpecialDate {
  type: string;
  date: string;
  label?: string | null;
}
export interface StoredPersonalMessage {
  prompt: string;
  message: string;
}

/** The person who receives the gifts; owned by the buyer (userId). */
export const recipientProfiles = pgTable(
  "recipient_profiles",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    relationship: text().notNull(),
    otherRelationship: text(),
    email: text(),
    phone: text(),
    streetNumber: text(),
    streetName: text(),
    suburb: text(),
    state: text(),
    postcode: text(),
    country: text().notNull().default("Australia"),
    deliveryInstructions: text(),
    birthday: date({ mode: "string" }),
    anniversary: date({ mode: "string" }),
    specialDates: jsonb().$type<StoredSpecialDate[]>().notNull().default([]),
    personalMessages: jsonb().$type<StoredPersonalMessage[]>().notNull().default([]),
    /** The single chosen plan key. */
    giftCategories: text(),
    /** Tastes (colour, flowers, scent, food, drinks, …) keyed by the spec's field names. */
    preferences: jsonb().$type<Record<string, string | null>>().notNull().default({}),
    /** Intimate preferences, stored only with the buyer's consent. */
    sensitivePreferences: jsonb().$type<Record<string, string | null>>(),
    sensitiveConsentAt: timestamp({ withTimezone: true }),
    notes: text(),
    /** Deleted by the buyer while cancelled subscriptions still name it: personal details are erased, the name stays for the history. */
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recipient_profiles_user_idx").on(t.userId)],
);

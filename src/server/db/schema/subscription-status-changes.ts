import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { subscriptions } from "./subscriptions";

/**
 * Every change of a subscription's status (activated, paused, resumed, cancelled), when it happened.
 * Written by a database trigger on `subscriptions` (migration 0019), so every path that changes a
 * status — the flows, the jobs, the dunning, a repair by hand — is recorded without each remembering
 * to; never updated. Staff's weekly figures (new, paused, cancelled) count these rows.
 */
export const subscriptionStatusChanges = pgTable(
  "subscription_status_changes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    /** Null for a subscription created straight into a status (no draft before it). */
    fromStatus: text(),
    toStatus: text().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The weekly figures read one status's changes over a range of weeks.
    index("subscription_status_changes_to_idx").on(t.toStatus, t.changedAt),
    index("subscription_status_changes_subscription_idx").on(t.subscriptionId, t.changedAt),
  ],
);

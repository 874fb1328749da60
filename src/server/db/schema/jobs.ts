import { integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per occurrence of a scheduled job (ADR 0023): the key (job, due time) is claimed once
 * across every instance; the lease says who runs it and until when, so a dead instance's run is
 * taken over and a live one's never overlapped. Rows older than a week are pruned.
 */
export const jobOccurrences = pgTable(
  "job_occurrences",
  {
    job: text().notNull(),
    /** The pattern's time at or before the database's clock (or the moment of an ad-hoc trigger). */
    dueAt: timestamp({ withTimezone: true }).notNull(),
    claimedBy: text().notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp({ withTimezone: true }).notNull(),
    /** Null until the run ends well; a failed run keeps it null and is retried when its lease ends. */
    finishedAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(1),
    outcome: jsonb(),
  },
  (t) => [primaryKey({ columns: [t.job, t.dueAt] })],
);

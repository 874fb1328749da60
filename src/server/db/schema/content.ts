import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    message: text().notNull(),
    subject: text().notNull(),
    formType: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/**
 * Every e-mail is written here in the transaction of the change that caused it,
 * then relayed by a job (SMTP when configured); staff read it at /admin/outbox.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Makes each e-mail exactly-once: the same event never queues twice. */
    dedupeKey: text().notNull(),
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    /** pending → sent (SMTP) | stored (no SMTP configured) | failed (retries exhausted). */
    status: text().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("email_outbox_dedupe_unique").on(t.dedupeKey),
    index("email_outbox_status_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_created_idx").on(t.createdAt),
  ],
);

/**
 * Newsletter sign-ups (the spec's Newsletter entity). Consent is recorded with its time (Spam Act);
 * every newsletter e-mail carries an unsubscribe link made from `unsubscribeToken`.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    email: text().notNull(),
    /** When the person asked to receive the newsletter (renewed if they sign up again after leaving). */
    consentedAt: timestamp({ withTimezone: true }).notNull(),
    /** Random, unguessable: the unsubscribe link's only key. */
    unsubscribeToken: text().notNull(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_unique").on(t.email),
    uniqueIndex("newsletter_subscriptions_token_unique").on(t.unsubscribeToken),
  ],
);

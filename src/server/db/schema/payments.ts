import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { recipientProfiles } from "./recipients";
import { subscriptions } from "./subscriptions";
import { users } from "./users";

export interface CheckoutAddOn {
  key: string;
  type: string;
  name: string;
  date: string;
  priceCents: number;
  /** A birthday or anniversary as the buyer entered it, saved to a profile that lacked it. */
  profileDate?: string | null;
}

/**
 * One checkout: the buyer's options and the provider's payment intent for them. The same row
 * (and intent) is reused while options change, so a checkout never piles up intents.
 */
export const checkouts = pgTable(
  "checkouts",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientProfileId: integer()
      .notNull()
      .references(() => recipientProfiles.id, { onDelete: "cascade" }),
    /** The draft subscription this checkout pays for (created by the subscription form or here). */
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    billingInterval: text().notNull().default("pay-as-you-go"),
    /** The delivery frequency this checkout was priced for: a changed draft must be priced again. */
    frequency: text().notNull().default("monthly"),
    addOns: jsonb().$type<CheckoutAddOn[]>().notNull().default([]),
    amountCents: integer().notNull(),
    /** open → paid; failed attempts stay open with lastError. */
    status: text().notNull().default("open"),
    provider: text().notNull(),
    providerIntentId: text(),
    providerCustomerId: text(),
    providerSubscriptionId: text(),
    clientSecret: text(),
    lastError: text(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("checkouts_subscription_unique").on(t.subscriptionId),
    index("checkouts_user_idx").on(t.userId),
    uniqueIndex("checkouts_intent_unique").on(t.providerIntentId),
  ],
);

/** Every charge, once: (provider, providerPaymentId) is unique, so replays record nothing new. */
export const payments = pgTable(
  "payments",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    checkoutId: integer().references(() => checkouts.id, { onDelete: "set null" }),
    provider: text().notNull(),
    providerPaymentId: text().notNull(),
    /** initial | renewal | refund (a refund's amount and GST are negative) */
    kind: text().notNull(),
    /** succeeded | failed */
    status: text().notNull(),
    amountCents: integer().notNull(),
    gstCents: integer().notNull(),
    periodStart: date({ mode: "string" }),
    /** A refund: the payment it gives money back from. */
    refundOf: integer(),
    /** A refund staff made: why (e-mailed to the buyer) and who made it. Null for a buyer's cancellation. */
    reason: text(),
    staffUserId: integer().references(() => users.id, { onDelete: "set null" }),
    failureMessage: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_provider_unique").on(t.provider, t.providerPaymentId),
    index("payments_subscription_idx").on(t.subscriptionId, t.createdAt),
    index("payments_user_idx").on(t.userId, t.createdAt),
    // Staff's revenue per month reads the succeeded payments over a range of dates.
    index("payments_succeeded_created_idx").on(t.createdAt).where(sql`status = 'succeeded'`),
  ],
);

/** Webhook events already handled (Stripe retries and replays them). */
export const webhookEvents = pgTable("webhook_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

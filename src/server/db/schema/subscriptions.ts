import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { giftBoxes } from "./catalogue";
import { recipientProfiles } from "./recipients";
import { users } from "./users";

export interface PurchasedSpecialDate {
  type: string;
  name: string;
  date: string;
  priceCents: number;
}

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientProfileId: integer()
      .notNull()
      .references(() => recipientProfiles.id, { onDelete: "restrict" }),
    giftBoxId: integer().references(() => giftBoxes.id, { onDelete: "set null" }),
    planKey: text(),
    /** draft (before payment), active, paused, cancelled. */
    status: text().notNull().default("draft"),
    pauseType: text(),
    pausedUntil: date({ mode: "string" }),
    deliveriesCompleted: integer().notNull().default(0),
    /** Regular deliveries skipped by a pause (they count as consumed in the schedule). */
    deliveriesSkipped: integer().notNull().default(0),
    /** Delivery frequency (monthly by default). */
    frequency: text().notNull().default("monthly"),
    /** How it is paid: pay-as-you-go (one delivery per charge, each delivery cycle) or annual (a year of deliveries upfront, less 10%). */
    billingInterval: text().notNull().default("pay-as-you-go"),
    startDate: date({ mode: "string" }),
    /** The buyer's usual delivery weekday (0 Sunday … 6 Saturday): each regular delivery moves to it within its week. */
    deliveryWeekday: integer(),
    nextDeliveryDate: date({ mode: "string" }),
    amountCents: integer().notNull().default(0),
    addOnCents: integer().notNull().default(0),
    specialDates: jsonb().$type<PurchasedSpecialDate[]>().notNull().default([]),
    cardMessage: text(),
    customMessage: text(),
    specialOccasion: text(),
    personalPreferences: text(),
    rotateCategories: boolean().notNull().default(false),
    selectedCategories: jsonb().$type<string[]>().notNull().default([]),
    categoryRotation: jsonb().$type<{ categories: string[]; currentIndex: number; lastRotated: string } | null>(),
    /** A plan change that applies from a later delivery (the next one was under 21 days away). */
    pendingPlanKey: text(),
    planChangeFrom: date({ mode: "string" }),
    /** Next date the recurring charge is due (test mode renews on it; Stripe tells us by webhook). */
    nextBillingDate: date({ mode: "string" }),
    /** The billing date a pause moved on by one month, restored if the pause ends before its skipped delivery. */
    billingDateBeforePause: date({ mode: "string" }),
    /** e.g. "Visa •••• 4242" — never the card number. */
    paymentMethodLabel: text(),
    /** Test mode only: renewals of this subscription are declined (Stripe's 4000 0000 0000 0341). */
    testRenewalFails: boolean().notNull().default(false),
    paymentProvider: text(),
    providerCustomerId: text(),
    providerSubscriptionId: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId, t.createdAt),
    index("subscriptions_recipient_idx").on(t.recipientProfileId),
    index("subscriptions_status_idx").on(t.status),
    // A recipient has at most one live subscription, even under concurrent checkouts.
    uniqueIndex("subscriptions_one_live_per_recipient")
      .on(t.recipientProfileId)
      .where(sql`status in ('active', 'paused')`),
    // And at most one unpaid draft, so concurrent checkouts for a recipient share one.
    uniqueIndex("subscriptions_one_draft_per_recipient").on(t.recipientProfileId).where(sql`status = 'draft'`),
  ],
);

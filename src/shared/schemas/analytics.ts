import { z } from "zod";

const count = z.number().int().nonnegative();
const cents = z.number().int();

/** One bar of a breakdown: its key (plan key, state code, frequency), its label and how many. */
const breakdownRow = z.object({ key: z.string(), label: z.string(), count });

/**
 * GET /api/admin/analytics: the shop's figures for staff, computed from the database at the moment
 * asked. Weeks run Monday to Sunday and months are calendar months, both in Sydney time.
 */
export const shopAnalyticsSchema = z.object({
  /** Today in Sydney, yyyy-mm-dd: the figures' reference day. */
  today: z.string(),
  active: z.object({
    total: count,
    /** Paused for a delivery: not in the breakdowns or the recurring revenue. */
    paused: count,
    byPlan: z.array(breakdownRow),
    /** The recipient's state (where the boxes go); "Unknown" when the address has none. */
    byState: z.array(breakdownRow),
    byFrequency: z.array(breakdownRow),
  }),
  /** The last 12 weeks, oldest first, this week last. */
  weeks: z.array(
    z.object({
      /** The week's Monday, yyyy-mm-dd. */
      weekStart: z.string(),
      /** First activated (their first payment), not counting resumes. */
      started: count,
      paused: count,
      cancelled: count,
    }),
  ),
  /** The last 12 months, oldest first, this month last; succeeded payments only. */
  months: z.array(
    z.object({
      /** yyyy-mm. */
      month: z.string(),
      /** Charges (initial and renewals), GST included. */
      grossCents: cents,
      /** Refunds: zero or negative. */
      refundsCents: cents,
      netCents: cents,
      /** The GST included in the net amount (charges' GST less refunds'). */
      gstCents: cents,
    }),
  ),
  recurring: z.object({
    /** Monthly recurring revenue, GST included, rounded to the cent. */
    monthlyCents: cents,
    rows: z.array(
      z.object({
        frequency: z.string(),
        billingInterval: z.string(),
        label: z.string(),
        subscriptions: count,
        /** The sum of their per-charge prices. */
        chargeCents: cents,
        chargesPerYear: count,
        monthlyCents: cents,
      }),
    ),
  }),
  /** Today and the 13 days after it (deliveries' own dates), from the deliveries ledger. */
  upcoming: z.array(
    z.object({
      date: z.string(),
      total: count,
      /** Not an order yet: it locks (becomes one) three days before its date. */
      notYetOrdered: count,
      /** An order in hand: a vendor holds it (or staff took it on: ordered or sent with no vendor). */
      inHand: count,
      /** An order no vendor holds, still to order: staff must arrange it. */
      unassigned: count,
      /** Orders a vendor has declined at least once (now with another vendor or unassigned). */
      declined: count,
    }),
  ),
  vendors: z.object({
    /** The 90 days before today by delivery date. */
    onTimeFrom: z.string(),
    onTimeTo: z.string(),
    /** Orders due in those days that were delivered on or before their date, and all orders due then. */
    onTime: count,
    due: count,
    /** Open orders no vendor holds (unassigned): nobody's backlog but staff's. */
    unassignedOpen: count,
    rows: z.array(
      z.object({
        supplierId: z.number().int(),
        name: z.string(),
        /** Orders not yet sent (to order, ordered, scheduled for dispatch). */
        open: count,
        /** Of those, past their delivery date. */
        overdue: count,
        due: count,
        onTime: count,
      }),
    ),
  }),
});
export type ShopAnalytics = z.infer<typeof shopAnalyticsSchema>;

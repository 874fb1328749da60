import { z } from "zod";

/** GET /api/vendor/overview: the vendor's own figures, computed from its orders. */
export const vendorOverviewSchema = z.object({
  orders: z.object({ total: z.number(), open: z.number(), delivered: z.number(), dueThisWeek: z.number() }),
  /** Distinct subscriptions the vendor has fulfilled or holds orders for. */
  subscribers: z.number(),
  /** What the shop owes or paid the vendor: delivered orders' cost, and open orders' cost. */
  earnedCents: z.number(),
  pendingCents: z.number(),
  activeGiftBoxes: z.number(),
});
export type VendorOverview = z.infer<typeof vendorOverviewSchema>;

/** GET /api/vendor/analytics: orders per month by status and the on-time rate. */
export const vendorAnalyticsSchema = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      to_order: z.number(),
      ordered: z.number(),
      scheduled: z.number(),
      shipped: z.number(),
      delivered: z.number(),
    }),
  ),
  /** Delivered orders dispatched on or before their delivery date, out of all delivered; null with none. */
  onTimeRate: z.number().nullable(),
  deliveredCount: z.number(),
});
export type VendorAnalytics = z.infer<typeof vendorAnalyticsSchema>;

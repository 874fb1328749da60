import { z } from "zod";

/** GET /api/vendor/overview: the vendor's own figures, computed from its orders. */
export const vendorOverviewSchema = z.object({
  orders: z.object({
    total: z.number(),
    open: z.number(),
    delivered: z.number(),
    dueThisWeek: z.number(),
    /** Orders the vendor declined (they went to another vendor). */
    declined: z.number(),
  }),
  /** Distinct subscriptions the vendor has fulfilled or holds orders for. */
  subscribers: z.number(),
  /** What the shop owes or paid the vendor: delivered orders' cost, and open orders' cost. */
  earnedCents: z.number(),
  pendingCents: z.number(),
  activeGiftBoxes: z.number(),
});
export type VendorOverview = z.infer<typeof vendorOverviewSchema>;

/**
 * GET /api/vendor/analytics: orders per delivery week (Monday to Sunday) by status, from eleven weeks
 * back to four ahead (orders are made two weeks before their date), and the on-time rate.
 */
export const vendorAnalyticsSchema = z.object({
  weeks: z.array(
    z.object({
      /** The week's Monday, yyyy-mm-dd. */
      weekStart: z.string(),
      to_order: z.number(),
      ordered: z.number(),
      dispatch_scheduled: z.number(),
      shipped: z.number(),
      delivered: z.number(),
      /** Orders of that delivery week the vendor declined (not among the statuses: they left it). */
      declined: z.number(),
    }),
  ),
  /**
   * Delivered orders dispatched on or before their delivery date, out of the delivered orders whose
   * dispatch date is known (staff may confirm a delivery the vendor never recorded); null with none.
   */
  onTimeRate: z.number().nullable(),
  /** The delivered orders the rate is taken over. */
  deliveredCount: z.number(),
});
export type VendorAnalytics = z.infer<typeof vendorAnalyticsSchema>;

import { z } from "zod";
import { VENDOR_STATUSES } from "../domain/vendor-status";
import { serviceRadiusField, supplierCategoriesField, supplierSchema } from "./supplier";
import { dailyCapacityField } from "./vendor-capacity";

/** GET /api/admin/vendors?status. */
export const adminVendorListQuerySchema = z.object({
  status: z.enum([...VENDOR_STATUSES, "all"], { error: "Unknown status" }).default("pending"),
});

export const REASON_MESSAGE = "Please give the vendor a reason (at least 5 characters)";
/** Rejection and suspension tell the vendor why. */
export const vendorDecisionReasonSchema = z.object({
  reason: z
    .string({ error: REASON_MESSAGE })
    .trim()
    .min(5, REASON_MESSAGE)
    .max(1000, "Must be at most 1000 characters"),
});
export const vendorApproveSchema = z.object({}).strict().optional();

/** PATCH /api/admin/vendors/{id}: staff adjust what the vendor may fulfil, and how many orders a day. */
export const adminVendorUpdateSchema = z
  .object({ categories: supplierCategoriesField, serviceRadius: serviceRadiusField, dailyCapacity: dailyCapacityField })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to update" });

export const vendorStatusChangeSchema = z.object({
  status: z.enum(VENDOR_STATUSES),
  reason: z.string().nullable(),
  staffName: z.string().nullable(),
  at: z.string(),
});

/** A vendor as staff review it: the supplier record, its account and its decision history. */
export const adminVendorSchema = supplierSchema.extend({
  accountEmail: z.string(),
  giftBoxCount: z.number(),
  /** Orders it holds that are not dispatched yet (suspending passes them on). */
  openOrders: z.number(),
  /** Only in the answer to a suspension or rejection: how many open orders were passed on. */
  ordersPassedOn: z.number().optional(),
  history: z.array(vendorStatusChangeSchema),
});
export type AdminVendor = z.infer<typeof adminVendorSchema>;
export const adminVendorListSchema = z.array(adminVendorSchema);

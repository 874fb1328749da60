import { z } from "zod";
import { PAYOUT_MONTH_PATTERN } from "../domain/payout-month";
import { PAYOUT_STATES } from "../domain/payout-states";

const MONTH_MESSAGE = "Please choose a month as YYYY-MM, e.g. 2026-10";
export const payoutMonthField = z.string({ error: MONTH_MESSAGE }).trim().regex(PAYOUT_MONTH_PATTERN, MONTH_MESSAGE);

/** GET /api/admin/payout-statements?month&state */
export const statementListQuerySchema = z.object({
  month: payoutMonthField.optional(),
  state: z.enum([...PAYOUT_STATES, "all"], { error: "Unknown state" }).default("all"),
});

export const statementIdParams = z.object({
  id: z.coerce
    .number({ error: "Statement not found" })
    .int("Statement not found")
    .positive("Statement not found")
    .max(2_147_483_647, "Statement not found"),
});

export const MAX_ADJUSTMENT_CENTS = 10_000_000;
const AMOUNT_MESSAGE = "Please enter the adjustment in cents, other than zero";
const REASON_MESSAGE = "Please give a reason for the adjustment (at least 3 characters)";

/** POST /api/admin/payout-statements/{id}/adjustments: cents (negative takes money off) and why. */
export const statementAdjustmentSchema = z
  .object({
    amountCents: z
      .number({ error: AMOUNT_MESSAGE })
      .int("The adjustment must be a whole number of cents")
      .refine((value) => value !== 0, AMOUNT_MESSAGE)
      .refine(
        (value) => Math.abs(value) <= MAX_ADJUSTMENT_CENTS,
        "An adjustment can be at most $100,000.00 either way",
      ),
    reason: z
      .string({ error: REASON_MESSAGE })
      .trim()
      .min(3, REASON_MESSAGE)
      .max(500, "Must be at most 500 characters"),
  })
  .strict();

const REFERENCE_MESSAGE = "Please enter the payment's reference (e.g. the bank transfer's reference)";
/** POST /api/admin/payout-statements/{id}/paid */
export const statementPaidSchema = z
  .object({
    reference: z
      .string({ error: REFERENCE_MESSAGE })
      .trim()
      .min(3, REFERENCE_MESSAGE)
      .max(100, "Must be at most 100 characters"),
  })
  .strict();

export const statementSummarySchema = z.object({
  id: z.number(),
  supplierId: z.number(),
  vendorName: z.string(),
  month: z.string(),
  state: z.enum(PAYOUT_STATES),
  orderCount: z.number(),
  ordersCents: z.number(),
  adjustmentsCents: z.number(),
  totalCents: z.number(),
  /** GST included in the total when the vendor is registered for GST, else null. */
  gstCents: z.number().nullable(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;
export const statementListSchema = z.array(statementSummarySchema);

export const statementLineSchema = z.object({
  orderId: z.number().nullable(),
  deliveryDate: z.string(),
  deliveredAt: z.string(),
  /** Null while open when the order has no cost yet (approval waits for one). */
  costCents: z.number().nullable(),
  /** Why staff set this cost, when they overrode it (the reason recorded with the override). */
  costNote: z.string().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementAdjustmentRowSchema = z.object({
  id: z.number(),
  amountCents: z.number(),
  reason: z.string(),
  staffName: z.string().nullable(),
  at: z.string(),
});
export type StatementAdjustment = z.infer<typeof statementAdjustmentRowSchema>;

export const statementDetailSchema = statementSummarySchema.extend({
  gstRegistered: z.boolean(),
  abn: z.string().nullable(),
  approvedByName: z.string().nullable(),
  paidByName: z.string().nullable(),
  /** True once Sydney's calendar is past the month (approval needs it). */
  monthEnded: z.boolean(),
  lines: z.array(statementLineSchema),
  adjustments: z.array(statementAdjustmentRowSchema),
});
export type StatementDetail = z.infer<typeof statementDetailSchema>;

export const statementCsvFileSchema = z.string().describe("text/csv: the statement's orders, adjustments and total");
export const statementPdfFileSchema = z.string().describe("application/pdf: the statement as a printable document");

import { z } from "zod";
import { subscriptionViewSchema } from "./subscription";

/** One charge as the billing page lists it (never a provider id). */
export const paymentRecordSchema = z.object({
  id: z.number(),
  kind: z.string(),
  status: z.string(),
  amountCents: z.number().int(),
  gstCents: z.number().int(),
  periodStart: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  /** The payment's PDF (GET /api/payments/{id}/document.pdf); null for a charge that did not go through. */
  document: z.object({ title: z.enum(["Tax invoice", "Receipt", "Adjustment note"]), url: z.string() }).nullable(),
});

/** GET /api/billing/{id}: test mode's stand-in for Stripe's customer portal. */
export const billingOverviewSchema = z.object({
  subscription: subscriptionViewSchema,
  payments: z.array(paymentRecordSchema),
  testMode: z.boolean(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** PUT /api/billing/{id}/payment-method */
export const paymentMethodResultSchema = z.object({ paymentMethodLabel: z.string() });

/** GET /api/payments/{id}/document.pdf: the payment's tax invoice, receipt or adjustment note. */
export const paymentDocumentFileSchema = z
  .string()
  .describe(
    "application/pdf: a tax invoice (with the shop's ABN), a receipt (without), or an adjustment note (a refund)",
  );

/** POST /api/stripe/webhook: Stripe is told the event arrived (it retries anything else). */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });

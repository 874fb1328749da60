import type { PaymentMethod, paymentResultSchema, testPaymentSchema } from "@shared/schemas/checkout";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api";

export type TestPayment = z.input<typeof testPaymentSchema> & { method: PaymentMethod };

/**
 * POST /api/checkout/{id}/test-payment (test mode): checks the card as Stripe would and, once paid,
 * activates the subscription; a decline answers 402 with the card's message. The payment flow runs
 * one attempt at a time itself, so this is the call alone.
 */
export const payTestCheckout = (checkoutId: number, payment: TestPayment) =>
  apiRequest<z.infer<typeof paymentResultSchema>>("POST", `/api/checkout/${checkoutId}/test-payment`, payment);

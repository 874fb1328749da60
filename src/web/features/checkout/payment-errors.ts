import { errorStatus, errorText } from "../../lib/api";

export const UNEXPECTED_PAYMENT_ERROR = "An unexpected error occurred. Please try again.";
const DECLINED = "Your payment was declined.";

/** A payment the provider refused (a decline, a bad card): its message is meant for the buyer. */
export class PaymentDeclinedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentDeclinedError";
  }
}

export interface PaymentFailure {
  /** "declined" → toast "Payment Failed" with the provider's message; otherwise "Payment Error". */
  kind: "declined" | "unexpected";
  /** Shown in the toast. */
  toastMessage: string;
  /** Shown inline next to the pay button. */
  inlineMessage: string;
}

/** How a failed payment is told to the buyer (spec §8 "Payment failure"). */
export function describePaymentFailure(error: unknown): PaymentFailure {
  if (error instanceof PaymentDeclinedError) {
    const message = error.message || DECLINED;
    return { kind: "declined", toastMessage: message, inlineMessage: message };
  }
  if (errorStatus(error) === 402) {
    const message = errorText(error, DECLINED);
    return { kind: "declined", toastMessage: message, inlineMessage: message };
  }
  // A refusal with a reason (e.g. Afterpay not available for this order) is still worth showing inline.
  return {
    kind: "unexpected",
    toastMessage: UNEXPECTED_PAYMENT_ERROR,
    inlineMessage: errorText(error, UNEXPECTED_PAYMENT_ERROR),
  };
}

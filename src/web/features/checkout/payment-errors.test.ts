import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { describePaymentFailure, PaymentDeclinedError, UNEXPECTED_PAYMENT_ERROR } from "./payment-errors";

describe("describePaymentFailure", () => {
  it("passes a 402 decline through", () => {
    const error = new ApiError(402, "Your card was declined.", {
      code: "PAYMENT_FAILED",
      message: "Your card was declined.",
    });
    expect(describePaymentFailure(error)).toEqual({
      kind: "declined",
      toastMessage: "Your card was declined.",
      inlineMessage: "Your card was declined.",
    });
  });

  it("passes a Stripe card error through", () => {
    expect(describePaymentFailure(new PaymentDeclinedError("Your card has insufficient funds.")).kind).toBe("declined");
  });

  it("hides server and network failures behind the generic message", () => {
    expect(describePaymentFailure(new ApiError(500, "boom", null))).toEqual({
      kind: "unexpected",
      toastMessage: UNEXPECTED_PAYMENT_ERROR,
      inlineMessage: UNEXPECTED_PAYMENT_ERROR,
    });
    expect(describePaymentFailure(new TypeError("Failed to fetch")).inlineMessage).toBe(UNEXPECTED_PAYMENT_ERROR);
  });

  it("shows a refusal's reason inline", () => {
    const error = new ApiError(400, "x", {
      code: "VALIDATION",
      message: "Afterpay is only available for a single upfront payment: choose annual billing.",
    });
    const failure = describePaymentFailure(error);
    expect(failure.kind).toBe("unexpected");
    expect(failure.toastMessage).toBe(UNEXPECTED_PAYMENT_ERROR);
    expect(failure.inlineMessage).toMatch(/Afterpay/);
  });
});

import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { CREATE_SUBSCRIPTION_FALLBACK, describeCreateSubscriptionError } from "./create-subscription-error";

describe("describeCreateSubscriptionError", () => {
  it("titles a refusal with the server's message 'Error creating subscription'", () => {
    const error = new ApiError(404, "Recipient profile not found.", {
      code: "NOT_FOUND",
      message: "Recipient profile not found.",
    });
    expect(describeCreateSubscriptionError(error)).toEqual({
      title: "Error creating subscription",
      description: "Recipient profile not found.",
    });
  });

  it("falls back to 'Subscription Error' when the server gives no message", () => {
    const expected = { title: "Subscription Error", description: CREATE_SUBSCRIPTION_FALLBACK };
    expect(describeCreateSubscriptionError(new ApiError(400, "400: Bad Request", null))).toEqual(expected);
    expect(describeCreateSubscriptionError(new ApiError(400, "x", { code: "VALIDATION", message: "  " }))).toEqual(
      expected,
    );
    expect(describeCreateSubscriptionError(new TypeError("Failed to fetch"))).toEqual(expected);
  });

  it("hides server faults behind the generic message", () => {
    const error = new ApiError(500, "boom", { code: "INTERNAL", message: "boom" });
    expect(describeCreateSubscriptionError(error)).toEqual({
      title: "Subscription Error",
      description: CREATE_SUBSCRIPTION_FALLBACK,
    });
  });

  it("uses the exact fallback wording from the spec", () => {
    expect(CREATE_SUBSCRIPTION_FALLBACK).toBe("Failed to create subscription. Please try again.");
  });
});

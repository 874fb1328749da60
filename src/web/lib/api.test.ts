import { UNAVAILABLE_MESSAGE } from "@shared/domain/errors";
import { describe, expect, it } from "vitest";
import { ApiError, errorStatus, errorText, fieldErrorsOf } from "./api";

describe("errorText: one place that turns a failed call into words", () => {
  const fallback = "Error, Failed to create recipient profile. Please try again.";
  it("shows the server's reason for a refusal", () => {
    const refused = new ApiError(400, "Alcohol can only be included for recipients aged 18 or over.", {
      code: "VALIDATION",
      message: "Alcohol can only be included for recipients aged 18 or over.",
    });
    expect(errorText(refused, fallback)).toBe("Alcohol can only be included for recipients aged 18 or over.");
  });
  it("keeps the screen's message for a server fault, a body without a message, or a network failure", () => {
    expect(
      errorText(
        new ApiError(500, "Something went wrong", { code: "INTERNAL", message: "Something went wrong" }),
        fallback,
      ),
    ).toBe(fallback);
    expect(errorText(new ApiError(404, "404: Not Found", null), fallback)).toBe(fallback);
    expect(errorText(new TypeError("Failed to fetch"), fallback)).toBe(fallback);
  });
});

describe("errorText's other words", () => {
  const fallback = "Failed to send message.";
  it("has the screen's words for a request that never reached the server", () => {
    expect(errorText(new TypeError("Failed to fetch"), fallback, "Check your connection.")).toBe(
      "Check your connection.",
    );
    expect(
      errorText(
        new ApiError(400, "Refused", { code: "VALIDATION", message: "Refused" }),
        fallback,
        "Check your connection.",
      ),
    ).toBe("Refused");
  });
  it("says the shop is briefly unavailable for a 503, whatever the screen's words, with or without a body", () => {
    const unavailable = new ApiError(503, UNAVAILABLE_MESSAGE, { code: "UNAVAILABLE", message: UNAVAILABLE_MESSAGE });
    expect(errorText(unavailable, fallback)).toBe("The shop is briefly unavailable. Please try again in a minute.");
    expect(errorText(new ApiError(503, "503: Service Unavailable", null), fallback, "Check your connection.")).toBe(
      UNAVAILABLE_MESSAGE,
    );
  });
  it("treats a blank reason as no reason", () => {
    expect(errorText(new ApiError(400, "x", { code: "VALIDATION", message: "  " }), fallback)).toBe(fallback);
  });
  it("tells the status and the field errors of a failed call, and nothing for other errors", () => {
    const refused = new ApiError(400, "Check the form", {
      code: "VALIDATION",
      message: "Check the form",
      fieldErrors: { email: "Please enter a valid email address" },
    });
    expect(errorStatus(refused)).toBe(400);
    expect(fieldErrorsOf(refused)).toEqual({ email: "Please enter a valid email address" });
    expect(errorStatus(new TypeError("Failed to fetch"))).toBeNull();
    expect(fieldErrorsOf(new Error("boom"))).toEqual({});
  });
});

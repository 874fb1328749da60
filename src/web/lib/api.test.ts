import { describe, expect, it } from "vitest";
import { ApiError, errorText } from "./api";

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
    expect(errorText(new ApiError(500, "Something went wrong", { code: "INTERNAL", message: "Something went wrong" }), fallback)).toBe(fallback);
    expect(errorText(new ApiError(404, "404: Not Found", null), fallback)).toBe(fallback);
    expect(errorText(new TypeError("Failed to fetch"), fallback)).toBe(fallback);
  });
});

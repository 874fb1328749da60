import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import {
  emailFieldError,
  isBrokenLink,
  NEWSLETTER_FAILED_MESSAGE,
  NEWSLETTER_OFFLINE_MESSAGE,
  newsletterErrorMessage,
} from "./newsletter-errors";

const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

describe("newsletterErrorMessage", () => {
  it("says the connection failed when fetch itself rejects", () => {
    expect(newsletterErrorMessage(new TypeError("Failed to fetch"))).toBe(NEWSLETTER_OFFLINE_MESSAGE);
  });

  it("passes on the rate limit's own message", () => {
    expect(newsletterErrorMessage(new ApiError(429, TOO_MANY, { code: "RATE_LIMITED", message: TOO_MANY }))).toBe(
      TOO_MANY,
    );
  });

  it("never shows a server fault's or a proxy's text", () => {
    expect(newsletterErrorMessage(new ApiError(500, "boom", { code: "INTERNAL", message: "boom" }))).toBe(
      NEWSLETTER_FAILED_MESSAGE,
    );
    expect(newsletterErrorMessage(new ApiError(502, "502: <html>Bad Gateway</html>", null))).toBe(
      NEWSLETTER_FAILED_MESSAGE,
    );
    expect(newsletterErrorMessage(new ApiError(403, "403: Forbidden", null))).toBe(NEWSLETTER_FAILED_MESSAGE);
    expect(newsletterErrorMessage(new Error("anything else"))).toBe(NEWSLETTER_FAILED_MESSAGE);
  });
});

describe("emailFieldError and isBrokenLink", () => {
  it("pick out the server's verdict on the address and on the link", () => {
    const invalid = new ApiError(400, "Please enter a valid email address", {
      code: "VALIDATION",
      message: "Please enter a valid email address",
      fieldErrors: { email: "Please enter a valid email address" },
    });
    expect(emailFieldError(invalid)).toBe("Please enter a valid email address");
    expect(emailFieldError(new TypeError("Failed to fetch"))).toBeUndefined();
    expect(isBrokenLink(new ApiError(404, "gone", { code: "NOT_FOUND", message: "gone" }))).toBe(true);
    expect(isBrokenLink(new ApiError(429, TOO_MANY, { code: "RATE_LIMITED", message: TOO_MANY }))).toBe(false);
    expect(isBrokenLink(new TypeError("Failed to fetch"))).toBe(false);
  });
});

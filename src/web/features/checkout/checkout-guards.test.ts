import { describe, expect, it } from "vitest";
import { checkoutGuard, GUARD_MESSAGES } from "./checkout-guards";

const user = { id: 7 };
const loaded = { status: "success" as const, giftCategories: "in-bloom" };

describe("checkoutGuard", () => {
  it("waits for the session before anything else", () => {
    expect(checkoutGuard({ user: undefined, recipientParam: null, recipient: { status: "pending" } })).toBe("loading");
  });

  it("asks a signed-out visitor to sign in, even without a recipient", () => {
    expect(checkoutGuard({ user: null, recipientParam: null, recipient: { status: "pending" } })).toBe("signed-out");
    expect(checkoutGuard({ user: null, recipientParam: "3", recipient: loaded })).toBe("signed-out");
  });

  it("needs a recipientId", () => {
    expect(checkoutGuard({ user, recipientParam: null, recipient: { status: "pending" } })).toBe("no-recipient");
    expect(checkoutGuard({ user, recipientParam: "  ", recipient: { status: "pending" } })).toBe("no-recipient");
  });

  it("treats a junk id as a missing profile without asking the server", () => {
    expect(checkoutGuard({ user, recipientParam: "abc", recipient: { status: "pending" } })).toBe("not-found");
    expect(checkoutGuard({ user, recipientParam: "-1", recipient: { status: "pending" } })).toBe("not-found");
  });

  it("shows a spinner while the profile loads", () => {
    expect(checkoutGuard({ user, recipientParam: "3", recipient: { status: "pending" } })).toBe("loading");
  });

  it("reports a missing or foreign profile as not found", () => {
    expect(checkoutGuard({ user, recipientParam: "3", recipient: { status: "error", errorStatus: 404 } })).toBe(
      "not-found",
    );
    expect(checkoutGuard({ user, recipientParam: "3", recipient: { status: "error", errorStatus: 403 } })).toBe(
      "not-found",
    );
  });

  it("tells a server or network failure apart from a missing profile", () => {
    expect(checkoutGuard({ user, recipientParam: "3", recipient: { status: "error", errorStatus: 500 } })).toBe(
      "load-error",
    );
    expect(checkoutGuard({ user, recipientParam: "3", recipient: { status: "error" } })).toBe("load-error");
  });

  it("lets a loaded profile through", () => {
    expect(checkoutGuard({ user, recipientParam: "3", recipient: loaded })).toBe("ready");
  });

  it("uses the spec's messages", () => {
    expect(GUARD_MESSAGES["signed-out"]).toBe("Please sign in to continue with checkout.");
    expect(GUARD_MESSAGES["no-recipient"]).toBe("No recipient selected. Please start from the recipient setup.");
    expect(GUARD_MESSAGES["not-found"]).toBe("Recipient profile not found.");
  });

  it("asks for a plan when neither the profile nor a subscription-form draft names one", () => {
    const noPlan = { status: "success" as const, giftCategories: null };
    expect(checkoutGuard({ user, recipientParam: "3", recipient: noPlan })).toBe("no-plan");
    expect(checkoutGuard({ user, recipientParam: "3", recipient: noPlan, subscriptionParam: "12" })).toBe("ready");
    expect(checkoutGuard({ user, recipientParam: "3", recipient: loaded })).toBe("ready");
  });
});

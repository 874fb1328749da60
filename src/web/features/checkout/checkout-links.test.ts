import { describe, expect, it } from "vitest";
import { checkoutUrl, confirmationUrl } from "./checkout-links";

describe("checkout links", () => {
  it("passes the subscription, recipient, box and frequency to checkout", () => {
    expect(checkoutUrl({ subscriptionId: 4, recipientId: 9, giftBoxId: 1, frequency: "fortnightly" })).toBe(
      "/checkout?subscriptionId=4&recipientId=9&giftBoxId=1&frequency=fortnightly",
    );
  });

  it("passes the subscription and recipient to confirmation", () => {
    expect(confirmationUrl({ subscriptionId: 4, recipientId: 9 })).toBe("/confirmation?subscriptionId=4&recipientId=9");
  });
});

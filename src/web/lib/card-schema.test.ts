import { CARD_MESSAGES } from "@shared/domain/test-cards";
import { describe, expect, it } from "vitest";
import { cardSchema, namedCardSchema } from "./card-schema";

const now = () => new Date("2026-11-22T00:00:00Z");
const good = { nameOnCard: "Alex Citizen", cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };

/** Each field's message, as the form shows it. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe("the card forms' checks are the server's", () => {
  it("accept a complete test card", () => {
    expect(namedCardSchema(now).safeParse(good).success).toBe(true);
    expect(
      cardSchema(now).safeParse({ cardNumber: "4242424242424242", expiry: "12 / 2034", cvc: "1234" }).success,
    ).toBe(true);
  });

  it("name each problem with the shared message", () => {
    const result = namedCardSchema(now).safeParse({ nameOnCard: " ", cardNumber: "4242", expiry: "1", cvc: "" });
    expect(messages(result)).toEqual({
      nameOnCard: CARD_MESSAGES.nameMissing,
      cardNumber: CARD_MESSAGES.numberIncomplete,
      expiry: CARD_MESSAGES.expiryIncomplete,
      cvc: CARD_MESSAGES.cvcIncomplete,
    });
  });

  it("refuse a number that fails its check digit, an impossible month and a past expiry", () => {
    expect(messages(cardSchema(now).safeParse({ ...good, cardNumber: "4242 4242 4242 4241" })).cardNumber).toBe(
      CARD_MESSAGES.numberInvalid,
    );
    expect(messages(cardSchema(now).safeParse({ ...good, expiry: "13/30" })).expiry).toBe(CARD_MESSAGES.expiryMonth);
    expect(messages(cardSchema(now).safeParse({ ...good, expiry: "10/26" })).expiry).toBe(CARD_MESSAGES.expiryPast);
    expect(cardSchema(now).safeParse({ ...good, expiry: "11/26" }).success).toBe(true);
  });

  it("ask billing's form for no name", () => {
    expect(cardSchema(now).safeParse({ cardNumber: good.cardNumber, expiry: good.expiry, cvc: good.cvc }).success).toBe(
      true,
    );
  });
});

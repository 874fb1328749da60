import { describe, expect, it } from "vitest";
import { availableAddOns } from "./add-ons";
import { AFTERPAY_MESSAGES, afterpayRefusal } from "./afterpay";
import { ALCOHOL_AGE_MESSAGE, alcoholAgeProblem, alcoholNotice, alcoholVerdict, isAlcoholicDrink } from "./alcohol";
import { australianState } from "./australia";
import { GIFT_PLANS } from "./catalogue";
import { CARD_MESSAGES, cardProblems } from "./test-cards";

const now = new Date("2026-11-22T00:00:00Z");

describe("card checks (one set, Stripe's wording, browser and server alike)", () => {
  const good = { cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", nameOnCard: "Jo Citizen" };
  it("passes a complete card", () => {
    expect(cardProblems(good, now, { requireName: true })).toEqual({});
  });
  it.each([
    [{ cardNumber: "4242" }, "cardNumber", CARD_MESSAGES.numberIncomplete],
    [{ cardNumber: "4242 4242 4242 4241" }, "cardNumber", CARD_MESSAGES.numberInvalid],
    [{ cardNumber: "4242-abcd" }, "cardNumber", CARD_MESSAGES.numberInvalid],
    [{ expiry: "1" }, "expiry", CARD_MESSAGES.expiryIncomplete],
    [{ expiry: "13/30" }, "expiry", CARD_MESSAGES.expiryMonth],
    [{ expiry: "10/26" }, "expiry", CARD_MESSAGES.expiryPast],
    [{ cvc: "1" }, "cvc", CARD_MESSAGES.cvcIncomplete],
    [{ nameOnCard: " " }, "nameOnCard", CARD_MESSAGES.nameMissing],
  ] as const)("%o → %s: %s", (change, field, message) => {
    expect(cardProblems({ ...good, ...change }, now, { requireName: true })[field]).toBe(message);
  });
  it("accepts this month's expiry", () => {
    expect(cardProblems({ ...good, expiry: "11/26" }, now)).toEqual({});
  });
});

describe("alcohol", () => {
  it("is refused for recipients under 18 who ask for it, with one reason", () => {
    expect(alcoholAgeProblem("2010-01-01", { drinksEnjoy: "wine-cocktails-alcoholic" }, "2026-11-22")).toBe(
      ALCOHOL_AGE_MESSAGE,
    );
    expect(alcoholAgeProblem("2008-11-22", { alcoholConsent: "yes" }, "2026-11-22")).toBeNull();
    expect(alcoholAgeProblem("2010-01-01", { drinksEnjoy: "tea-coffee" }, "2026-11-22")).toBeNull();
  });
  const adult = { dateOfBirth: "1990-03-14", preferences: { drinksEnjoy: "mix-both" } };
  it("comes only with plans that may carry it", () => {
    expect(alcoholVerdict(adult, "moments-to-savour", "2026-11-22")).toBe("included");
    expect(alcoholVerdict(adult, "lucky-dip", "2026-11-22")).toBe("included");
    expect(alcoholVerdict(adult, "in-bloom", "2026-11-22")).toBe("not-in-plan");
    expect(alcoholVerdict(adult, null, "2026-11-22")).toBe("not-in-plan");
    expect(GIFT_PLANS.filter((plan) => plan.mayCarryAlcohol).map((plan) => plan.key)).toEqual([
      "moments-to-savour",
      "the-lucky-dip",
    ]);
  });
  it("comes only to a recipient who asks for it", () => {
    expect(
      alcoholVerdict(
        { ...adult, preferences: { drinksEnjoy: "non-alcoholic-only" } },
        "moments-to-savour",
        "2026-11-22",
      ),
    ).toBe("not-wanted");
    expect(
      alcoholVerdict({ ...adult, preferences: { alcoholConsent: "yes" } }, "moments-to-savour", "2026-11-22"),
    ).toBe("included");
    expect(isAlcoholicDrink("non-alcoholic-only")).toBe(false);
    expect(isAlcoholicDrink("wine-cocktails-alcoholic")).toBe(true);
  });
  it("needs a verified age: no date of birth means no alcohol, and the buyer is told why", () => {
    const unknownAge = { dateOfBirth: null, preferences: { drinksEnjoy: "wine-cocktails-alcoholic" } };
    expect(alcoholVerdict(unknownAge, "moments-to-savour", "2026-11-22")).toBe("age-not-verified");
    expect(alcoholNotice("age-not-verified", "Sam")).toMatch(/^Sam's profile has no date of birth/);
    // 18 on the day counts; the day before does not.
    const teen = { dateOfBirth: "2008-11-23", preferences: { alcoholConsent: "yes" } };
    expect(alcoholVerdict(teen, "moments-to-savour", "2026-11-22")).toBe("under-age");
    expect(alcoholVerdict(teen, "moments-to-savour", "2026-11-23")).toBe("included");
    expect(alcoholNotice("under-age", "Sam")).toBe("Sam is under 18, so their gifts won't include alcohol.");
    expect(alcoholNotice("included", "Sam")).toBeNull();
    expect(alcoholNotice("not-wanted", "Sam")).toBeNull();
  });
});

describe("Afterpay", () => {
  it("is for annual, alcohol-free orders from a provider that offers it", () => {
    expect(afterpayRefusal({ offeredByProvider: true, billing: "annual", includesAlcohol: false })).toBeNull();
    expect(afterpayRefusal({ offeredByProvider: true, billing: "pay-as-you-go", includesAlcohol: false })).toBe(
      AFTERPAY_MESSAGES.annualOnly,
    );
    expect(afterpayRefusal({ offeredByProvider: true, billing: "annual", includesAlcohol: true })).toBe(
      AFTERPAY_MESSAGES.alcohol,
    );
    expect(afterpayRefusal({ offeredByProvider: false, billing: "annual", includesAlcohol: false })).toBe(
      AFTERPAY_MESSAGES.unavailable,
    );
  });
});

describe("Australian states", () => {
  it("reads a state code in any case and refuses anything else", () => {
    expect(australianState(" vic ")).toBe("VIC");
    expect(australianState("Victoria")).toBeNull();
  });
});

describe("special-date add-ons offered at checkout", () => {
  // Regression: Anniversary and Wedding Anniversary on the same day were two $75 deliveries on one day.
  it("offers each day once", () => {
    const options = availableAddOns(
      {
        anniversary: "2015-11-30",
        specialDates: [
          { type: "wedding-anniversary", date: "2015-11-30" },
          { type: "first-date", date: "2012-06-09" },
        ],
      },
      "2026-11-22",
    );
    expect(options.filter((o) => o.date === "2026-11-30").map((o) => o.name)).toEqual(["Anniversary"]);
    expect(options.map((o) => o.key)).toContain("special-1");
    expect(options.map((o) => o.key)).not.toContain("special-0");
  });

  it("still offers a birthday the profile lacks, to be dated at checkout", () => {
    expect(availableAddOns({}, "2026-11-22").find((o) => o.key === "birthday")).toMatchObject({ date: null });
  });
});

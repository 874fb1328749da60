import { recipientCreateSchema } from "@shared/schemas/recipient";
import { describe, expect, it } from "vitest";
import {
  canSaveMessage,
  optionLabel,
  RECIPIENT_FORM_DEFAULTS,
  recipientSetupSchema,
  showIntimatePlanWarning,
  toPersonalMessage,
  toRecipientPayload,
} from "./recipient-form-rules";

describe("showIntimatePlanWarning", () => {
  it("warns for Stay In, Stay Close with each listed relationship", () => {
    for (const relationship of [
      "colleague",
      "boss",
      "client",
      "teacher",
      "grandparent",
      "parent",
      "sibling",
      "child",
    ]) {
      expect(showIntimatePlanWarning(relationship, "stay-in-stay-close")).toBe(true);
    }
  });
  it("is case-insensitive about the relationship", () => {
    expect(showIntimatePlanWarning("Parent", "stay-in-stay-close")).toBe(true);
  });
  it("stays quiet for partners, other plans or no choice", () => {
    expect(showIntimatePlanWarning("partner", "stay-in-stay-close")).toBe(false);
    expect(showIntimatePlanWarning("parent", "in-bloom")).toBe(false);
    expect(showIntimatePlanWarning("parent", "")).toBe(false);
    expect(showIntimatePlanWarning("", "stay-in-stay-close")).toBe(false);
    expect(showIntimatePlanWarning(undefined, null)).toBe(false);
  });
});

describe("personal messages", () => {
  it("needs a chosen prompt and non-blank text", () => {
    expect(canSaveMessage("", "Hello")).toBe(false);
    expect(canSaveMessage("I am grateful for", "   ")).toBe(false);
    expect(canSaveMessage("I am grateful for", "you")).toBe(true);
    expect(canSaveMessage("custom", "Hi")).toBe(true);
  });
  it("stores a custom message with an empty prompt", () => {
    expect(toPersonalMessage("custom", " Just because ")).toEqual({ prompt: "", message: "Just because" });
    expect(toPersonalMessage("Happy Birthday", "x")).toEqual({ prompt: "Happy Birthday", message: "x" });
  });
});

describe("optionLabel", () => {
  it("reads nicely", () => {
    expect(optionLabel("wedding-anniversary")).toBe("Wedding anniversary");
    expect(optionLabel("soft-neutral")).toBe("Soft & neutral");
    expect(optionLabel("grandparent")).toBe("Grandparent");
    expect(optionLabel("self")).toBe("Myself");
  });
});

describe("toRecipientPayload", () => {
  const filled = {
    ...RECIPIENT_FORM_DEFAULTS,
    fullName: "Ada Lovelace",
    dateOfBirth: "1990-12-10",
    relationship: "friend",
    otherRelationship: "old flatmate",
    streetNumber: "12",
    streetName: "Rose St",
    suburb: "Fitzroy",
    state: "VIC",
    postcode: "3065",
    phoneNumber: "0400 000 000",
    genderRelevant: "prefer-not-say",
    rRatedComfort: "keep-light",
    useType: "solo",
    dietaryRestrictions: "vegetarian",
  };

  it("drops intimate preferences without consent and the other text unless relationship is other", () => {
    const payload = toRecipientPayload(recipientCreateSchema.parse(filled));
    expect(payload.sensitiveConsent).toBe(false);
    expect(payload.genderRelevant).toBeNull();
    expect(payload.rRatedComfort).toBeNull();
    expect(payload.useType).toBeNull();
    expect(payload.otherRelationship).toBeNull();
    expect(payload.dietaryRestrictions).toBe("vegetarian");
    expect(payload.giftCategories).toBeNull();
  });

  it("keeps them with consent", () => {
    const payload = toRecipientPayload(
      recipientCreateSchema.parse({ ...filled, relationship: "other", sensitiveConsent: true }),
    );
    expect(payload).toMatchObject({
      sensitiveConsent: true,
      genderRelevant: "prefer-not-say",
      rRatedComfort: "keep-light",
      useType: "solo",
      otherRelationship: "old flatmate",
    });
  });

  it("is accepted again by the server's schema", () => {
    const payload = toRecipientPayload(recipientCreateSchema.parse({ ...filled, giftCategories: "in-bloom" }));
    expect(recipientCreateSchema.safeParse(payload).success).toBe(true);
  });
});

describe("the form's defaults against the schema", () => {
  it("give the spec's messages for the required fields", () => {
    const result = recipientSetupSchema.safeParse(RECIPIENT_FORM_DEFAULTS);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(messages.fullName).toBe("Full name must be at least 2 characters");
    expect(messages.dateOfBirth).toBe("Date of birth is required");
    expect(messages.relationship).toBe("Please select a relationship");
    expect(messages.postcode).toContain("at least 4 digits");
  });
  it("still checks the date format", () => {
    const result = recipientSetupSchema.safeParse({ ...RECIPIENT_FORM_DEFAULTS, dateOfBirth: "04/05/1960" });
    expect(result.error?.issues.find((i) => i.path[0] === "dateOfBirth")?.message).toBe(
      "Please enter a date as YYYY-MM-DD",
    );
  });
});

describe("the recipient's e-mail and alcohol", () => {
  const complete = {
    ...RECIPIENT_FORM_DEFAULTS,
    fullName: "Ada Lovelace",
    dateOfBirth: "1990-12-10",
    relationship: "friend",
    streetNumber: "12",
    streetName: "Rose St",
    suburb: "Fitzroy",
    state: "VIC",
    postcode: "3065",
    phoneNumber: "0400 000 000",
  };

  // Regression: setup never asked for it, so the subscription form blocked later.
  it("takes an optional e-mail, checked with the spec's message", () => {
    expect(recipientSetupSchema.parse(complete).email).toBeNull();
    expect(recipientSetupSchema.parse({ ...complete, email: "Ada@Example.com" }).email).toBe("ada@example.com");
    const bad = recipientSetupSchema.safeParse({ ...complete, email: "ada@" });
    expect(bad.error?.issues.find((i) => i.path[0] === "email")?.message).toBe("Please enter a valid email address");
  });

  // Regression: an under-18 recipient with alcohol got a generic failure; the reason now shows by the question.
  it("refuses alcohol for someone under 18 with the server's reason, by the drinks question", () => {
    const teen = recipientSetupSchema.safeParse({
      ...complete,
      dateOfBirth: "2012-05-01",
      drinksEnjoy: "wine-cocktails-alcoholic",
    });
    expect(teen.error?.issues).toEqual([
      expect.objectContaining({
        path: ["drinksEnjoy"],
        message: "Alcohol can only be included for recipients aged 18 or over.",
      }),
    ]);
    expect(
      recipientSetupSchema.safeParse({ ...complete, dateOfBirth: "2012-05-01", drinksEnjoy: "tea-coffee" }).success,
    ).toBe(true);
  });
});

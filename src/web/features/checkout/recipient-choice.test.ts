import { describe, expect, it } from "vitest";
import { initialRecipientChoice, NEW_RECIPIENT, NO_RECIPIENT_CHOSEN } from "./recipient-choice";

const none = new Set<number>();

describe("where the subscription form's recipient picker starts", () => {
  it("waits for the buyer's recipients", () => {
    expect(initialRecipientChoice(undefined, 4, none)).toBeNull();
  });
  it("offers a new recipient only to a buyer who has none", () => {
    expect(initialRecipientChoice([], null, none)).toBe(NEW_RECIPIENT);
    expect(initialRecipientChoice([], 4, none)).toBe(NEW_RECIPIENT);
  });
  // Regression: it started on "New recipient" although the buyer had recipients.
  it("picks the recipient the link names", () => {
    expect(initialRecipientChoice([{ id: 3 }, { id: 4 }], 4, none)).toBe("4");
  });
  it("picks the only recipient", () => {
    expect(initialRecipientChoice([{ id: 3 }], null, none)).toBe("3");
    expect(initialRecipientChoice([{ id: 3 }], 99, none)).toBe("3");
  });
  it("picks the only one who can start a subscription", () => {
    expect(initialRecipientChoice([{ id: 3 }, { id: 4 }], null, new Set([3]))).toBe("4");
  });
  it("leaves the choice to the buyer between several, never a new recipient", () => {
    expect(initialRecipientChoice([{ id: 3 }, { id: 4 }], null, none)).toBe(NO_RECIPIENT_CHOSEN);
    expect(initialRecipientChoice([{ id: 3 }], null, new Set([3]))).toBe(NO_RECIPIENT_CHOSEN);
  });
});

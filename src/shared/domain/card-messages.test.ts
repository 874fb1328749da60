import { describe, expect, it } from "vitest";
import { cardMessageWords, personalMessageFor, personalMessageText } from "./card-messages";

const messages = [
  { prompt: "I love you because", message: "you laugh at my jokes" },
  { prompt: "Happy Birthday", message: "to my favourite person" },
  { prompt: "custom", message: "See you at the markets" },
];

describe("the card's words", () => {
  it("prints a chosen message's words and a custom card's own words, never a key", () => {
    expect(cardMessageWords("thinking-of-you", null)).toBe("Thinking of you");
    expect(cardMessageWords("get-well", "ignored")).toBe("Get well soon");
    expect(cardMessageWords("custom", "  Chin up, Robin  ")).toBe("Chin up, Robin");
    expect(cardMessageWords("custom", "  ")).toBeNull();
    expect(cardMessageWords(null, null)).toBeNull();
    expect(cardMessageWords("no-such-key", null)).toBeNull();
  });
});

describe("the personal message for a delivery", () => {
  const regular = (ordinal: number) => ({ subscriptionId: 3, ordinal, specialDateType: "" });

  it("takes turns delivery by delivery, the same one for the same delivery", () => {
    const chosen = [0, 1, 2, 3].map((n) => personalMessageFor(messages, regular(n))!.message);
    expect(new Set(chosen.slice(0, 3)).size).toBe(3);
    expect(chosen[3]).toBe(chosen[0]);
    expect(personalMessageFor(messages, regular(1))).toEqual(personalMessageFor(messages, regular(1)));
  });

  it("matches a special date's card where it can", () => {
    expect(personalMessageFor(messages, { subscriptionId: 3, ordinal: 0, specialDateType: "birthday" })).toEqual(
      messages[1],
    );
  });

  it("is none without messages, and reads as one line", () => {
    expect(personalMessageFor([], regular(0))).toBeNull();
    expect(personalMessageFor(null, regular(0))).toBeNull();
    expect(personalMessageText(messages[0]!)).toBe("I love you because you laugh at my jokes");
    expect(personalMessageText(messages[2]!)).toBe("See you at the markets");
  });
});

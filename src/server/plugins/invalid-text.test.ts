import { describe, expect, it } from "vitest";
import { findInvalidText } from "./invalid-text";

describe("findInvalidText", () => {
  it("finds a lone surrogate or NUL in any string or key, at any depth", () => {
    for (const bad of ["\ud800", "a\udc00b", "\udbff", "x\ud83c", "\udf38x", "nul\u0000"]) {
      expect(findInvalidText(bad), JSON.stringify(bad)).toBe(true);
      expect(findInvalidText({ ok: [1, { deeper: bad }] })).toBe(true);
      expect(findInvalidText({ [bad]: "key" })).toBe(true);
    }
    let deep: unknown = "\ud800";
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { nested: deep };
    expect(findInvalidText(deep)).toBe(true);
  });

  it("accepts well-formed text, surrogate pairs (emoji) included, and non-text values", () => {
    for (const good of [
      "",
      "plain",
      "🌸 flowers",
      "\ud83c\udf38",
      "Zoë & Łukasz",
      42,
      null,
      true,
      [],
      {},
      { a: ["🌸", 1.5] },
    ]) {
      expect(findInvalidText(good), JSON.stringify(good)).toBe(false);
    }
  });
});

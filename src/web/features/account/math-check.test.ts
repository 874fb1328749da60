import { describe, expect, it } from "vitest";
import { isCorrect, MATH_MAX, MATH_MIN, makeQuestion, questionText } from "./math-check";

/** A fake random source that returns the given values in turn. */
function sequence(...values: number[]) {
  let index = 0;
  return () => values[index++ % values.length];
}

describe("makeQuestion", () => {
  it("maps the ends of [0, 1) onto 1 and 20", () => {
    expect(makeQuestion(sequence(0, 0.999999))).toEqual({ a: 1, b: 20 });
  });

  it("stays within 1..20 even if the random source misbehaves", () => {
    expect(makeQuestion(sequence(1, -0.5))).toEqual({ a: MATH_MAX, b: MATH_MIN });
  });

  it("always gives whole numbers from 1 to 20 with Math.random", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const { a, b } = makeQuestion();
      for (const n of [a, b]) {
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(MATH_MIN);
        expect(n).toBeLessThanOrEqual(MATH_MAX);
        seen.add(n);
      }
    }
    expect(seen.size).toBe(MATH_MAX - MATH_MIN + 1);
  });

  it("reads as the spec's question", () => {
    expect(questionText({ a: 3, b: 17 })).toBe("What is 3 + 17?");
  });
});

describe("isCorrect", () => {
  const question = { a: 7, b: 5 };

  it("accepts the sum, ignoring surrounding spaces", () => {
    expect(isCorrect(question, "12")).toBe(true);
    expect(isCorrect(question, " 12 ")).toBe(true);
  });

  it("rejects a wrong sum", () => {
    expect(isCorrect(question, "13")).toBe(false);
    expect(isCorrect(question, "75")).toBe(false);
  });

  it("rejects empty and non-numeric answers", () => {
    for (const answer of [
      "",
      "   ",
      "twelve",
      "12abc",
      "1 2",
      "12.0",
      "1e1",
      "0x0c",
      "-12",
      "+12",
      "NaN",
      "Infinity",
    ]) {
      expect(isCorrect(question, answer)).toBe(false);
    }
  });
});

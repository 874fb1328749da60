import { describe, expect, it } from "vitest";
import { compareAnswer } from "./compare";
import { asDialectExpected, sameAnswer } from "./dialects";

describe("judging MySQL and SQLite answers", () => {
  it("reads an expected boolean as the 1 or 0 those dialects answer with", () => {
    const expected = {
      columns: ["id", "is_active"],
      types: [23, 16],
      rows: [
        ["1", "t"],
        ["2", "f"],
      ],
    };
    const answer = {
      columns: ["id", "is_active"],
      rows: [
        [1, 1],
        [2, 0],
      ],
    };
    const options = { orderMatters: false, listQuery: false };
    expect(compareAnswer(expected, answer, options).same).toBe(false);
    expect(compareAnswer(asDialectExpected(expected), answer, options).same).toBe(true);
    const swapped = {
      columns: ["id", "is_active"],
      rows: [
        [1, 0],
        [2, 1],
      ],
    };
    expect(compareAnswer(asDialectExpected(expected), swapped, options).same).toBe(false);
  });

  it("holds a dialect's rows against PostgreSQL's answer value by value", () => {
    const postgres = {
      columns: ["day", "n", "ok"],
      rows: [
        ["2026-11-27", 3, true],
        ["2026-11-28", 1, false],
      ],
    };
    const same = {
      columns: ["d", "count", "ok"],
      rows: [
        ["2026-11-28", "1", 0],
        ["2026-11-27", 3, 1],
      ],
    };
    expect(sameAnswer(postgres, same, false)).toBe(true);
    // In order, the same rows the other way round are another answer.
    expect(sameAnswer(postgres, same, true)).toBe(false);
    // A UTC-month label where PostgreSQL grouped by Sydney's differs.
    const shifted = {
      columns: ["d", "n", "ok"],
      rows: [
        ["2026-11-26", 3, 1],
        ["2026-11-28", 1, 0],
      ],
    };
    expect(sameAnswer(postgres, shifted, false)).toBe(false);
    const timestamps = { columns: ["at"], rows: [["2026-11-26T13:05:00.000Z"]] };
    expect(sameAnswer(timestamps, { columns: ["at"], rows: [["2026-11-26 13:05:00"]] }, true)).toBe(true);
    expect(sameAnswer(timestamps, { columns: ["at"], rows: [["2026-11-27 00:05:00"]] }, true)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { parseIdParam } from "./id-param";

describe("parseIdParam", () => {
  it.each([
    ["12", 12],
    [" 5 ", 5],
    ["0", null],
    ["1.5", null],
    ["1e3", null],
    ["", null],
    [null, null],
    ["99999999999", null],
  ])("%s → %s", (value, expected) => {
    expect(parseIdParam(value)).toBe(expected);
  });
});

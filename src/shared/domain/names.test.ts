import { describe, expect, it } from "vitest";
import { titleCase } from "./names";

describe("titleCase", () => {
  it("capitalises each word", () => {
    expect(titleCase("jamie rivers")).toBe("Jamie Rivers");
    expect(titleCase("  ALEX   citizen ")).toBe("Alex Citizen");
  });
  it("handles hyphenated names and keeps mixed-case words", () => {
    expect(titleCase("mary-jane o'neil")).toBe("Mary-Jane O'Neil");
    expect(titleCase("CHRIS O'BRIEN")).toBe("Chris O'Brien");
    expect(titleCase("jo's")).toBe("Jo's");
    expect(titleCase("sam McKenzie")).toBe("Sam McKenzie");
  });
  it("reads empty values as empty", () => {
    expect(titleCase("")).toBe("");
    expect(titleCase(null)).toBe("");
  });
});

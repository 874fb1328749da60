import { describe, expect, it } from "vitest";
import { formatCardNumber, formatCvc, formatExpiry } from "./card-format";

describe("formatCardNumber", () => {
  it("groups digits in fours", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4000-0000-0000-0002")).toBe("4000 0000 0000 0002");
    expect(formatCardNumber("42424")).toBe("4242 4");
    expect(formatCardNumber("4242")).toBe("4242");
  });

  it("drops anything that is not a digit and stops at 19 digits", () => {
    expect(formatCardNumber("42a4 2b")).toBe("4242");
    expect(formatCardNumber("1".repeat(25)).replace(/ /g, "")).toHaveLength(19);
  });

  it("groups American Express 4-6-5", () => {
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatCardNumber("37828")).toBe("3782 8");
  });

  it("is stable when applied twice", () => {
    const once = formatCardNumber("4000000000009995");
    expect(formatCardNumber(once)).toBe(once);
  });
});

describe("formatExpiry", () => {
  it("adds the slash after the month", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12", "1")).toBe("12/");
    expect(formatExpiry("1234")).toBe("12/34");
    expect(formatExpiry("12/345")).toBe("12/34");
  });

  it("pads a month that can only be one digit", () => {
    expect(formatExpiry("4")).toBe("04/");
  });

  it("lets backspace remove the slash", () => {
    expect(formatExpiry("12", "12/")).toBe("12");
  });
});

describe("formatCvc", () => {
  it("keeps up to four digits", () => {
    expect(formatCvc("12a34 5")).toBe("1234");
  });
});

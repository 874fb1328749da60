import { describe, expect, it } from "vitest";
import { accountGreeting, firstName } from "./greeting";

const now = new Date("2026-11-22T09:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe("accountGreeting", () => {
  it("greets an account made moments ago as new, never 'Welcome back'", () => {
    expect(accountGreeting({ fullName: "Sam Nguyen", createdAt: hoursAgo(0) }, now)).toBe("Welcome, Sam");
    expect(accountGreeting({ fullName: "Sam Nguyen", createdAt: hoursAgo(23) }, now)).toBe("Welcome, Sam");
  });

  it("welcomes a returning account back", () => {
    expect(accountGreeting({ fullName: "Sam Nguyen", createdAt: hoursAgo(25) }, now)).toBe("Welcome back, Sam");
    expect(accountGreeting({ fullName: "Sam Nguyen", createdAt: hoursAgo(24 * 400) }, now)).toBe("Welcome back, Sam");
  });

  it("treats an unreadable date as a returning account", () => {
    expect(accountGreeting({ fullName: "Sam Nguyen", createdAt: "" }, now)).toBe("Welcome back, Sam");
  });

  it("uses the name as it was typed, without recasing it", () => {
    expect(accountGreeting({ fullName: "  sam nguyen ", createdAt: hoursAgo(1) }, now)).toBe("Welcome, sam");
    expect(accountGreeting({ fullName: "MARY-JANE O'Brien", createdAt: hoursAgo(48) }, now)).toBe(
      "Welcome back, MARY-JANE",
    );
  });
});

describe("firstName", () => {
  it("is the first word, or empty for a blank name", () => {
    expect(firstName("Ana")).toBe("Ana");
    expect(firstName("Ana  Lima")).toBe("Ana");
    expect(firstName("   ")).toBe("");
  });
});

import type { SubscriptionView } from "@shared/schemas/subscription";
import { describe, expect, it } from "vitest";
import {
  billingLabel,
  pageNumbers,
  pageWindow,
  pendingPlanNote,
  planCellText,
  rowActions,
  showingText,
  subscriptionStats,
} from "./subscription-list-rules";

describe("pageWindow", () => {
  it("shows three rows per page", () => {
    expect(pageWindow(7, 1)).toMatchObject({
      page: 1,
      pageCount: 3,
      startIndex: 0,
      endIndex: 3,
      from: 1,
      to: 3,
      total: 7,
    });
    expect(pageWindow(7, 3)).toMatchObject({ page: 3, startIndex: 6, endIndex: 7, from: 7, to: 7 });
  });
  it("clamps the page into range", () => {
    expect(pageWindow(4, 9).page).toBe(2);
    expect(pageWindow(4, 0).page).toBe(1);
    expect(pageWindow(4, Number.NaN).page).toBe(1);
  });
  it("has one empty page when there are no rows", () => {
    expect(pageWindow(0, 1)).toMatchObject({ page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });
  it("writes the spec's text", () => {
    expect(showingText(pageWindow(4, 2))).toBe("Showing 4 to 4 of 4 results");
  });
});

describe("pageNumbers", () => {
  it("lists every page when there are few", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(5, 3)).toEqual([1, 2, 3, 4, 5]);
  });
  it("leaves gaps in long lists", () => {
    expect(pageNumbers(20, 10)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pageNumbers(20, 1)).toEqual([1, 2, 3, 4, "gap", 20]);
    expect(pageNumbers(20, 20)).toEqual([1, "gap", 17, 18, 19, 20]);
  });
});

describe("plan cell", () => {
  it("prefers the gift box, then the plan, then 'No plan selected'", () => {
    expect(planCellText({ giftBox: { id: 1, name: "In Bloom" }, planName: "Other" })).toBe("In Bloom");
    expect(planCellText({ giftBox: null, planName: "The Unwind Edit" })).toBe("The Unwind Edit");
    expect(planCellText({ giftBox: null, planName: "" })).toBe("No plan selected");
  });
  it("notes a pending plan change", () => {
    expect(pendingPlanNote({ pendingPlanKey: null })).toBeNull();
    expect(pendingPlanNote({ pendingPlanKey: "unwind-edit", planChangeFrom: "2027-02-14" })).toBe(
      "Changes to The Unwind Edit from 14 Feb 2027",
    );
    expect(pendingPlanNote({ pendingPlanKey: "lucky-dip", planChangeFrom: null })).toBe(
      "Changes to The Lucky Dip from the next delivery",
    );
  });
});

describe("billingLabel", () => {
  it("names how often the buyer pays: each delivery cycle, or annually", () => {
    expect(billingLabel("pay-as-you-go", "monthly")).toBe("Monthly");
    expect(billingLabel("pay-as-you-go", "fortnightly")).toBe("Every 2 Weeks");
    expect(billingLabel("annual", "weekly")).toBe("Annual · Weekly");
    expect(billingLabel("annual", "monthly")).toBe("Annual · Monthly");
  });
});

describe("subscriptionStats", () => {
  const sub = (
    status: SubscriptionView["status"],
    frequency: string,
    billingInterval: "pay-as-you-go" | "annual",
    dates: string[] = [],
  ) => ({
    status,
    frequency,
    billingInterval,
    specialDates: dates.map((date) => ({ date })),
  });
  it("counts live subscriptions and what they cost a month on average", () => {
    const stats = subscriptionStats(
      [
        sub("active", "monthly", "pay-as-you-go", ["2026-02-14", "2026-09-06"]),
        sub("paused", "monthly", "annual", ["2026-05-10"]),
        sub("cancelled", "monthly", "pay-as-you-go", ["2026-12-25"]),
      ],
      "2026-03-01",
    );
    expect(stats).toEqual({ active: 1, paused: 1, upcomingSpecial: 2, monthlyCents: 19_000 });
  });
  // Regression: a weekly plan counted as $100 a month.
  it("counts a weekly plan as 52 deliveries a year", () => {
    expect(subscriptionStats([sub("active", "weekly", "pay-as-you-go")], "2026-03-01").monthlyCents).toBe(43_333);
  });
  it("is all zero with no subscriptions", () => {
    expect(subscriptionStats([], "2026-03-01")).toEqual({ active: 0, paused: 0, upcomingSpecial: 0, monthlyCents: 0 });
  });
});

describe("rowActions", () => {
  it("offers pause to active rows, greyed before the first delivery", () => {
    expect(rowActions({ status: "active", canPause: true })).toMatchObject({
      pause: true,
      pauseEnabled: true,
      resume: false,
      cancel: true,
      pauseInstead: true,
    });
    expect(rowActions({ status: "active", canPause: false })).toMatchObject({
      pause: true,
      pauseEnabled: false,
      cancel: true,
      pauseInstead: false,
    });
  });
  it("offers resume to paused rows and nothing to cancelled ones", () => {
    expect(rowActions({ status: "Paused", canPause: true })).toMatchObject({
      pause: false,
      resume: true,
      cancel: true,
      pauseInstead: false,
    });
    expect(rowActions({ status: "cancelled", canPause: true })).toEqual({
      pause: false,
      pauseEnabled: false,
      resume: false,
      cancel: false,
      pauseInstead: false,
    });
  });
});

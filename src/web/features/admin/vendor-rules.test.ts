import { describe, expect, it } from "vitest";
import {
  addressLine,
  approveCopyFor,
  businessTypeLabel,
  countVendorsByStatus,
  DECISION_COPY,
  dailyCapacityText,
  decisionsFor,
  giftBoxCountText,
  historyLine,
  historyLines,
  instagramHref,
  knownCategories,
  openOrdersNotice,
  parseVendorFilter,
  passedOnText,
  supplierCategoryLabel,
  tiktokHref,
  VENDOR_EMPTY_MESSAGES,
  VENDOR_FILTERS,
} from "./vendor-rules";

describe("decisionsFor", () => {
  it("offers approve and reject for a pending application", () => {
    expect(decisionsFor("pending")).toEqual(["approve", "reject"]);
  });
  it("offers only suspend for an approved vendor", () => {
    expect(decisionsFor("approved")).toEqual(["suspend"]);
  });
  it("lets staff reconsider a rejected applicant and reinstate a suspended vendor", () => {
    expect(decisionsFor("rejected")).toEqual(["approve"]);
    expect(decisionsFor("suspended")).toEqual(["approve"]);
  });
});

describe("filters", () => {
  it("opens the review queue by default and for anything unknown", () => {
    expect(VENDOR_FILTERS[0]).toBe("pending");
    expect(parseVendorFilter(null)).toBe("pending");
    expect(parseVendorFilter("")).toBe("pending");
    expect(parseVendorFilter("deleted")).toBe("pending");
    expect(parseVendorFilter("suspended")).toBe("suspended");
    expect(parseVendorFilter("all")).toBe("all");
  });
  it("has the review queue's empty message", () => {
    expect(VENDOR_EMPTY_MESSAGES.pending).toBe("No vendors waiting for review");
  });
  it("counts each status from the all list", () => {
    const counts = countVendorsByStatus([
      { status: "pending" },
      { status: "pending" },
      { status: "approved" },
      { status: "suspended" },
    ]);
    expect(counts).toEqual({ pending: 2, approved: 1, rejected: 0, suspended: 1, all: 4 });
  });
});

describe("history", () => {
  it("reads the vendor's own application as received, with no staff name", () => {
    const line = historyLine({ status: "pending", reason: null, staffName: null, at: "2026-12-02T23:04:00.000Z" });
    expect(line).toEqual({
      heading: "Application received",
      byline: "3 Dec 2026, 10:04 am AEDT",
      reason: null,
      at: "2026-12-02T23:04:00.000Z",
    });
  });
  it("names the staff member, the time in Sydney and the reason", () => {
    const line = historyLine({
      status: "rejected",
      reason: "  We already have florists in your area.  ",
      staffName: "Sam Lee",
      at: "2026-03-01T02:30:00.000Z",
    });
    expect(line.heading).toBe("Not approved");
    expect(line.byline).toBe("by Sam Lee · 1 Mar 2026, 1:30 pm AEDT");
    expect(line.reason).toBe("We already have florists in your area.");
  });
  it("says 'by staff' when a decision has no name, and drops a blank reason", () => {
    const line = historyLine({ status: "approved", reason: " ", staffName: null, at: "2026-01-05T00:00:00.000Z" });
    expect(line.heading).toBe("Approved");
    expect(line.byline).toBe("by staff · 5 Jan 2026, 11:00 am AEDT");
    expect(line.reason).toBeNull();
  });
  it("lists the history oldest first whatever order it came in", () => {
    const lines = historyLines([
      { status: "suspended", reason: "Late deliveries", staffName: "Ari", at: "2026-03-01T00:00:00.000Z" },
      { status: "pending", reason: null, staffName: null, at: "2026-01-01T00:00:00.000Z" },
      { status: "approved", reason: null, staffName: "Ari", at: "2026-02-01T00:00:00.000Z" },
    ]);
    expect(lines.map((line) => line.heading)).toEqual(["Application received", "Approved", "Suspended"]);
  });
});

describe("details", () => {
  it("labels business types and categories, keeping unknown words as they are", () => {
    expect(businessTypeLabel("selfcare")).toBe("Self-care and wellness");
    expect(businessTypeLabel("bakery")).toBe("bakery");
    expect(businessTypeLabel(null)).toBeNull();
    expect(supplierCategoryLabel("self care")).toBe("Self care");
    expect(knownCategories(["gourmet", "candles", "florist"])).toEqual(["florist", "gourmet"]);
  });
  it("writes the address on one line, preferring the suburb", () => {
    expect(
      addressLine({ address: "12 Rose St", suburb: "Fitzroy", city: "Melbourne", state: "VIC", zipCode: "3065" }),
    ).toBe("12 Rose St, Fitzroy VIC 3065");
    expect(addressLine({ address: "1 Main Rd", suburb: null, city: "Hobart", state: "TAS", zipCode: "7000" })).toBe(
      "1 Main Rd, Hobart TAS 7000",
    );
  });
  it("builds social links from handles", () => {
    expect(instagramHref("@bloom.co")).toBe("https://www.instagram.com/bloom.co/");
    expect(tiktokHref("bloom_co")).toBe("https://www.tiktok.com/@bloom_co");
  });
  it("counts gift boxes in words", () => {
    expect(giftBoxCountText(0)).toBe("0 gift boxes");
    expect(giftBoxCountText(1)).toBe("1 gift box");
  });
  it("says a daily capacity of one as one order, not '1 orders'", () => {
    expect(dailyCapacityText(1)).toBe("1 order a day");
    expect(dailyCapacityText(20)).toBe("20 orders a day");
  });
});

describe("decision copy", () => {
  it("says the vendor has been e-mailed after each decision", () => {
    expect(DECISION_COPY.approve.successTitle).toBe("Vendor approved");
    expect(DECISION_COPY.reject.successTitle).toBe("Application rejected");
    expect(DECISION_COPY.suspend.successTitle).toBe("Vendor suspended");
    for (const copy of Object.values(DECISION_COPY)) expect(copy.successDescription("Bloom & Co")).toMatch(/e-mailed/);
  });
  it("explains what approving a suspended vendor does", () => {
    expect(DECISION_COPY.approve.description("Bloom & Co", "suspended")).toMatch(/lifts Bloom & Co's suspension/);
  });
});

describe("approveCopyFor", () => {
  it("calls approving a suspended vendor Reinstate, and keeps Approve otherwise", () => {
    expect(approveCopyFor("suspended")).toMatchObject({ button: "Reinstate", confirm: "Reinstate vendor" });
    expect(approveCopyFor("suspended").title("Petal & Stem")).toBe("Reinstate Petal & Stem?");
    expect(approveCopyFor("pending").button).toBe("Approve");
    expect(approveCopyFor("rejected").button).toBe("Approve");
  });
});

describe("what suspending does to open orders", () => {
  it("says how many open orders pass on, and nothing when there are none", () => {
    expect(openOrdersNotice(0)).toBeNull();
    expect(openOrdersNotice(1)).toMatch(/^This vendor holds 1 open order not yet dispatched\. It will pass/);
    expect(openOrdersNotice(3)).toMatch(/^This vendor holds 3 open orders not yet dispatched\. They will pass/);
    expect(passedOnText(undefined)).toBe("");
    expect(passedOnText(2)).toBe(" 2 open orders were passed on.");
  });
});

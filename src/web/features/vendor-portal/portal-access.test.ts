import { VENDOR_READ_ONLY_MESSAGE, VENDOR_STATUSES } from "@shared/domain/vendor-status";
import { describe, expect, it } from "vitest";
import {
  isOverviewSection,
  isPortalTab,
  noOrdersText,
  OVERVIEW_SECTIONS,
  PORTAL_TABS,
  portalAccess,
  statusNotice,
} from "./portal-access";

describe("portalAccess", () => {
  it("lets pending vendors prepare boxes, edit their details and choose categories", () => {
    expect(portalAccess("pending")).toEqual({
      readOnly: false,
      canManageGiftBoxes: true,
      canEditBusinessInfo: true,
      canEditCategories: true,
      readOnlyReason: null,
    });
  });

  it("lets approved vendors edit everything but their categories", () => {
    const access = portalAccess("approved");
    expect(access.readOnly).toBe(false);
    expect(access.canManageGiftBoxes).toBe(true);
    expect(access.canEditBusinessInfo).toBe(true);
    expect(access.canEditCategories).toBe(false);
  });

  it.each(["rejected", "suspended"] as const)(
    "makes a %s vendor's portal read-only, with the server's words",
    (status) => {
      expect(portalAccess(status)).toEqual({
        readOnly: true,
        canManageGiftBoxes: false,
        canEditBusinessInfo: false,
        canEditCategories: false,
        readOnlyReason: VENDOR_READ_ONLY_MESSAGE,
      });
    },
  );
});

describe("statusNotice", () => {
  it("says a pending vendor's boxes stay hidden until approval", () => {
    const notice = statusNotice("pending", "Petal & Stem", null);
    expect(notice.tone).toBe("info");
    expect(notice.body).toMatch(/won't see them/);
    expect(notice.reason).toBeNull();
  });

  it("welcomes an approved vendor by name", () => {
    expect(statusNotice("approved", "Petal & Stem", null).title).toBe("Welcome, Petal & Stem");
  });

  it("carries staff's reason for a rejection or suspension, trimmed; a blank one is left out", () => {
    expect(statusNotice("rejected", "X", "  Outside our delivery area. ").reason).toBe("Outside our delivery area.");
    expect(statusNotice("suspended", "X", "Late deliveries").reason).toBe("Late deliveries");
    expect(statusNotice("rejected", "X", "   ").reason).toBeNull();
  });

  it("has a notice for every status", () => {
    for (const status of VENDOR_STATUSES) expect(statusNotice(status, "X", null).title).not.toBe("");
  });
});

describe("tabs and sections", () => {
  it("has the spec's tabs in order", () => {
    expect(PORTAL_TABS.map((tab) => tab.label)).toEqual([
      "Overview",
      "Gift Boxes",
      "My Orders",
      "Nearby Orders",
      "Analytics",
    ]);
    expect(isPortalTab("analytics")).toBe(true);
    expect(isPortalTab("settings")).toBe(false);
  });

  it("has the spec's scroll links", () => {
    expect(OVERVIEW_SECTIONS.map((section) => section.label)).toEqual([
      "New Orders",
      "Order History",
      "Payments",
      "Business Info",
    ]);
    expect(isOverviewSection("payments")).toBe(true);
    expect(isOverviewSection("main")).toBe(false);
  });

  it("words the empty overview for vendors not yet approved as the brief asks", () => {
    expect(noOrdersText("pending")).toBe("No orders yet — once you're approved, deliveries near you will appear here");
    for (const status of ["approved", "rejected", "suspended"] as const) {
      expect(noOrdersText(status)).not.toMatch(/once you're approved/);
    }
  });
});

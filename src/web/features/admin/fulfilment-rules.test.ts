import type { AdminOrder, AdminOrderPage } from "@shared/schemas/fulfilment";
import { describe, expect, it } from "vitest";
import {
  changeFilters,
  costChanged,
  costToText,
  csvHref,
  DEFAULT_FILTERS,
  filtersToSearch,
  generationSummary,
  giftText,
  lastPage,
  occasionText,
  offerNote,
  orderDateText,
  ordersQueryString,
  parseCostText,
  parseFilters,
  placeText,
  rangeText,
  replaceOrder,
  STATUS_FILTER_LABELS,
  statusOptions,
  textValue,
  unassignedText,
} from "./fulfilment-rules";

const order = (overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  id: 12,
  offerState: "accepted",
  acceptBy: null,
  subscriptionId: 3,
  customerName: "Ada Lane",
  recipientName: "Mia Lane",
  giftBoxName: "Blooming Joy",
  planName: "In Bloom",
  deliveryDate: "2026-12-03",
  specialDateType: "",
  status: "to_order",
  supplierOrdered: null,
  packageDescription: null,
  dateOrdered: null,
  deliveryConfirmed: false,
  cost: null,
  costSource: null,
  costBoxName: null,
  notes: null,
  supplierId: null,
  vendorName: null,
  suburb: "Newtown",
  state: "NSW",
  postcode: "2042",
  dispatchDate: null,
  courier: null,
  trackingNumber: null,
  packagePhotoUrl: null,
  urgent: false,
  proof: null,
  ...overrides,
});

describe("filters in the address", () => {
  it("reads the defaults from an empty address", () => {
    expect(parseFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it("reads every control, and falls back on anything unknown", () => {
    expect(
      parseFilters(new URLSearchParams("sortBy=status&status=shipped&hideCompleted=true&unassigned=true&page=3")),
    ).toEqual({ sortBy: "status", status: "shipped", hideCompleted: true, unassigned: true, page: 3 });
    expect(
      parseFilters(new URLSearchParams("sortBy=price&status=lost&hideCompleted=yes&unassigned=1&page=-2")),
    ).toEqual(DEFAULT_FILTERS);
    expect(parseFilters(new URLSearchParams("page=1.5")).page).toBe(1);
    expect(parseFilters(new URLSearchParams("page=abc")).page).toBe(1);
  });

  it("writes only what differs from the default, and reads back the same", () => {
    expect(filtersToSearch(DEFAULT_FILTERS)).toEqual({});
    const filters = {
      sortBy: "customerName",
      status: "ordered",
      hideCompleted: true,
      unassigned: false,
      page: 2,
    } as const;
    const search = filtersToSearch(filters);
    expect(search).toEqual({ sortBy: "customerName", status: "ordered", hideCompleted: "true", page: "2" });
    expect(parseFilters(new URLSearchParams(search))).toEqual(filters);
  });

  it("goes back to page 1 when a sort or filter changes", () => {
    expect(changeFilters({ ...DEFAULT_FILTERS, page: 4 }, { status: "delivered" })).toEqual({
      ...DEFAULT_FILTERS,
      status: "delivered",
      page: 1,
    });
  });

  it("labels the status filter with the workflow's words", () => {
    expect(Object.values(STATUS_FILTER_LABELS)).toEqual([
      "All",
      "To Order",
      "Ordered",
      "Scheduled for dispatch",
      "Shipped",
      "Delivered",
    ]);
  });
});

describe("query strings", () => {
  it("spells out every filter and the page for the list", () => {
    const query = new URLSearchParams(ordersQueryString({ ...DEFAULT_FILTERS, status: "to_order", page: 2 }));
    expect(Object.fromEntries(query)).toEqual({
      sortBy: "deliveryDate",
      status: "to_order",
      hideCompleted: "false",
      unassigned: "false",
      page: "2",
      pageSize: "100",
    });
  });

  it("exports the same filters as CSV, without paging", () => {
    const href = csvHref({ sortBy: "recipientName", status: "all", hideCompleted: true, unassigned: true, page: 7 });
    expect(href).toBe(
      "/api/admin/fulfillment-orders.csv?sortBy=recipientName&status=all&hideCompleted=true&unassigned=true",
    );
  });
});

describe("paging words", () => {
  it("says which rows are shown, with Australian digit grouping", () => {
    expect(rangeText(1, 100, 3240, 100)).toBe("Showing 1–100 of 3,240");
    expect(rangeText(33, 100, 3240, 40)).toBe("Showing 3,201–3,240 of 3,240");
    expect(rangeText(1, 100, 0, 0)).toBe("No orders");
  });

  it("counts the pages", () => {
    expect(lastPage(0, 100)).toBe(1);
    expect(lastPage(100, 100)).toBe(1);
    expect(lastPage(101, 100)).toBe(2);
  });
});

describe("the Status menu", () => {
  it("offers only the moves the transition table allows, never Delivered", () => {
    expect(statusOptions("to_order").map((o) => o.label)).toEqual(["To Order", "Ordered", "Shipped"]);
    expect(statusOptions("shipped").map((o) => o.label)).toEqual(["Shipped", "Ordered"]);
    expect(statusOptions("delivered").map((o) => o.label)).toEqual(["Delivered"]);
  });
});

describe("messages", () => {
  it("counts the orders without a vendor", () => {
    expect(unassignedText(1)).toBe("1 order has no vendor yet");
    expect(unassignedText(1200)).toBe("1,200 orders have no vendor yet");
  });

  it("sums up a generation run", () => {
    expect(generationSummary({ created: 5, routed: 4, unassigned: 1 })).toBe(
      "5 orders created; 4 routed to a vendor, 1 without a vendor.",
    );
    expect(generationSummary({ created: 1, routed: 1, unassigned: 0 })).toBe("1 order created; 1 routed to a vendor.");
    expect(generationSummary({ created: 0, routed: 0, unassigned: 2 })).toBe(
      "No new orders were due; 2 without a vendor.",
    );
    expect(generationSummary({ created: 0, routed: 0, unassigned: 0 })).toBe("No new orders were due.");
    expect(generationSummary({ created: 1200, routed: 0, unassigned: 1200 })).toBe(
      "1,200 orders created; 1,200 without a vendor.",
    );
  });
});

describe("cells as text", () => {
  it("writes dates the Australian way", () => {
    expect(orderDateText("2026-12-03")).toBe("3 Dec 2026");
    expect(orderDateText(null)).toBe("—");
  });

  it("names the occasion, or Regular", () => {
    expect(occasionText("")).toBe("Regular");
    expect(occasionText("regular")).toBe("Regular");
    expect(occasionText("birthday")).toBe("Birthday");
    expect(occasionText("wedding-anniversary")).toBe("Wedding Anniversary");
  });

  it("shows the box and plan, and the place, from what is known", () => {
    expect(giftText(order())).toBe("Blooming Joy (In Bloom)");
    expect(giftText(order({ giftBoxName: null }))).toBe("In Bloom");
    expect(giftText(order({ giftBoxName: null, planName: null }))).toBe("—");
    expect(placeText(order())).toBe("Newtown NSW 2042");
    expect(placeText(order({ suburb: null, state: null }))).toBe("2042");
    expect(placeText(order({ suburb: null, state: null, postcode: null }))).toBe("—");
  });

  it("trims text and reads blank as none", () => {
    expect(textValue("  Roses  ")).toBe("Roses");
    expect(textValue("   ")).toBeNull();
  });
});

describe("cost typed in dollars", () => {
  it("reads amounts in the form the server takes", () => {
    expect(parseCostText("42.5")).toEqual({ kind: "amount", dollars: "42.50" });
    expect(parseCostText("$42")).toEqual({ kind: "amount", dollars: "42.00" });
    expect(parseCostText(" 1,200.05 ")).toEqual({ kind: "amount", dollars: "1200.05" });
    expect(parseCostText("42.")).toEqual({ kind: "amount", dollars: "42.00" });
    expect(parseCostText(".5")).toEqual({ kind: "amount", dollars: "0.50" });
    expect(parseCostText("007")).toEqual({ kind: "amount", dollars: "7.00" });
  });

  it("reads blank as no cost, and refuses what is not an amount", () => {
    expect(parseCostText("")).toEqual({ kind: "empty" });
    expect(parseCostText(" $ ")).toEqual({ kind: "empty" });
    for (const text of ["abc", "-5", "4.555", "1234567", "4..2", "1e3", "."]) {
      expect(parseCostText(text), text).toEqual({ kind: "invalid" });
    }
  });

  it("shows a saved cost with cents", () => {
    expect(costToText(42.5)).toBe("42.50");
    expect(costToText(0)).toBe("0.00");
    expect(costToText(null)).toBe("");
  });

  it("sends only a real change", () => {
    expect(costChanged("42.50", 42.5)).toBe(false);
    expect(costChanged("42.5", 42.5)).toBe(false);
    expect(costChanged("42.51", 42.5)).toBe(true);
    expect(costChanged("", 42.5)).toBe(true);
    expect(costChanged("", null)).toBe(false);
    expect(costChanged("10", null)).toBe(true);
    expect(costChanged("abc", 42.5)).toBe(false);
  });
});

describe("replacing an order after a save", () => {
  const page = (orders: AdminOrder[], unassignedOpen: number): AdminOrderPage => ({
    orders,
    total: orders.length,
    page: 1,
    pageSize: 100,
    unassignedOpen,
  });

  it("swaps the row where it stands", () => {
    const before = page([order({ id: 1 }), order({ id: 2, supplierId: 5 }), order({ id: 3 })], 2);
    const after = replaceOrder(before, order({ id: 2, supplierId: 5, notes: "Left at door" }));
    expect(after.orders.map((o) => o.id)).toEqual([1, 2, 3]);
    expect(after.orders[1]!.notes).toBe("Left at door");
    expect(after.unassignedOpen).toBe(2);
    expect(before.orders[1]!.notes).toBeNull();
  });

  it("moves the unassigned count when an order gains or loses its vendor", () => {
    const before = page([order({ id: 1 }), order({ id: 2, supplierId: 5 })], 1);
    expect(replaceOrder(before, order({ id: 1, supplierId: 9 })).unassignedOpen).toBe(0);
    expect(replaceOrder(before, order({ id: 2, supplierId: null })).unassignedOpen).toBe(2);
    expect(replaceOrder(before, order({ id: 1, status: "delivered" })).unassignedOpen).toBe(0);
  });

  it("leaves a page without that order as it was", () => {
    const before = page([order({ id: 1 })], 1);
    expect(replaceOrder(before, order({ id: 99 }))).toBe(before);
  });
});

describe("offerNote", () => {
  it("says whether the vendor has accepted, and by when it must", () => {
    expect(offerNote(order({ offerState: "offered", acceptBy: "2026-11-23T22:00:00.000Z" }))).toMatch(
      /^Awaiting vendor · accept by Tue, 24 Nov, 9:00\s?am AEDT$/,
    );
    expect(offerNote(order({ offerState: "accepted", acceptBy: null }))).toBe("Accepted");
    expect(offerNote(order({ offerState: "unassigned", acceptBy: null }))).toBe("");
  });
});

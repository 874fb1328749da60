import { describe, expect, it } from "vitest";
import {
  FULFILLABLE_STATUSES,
  ORDER_MOVES,
  ORDER_STATUS_MESSAGES,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusAfter,
  statusChangeRefusal,
  statusForDispatch,
  statusMenuChoices,
  statusMenuMove,
} from "./fulfilment-status";

/** Every (from, to) pair the table allows, by any move. */
function allowedPairs() {
  return Object.values(ORDER_MOVES)
    .flatMap(({ from, to }) => from.map((f) => `${f} → ${to}`))
    .sort();
}

describe("the dispatch date", () => {
  it("schedules an open order for a later date, ships it from that date on, and never un-ships one", () => {
    expect(statusForDispatch("ordered", "2026-12-02", "2026-12-01")).toBe("dispatch_scheduled");
    expect(statusForDispatch("dispatch_scheduled", "2026-12-02", "2026-12-02")).toBe("shipped");
    expect(statusForDispatch("to_order", "2026-11-30", "2026-12-01")).toBe("shipped");
    expect(statusForDispatch("shipped", "2026-12-09", "2026-12-01")).toBe("shipped");
  });
});

describe("the fulfilment order transition table", () => {
  it("allows exactly these moves", () => {
    expect(allowedPairs()).toEqual(
      [
        "delivered → shipped",
        "ordered → delivered",
        "ordered → dispatch_scheduled",
        "ordered → shipped",
        "ordered → to_order",
        "dispatch_scheduled → delivered",
        "dispatch_scheduled → ordered",
        "dispatch_scheduled → dispatch_scheduled",
        "dispatch_scheduled → shipped",
        "shipped → delivered",
        "shipped → ordered",
        "to_order → delivered",
        "to_order → ordered",
        "to_order → dispatch_scheduled",
        "to_order → shipped",
        // passOn: a declined, expired or handed-over order goes back to To Order for its next vendor.
        "ordered → to_order",
        "to_order → to_order",
        // vendorConfirmDelivery: the vendor marks a shipped order delivered (proof of delivery).
        "shipped → delivered",
      ].sort(),
    );
  });

  it("reaches Delivered only by confirming the delivery, and leaves it only by taking that back", () => {
    const into = Object.entries(ORDER_MOVES).filter(([, move]) => move.to === "delivered");
    const outOf = Object.entries(ORDER_MOVES).filter(([, move]) =>
      (move.from as readonly string[]).includes("delivered"),
    );
    expect(into.map(([name]) => name)).toEqual(["confirmDelivery", "vendorConfirmDelivery"]);
    // The vendor's own confirmation comes only after dispatch.
    expect(ORDER_MOVES.vendorConfirmDelivery.from).toEqual(["shipped"]);
    expect(outOf.map(([name]) => name)).toEqual(["undoDelivery"]);
    expect(orderStatusAfter("delivered", "undoDelivery")).toBe("shipped");
    expect(orderStatusAfter("delivered", "confirmDelivery")).toBeNull();
  });

  it("offers staff's Status menu only the legal next statuses, never Delivered", () => {
    expect(statusMenuChoices("to_order")).toEqual(["to_order", "ordered", "shipped"]);
    expect(statusMenuChoices("ordered")).toEqual(["ordered", "to_order", "shipped"]);
    expect(statusMenuChoices("shipped")).toEqual(["shipped", "ordered"]);
    expect(statusMenuChoices("dispatch_scheduled")).toEqual(["dispatch_scheduled", "ordered", "shipped"]);
    expect(statusMenuChoices("delivered")).toEqual(["delivered"]);
    for (const from of ORDER_STATUSES) expect(statusMenuMove(from, "delivered")).toBeNull();
  });

  it("says why a menu move is refused, and refuses nothing it offers", () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const offered = statusMenuChoices(from).includes(to);
        expect(statusChangeRefusal(from, to) === null, `${from} → ${to}`).toBe(offered);
      }
    }
    expect(statusChangeRefusal("shipped", "delivered")).toBe(ORDER_STATUS_MESSAGES.deliveredNeedsConfirmation);
    expect(statusChangeRefusal("delivered", "to_order")).toBe(ORDER_STATUS_MESSAGES.deliveredIsFinal);
    expect(statusChangeRefusal("shipped", "to_order")).toBe("An order that is Shipped can't be set back to To Order.");
    expect(statusChangeRefusal("ordered", "dispatch_scheduled")).toBe(ORDER_STATUS_MESSAGES.scheduledByVendor);
  });

  it("lets the vendor's dialog ship an open order or correct a shipped one, never a delivered one", () => {
    expect([...FULFILLABLE_STATUSES].sort()).toEqual(
      (["ordered", "dispatch_scheduled", "shipped", "to_order"] satisfies OrderStatus[]).sort(),
    );
  });
});

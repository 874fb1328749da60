import { PROOF_OF_AGE_NOTE } from "@shared/domain/fulfilment";
import { ORDER_STATUS_LABELS as SHARED_LABELS } from "@shared/domain/fulfilment-status";
import { describe, expect, it } from "vitest";
import {
  addressLines,
  alcoholNote,
  costText,
  deliveryDateText,
  FULFILMENT_ACTION_LABELS,
  fulfilmentAction,
  giftTypeText,
  NEARBY_EMPTY,
  nearbyNotOfferedText,
  ORDER_STATUS_LABELS,
  occasionLabel,
  occasionText,
  orderPlace,
  orderStatusLabel,
  recipientFirstName,
  sortNearby,
  splitOrders,
  urgencyText,
} from "./order-rules";
import { vendorOrder as order } from "./order-test-fixtures";

describe("order rules", () => {
  it("splits open orders (soonest first) from delivered ones (latest first)", () => {
    const { open, delivered } = splitOrders([
      order({ id: 1, status: "delivered", deliveryDate: "2026-10-01" }),
      order({ id: 2, status: "shipped", deliveryDate: "2026-12-05" }),
      order({ id: 3, status: "to_order", deliveryDate: "2026-11-28" }),
      order({ id: 4, status: "delivered", deliveryDate: "2026-11-01" }),
      order({ id: 5, status: "ordered", deliveryDate: "2026-11-28" }),
    ]);
    expect(open.map((o) => o.id)).toEqual([3, 5, 2]);
    expect(delivered.map((o) => o.id)).toEqual([4, 1]);
  });

  const NEARBY_WHAT = { planName: "In Bloom", giftBoxName: "Posy", costCents: 3000, costBasis: null };
  it("sorts nearby orders soonest first", () => {
    const sorted = sortNearby([
      { ...NEARBY_WHAT, id: 7, suburb: "Glebe", deliveryDate: "2026-11-30", urgent: false },
      { ...NEARBY_WHAT, id: 3, suburb: null, deliveryDate: "2026-11-21", urgent: true },
    ]);
    expect(sorted.map((o) => o.id)).toEqual([3, 7]);
    expect(NEARBY_EMPTY).toBe("No unassigned orders near you right now");
    expect(nearbyNotOfferedText("pending")).toMatch(/approved/);
  });

  it("labels the statuses with the shared labels", () => {
    expect(ORDER_STATUS_LABELS).toBe(SHARED_LABELS);
    expect(orderStatusLabel("to_order")).toBe("To Order");
    expect(orderStatusLabel("delivered")).toBe("Delivered");
    expect(orderStatusLabel("returned")).toBe("Returned");
  });

  it("says why an urgent order is urgent, and nothing for the others", () => {
    const today = "2026-11-18";
    expect(urgencyText(order({ urgent: true, deliveryDate: "2026-11-18" }), today)).toBe("Due today");
    expect(urgencyText(order({ urgent: true, deliveryDate: "2026-11-19" }), today)).toBe("Due tomorrow");
    expect(urgencyText(order({ urgent: true, deliveryDate: "2026-11-21" }), today)).toBe("Due in 3 days");
    expect(urgencyText(order({ urgent: true, deliveryDate: "2026-11-17" }), today)).toBe("Overdue by 1 day");
    expect(urgencyText(order({ urgent: true, deliveryDate: "2026-11-15" }), today)).toBe("Overdue by 3 days");
    expect(urgencyText(order({ urgent: false, deliveryDate: "2026-11-18" }), today)).toBeNull();
  });

  it("writes the address as two label lines, leaving out blanks", () => {
    expect(addressLines(order().address)).toEqual(["12 King St", "Newtown NSW 2042"]);
    expect(addressLines({ line1: null, suburb: "Newtown", state: null, postcode: "2042" })).toEqual(["Newtown 2042"]);
    expect(addressLines({ line1: " ", suburb: null, state: null, postcode: null })).toEqual([]);
    expect(orderPlace({ suburb: "Newtown", postcode: "2042" })).toBe("Newtown 2042");
    expect(orderPlace({ suburb: null, postcode: null })).toBe("Address to come");
  });

  it("names the gift, the occasion, the cost and the alcohol rule", () => {
    expect(giftTypeText(order())).toBe("In Bloom · Spring Posy");
    expect(giftTypeText(order({ giftBoxName: null }))).toBe("In Bloom");
    expect(occasionText("regular")).toBeNull();
    expect(occasionText("birthday")).toBe("Birthday");
    expect(occasionLabel("regular")).toBe("Regular delivery");
    expect(costText(4500)).toBe("$45.00");
    expect(costText(null)).toBe("To be confirmed");
    expect(alcoholNote(order({ includesAlcohol: true }))).toBe(PROOF_OF_AGE_NOTE);
    expect(alcoholNote(order())).toBeNull();
    expect(deliveryDateText("2027-02-14")).toBe("14 Feb 2027");
  });

  it("offers Fulfil, then Update once shipped, and nothing once delivered", () => {
    expect(fulfilmentAction({ status: "to_order" })).toBe("fulfil");
    expect(fulfilmentAction({ status: "ordered" })).toBe("fulfil");
    expect(fulfilmentAction({ status: "shipped" })).toBe("update");
    expect(fulfilmentAction({ status: "delivered" })).toBe("none");
    expect(FULFILMENT_ACTION_LABELS).toEqual({ fulfil: "Fulfil order", update: "Update fulfilment" });
  });

  it("shows only the recipient's first name in compact lists", () => {
    expect(recipientFirstName("  Jamie   Rivers ")).toBe("Jamie");
    expect(recipientFirstName("")).toBe("Recipient");
  });
});

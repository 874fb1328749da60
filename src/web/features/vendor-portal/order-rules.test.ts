import type { VendorOrder } from "@shared/schemas/vendor-portal";
import { describe, expect, it } from "vitest";
import {
  deliveryDateText,
  occasionText,
  orderPlace,
  orderStatusLabel,
  recipientFirstName,
  splitOrders,
} from "./order-rules";

const order = (id: number, status: string, deliveryDate: string): VendorOrder => ({
  id,
  status,
  deliveryDate,
  specialDateType: "regular",
  recipientName: "Jamie Rivers",
  suburb: "Newtown",
  postcode: "2042",
  giftBoxName: "Spring Posy",
  costCents: 4500,
});

describe("order rules", () => {
  it("splits open orders (soonest first) from delivered ones (latest first)", () => {
    const { open, delivered } = splitOrders([
      order(1, "delivered", "2026-10-01"),
      order(2, "shipped", "2026-12-05"),
      order(3, "to_order", "2026-11-28"),
      order(4, "delivered", "2026-11-01"),
    ]);
    expect(open.map((o) => o.id)).toEqual([3, 2]);
    expect(delivered.map((o) => o.id)).toEqual([4, 1]);
  });

  it("labels the fulfilment statuses", () => {
    expect(orderStatusLabel("to_order")).toBe("To Order");
    expect(orderStatusLabel("delivered")).toBe("Delivered");
    expect(orderStatusLabel("returned")).toBe("Returned");
  });

  it("shows only the recipient's first name, and where the box goes", () => {
    expect(recipientFirstName("  Jamie   Rivers ")).toBe("Jamie");
    expect(recipientFirstName("")).toBe("Recipient");
    expect(orderPlace({ suburb: "Newtown", postcode: "2042" })).toBe("Newtown 2042");
    expect(orderPlace({ suburb: null, postcode: "2042" })).toBe("2042");
    expect(orderPlace({ suburb: null, postcode: null })).toBe("Address to come");
  });

  it("names special-date deliveries and formats dates", () => {
    expect(occasionText("regular")).toBeNull();
    expect(occasionText("birthday")).toBe("Birthday");
    expect(deliveryDateText("2027-02-14")).toBe("14 Feb 2027");
  });
});

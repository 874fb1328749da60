import type { SubscriptionDelivery } from "@shared/schemas/fulfilment";
import { describe, expect, it } from "vitest";
import {
  deliveryDateText,
  deliveryStatusText,
  newestFirst,
  occasionText,
  packagePhotoAlt,
  trackingText,
} from "./delivery-rules";

const delivery = (over: Partial<SubscriptionDelivery> = {}): SubscriptionDelivery => ({
  id: 1,
  deliveryDate: "2026-11-05",
  specialDateType: "",
  status: "shipped",
  deliveryConfirmed: false,
  dispatchDate: "2026-11-03",
  courier: "Australia Post",
  trackingNumber: "AP123",
  packagePhotoUrl: null,
  ...over,
});

describe("deliveryDateText", () => {
  it("writes a date the Australian way and leaves anything else alone", () => {
    expect(deliveryDateText("2026-11-05")).toBe("5 Nov 2026");
    expect(deliveryDateText("soon")).toBe("soon");
  });
});

describe("occasionText", () => {
  it("names a regular delivery, the shop's occasions and the recipient's own dates", () => {
    expect(occasionText("")).toBe("Regular delivery");
    expect(occasionText("regular")).toBe("Regular delivery");
    expect(occasionText("mothers-day")).toBe("Mother's Day");
    expect(occasionText("birthday")).toBe("Birthday");
    expect(occasionText("moving-day")).toBe("Moving Day");
  });
});

describe("deliveryStatusText", () => {
  it("reads Delivered once confirmed, else the status's label", () => {
    expect(deliveryStatusText({ status: "shipped", deliveryConfirmed: false })).toBe("Shipped");
    expect(deliveryStatusText({ status: "shipped", deliveryConfirmed: true })).toBe("Delivered");
    expect(deliveryStatusText({ status: "delivered", deliveryConfirmed: false })).toBe("Delivered");
  });
});

describe("trackingText", () => {
  it("joins the courier and tracking number, or shows whichever is known", () => {
    expect(trackingText(delivery())).toBe("Australia Post · Tracking AP123");
    expect(trackingText(delivery({ courier: null }))).toBe("Tracking AP123");
    expect(trackingText(delivery({ trackingNumber: " " }))).toBe("Australia Post");
    expect(trackingText(delivery({ courier: null, trackingNumber: null }))).toBeNull();
  });
});

describe("packagePhotoAlt", () => {
  it("says what the photo shows and which box", () => {
    expect(packagePhotoAlt(delivery(), "Jane")).toBe("The packed gift box for Jane, due 5 Nov 2026");
    expect(packagePhotoAlt(delivery({ specialDateType: "birthday" }), "Jane")).toBe(
      "The packed Birthday gift box for Jane, due 5 Nov 2026",
    );
  });
});

describe("newestFirst", () => {
  it("puts the latest delivery first without changing the list given", () => {
    const list = [delivery({ id: 1, deliveryDate: "2026-10-01" }), delivery({ id: 2, deliveryDate: "2026-11-01" })];
    expect(newestFirst(list).map((d) => d.id)).toEqual([2, 1]);
    expect(list[0]?.id).toBe(1);
  });
});

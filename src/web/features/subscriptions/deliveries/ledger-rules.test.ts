import type { LedgerDelivery } from "@shared/schemas/deliveries";
import { describe, expect, it } from "vitest";
import { dayText, lockText, paymentText, splitDeliveries, trackingOf } from "./ledger-rules";

const delivery = (over: Partial<LedgerDelivery> = {}): LedgerDelivery => ({
  id: 1,
  deliveryDate: "2027-03-05",
  slotDate: "2027-03-05",
  kind: "regular",
  specialDateType: "",
  boxName: null,
  planName: null,
  status: "scheduled",
  state: "scheduled",
  stateLabel: "Scheduled",
  deliveryConfirmed: false,
  locksAt: "2027-03-01T13:00:00.000Z",
  locked: false,
  canSkip: true,
  canUnskip: false,
  canMove: true,
  dispatchDate: null,
  courier: null,
  trackingNumber: null,
  packagePhotoUrl: null,
  proof: null,
  payment: null,
  allocatedCents: 0,
  allocatedGstCents: 0,
  refundPaymentId: null,
  ...over,
});

describe("the deliveries page's words", () => {
  it("names the day changes close, 3 days before, and none once sent", () => {
    expect(dayText("2027-03-05")).toBe("Fri 5 Mar 2027");
    expect(lockText(delivery())).toBe("Changes close at midnight starting Tue 2 Mar 2027 (the recipient's time)");
    expect(lockText(delivery({ locked: true, state: "locked" }))).toMatch(/^Changes closed at midnight starting Tue 2/);
    expect(lockText(delivery({ state: "dispatched" }))).toBeNull();
  });

  it("says what paid for a delivery, or why nothing did", () => {
    const paid = { id: 4, kind: "initial", paidOn: "2027-01-20T03:00:00.000Z" };
    expect(paymentText(delivery({ payment: paid, allocatedCents: 9000, allocatedGstCents: 818 }), "annual")).toBe(
      "Paid $90.00 (incl. $8.18 GST) from the payment of 20 Jan 2027",
    );
    // A payment made late in the UTC day is dated as the shop dates it (Sydney), as on the billing page.
    expect(
      paymentText(delivery({ payment: { ...paid, paidOn: "2027-01-20T18:00:00.000Z" }, allocatedCents: 1 }), "annual"),
    ).toContain("from the payment of 21 Jan 2027");
    expect(paymentText(delivery({ state: "skipped" }), "pay-as-you-go")).toBe("Not charged");
    expect(paymentText(delivery({ state: "skipped", payment: paid }), "annual")).toBe(
      "Its prepaid part moved to the end of the term",
    );
    expect(paymentText(delivery({ state: "refunded", payment: paid, allocatedCents: 9000 }), "annual")).toBe(
      "Refunded $90.00",
    );
  });

  it("lists upcoming soonest first and past newest first", () => {
    const { upcoming, past } = splitDeliveries([
      delivery({ id: 1, deliveryDate: "2027-04-05" }),
      delivery({ id: 2, deliveryDate: "2027-03-05", state: "skipped" }),
      delivery({ id: 3, deliveryDate: "2027-01-05", state: "delivered" }),
      delivery({ id: 4, deliveryDate: "2027-02-05", state: "dispatched" }),
    ]);
    expect(upcoming.map((d) => d.id)).toEqual([2, 1]);
    expect(past.map((d) => d.id)).toEqual([4, 3]);
  });

  it("links a tracking address only when the link rule accepts it", () => {
    expect(trackingOf({ courier: " Sendle ", trackingNumber: "https://track.example/AB1" })).toEqual({
      courier: "Sendle",
      number: "https://track.example/AB1",
      href: "https://track.example/AB1",
    });
    expect(trackingOf({ courier: null, trackingNumber: "javascript:alert(1)" }).href).toBeNull();
    expect(trackingOf({ courier: null, trackingNumber: "AP123AU" }).href).toBeNull();
  });
});

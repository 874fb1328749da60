import type { VendorOrder } from "@shared/schemas/fulfilment";

/** A vendor order as the server sends it, for the rules' tests. */
export function vendorOrder(overrides: Partial<VendorOrder> = {}): VendorOrder {
  return {
    id: 1,
    deliveryDate: "2026-11-20",
    specialDateType: "regular",
    status: "to_order",
    urgent: false,
    offerState: "accepted",
    acceptBy: null,
    giftType: "In Bloom",
    giftBoxName: "Spring Posy",
    recipientName: "Jamie Rivers",
    address: { line1: "12 King St", suburb: "Newtown", state: "NSW", postcode: "2042" },
    deliveryInstructions: "Leave with the neighbour at 14",
    recipientPhone: "0400 111 222",
    cardMessage: "Happy birthday!",
    personalMessage: "I love you because you make every day brighter",
    preferences: [{ label: "Favourite colour", value: "Yellow" }],
    intimatePreferences: [],
    includesAlcohol: false,
    costCents: 4500,
    costBasis: "Your price for Spring Posy",
    fulfilment: null,
    proof: null,
    ...overrides,
  };
}

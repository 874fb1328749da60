// @vitest-environment happy-dom
import type { GiftBox } from "@shared/schemas/gift-box";
import type { Recipient } from "@shared/schemas/recipient";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, sessionUser, stubApi } from "../../lib/test-support";
import { CHOOSE_RECIPIENT_MESSAGE, NEW_RECIPIENT } from "./recipient-choice";
import { SubscriptionForm } from "./subscription-form";

const BOX = {
  id: 1,
  slug: "seasonal-flowers",
  name: "Seasonal Flowers",
  description: "Flowers of the season.",
  imageUrl: "/images/flowers.webp",
  galleryImages: [],
  category: "flowers",
  frequency: "monthly",
  planKey: "in-bloom",
  highlights: [],
  whatsIncluded: "",
  supplierId: null,
  isActive: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  price: 100,
  priceCents: 10_000,
} as GiftBox;

function recipient(id: number, name: string): Recipient {
  return {
    id,
    userId: 7,
    name,
    fullName: name,
    relationship: "friend",
    otherRelationship: null,
    email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
    phone: "0400 111 222",
    phoneNumber: "0400 111 222",
    address: `${id} Banksia Avenue, Newtown, NSW 2042, Australia`,
    streetNumber: String(id),
    streetName: "Banksia Avenue",
    suburb: "Newtown",
    state: "NSW",
    postcode: "2042",
    country: "Australia",
    deliveryInstructions: null,
    birthday: "1990-03-14",
    dateOfBirth: "1990-03-14",
    anniversary: null,
    specialDates: [],
    personalMessages: [],
    giftCategories: "in-bloom",
    preferences: {},
    genderRelevant: null,
    rRatedComfort: null,
    notes: null,
    createdAt: "2026-01-10T00:00:00.000Z",
  };
}
const JAMIE = recipient(3, "Jamie Rivers");
const SAM = recipient(4, "Sam Lee");

function openForm(recipients: Recipient[], named: number | null, live: number[] = []) {
  const api = stubApi({
    "GET /api/recipient-profiles": { status: 200, body: recipients },
    "GET /api/subscriptions": {
      status: 200,
      body: live.map((id) => ({ id: 100 + id, recipientProfileId: id, status: "active" })),
    },
    "POST /api/subscriptions": {
      status: 201,
      body: { id: 9, frequency: "monthly", recipientProfileId: 4, giftBoxId: 1, status: "draft" },
    },
  });
  renderScreen(<SubscriptionForm box={BOX} user={sessionUser()} preselectRecipient={named} />);
  return api;
}

const picker = () => screen.getByLabelText("Recipient") as HTMLSelectElement;
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Continue to Checkout" }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the subscription form's recipient", () => {
  // Regression: it started on "New recipient" although the buyer had recipients.
  it("starts on the recipient the link names, with their details filled in", async () => {
    openForm([JAMIE, SAM], SAM.id);
    await vi.waitFor(() => expect(picker().value).toBe(String(SAM.id)));
    expect((screen.getByLabelText("Recipient name") as HTMLInputElement).value).toBe("Sam Lee");
    expect((screen.getByLabelText("Delivery address") as HTMLInputElement).value).toBe(SAM.address);
  });

  it("starts on the buyer's only recipient", async () => {
    openForm([JAMIE], null);
    await vi.waitFor(() => expect(picker().value).toBe(String(JAMIE.id)));
    expect((screen.getByLabelText("Recipient name") as HTMLInputElement).value).toBe("Jamie Rivers");
  });

  it("starts on the only recipient without a live subscription, and shows the other as taken", async () => {
    openForm([JAMIE, SAM], null, [JAMIE.id]);
    await vi.waitFor(() => expect(picker().value).toBe(String(SAM.id)));
    const taken = within(picker()).getByRole("option", { name: /Jamie Rivers/ }) as HTMLOptionElement;
    expect(taken.disabled).toBe(true);
    expect(taken.textContent).toMatch(/subscription active/);
  });

  it("asks the buyer to choose between several, and creates no recipient by default", async () => {
    const api = openForm([JAMIE, SAM], null);
    await vi.waitFor(() => expect(picker().disabled).toBe(false));
    expect(picker().value).toBe("");
    expect(picker().selectedOptions[0]?.textContent).toBe("Choose a recipient");
    submit();
    const field = picker().closest("div") as HTMLElement;
    expect((await within(field).findByRole("alert")).textContent).toBe(CHOOSE_RECIPIENT_MESSAGE);
    expect(document.activeElement).toBe(picker());
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("sends the chosen recipient's id, never a new profile", async () => {
    const api = openForm([JAMIE, SAM], null);
    await vi.waitFor(() => expect(picker().disabled).toBe(false));
    fireEvent.change(picker(), { target: { value: String(SAM.id) } });
    submit();
    await vi.waitFor(() => expect(api.calls.some((call) => call.method === "POST")).toBe(true));
    expect(api.calls.find((call) => call.method === "POST")?.body).toMatchObject({
      recipientProfileId: SAM.id,
      recipientName: "Sam Lee",
    });
  });

  it("offers a new recipient to a buyer who has none", async () => {
    openForm([], null);
    await vi.waitFor(() => expect(picker().value).toBe(NEW_RECIPIENT));
  });
});

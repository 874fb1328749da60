// @vitest-environment happy-dom
import type { LedgerDelivery } from "@shared/schemas/deliveries";
import type { SubscriptionView } from "@shared/schemas/subscription";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, sessionUser, stubApi } from "../../lib/test-support";
import { Component as DeliveriesPage } from "./deliveries-page";

const subscription = {
  id: 9,
  status: "active",
  recipientName: "jamie rivers",
  billingInterval: "annual",
  giftBox: { id: 3, name: "Seasonal Flowers" },
  planName: "In Bloom",
} as unknown as SubscriptionView;

const delivery = (over: Partial<LedgerDelivery>): LedgerDelivery => ({
  id: 1,
  deliveryDate: "2027-03-05",
  slotDate: "2027-03-05",
  kind: "regular",
  specialDateType: "",
  boxName: "Seasonal Flowers",
  planName: "In Bloom",
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
  payment: { id: 4, kind: "initial", paidOn: "2027-01-20T03:00:00.000Z" },
  allocatedCents: 3000,
  allocatedGstCents: 273,
  refundPaymentId: null,
  ...over,
});

const delivered = delivery({
  id: 2,
  deliveryDate: "2027-02-05",
  slotDate: "2027-02-05",
  status: "shipped",
  state: "dispatched",
  stateLabel: "Dispatched",
  locked: true,
  canSkip: false,
  canMove: false,
  dispatchDate: "2027-02-04",
  courier: "Australia Post",
  trackingNumber: "javascript:alert(1)",
});
const upcoming = delivery({});

function openPage(answers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    "GET /api/auth/session": { status: 200, body: { user: sessionUser() } },
    "GET /api/subscriptions/9": { status: 200, body: subscription },
    "GET /api/subscriptions/9/deliveries": { status: 200, body: [delivered, upcoming] },
    ...answers,
  });
  renderScreen(<DeliveriesPage />, { url: "/subscription/9/deliveries", route: "/subscription/:id/deliveries" });
  return api;
}

const item = (heading: RegExp) => screen.getByRole("heading", { name: heading }).closest("li") as HTMLElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/subscription/:id/deliveries", () => {
  it("lists upcoming and past deliveries with their state, lock time and what paid for them", async () => {
    openPage();
    await screen.findByRole("heading", { level: 1, name: "Deliveries for Jamie Rivers" });
    const coming = within(screen.getByRole("region", { name: "Upcoming deliveries" }));
    expect(coming.getByText("Scheduled")).toBeTruthy();
    expect(coming.getByText("Changes close at midnight starting Tue 2 Mar 2027 (the recipient's time)")).toBeTruthy();
    expect(coming.getByText("Paid $30.00 (incl. $2.73 GST) from the payment of 20 Jan 2027")).toBeTruthy();
    const past = within(screen.getByRole("region", { name: "Past deliveries" }));
    expect(past.getByText("Dispatched")).toBeTruthy();
    expect(past.queryByRole("button")).toBeNull();
    // A tracking "number" that is not a web address is never a link (the one link rule).
    expect(past.queryByRole("link")).toBeNull();
    expect(screen.getByText(/skipping a delivery moves it to the end of your prepaid term/)).toBeTruthy();
  });

  it("shows a delivered box's proof: when, who confirmed it, and the photo left at the door", async () => {
    const proven = delivery({
      id: 3,
      deliveryDate: "2027-01-05",
      slotDate: "2027-01-05",
      status: "delivered",
      state: "delivered",
      stateLabel: "Delivered",
      deliveryConfirmed: true,
      locked: true,
      canSkip: false,
      canMove: false,
      proof: {
        deliveredAt: "2027-01-05T03:00:00.000Z",
        confirmedBy: "vendor",
        photoUrl: "/api/fulfilment-orders/3/delivery-photo",
      },
    });
    openPage({ "GET /api/subscriptions/9/deliveries": { status: 200, body: [proven, upcoming] } });
    const past = within(await screen.findByRole("region", { name: "Past deliveries" }));
    expect(past.getByText("Delivered 5 Jan 2027, 2:00 pm · Confirmed by the florist")).toBeTruthy();
    const photo = past.getByRole("img", { name: "Where the box for Jamie Rivers was left" });
    expect(photo.getAttribute("src")).toBe("/api/fulfilment-orders/3/delivery-photo");
  });

  it("skips a delivery and shows the list the server answers", async () => {
    // The server's list once skipped: the skip answers it, and the reads refreshed after read it too.
    let list = [delivered, upcoming];
    const skipped = [
      delivered,
      delivery({ state: "skipped", stateLabel: "Skipped", canSkip: false, canUnskip: true, allocatedCents: 0 }),
    ];
    const api = openPage({
      "GET /api/subscriptions/9/deliveries": () => ({ status: 200, body: list }),
      "POST /api/subscriptions/9/deliveries/1/skip": () => {
        list = skipped;
        return { status: 200, body: skipped };
      },
    });
    await screen.findByRole("heading", { level: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Skip the delivery of Fri 5 Mar 2027" }));
    await screen.findByRole("button", { name: "Un-skip the delivery of Fri 5 Mar 2027" });
    expect(item(/Fri 5 Mar 2027/).textContent).toContain("Its prepaid part moved to the end of the term");
    expect(api.calls.some((call) => call.method === "POST" && call.path.endsWith("/1/skip"))).toBe(true);
  });

  it("shows the server's reason under the date when a move is refused, and changes nothing", async () => {
    openPage({
      "POST /api/subscriptions/9/deliveries/1/move": {
        status: 400,
        body: { message: "Please choose a date on or after 9 Mar 2027: sooner than that can't be prepared in time." },
      },
    });
    await screen.findByRole("heading", { level: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Move the delivery of Fri 5 Mar 2027" }));
    const date = screen.getByLabelText("New date for the delivery of Fri 5 Mar 2027");
    expect(document.activeElement).toBe(date);
    fireEvent.change(date, { target: { value: "2027-03-06" } });
    fireEvent.click(screen.getByRole("button", { name: "Move delivery" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Please choose a date on or after 9 Mar 2027");
    expect(date.getAttribute("aria-invalid")).toBe("true");
    expect(date.getAttribute("aria-describedby")).toContain(alert.id);
    const coming = within(screen.getByRole("region", { name: "Upcoming deliveries" }));
    expect(coming.getByText("Paid $30.00 (incl. $2.73 GST) from the payment of 20 Jan 2027")).toBeTruthy();
  });

  it("brings the next delivery forward and sets the usual weekday", async () => {
    const api = openPage({
      "POST /api/subscriptions/9/deliveries/send-sooner": { status: 200, body: [delivered, upcoming] },
      "PUT /api/subscriptions/9/delivery-weekday": { status: 200, body: [delivered, upcoming] },
    });
    await screen.findByRole("heading", { level: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Send the next one sooner" }));
    await screen.findByText("Next delivery brought forward");
    fireEvent.change(screen.getByLabelText("Usual delivery day"), { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save day" }));
    await screen.findByText("Delivery day saved");
    const changes = api.calls.filter((call) => call.method !== "GET");
    expect(changes).toEqual([
      { method: "POST", path: "/api/subscriptions/9/deliveries/send-sooner", body: {} },
      { method: "PUT", path: "/api/subscriptions/9/delivery-weekday", body: { weekday: 5 } },
    ]);
  });

  it("says so when the subscription is not the buyer's", async () => {
    openPage({ "GET /api/subscriptions/9": { status: 404, body: { message: "Not found" } } });
    await screen.findByRole("heading", { level: 1, name: "Subscription not found" });
  });
});

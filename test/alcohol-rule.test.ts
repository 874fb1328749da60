import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fulfilmentOrders } from "../src/server/db/schema";
import { alcoholNotice } from "../src/shared/domain/alcohol";
import type { CheckoutSession } from "../src/shared/schemas/checkout";
import type { VendorOrder } from "../src/shared/schemas/fulfilment";
import { createRecipient, pay } from "./support/customer-journey";
import { generateOrders } from "./support/fulfilment";
import { signInAsAdmin, signUp } from "./support/http";
import { createTestApp } from "./support/test-app";
import { applyAsVendor, setVendorStatus } from "./support/vendor";

// One alcohol rule (shared/domain/alcohol.ts): the same recipient gets the same answer at checkout
// and in the view of the vendor who packs the box. Before, the checkout skipped the age check, so a
// recipient without a date of birth was "alcohol" to the buyer and "no alcohol" to the vendor.
const app = await createTestApp({ clock: { now: () => new Date("2026-11-23T00:00:00Z") } });
const staff = await signInAsAdmin(app);
const pantry = await applyAsVendor(app, {
  businessName: "Banksia Pantry",
  businessType: "gourmet",
  suburb: "Newtown",
  state: "NSW",
  postcode: "2042",
  serviceArea: "2042 and the inner west",
});
await setVendorStatus(app, pantry.supplierId, "approved");

const SAVOUR_BOX = 4; // Moments to Savour: may carry wine for adults who want it
const WINE = { drinksEnjoy: "wine-cocktails-alcoholic", alcoholConsent: "yes" };

async function call(method: "POST" | "PATCH" | "GET", url: string, cookie: string, payload?: object) {
  const response = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The checkout's answer and, once paid and routed, the vendor's view of the first box. */
async function bothViews(cookie: string, recipientId: number, subscriptionId?: number) {
  const session: CheckoutSession = await call("POST", "/api/create-subscription-checkout", cookie, {
    recipientId,
    frequency: "monthly",
    ...(subscriptionId ? { subscriptionId } : {}),
  });
  expect((await pay(app, cookie, session.checkoutId)).statusCode).toBe(200);
  await generateOrders(app, staff.cookie);
  const [order] = await app.ctx.db
    .select()
    .from(fulfilmentOrders)
    .where(eq(fulfilmentOrders.subscriptionId, session.subscriptionId));
  expect(order?.supplierId).toBe(pantry.supplierId);
  const orders: VendorOrder[] = await call("GET", "/api/vendor/orders", pantry.cookie);
  return { session, vendorView: orders.find((o) => o.id === order!.id)! };
}

describe("the alcohol rule at checkout and in the vendor's view", () => {
  it("gives no alcohol to a recipient without a date of birth, in both, and tells the buyer why", async () => {
    const { cookie } = await signUp(app);
    // The subscription form's "New recipient" makes a profile with no date of birth…
    const draft = await call("POST", "/api/subscriptions", cookie, {
      giftBoxId: SAVOUR_BOX,
      recipientName: "Sam Reid",
      recipientEmail: "sam@example.com",
      recipientAddress: "8 Banksia Avenue, Newtown NSW 2042",
      frequency: "monthly",
    });
    // …and the buyer then says Sam enjoys wine.
    await call("PATCH", `/api/recipient-profiles/${draft.recipientProfileId}`, cookie, WINE);

    const { session, vendorView } = await bothViews(cookie, draft.recipientProfileId, draft.id);
    expect(session.includesAlcohol).toBe(vendorView.includesAlcohol);
    expect(session.includesAlcohol).toBe(false);
    expect(session.alcoholNotice).toBe(alcoholNotice("age-not-verified", "Sam Reid"));
    // Without alcohol, the vendor isn't shown the wish for wine either.
    expect(vendorView.preferences.map((p) => p.label)).not.toContain("Drinks");
  });

  it("gives alcohol to an adult who asks for it, in both", async () => {
    const { cookie } = await signUp(app);
    const recipient = await createRecipient(app, cookie, {
      ...WINE,
      dateOfBirth: "1990-03-14",
      giftCategories: "moments-to-savour",
    });
    const { session, vendorView } = await bothViews(cookie, recipient.id);
    expect(session.includesAlcohol).toBe(vendorView.includesAlcohol);
    expect(session.includesAlcohol).toBe(true);
    expect(session.alcoholNotice).toBeNull();
    expect(session.afterpayAvailable).toBe(false);
  });
});

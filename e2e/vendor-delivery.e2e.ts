// Issue 17, "What the vendor needs to deliver": a florist holding an order prints its packing slip from
// the order card, dispatches it, marks it delivered with a photo of where it was left; the buyer sees
// that proof on the subscription's deliveries page. Screenshots and axe on both pages.
import type { APIResponse, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { recipientToday } from "../src/shared/domain/dates";
import {
  type BrowserSession,
  expectNoSeriousA11yViolations,
  launchBrowser,
  nextClientAddress,
  screenshot,
} from "./support/browser";
import { staffCookie, watchBrowserProblems } from "./support/customer";
import { packagePhoto } from "./support/fulfilment";
import { BUYER_CONTACT, strongPassword, uniqueEmail, url, visible } from "./support/shop";
import { runAsSteps } from "./support/steps";

let vendor: BrowserSession;
let buyer: BrowserSession;
let watcher: ReturnType<typeof watchBrowserProblems> | undefined;
runAsSteps("vendor delivery", () => watcher);

const tag = Date.now().toString(36);
const florist = {
  businessName: `Lilly Pilly Studio ${tag}`,
  email: uniqueEmail("lillypilly"),
  password: strongPassword(),
};
const recipientName = "Harper Vance";
let subscriptionId = 0;
let orderId = 0;

async function ok(response: APIResponse | Response, what: string, status = 200) {
  const code = typeof response.status === "function" ? response.status() : response.status;
  const text = await response.text();
  if (code !== status) throw new Error(`${what}: ${code} ${text}`);
  return text ? JSON.parse(text) : null;
}

const asStaff = async (method: string, path: string, body?: unknown) =>
  fetch(url(path), {
    method,
    headers: {
      cookie: await staffCookie(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A photo-like JPEG of a doorstep, made on the spot. */
const doorstepPhoto = () =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: "#8a9f7b" } })
    .jpeg({ quality: 80 })
    .toBuffer();

const orderCard = (page: Page) => page.getByRole("article", { name: new RegExp(recipientName) });

beforeAll(async () => {
  vendor = await launchBrowser();
  buyer = await launchBrowser();
  watcher = watchBrowserProblems(vendor.page);

  // A florist in Fitzroy applies, staff approve it, it signs in.
  const applied = await ok(
    await vendor.page.request.post(url("/api/vendor/apply"), {
      headers: { "x-forwarded-for": nextClientAddress() },
      data: {
        businessName: florist.businessName,
        contactName: "Ivy Lane",
        email: florist.email,
        phone: "0398 765 432",
        password: florist.password,
        website: "",
        instagramHandle: "",
        tiktokHandle: "",
        businessAddress: "21 Smith Street",
        suburb: "Fitzroy",
        state: "VIC",
        postcode: "3065",
        businessType: "florist",
        serviceArea: "3065, 3000 and the inner north",
        description: "Seasonal bouquets, delivered by bike.",
        agreeTerms: true,
      },
    }),
    "apply",
    201,
  );
  await ok(await asStaff("POST", `/api/admin/vendors/${applied.id}/approve`), "approve");
  await ok(
    await vendor.page.request.post(url("/api/vendor/login"), {
      data: { email: florist.email, password: florist.password },
    }),
    "vendor sign-in",
  );

  // A buyer subscribes for a recipient in Fitzroy, with a card message.
  const b = buyer.page.request;
  await ok(
    await b.post(url("/api/auth/register"), {
      data: {
        fullName: "Quinn Deliverybuyer",
        email: uniqueEmail("quinn"),
        password: strongPassword(),
        ...BUYER_CONTACT,
      },
    }),
    "register",
    201,
  );
  const recipient = await ok(
    await b.post(url("/api/recipient-profiles"), {
      data: {
        fullName: recipientName,
        dateOfBirth: "1990-03-14",
        relationship: "friend",
        streetNumber: "8",
        streetName: "Rose Street",
        suburb: "Fitzroy",
        state: "VIC",
        postcode: "3065",
        phoneNumber: "0400 111 222",
        giftCategories: "in-bloom",
        specialDates: [],
        personalMessages: [{ prompt: "I love it when you", message: "laugh at my jokes" }],
      },
    }),
    "recipient",
    201,
  );
  const checkout = await ok(
    await b.post(url("/api/create-subscription-checkout"), {
      data: { frequency: "monthly", recipientId: recipient.id },
    }),
    "checkout",
  );
  subscriptionId = checkout.subscriptionId;
  await ok(
    await b.post(url(`/api/checkout/${checkout.checkoutId}/test-payment`), {
      data: { method: "card", cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", nameOnCard: "Quinn D" },
    }),
    "pay",
  );

  // Staff generate the orders and give this one to the florist (another may be nearer in a shared shop).
  await ok(await asStaff("POST", "/api/admin/generate-fulfillment-orders"), "generate");
  const page = await ok(await asStaff("GET", "/api/admin/fulfillment-orders?pageSize=500"), "orders");
  const order = page.orders.find((o: { subscriptionId: number }) => o.subscriptionId === subscriptionId);
  if (!order) throw new Error("no order was generated for the subscription");
  orderId = order.id;
  if (order.supplierId !== applied.id)
    await ok(await asStaff("PATCH", `/api/admin/fulfillment-orders/${orderId}`, { supplierId: applied.id }), "assign");
}, 180_000);

afterAll(async () => {
  await vendor?.close();
  await buyer?.close();
});

describe("the florist delivers", () => {
  test("the order card offers the packing slip, a PDF with the recipient and the card's words", async () => {
    const page = vendor.page;
    await page.goto(url("/for-vendors?tab=my-orders"));
    const card = await visible(orderCard(page));
    const link = await visible(card.getByRole("link", { name: /Print packing slip/ }));
    expect(await link.getAttribute("href")).toBe(`/api/vendor/orders/${orderId}/packing-slip.pdf`);
    const pdf = await page.request.get(url(`/api/vendor/orders/${orderId}/packing-slip.pdf`));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await expectNoSeriousA11yViolations(page, "/for-vendors My Orders with the packing slip");
    await screenshot(page, "vendor-order-card-packing-slip");
  });

  test("dispatched, then marked delivered with a photo: the card shows the proof", async () => {
    const page = vendor.page;
    // Dispatched today through the fulfilment API (the dialog has its own journey).
    const upload = await ok(
      await page.request.post(url("/api/uploads"), {
        multipart: {
          purpose: "package-photo",
          file: { name: "packed.jpg", mimeType: "image/jpeg", buffer: await packagePhoto() },
        },
      }),
      "package photo",
      201,
    );
    await ok(
      await page.request.post(url(`/api/vendor/orders/${orderId}/fulfilment`), {
        data: {
          packagePhotoId: upload.id,
          inclusions: "Waratah and native greenery",
          dispatchDate: recipientToday("VIC", new Date()),
          courier: "",
          trackingNumber: "",
          confirmed: true,
        },
      }),
      "dispatch",
    );

    await page.goto(url("/for-vendors?tab=my-orders"));
    const card = await visible(orderCard(page));
    await card.getByRole("button", { name: `Mark delivered for ${recipientName}` }).click();
    const dialog = await visible(page.getByRole("dialog", { name: "Mark delivered" }));
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "doorstep.jpg",
      mimeType: "image/jpeg",
      buffer: await doorstepPhoto(),
    });
    await visible(dialog.getByRole("img"));
    await expectNoSeriousA11yViolations(page, "the Mark delivered dialog");
    await dialog.getByRole("button", { name: "Confirm delivered" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const delivered = page.getByRole("region", { name: `Proof of delivery for ${recipientName}` });
    await visible(delivered);
    await visible(delivered.getByText(/Delivered .* · Confirmed by the florist/));
    expect(await delivered.getByRole("img").getAttribute("src")).toBe(
      `/api/fulfilment-orders/${orderId}/delivery-photo`,
    );
    await screenshot(page, "vendor-order-card-delivered");
  });

  test("the buyer sees the proof on the delivery, and the photo is theirs to open", async () => {
    const page = buyer.page;
    await page.goto(url(`/subscription/${subscriptionId}/deliveries`));
    const past = page.getByRole("main");
    await visible(past.getByText(/Delivered .* · Confirmed by the florist/));
    const photo = await visible(past.getByRole("img", { name: `Where the box for ${recipientName} was left` }));
    expect(await photo.getAttribute("src")).toBe(`/api/fulfilment-orders/${orderId}/delivery-photo`);
    const served = await page.request.get(url(`/api/fulfilment-orders/${orderId}/delivery-photo`));
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    await expectNoSeriousA11yViolations(page, "/subscription/:id/deliveries with a proof of delivery");
    await screenshot(page, "buyer-deliveries-proof-of-delivery");
  });
});

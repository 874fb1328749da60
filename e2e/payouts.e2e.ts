// Issue 17, Payouts: a florist's delivered order lands on its monthly statement; staff add an adjustment
// with a reason, approve the month once it is over and mark it paid with the transfer's reference; the
// florist sees it paid on its Payments, and the e-mail is queued once. This journey runs its own shop with
// a clock it moves (e2e/support/shop-with-moving-clock.ts): the order is delivered today, then the shop
// runs a month ahead, so the delivery is in a month that is over.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, type Page, request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startShop } from "../scripts/lib/shop-server.mjs";
import { formatPayoutMonth, payoutMonthOf } from "../src/shared/domain/payout-month";
import {
  type BrowserSession,
  expectNoSeriousA11yViolations,
  launchBrowser,
  nextClientAddress,
  screenshot,
} from "./support/browser";
import { BUYER_CONTACT } from "./support/shop";

let shop: { baseUrl: string; admin: { email: string; password: string }; stop: () => Promise<void> };
let staff: BrowserSession;
let vendor: BrowserSession;
let buyer: APIRequestContext;
const tag = Date.now().toString(36);
const florist = {
  businessName: `Banksia Bloom Co ${tag}`,
  email: `banksia.${tag}@example.com`,
  password: "florist password 1",
};
// The delivery is confirmed now (the database's clock): its Sydney month is the statement's.
const month = payoutMonthOf(new Date());
const monthName = formatPayoutMonth(month);
const statementName = `${florist.businessName}, ${monthName}`;

async function ok(response: { status(): number; text(): Promise<string> }, what: string, status = 200) {
  if (response.status() !== status) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return JSON.parse(await response.text());
}

/** Moves the shop's clock this many days ahead of the real one. */
const clockFile = join(mkdtempSync(join(tmpdir(), "fmn-e2e-clock-")), "offset-days");
const moveShopClock = (days: number) => writeFileSync(clockFile, String(days));

beforeAll(async () => {
  moveShopClock(0);
  process.env.E2E_CLOCK_FILE = clockFile;
  shop = await startShop({ entry: "e2e/support/shop-with-moving-clock.ts", log: () => undefined });
  const at = (path: string) => `${shop.baseUrl}${path}`;
  staff = await launchBrowser();
  vendor = await launchBrowser();
  buyer = await request.newContext({ extraHTTPHeaders: { "x-forwarded-for": nextClientAddress() } });

  // A florist in Fitzroy applies and staff approve it.
  const applied = await ok(
    await vendor.page.request.post(at("/api/vendor/apply"), {
      data: {
        businessName: florist.businessName,
        contactName: "Wren Hollis",
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
  await ok(await staff.page.request.post(at("/api/auth/login"), { data: shop.admin }), "staff sign-in");
  await ok(await staff.page.request.post(at(`/api/admin/vendors/${applied.id}/approve`)), "approve vendor");
  await ok(
    await vendor.page.request.post(at("/api/vendor/login"), {
      data: { email: florist.email, password: florist.password },
    }),
    "vendor sign-in",
  );

  // A buyer subscribes for a recipient the florist covers.
  await ok(
    await buyer.post(at("/api/auth/register"), {
      data: {
        fullName: "Sasha Payoutbuyer",
        email: `sasha.${tag}@example.com`,
        password: "buyer password 123",
        ...BUYER_CONTACT,
      },
    }),
    "register",
    201,
  );
  const recipient = await ok(
    await buyer.post(at("/api/recipient-profiles"), {
      data: {
        fullName: "Juno Marlowe",
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
        personalMessages: [],
      },
    }),
    "recipient",
    201,
  );
  const checkout = await ok(
    await buyer.post(at("/api/create-subscription-checkout"), {
      data: { frequency: "monthly", recipientId: recipient.id },
    }),
    "checkout",
  );
  await ok(
    await buyer.post(at(`/api/checkout/${checkout.checkoutId}/test-payment`), {
      data: { method: "card", cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", nameOnCard: "Sasha P" },
    }),
    "pay",
  );

  // Staff generate orders; the florist's first is delivered at $72.50.
  await ok(await staff.page.request.post(at("/api/admin/generate-fulfillment-orders")), "generate");
  const orders = await ok(await staff.page.request.get(at("/api/admin/fulfillment-orders?pageSize=100")), "orders");
  const order = orders.orders.find((o: { vendorName: string | null }) => o.vendorName === florist.businessName);
  if (!order) throw new Error("no order was routed to the florist");
  await ok(
    await staff.page.request.patch(at(`/api/admin/fulfillment-orders/${order.id}`), {
      data: { cost: 72.5, costReason: "Agreed with the florist" },
    }),
    "cost",
  );
  await ok(
    await staff.page.request.patch(at(`/api/admin/fulfillment-orders/${order.id}`), {
      data: { deliveryConfirmed: true },
    }),
    "delivered",
  );

  // A month on, the delivery's month is over; the 30-day sessions are too, so both sign in again.
  moveShopClock(32);
  await staff.context.clearCookies();
  await vendor.context.clearCookies();
  await ok(await staff.page.request.post(at("/api/auth/login"), { data: shop.admin }), "staff sign-in a month on");
  await ok(
    await vendor.page.request.post(at("/api/vendor/login"), {
      data: { email: florist.email, password: florist.password },
    }),
    "vendor sign-in a month on",
  );
}, 180_000);

afterAll(async () => {
  await staff?.close();
  await vendor?.close();
  await buyer?.dispose();
  await shop?.stop();
});

const statementPanel = (page: Page) => page.getByRole("region", { name: statementName });

describe("a month's payout, from delivery to paid", () => {
  test("staff open the florist's statement and add an adjustment with its reason", async () => {
    const page = staff.page;
    await page.goto(`${shop.baseUrl}/admin/payouts`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Vendor payouts" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("link", { name: "Payouts" }).getAttribute("aria-current")).toBe("page");
    const row = page.getByRole("row", { name: new RegExp(florist.businessName) });
    await expect.poll(() => row.textContent()).toContain("$72.50");
    await row.getByRole("button", { name: `Open statement for ${statementName}` }).click();
    const panel = statementPanel(page);
    await expect.poll(() => panel.isVisible()).toBe(true);

    // A wrong amount is refused on the spot, with nothing sent.
    await panel.getByLabel("Amount (AUD)").fill("0");
    await panel.getByLabel("Reason").fill("Courier fee for a second attempt");
    await panel.getByRole("button", { name: "Add adjustment" }).click();
    await expect.poll(() => panel.getByRole("alert").first().textContent()).toContain("Please enter an amount");

    await panel.getByLabel("Amount (AUD)").fill("12.50");
    await panel.getByRole("button", { name: "Add adjustment" }).click();
    await expect.poll(() => panel.textContent()).toContain("Courier fee for a second attempt");
    await expect.poll(() => panel.textContent()).toContain("$85.00");
    await expectNoSeriousA11yViolations(page, "/admin/payouts (open statement)");
    await screenshot(page, "payouts-staff-open");
  });

  test("staff approve it, then mark it paid with the transfer's reference", async () => {
    const page = staff.page;
    const panel = statementPanel(page);
    await panel.getByRole("button", { name: "Approve statement" }).click();
    await expect.poll(() => panel.getByRole("heading", { name: "Mark paid" }).isVisible()).toBe(true);
    await expect.poll(() => panel.getByRole("heading", { name: "Add an adjustment" }).count()).toBe(0);

    await panel.getByRole("button", { name: "Mark paid" }).click();
    await expect.poll(() => panel.getByRole("alert").first().textContent()).toContain("payment's reference");
    await panel.getByLabel("Payment reference").fill(`EFT-${tag}`);
    await panel.getByRole("button", { name: "Mark paid" }).click();
    await expect.poll(() => panel.textContent()).toContain(`Paid (EFT-${tag})`);
    const row = page.getByRole("row", { name: new RegExp(florist.businessName) });
    await expect.poll(() => row.textContent()).toContain(`Paid (EFT-${tag})`);
    await expectNoSeriousA11yViolations(page, "/admin/payouts (paid)");
    await screenshot(page, "payouts-staff-paid");

    // The florist is e-mailed once.
    const outbox = await ok(await page.request.get(`${shop.baseUrl}/api/admin/outbox`), "outbox");
    const sent = outbox.filter(
      (e: { toAddress: string; kind: string }) => e.toAddress === florist.email && e.kind === "payout-paid",
    );
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe(`Your ${monthName} payout is on its way`);
  });

  test("the florist sees the statement paid on its Payments, with its CSV and PDF", async () => {
    const page = vendor.page;
    await page.goto(`${shop.baseUrl}/for-vendors#payments`);
    const table = page.getByRole("table", { name: "Payout statements, latest month first" });
    await expect.poll(() => table.isVisible()).toBe(true);
    const row = table.getByRole("row", { name: new RegExp(monthName) });
    await expect.poll(() => row.textContent()).toContain(`Paid (EFT-${tag})`);
    expect(await row.textContent()).toContain("$85.00");
    expect(await row.textContent()).toContain("+$12.50");
    const pdfLink = row.getByRole("link", { name: `PDF of the ${monthName} statement` });
    const pdf = await page.request.get(`${shop.baseUrl}${await pdfLink.getAttribute("href")}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await expectNoSeriousA11yViolations(page, "/for-vendors (statements)");
    await screenshot(page, "payouts-vendor");
  });
});

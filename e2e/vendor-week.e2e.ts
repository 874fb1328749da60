// Issue 17's "Done means": a florist's week, through the real pages. Two florists cover Fitzroy (3065).
// Banksia Lane made the box the buyer chose but takes one order a day and already holds one on that
// delivery day; Fitzroy Fern is nearer and gets the order. Fitzroy Fern declines it with a reason;
// Banksia Lane is full that day, so the order goes unassigned and staff see the alert at the top of
// /admin/fulfillment. Route again finds no vendor with room; staff raise Banksia Lane's capacity and
// route again; Banksia Lane accepts, prints the packing slip, dispatches, marks it delivered with a
// photo. A month later (the shop's clock moves on) the month's statement shows the box's price; staff
// approve it and mark it paid, and Banksia Lane is e-mailed and sees it paid. Screenshots and axe on
// each page. The API only sets up: the florists' applications and capacity, the box, the buyer's paid
// subscriptions, and the first order that fills Banksia Lane's day.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, type APIResponse, type Page, request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startShop } from "../scripts/lib/shop-server.mjs";
import { formatPayoutMonth, payoutMonthOf } from "../src/shared/domain/payout-month";
import {
  type BrowserSession,
  DESKTOP,
  expectNoSeriousA11yViolations,
  launchBrowser,
  nextClientAddress,
  PHONE,
  screenshot,
} from "./support/browser";
import { watchBrowserProblems } from "./support/customer";
import { adminOrderRow, chosenOption, packagePhoto, portalTab } from "./support/fulfilment";
import { expectNoSideScroll } from "./support/layout";
import { BUYER_CONTACT } from "./support/shop";
import { runAsSteps } from "./support/steps";

let shop: { baseUrl: string; admin: { email: string; password: string }; stop: () => Promise<void> };
let clockDir = "";
let staff: BrowserSession;
let fern: BrowserSession;
let banksia: BrowserSession;
let buyer: APIRequestContext;
const watchers: ReturnType<typeof watchBrowserProblems>[] = [];
runAsSteps("vendor week", () => ({
  report: async () => (await Promise.all(watchers.map((w) => w.report()))).join("\n---\n"),
}));

const tag = Date.now().toString(36);
const fitzroyFern = {
  businessName: `Fitzroy Fern ${tag}`,
  email: `fern.${tag}@example.com`,
  password: "florist password 1",
};
const banksiaLane = {
  businessName: `Banksia Lane ${tag}`,
  email: `banksia.${tag}@example.com`,
  password: "florist password 2",
};
const BOX_PRICE = "$68.40";
const firstRecipient = "Ada Weekfirst";
const recipient = "Bea Weekly";
let orderId = 0;
let banksiaId = 0;
let monthName = "";

const at = (path: string) => `${shop.baseUrl}${path}`;
/** Where screenshot() keeps its pictures, for a dialog shot as the screen shows it. */
const screenshotPath = (name: string) => join(process.cwd(), "screenshots", "e2e", `${name}.png`);

async function ok(response: APIResponse, what: string, status = 200) {
  const text = await response.text();
  if (response.status() !== status) throw new Error(`${what}: ${response.status()} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Moves the shop's clock this many days ahead of the real one (e2e/support/shop-with-moving-clock.ts). */
const moveShopClock = (days: number) => writeFileSync(join(clockDir, "offset-days"), String(days));

async function applyAndApprove(
  vendor: BrowserSession,
  florist: typeof fitzroyFern,
  place: { address: string; suburb: string; postcode: string; serviceArea: string },
): Promise<number> {
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
        businessAddress: place.address,
        suburb: place.suburb,
        state: "VIC",
        postcode: place.postcode,
        businessType: "florist",
        serviceArea: place.serviceArea,
        description: "Seasonal bouquets, delivered by bike.",
        agreeTerms: true,
      },
    }),
    "apply",
    201,
  );
  await ok(await staff.page.request.post(at(`/api/admin/vendors/${applied.id}/approve`)), "approve vendor");
  await ok(
    await vendor.page.request.post(at("/api/vendor/login"), {
      data: { email: florist.email, password: florist.password },
    }),
    "vendor sign-in",
  );
  return applied.id;
}

/** The buyer pays for a monthly subscription to `giftBoxId` for a Fitzroy recipient. */
async function subscribe(fullName: string, giftBoxId: number): Promise<void> {
  const made = await ok(
    await buyer.post(at("/api/recipient-profiles"), {
      data: {
        fullName,
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
      data: { frequency: "monthly", recipientId: made.id, giftBoxId },
    }),
    "checkout",
  );
  await ok(
    await buyer.post(at(`/api/checkout/${checkout.checkoutId}/test-payment`), {
      data: { method: "card", cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", nameOnCard: "Sasha P" },
    }),
    "pay",
  );
}

interface StaffOrder {
  id: number;
  recipientName: string;
  supplierId: number | null;
  deliveryDate: string;
}
async function staffOrders(): Promise<StaffOrder[]> {
  return (await ok(await staff.page.request.get(at("/api/admin/fulfillment-orders?pageSize=100")), "orders")).orders;
}

async function signInThroughForm(page: Page, email: string, password: string, landsOn: string) {
  await page.goto(at("/account"));
  await page.getByRole("tab", { name: "Sign In" }).click();
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((href) => href.pathname === landsOn);
}

async function signInAsFlorist(page: Page, florist: typeof fitzroyFern) {
  await page.goto(at("/vendor-signin"));
  const form = page.getByRole("form", { name: "Vendor sign in" });
  await form.getByLabel("Email", { exact: true }).fill(florist.email);
  await form.getByLabel("Password", { exact: true }).fill(florist.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((href) => href.pathname === "/for-vendors");
  await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
}

/** A toast showing `title` on the page. */
const toastOn = (page: Page, title: string | RegExp) =>
  page
    .getByRole("region", { name: /Notifications/ })
    .getByText(title)
    .first();

/** Axe at desktop and phone sizes; on a phone the page itself never scrolls sideways. */
async function axeBothSizes(page: Page, label: string) {
  await expectNoSeriousA11yViolations(page, label);
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page, `${label} on a phone`);
  await expectNoSideScroll(page.locator("html"), `${label} on a phone`);
  await page.setViewportSize(DESKTOP);
}

beforeAll(async () => {
  clockDir = mkdtempSync(join(tmpdir(), "fmn-e2e-clock-"));
  moveShopClock(0);
  process.env.E2E_CLOCK_FILE = join(clockDir, "offset-days");
  shop = await startShop({ entry: "e2e/support/shop-with-moving-clock.ts", log: () => undefined });
  staff = await launchBrowser();
  fern = await launchBrowser();
  banksia = await launchBrowser();
  for (const session of [staff, fern, banksia]) watchers.push(watchBrowserProblems(session.page));
  buyer = await request.newContext({ extraHTTPHeaders: { "x-forwarded-for": nextClientAddress() } });
  await ok(await staff.page.request.post(at("/api/auth/login"), { data: shop.admin }), "staff sign-in");

  // Banksia Lane (the CBD, covering Fitzroy too) takes one order a day and makes a flowers box.
  banksiaId = await applyAndApprove(banksia, banksiaLane, {
    address: "200 Bourke Street",
    suburb: "Melbourne",
    postcode: "3000",
    serviceArea: "3000, 3065 and the inner north",
  });
  await ok(
    await banksia.page.request.put(at("/api/vendor/capacity"), { data: { dailyCapacity: 1, closedDates: [] } }),
    "capacity",
  );
  const photo = await ok(
    await banksia.page.request.post(at("/api/uploads"), {
      multipart: {
        purpose: "gift-box",
        file: { name: "posy.jpg", mimeType: "image/jpeg", buffer: await packagePhoto() },
      },
    }),
    "box photo",
    201,
  );
  const box = await ok(
    await banksia.page.request.post(at("/api/gift-boxes"), {
      data: {
        name: "Banksia Lane Posy",
        description: "Native banksia, waxflower and eucalyptus, wrapped in paper.",
        price: "68.40",
        imageUrl: photo.url,
        category: "flowers",
        frequency: "monthly",
        supplierId: banksiaId,
      },
    }),
    "gift box",
    201,
  );

  // A first buyer's box fills Banksia Lane's day: it is the only florist yet, so the order is its.
  await ok(
    await buyer.post(at("/api/auth/register"), {
      data: {
        fullName: "Sasha Weekbuyer",
        email: `sasha.${tag}@example.com`,
        password: "buyer password 123",
        ...BUYER_CONTACT,
      },
    }),
    "register",
    201,
  );
  await subscribe(firstRecipient, box.id);
  await ok(await staff.page.request.post(at("/api/admin/generate-fulfillment-orders")), "generate");
  const first = (await staffOrders()).find((o) => o.recipientName === firstRecipient);
  if (first?.supplierId !== banksiaId) throw new Error("the first order did not go to Banksia Lane");

  // Fitzroy Fern opens in Fitzroy itself; the buyer then subscribes to Banksia Lane's box for Bea.
  await applyAndApprove(fern, fitzroyFern, {
    address: "21 Smith Street",
    suburb: "Fitzroy",
    postcode: "3065",
    serviceArea: "3065 and the streets around Smith Street",
  });
  await subscribe(recipient, box.id);
  // Everyone signs in through the pages from here on.
  for (const session of [staff, fern, banksia]) await session.context.clearCookies();
}, 300_000);

afterAll(async () => {
  await staff?.close();
  await fern?.close();
  await banksia?.close();
  await buyer?.dispose();
  await shop?.stop();
  if (clockDir) rmSync(clockDir, { recursive: true, force: true });
});

describe("a florist's week, from a declined order to a paid statement (issue 17)", () => {
  test("1. staff Generate Orders: Bea's order goes to the nearer Fitzroy Fern, as Banksia Lane is full that day", async () => {
    const page = staff.page;
    await signInThroughForm(page, shop.admin.email, shop.admin.password, "/admin/vendors");
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Fulfilment" }).click();
    await page.getByRole("heading", { level: 1, name: "Fulfilment" }).waitFor();
    await page.getByRole("button", { name: "Generate Orders" }).click();
    await toastOn(page, "Orders updated").waitFor();

    const row = adminOrderRow(page, recipient);
    await row.waitFor();
    orderId = Number(((await row.getByRole("rowheader").textContent()) ?? "").match(/#(\d+)/)?.[1]);
    expect(orderId).toBeGreaterThan(0);
    await expect
      .poll(() => chosenOption(row.getByLabel(`Vendor for order ${orderId}`)))
      .toBe(`${fitzroyFern.businessName} (3065)`);
    // Both boxes fall on the same delivery day: that is what fills Banksia Lane.
    const orders = await staffOrders();
    const days = new Set(
      orders.filter((o) => [firstRecipient, recipient].includes(o.recipientName)).map((o) => o.deliveryDate),
    );
    expect(days.size).toBe(1);
  });

  test("2. Fitzroy Fern declines it in My Orders with a reason and a note", async () => {
    const page = fern.page;
    await signInAsFlorist(page, fitzroyFern);
    await portalTab(page, "My Orders").click();
    const card = page.getByRole("tabpanel", { name: "My Orders" }).getByRole("article", { name: recipient });
    await card.getByText(/^Accept by /).waitFor();
    await card.getByRole("button", { name: `Decline the order for ${recipient}` }).click();
    const dialog = page.getByRole("dialog", { name: "Decline this order" });
    await dialog.waitFor();
    // No reason: the dialog asks for one and sends nothing.
    await dialog.getByRole("button", { name: "Decline order" }).click();
    await dialog.getByText("Please choose why you're declining this order.").waitFor();
    await dialog.getByLabel("Reason").selectOption({ label: "Can't source the box" });
    await dialog.getByLabel("Note (optional)").fill("No banksia at the market this week.");
    await expectNoSeriousA11yViolations(page, "the Decline dialog");
    await screenshot(page, "vendor-week-decline-dialog");
    await dialog.getByRole("button", { name: "Decline order" }).click();
    await toastOn(page, "Order declined").waitFor();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => card.count()).toBe(0);
    await axeBothSizes(page, "/for-vendors My Orders after declining");
    await screenshot(page, "vendor-week-declined-my-orders");
  });

  test("3. the order is unassigned: staff see the alert at the top, and the decline with its reason in the history", async () => {
    const page = staff.page;
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Fulfilment" }).waitFor();
    const alert = page.getByText("1 order has no vendor yet");
    await alert.waitFor();
    // The alert comes before the orders.
    const alertTop = (await alert.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const tableTop = (await page.getByRole("region", { name: "Fulfilment orders" }).boundingBox())?.y ?? 0;
    expect(alertTop).toBeLessThan(tableTop);
    const row = adminOrderRow(page, recipient);
    await expect.poll(() => chosenOption(row.getByLabel(`Vendor for order ${orderId}`))).toBe("Unassigned");

    // The history dialog, on a desktop (the table) and on a phone (the order cards): the table and the
    // cards are separate layouts, so it is opened in each and shot as the screen shows it.
    const history = page.getByRole("dialog", { name: `Order ${orderId}: offers` });
    for (const [size, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.getByRole("button", { name: `History of order ${orderId}` }).click();
      await history.getByText(`Declined by ${fitzroyFern.businessName} (Can't source the box)`).waitFor();
      await history.getByText(/No banksia at the market this week\./).waitFor();
      await history.getByText(/^Left unassigned/).waitFor();
      await expectNoSeriousA11yViolations(page, `the order's history (${size})`);
      await page.screenshot({ path: screenshotPath(`vendor-week-history-${size}`), animations: "disabled" });
      await page.keyboard.press("Escape");
      await history.waitFor({ state: "detached" });
    }
    await page.setViewportSize(DESKTOP);
    await axeBothSizes(page, "/admin/fulfillment with the alert");
    await screenshot(page, "vendor-week-unassigned-alert");
  });

  test("4. Route again finds no vendor with room: Banksia Lane is full that day", async () => {
    const page = staff.page;
    const row = adminOrderRow(page, recipient);
    await row.getByRole("button", { name: `Route again order ${orderId}` }).click();
    await toastOn(page, "Still without a vendor").waitFor();
    await toastOn(page, /^No vendor with room covers this order on .*: it stays unassigned\.$/).waitFor();
    expect(await chosenOption(row.getByLabel(`Vendor for order ${orderId}`))).toBe("Unassigned");
  });

  test("5. staff raise Banksia Lane's capacity in Adjust and route again: the order is offered to it", async () => {
    const page = staff.page;
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Vendors" }).click();
    await page.goto(at("/admin/vendors?status=approved"));
    const card = page.getByRole("article", { name: banksiaLane.businessName });
    await card.getByText("1 order a day").waitFor();
    await card.getByRole("button", { name: `Adjust ${banksiaLane.businessName}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Daily capacity (orders per day)").fill("2");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await toastOn(page, "Vendor updated").waitFor();
    await card.getByText("2 orders a day").waitFor();

    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Fulfilment" }).click();
    const row = adminOrderRow(page, recipient);
    await row.getByRole("button", { name: `Route again order ${orderId}` }).click();
    await toastOn(page, "Order routed").waitFor();
    await toastOn(page, `Routed to ${banksiaLane.businessName}.`).waitFor();
    await expect
      .poll(() => chosenOption(row.getByLabel(`Vendor for order ${orderId}`)))
      .toBe(`${banksiaLane.businessName} (3000)`);
    await expect.poll(() => page.getByText(/no vendor yet$/).count()).toBe(0);
    await axeBothSizes(page, "/admin/fulfillment after Route again");
    await screenshot(page, "vendor-week-routed-again");
  });

  test("6. Banksia Lane accepts it and prints the packing slip (a PDF)", async () => {
    const page = banksia.page;
    await signInAsFlorist(page, banksiaLane);
    await portalTab(page, "My Orders").click();
    const card = page.getByRole("tabpanel", { name: "My Orders" }).getByRole("article", { name: recipient });
    await card.getByText(/^Accept by /).waitFor();
    await card.getByText(BOX_PRICE).first().waitFor();
    await screenshot(page, "vendor-week-offered");
    await card.getByRole("button", { name: `Accept the order for ${recipient}` }).click();
    await toastOn(page, "Order accepted").waitFor();
    await expect.poll(() => card.getByText(/^Accept by /).count()).toBe(0);

    const slip = card.getByRole("link", { name: /Print packing slip/ });
    const [pdf] = await Promise.all([
      banksia.context.waitForEvent("response", (r) =>
        r.url().endsWith(`/api/vendor/orders/${orderId}/packing-slip.pdf`),
      ),
      slip.click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const body = await page.request.get(at(`/api/vendor/orders/${orderId}/packing-slip.pdf`));
    expect((await body.body()).subarray(0, 5).toString()).toBe("%PDF-");
    for (const other of banksia.context.pages()) if (other !== page) await other.close();
    await axeBothSizes(page, "/for-vendors My Orders (accepted)");
    await screenshot(page, "vendor-week-accepted");
  });

  test("7. Banksia Lane dispatches it, then marks it delivered with a photo", async () => {
    const page = banksia.page;
    const card = page.getByRole("tabpanel", { name: "My Orders" }).getByRole("article", { name: recipient });
    await card.getByRole("button", { name: `Fulfil order for ${recipient}` }).click();
    const dialog = page.getByRole("dialog", { name: "Fulfil order" });
    const form = dialog.getByRole("form", { name: `Fulfil order ${orderId}` });
    await form
      .getByLabel("Package photo (required)")
      .setInputFiles({ name: "packed-box.jpg", mimeType: "image/jpeg", buffer: await packagePhoto() });
    await form.getByText("Photo uploaded. Choose another file to replace it.").waitFor();
    await form.getByLabel("Inclusions list (required)").fill("Banksia, waxflower, eucalyptus; a card.");
    await form.getByLabel("Courier (optional)").selectOption("Australia Post");
    await form.getByLabel("Tracking (optional)").fill(`AP${tag}`);
    await form.getByRole("checkbox", { name: /I confirm the package matches this order/ }).check();
    await form.getByRole("button", { name: "Mark as shipped" }).click();
    await toastOn(page, "Order marked as shipped").waitFor();
    await dialog.waitFor({ state: "detached" });
    await card.getByText("Status: Shipped").waitFor();

    await card.getByRole("button", { name: `Mark delivered for ${recipient}` }).click();
    const delivered = page.getByRole("dialog", { name: "Mark delivered" });
    await delivered
      .locator('input[type="file"]')
      .setInputFiles({ name: "doorstep.jpg", mimeType: "image/jpeg", buffer: await packagePhoto() });
    await delivered.getByRole("img").waitFor();
    await expectNoSeriousA11yViolations(page, "the Mark delivered dialog");
    await delivered.getByRole("button", { name: "Confirm delivered" }).click();
    await delivered.waitFor({ state: "detached" });
    monthName = formatPayoutMonth(payoutMonthOf(new Date()));

    const proof = page.getByRole("region", { name: `Proof of delivery for ${recipient}` });
    await proof.getByText(/Delivered .* · Confirmed by the florist/).waitFor();
    expect(await proof.getByRole("img").getAttribute("src")).toBe(`/api/fulfilment-orders/${orderId}/delivery-photo`);
    await axeBothSizes(page, "/for-vendors My Orders (delivered)");
    await screenshot(page, "vendor-week-delivered");
  });

  test("8. a month on, the statement shows the box's price; staff approve it and mark it paid", async () => {
    moveShopClock(32);
    const page = staff.page;
    // A month later the 30-day session is over: staff sign in again.
    await staff.context.clearCookies();
    await signInThroughForm(page, shop.admin.email, shop.admin.password, "/admin/vendors");
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Payouts" }).click();
    await page.getByRole("heading", { level: 1, name: "Vendor payouts" }).waitFor();
    const statementName = `${banksiaLane.businessName}, ${monthName}`;
    const row = page.getByRole("row", { name: new RegExp(banksiaLane.businessName) });
    await expect.poll(() => row.textContent()).toContain(BOX_PRICE);
    await row.getByRole("button", { name: `Open statement for ${statementName}` }).click();
    const panel = page.getByRole("region", { name: statementName });
    await panel.getByText("Delivered orders (1)").waitFor();
    const line = panel.getByRole("row", { name: new RegExp(`#${orderId}`) });
    await expect.poll(() => line.textContent()).toContain(BOX_PRICE);
    await axeBothSizes(page, "/admin/payouts (open statement)");
    await screenshot(page, "vendor-week-statement-open");

    await panel.getByRole("button", { name: "Approve statement" }).click();
    await panel.getByRole("heading", { name: "Mark paid" }).waitFor();
    await expect.poll(() => panel.textContent()).toMatch(/Approved \d/);
    await panel.getByLabel("Payment reference").fill(`EFT-${tag}`);
    await panel.getByRole("button", { name: "Mark paid" }).click();
    await expect.poll(() => panel.textContent()).toContain(`Paid (EFT-${tag})`);
    await expect.poll(() => row.textContent()).toContain(`Paid (EFT-${tag})`);
    await axeBothSizes(page, "/admin/payouts (paid)");
    await screenshot(page, "vendor-week-statement-paid");
  });

  test("9. Banksia Lane's payout e-mail is in the outbox, once, and its Payments (on the Overview) show the statement paid", async () => {
    const page = staff.page;
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "E-mail outbox" }).click();
    await page.getByRole("heading", { level: 1, name: "E-mail outbox" }).waitFor();
    const mails = page
      .getByRole("row")
      .filter({ hasText: banksiaLane.email })
      .filter({ hasText: `Your ${monthName} payout is on its way` });
    await expect.poll(() => mails.count()).toBe(1);
    await expectNoSeriousA11yViolations(page, "/admin/outbox");

    const portal = banksia.page;
    await banksia.context.clearCookies();
    await signInAsFlorist(portal, banksiaLane);
    // Payments sit on the Overview.
    await portalTab(portal, "Overview").click();
    const table = portal.getByRole("table", { name: "Payout statements, latest month first" });
    const month = table.getByRole("row", { name: new RegExp(monthName) });
    await expect.poll(() => month.textContent()).toContain(`Paid (EFT-${tag})`);
    expect(await month.textContent()).toContain(BOX_PRICE);
    await axeBothSizes(portal, "/for-vendors Payments");
    await screenshot(portal, "vendor-week-payments");
  });
});

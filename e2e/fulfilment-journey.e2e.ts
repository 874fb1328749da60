// Fulfilment end to end (issue 8), through the real pages: a florist applies and staff approve it; a
// buyer signs up and pays for In Bloom for a Melbourne recipient; staff Generate Orders and the order
// reaches that florist; the florist fulfils it with a package photo and tracking; the buyer's "on its
// way" e-mail is in the outbox; staff see it shipped and confirm the delivery; the buyer's subscription
// shows the delivery counted. Then Nearby Orders: an order no approved vendor covered is offered by
// suburb and date only to a vendor approved later, and claiming it moves it into My Orders.
// Three browsers (staff, buyer, vendor) stay signed in side by side. The API is used only to create the
// buyer's recipients quickly (the customer journey covers the recipient form).
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { NO_VENDOR_YET_MESSAGE } from "../src/shared/domain/fulfilment";
import {
  type BrowserSession,
  expectNoSeriousA11yViolations,
  launchBrowser,
  screenshot,
  settle,
} from "./support/browser";
import { solveMathCheck, subscriptionRow, watchBrowserProblems } from "./support/customer";
import {
  adminOrderRow,
  applyAsVendor,
  approveVendor,
  chosenOption,
  createRecipientAt,
  dayAfter,
  inBloomBoxId,
  openCheckoutFor,
  packagePhoto,
  payWithTestCard,
  portalTab,
  signInAsVendor,
  type VendorApplicant,
} from "./support/fulfilment";
import { waitForMailMatching } from "./support/mailbox";
import {
  expectPath,
  header,
  STAFF,
  strongPassword,
  submitSignIn,
  toast,
  uniqueEmail,
  url,
  visible,
} from "./support/shop";
import { runAsSteps } from "./support/steps";

const run = Date.now().toString(36);

// The florist sits in the CBD, so it is the nearest approved florist to the Collins Street recipient
// even when another journey has approved a florist elsewhere in Melbourne.
const florist: VendorApplicant = {
  businessName: `Laneway Stems ${run}`,
  contactName: "Lena Stem",
  email: uniqueEmail("florist"),
  password: strongPassword(),
  address: "200 Bourke Street",
  suburb: "Melbourne",
  state: "VIC",
  postcode: "3000",
  serviceArea: "3000, 3065 and the inner north",
};
// Geelong is beyond every other approved vendor's reach: its orders wait unassigned until this one is approved.
const geelongFlorist: VendorApplicant = {
  businessName: `Bay Petals ${run}`,
  contactName: "Bea Petal",
  email: uniqueEmail("geelong-florist"),
  password: strongPassword(),
  address: "12 Moorabool Street",
  suburb: "Geelong",
  state: "VIC",
  postcode: "3220",
  serviceArea: "3220, 3219 and the Bellarine",
};

const buyer = { fullName: "Harper Quill", email: uniqueEmail("buyer"), password: strongPassword() };
const recipient = {
  fullName: "Avery Collins",
  email: uniqueEmail("avery"),
  streetNumber: "10",
  streetName: "Collins Street",
  suburb: "Melbourne",
  state: "VIC",
  postcode: "3000",
};
const geelongRecipient = {
  fullName: "Rowan Moor",
  email: uniqueEmail("rowan"),
  streetNumber: "45",
  streetName: "Pakington Street",
  suburb: "Geelong",
  state: "VIC",
  postcode: "3220",
};
const tracking = `AP${run.toUpperCase()}AU`;
const inclusions = "Seasonal posy of tulips and ranunculus\nHand-written card";

let staff: BrowserSession;
let shopper: BrowserSession;
let vendor: BrowserSession;
const watchers = new Map<Page, ReturnType<typeof watchBrowserProblems>>();
/** The browser the current step drives, for the failure report. */
let current: Page | undefined;
runAsSteps("fulfilment journey", () => (current ? watchers.get(current) : undefined));

/** Filled in as the journey goes. */
let subscriptionId = 0;
let orderId = 0;
let deliveryDate = "";

function drive(page: Page): Page {
  current = page;
  return page;
}

beforeAll(async () => {
  [staff, shopper, vendor] = await Promise.all([launchBrowser(), launchBrowser(), launchBrowser()]);
  for (const session of [staff, shopper, vendor]) watchers.set(session.page, watchBrowserProblems(session.page));
});

afterAll(async () => {
  await Promise.all([staff?.close(), shopper?.close(), vendor?.close()]);
});

describe("an order from payment to the buyer's door", () => {
  test("1. two florists apply; staff approve the Melbourne one on /admin/vendors", async () => {
    const page = drive(vendor.page);
    await applyAsVendor(page, florist);
    await applyAsVendor(page, geelongFlorist);

    const admin = drive(staff.page);
    await submitSignIn(admin, STAFF.email, STAFF.password);
    await expectPath(admin, "/admin/vendors");
    await visible(admin.getByRole("article", { name: geelongFlorist.businessName }));
    await approveVendor(admin, florist.businessName);
    await waitForMailMatching(florist.email, /You're approved/);
  });

  test("2. a buyer signs up and pays for In Bloom for a Melbourne recipient with the test card", async () => {
    const page = drive(shopper.page);
    await page.goto(url("/account"));
    await page.getByRole("tab", { name: "Create Account" }).click();
    const form = await visible(page.getByRole("form", { name: "Create account" }));
    await form.getByLabel("Full name").fill(buyer.fullName);
    await form.getByLabel("Email").fill(buyer.email);
    await form.getByLabel("Phone").fill("0412 987 654");
    await form.getByLabel("Password", { exact: true }).fill(buyer.password);
    await form.getByLabel("Confirm password").fill(buyer.password);
    await form.getByLabel("Street no.").fill("3");
    await form.getByLabel("Street name").fill("Gertrude Street");
    await form.getByLabel("Suburb").fill("Fitzroy");
    await form.getByLabel("City").fill("Melbourne");
    await form.getByLabel("State").selectOption("VIC");
    await form.getByLabel("Postcode").fill("3065");
    await form.getByLabel(/^What is \d+ \+ \d+\?$/).fill(String(await solveMathCheck(form)));
    await form.getByRole("button", { name: "Create Account" }).click();
    await expectPath(page, "/recipient-setup");

    const recipientId = await createRecipientAt(page, recipient);
    const coverage = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/coverage");
    subscriptionId = await openCheckoutFor(page, await inBloomBoxId(), recipientId);
    // An approved florist covers 3000: the checkout has nothing to warn about.
    expect((await coverage).status()).toBe(200);
    await settle(page);
    expect(await page.getByText(NO_VENDOR_YET_MESSAGE).count()).toBe(0);
    await screenshot(page, "fulfilment-checkout");
    await expectNoSeriousA11yViolations(page, "/checkout");
    await payWithTestCard(page, buyer.fullName);
    expect(new URL(page.url()).searchParams.get("subscriptionId")).toBe(String(subscriptionId));
  });

  test("3. a second recipient in Geelong, where no approved vendor delivers yet: the checkout says so, the buyer still pays", async () => {
    const page = drive(shopper.page);
    const recipientId = await createRecipientAt(page, geelongRecipient);
    await openCheckoutFor(page, await inBloomBoxId(), recipientId);
    const notice = await visible(page.getByRole("status").filter({ hasText: NO_VENDOR_YET_MESSAGE }));
    await visible(notice.getByText("Delivery to 3220"));
    await screenshot(page, "fulfilment-checkout-no-vendor-yet");
    await expectNoSeriousA11yViolations(page, "/checkout (no vendor yet)");
    await payWithTestCard(page, buyer.fullName);
  });

  test("4. staff Generate Orders on /admin/fulfillment: the Melbourne order goes to the florist, the Geelong one waits unassigned", async () => {
    const page = drive(staff.page);
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Fulfilment" }).click();
    await expectPath(page, "/admin/fulfillment");
    await visible(page.getByRole("heading", { level: 1, name: "Fulfilment" }));
    const generate = page.getByRole("button", { name: "Generate Orders" });
    await generate.click();
    await visible(toast(page, "Orders updated"));

    const row = await visible(adminOrderRow(page, recipient.fullName));
    expect(await row.count()).toBe(1);
    orderId = Number(((await row.getByRole("rowheader").textContent()) ?? "").match(/#(\d+)/)?.[1]);
    expect(orderId).toBeGreaterThan(0);
    const holder = row.getByLabel(`Vendor for order ${orderId}`);
    // The vendor list loads beside the orders: once it is in, the select names the florist and its postcode.
    await expect.poll(() => chosenOption(holder)).toBe(`${florist.businessName} (${florist.postcode})`);
    const status = row.getByLabel(`Status for order ${orderId}`);
    expect(await status.inputValue()).toBe("to_order");
    // The Status menu offers only the moves the transition table allows: Delivered comes with the toggle.
    expect(await status.locator("option").allTextContents()).toEqual(["To Order", "Ordered", "Shipped"]);
    await visible(row.getByText("Not dispatched yet"));

    const waiting = await visible(adminOrderRow(page, geelongRecipient.fullName));
    expect(await chosenOption(waiting.getByLabel(/^Vendor for order/))).toBe("Unassigned");
    // The count sits in a live region, so a screen reader hears it when it appears.
    await visible(page.getByRole("status").getByText(/^\d+ orders? (has|have) no vendor yet$/));

    await screenshot(page, "fulfilment-admin-generated");
    await expectNoSeriousA11yViolations(page, "/admin/fulfillment (generated)");
    await waitForMailMatching(florist.email, new RegExp(`${florist.businessName} has (a new order|\\d+ new orders)`));
  });

  test("5. the florist signs in, sees the order in My Orders with the recipient and address", async () => {
    const page = drive(vendor.page);
    await signInAsVendor(page, florist);
    await portalTab(page, "My Orders").click();
    const panel = page.getByRole("tabpanel", { name: "My Orders" });
    const card = await visible(panel.getByRole("article", { name: recipient.fullName }));
    await visible(card.getByText(`Order #${orderId}`));
    await visible(card.getByText("10 Collins Street"));
    await visible(card.getByText("Melbourne VIC 3000"));
    await visible(card.getByText("Status: To Order"));
    // Offered: the florist answers by its deadline before fulfilling it (issue 17).
    await visible(card.getByText(/^Accept by /));
    // Never the buyer's contact details.
    expect(await card.getByText(buyer.email).count()).toBe(0);
    expect(await card.getByText(buyer.fullName).count()).toBe(0);
    await settle(page);
    await screenshot(page, "fulfilment-vendor-my-orders");
    await expectNoSeriousA11yViolations(page, "/for-vendors My Orders");
    await card.getByRole("button", { name: `Accept the order for ${recipient.fullName}` }).click();
    await visible(toast(page, "Order accepted"));
  });

  test("6. the florist fulfils it: photo, inclusions, dispatch date, Australia Post, tracking, confirmation", async () => {
    const page = drive(vendor.page);
    const card = page.getByRole("tabpanel", { name: "My Orders" }).getByRole("article", { name: recipient.fullName });
    await card.getByRole("button", { name: `Fulfil order for ${recipient.fullName}` }).click();
    const dialog = await visible(page.getByRole("dialog", { name: "Fulfil order" }));
    const form = dialog.getByRole("form", { name: `Fulfil order ${orderId}` });

    // Nothing filled: the photo, the inclusions and the confirmation are asked for.
    await form.getByRole("button", { name: "Mark as shipped" }).click();
    await visible(form.getByText("Please upload a photo of the packed order."));
    await visible(form.getByText("Please list what is in the package."));
    await visible(form.getByText("Please confirm the package matches the order."));

    await form
      .getByLabel("Package photo (required)")
      .setInputFiles({ name: "packed-box.jpg", mimeType: "image/jpeg", buffer: await packagePhoto() });
    await visible(form.getByText("Photo uploaded. Choose another file to replace it."));
    await form.getByLabel("Inclusions list (required)").fill(inclusions);

    // A dispatch date after the delivery date is refused.
    const dispatch = form.getByLabel("Dispatch date (required)");
    deliveryDate = (await dispatch.getAttribute("max")) ?? "";
    expect(deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const today = await dispatch.inputValue();
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(today <= deliveryDate).toBe(true);
    await dispatch.fill(dayAfter(deliveryDate));
    await form.getByRole("button", { name: "Mark as shipped" }).click();
    await visible(form.getByText("The dispatch date can't be after the delivery date."));
    await dispatch.fill(today);

    await form.getByLabel("Time (optional)").fill("09:30");
    await form.getByLabel("Courier (optional)").selectOption("Australia Post");
    await form.getByLabel("Tracking (optional)").fill(tracking);
    await form.getByRole("checkbox", { name: /I confirm the package matches this order/ }).check();
    await expect.poll(() => form.getByText("The dispatch date can't be after the delivery date.").count()).toBe(0);
    await dialog.evaluate((node) => node.scrollTo({ top: 0 }));
    await screenshot(page, "fulfilment-vendor-dialog");
    await expectNoSeriousA11yViolations(page, "/for-vendors fulfilment dialog");

    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" &&
        new URL(response.url()).pathname === `/api/vendor/orders/${orderId}/fulfilment`,
    );
    await form.getByRole("button", { name: "Mark as shipped" }).click();
    expect((await saved).status()).toBe(200);
    await visible(toast(page, "Order marked as shipped"));
    await dialog.waitFor({ state: "detached" });

    await visible(card.getByText("Status: Shipped"));
    const sent = await visible(card.getByRole("region", { name: `Dispatch details for ${recipient.fullName}` }));
    await visible(sent.getByText("Australia Post"));
    await visible(sent.getByText(tracking));
    const photo = sent.getByRole("img", { name: `The packed order for ${recipient.fullName}` });
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await visible(card.getByRole("button", { name: `Update fulfilment for ${recipient.fullName}` }));
    await settle(page);
    await screenshot(page, "fulfilment-vendor-shipped");
    await expectNoSeriousA11yViolations(page, "/for-vendors (shipped)");
  });

  test("7. the buyer's 'on its way' e-mail, with the courier and tracking, is in the staff outbox", async () => {
    await waitForMailMatching(buyer.email, new RegExp(`tracking number ${tracking}`));
    const page = drive(staff.page);
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "E-mail outbox" }).click();
    await expectPath(page, "/admin/outbox");
    const subject = `${recipient.fullName}'s gift is on its way`;
    const row = await visible(page.getByRole("row").filter({ hasText: buyer.email }).filter({ hasText: "on its way" }));
    expect(await row.count()).toBe(1);
    await visible(row.getByText("order-dispatched"));
    await row.getByText(/^View/).click();
    const body = await visible(row.locator("pre"));
    const text = (await body.textContent()) ?? "";
    expect(text).toContain("Australia Post");
    expect(text).toContain(tracking);
    expect(await row.textContent()).toContain(subject);
    await screenshot(page, "fulfilment-admin-outbox");
    await expectNoSeriousA11yViolations(page, "/admin/outbox");
  });

  test("8. staff see the order shipped on /admin/fulfillment and confirm it Delivered", async () => {
    const page = drive(staff.page);
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Fulfilment" }).click();
    await expectPath(page, "/admin/fulfillment");
    const row = await visible(adminOrderRow(page, recipient.fullName));
    await expect.poll(() => row.getByLabel(`Status for order ${orderId}`).inputValue()).toBe("shipped");
    await visible(row.getByText(tracking));
    await visible(row.getByText("Australia Post"));
    await visible(row.getByRole("link", { name: `Package photo for order ${orderId} (opens in a new tab)` }));

    const toggle = row.getByRole("button", { name: `Pending (order ${orderId})` });
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    const patched = page.waitForResponse(
      (response) =>
        response.request().method() === "PATCH" &&
        new URL(response.url()).pathname === `/api/admin/fulfillment-orders/${orderId}`,
    );
    await toggle.click();
    expect((await patched).status()).toBe(200);
    const delivered = row.getByRole("button", { name: `Delivered (order ${orderId})` });
    await visible(delivered);
    await expect.poll(() => delivered.getAttribute("aria-pressed")).toBe("true");
    // Delivered, the order's status can't be changed from the menu (only by taking the confirmation back).
    const status = row.getByLabel(`Status for order ${orderId}`);
    await expect.poll(() => status.inputValue()).toBe("delivered");
    expect(await status.locator("option").allTextContents()).toEqual(["Delivered"]);
    expect(await status.isDisabled()).toBe(true);
    await screenshot(page, "fulfilment-admin-delivered");
    // The ordering fields open under the order; the whole table fits the screen.
    await row.getByRole("button", { name: `Details of order ${orderId}` }).click();
    await visible(page.getByLabel(`Notes for order ${orderId}`));
    await screenshot(page, "fulfilment-admin-delivered-details");
    await expectNoSeriousA11yViolations(page, "/admin/fulfillment (delivered)");
  });

  test("9. the buyer's account counts the delivery: Active, and Deliveries shows it Delivered with the photo", async () => {
    const page = drive(shopper.page);
    await page.goto(url("/account"));
    const name = recipient.fullName;
    const row = await visible(subscriptionRow(page, recipient.fullName));
    await visible(row.getByText("Active", { exact: true }));
    expect(await row.getByText("New", { exact: true }).count()).toBe(0);

    await row.getByRole("button", { name: `Deliveries for ${name}` }).click();
    const dialog = await visible(page.getByRole("dialog", { name: `Deliveries for ${name}` }));
    await visible(dialog.getByText("Delivered", { exact: true }));
    await visible(dialog.getByText(`Australia Post · Tracking ${tracking}`));
    const photo = dialog.getByRole("img", { name: new RegExp(`^The packed gift box for ${name}`) });
    await visible(photo);
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, "fulfilment-buyer-deliveries");
    await expectNoSeriousA11yViolations(page, "/account (deliveries dialog)");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await screenshot(page, "fulfilment-buyer-account");
    expect(await header(page).getByRole("button", { name: "Logout" }).count()).toBe(1);
  });
});

describe("Nearby Orders", () => {
  test("10. the Geelong order is offered to the newly approved Geelong florist by suburb and date only; Claim moves it into My Orders", async () => {
    const admin = drive(staff.page);
    await admin.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Vendors" }).click();
    await expectPath(admin, "/admin/vendors");
    await approveVendor(admin, geelongFlorist.businessName);

    // The Geelong florist signs in on a browser of its own (the Melbourne florist's is closed).
    await vendor.close();
    vendor = await launchBrowser();
    watchers.set(vendor.page, watchBrowserProblems(vendor.page));
    const page = drive(vendor.page);
    await signInAsVendor(page, geelongFlorist);
    await portalTab(page, "Nearby Orders").click();
    const panel = page.getByRole("tabpanel", { name: "Nearby Orders" });
    const offer = await visible(panel.getByRole("article", { name: /^Delivery to Geelong by / }));
    const shown = (await offer.textContent()) ?? "";
    expect(shown).toMatch(/Deliver by /);
    for (const secret of [geelongRecipient.fullName, geelongRecipient.streetName, buyer.fullName, buyer.email]) {
      expect(shown).not.toContain(secret);
    }
    await settle(page);
    await screenshot(page, "fulfilment-vendor-nearby");
    await expectNoSeriousA11yViolations(page, "/for-vendors Nearby Orders");

    await offer.getByRole("button", { name: /^Claim order/ }).click();
    await visible(toast(page, "Order claimed"));
    await expect.poll(() => panel.getByRole("article", { name: /^Delivery to Geelong by / }).count()).toBe(0);

    await portalTab(page, "My Orders").click();
    const card = await visible(
      page.getByRole("tabpanel", { name: "My Orders" }).getByRole("article", { name: geelongRecipient.fullName }),
    );
    await visible(card.getByText("45 Pakington Street"));
    await visible(card.getByText("Geelong VIC 3220"));
    await settle(page);
    await screenshot(page, "fulfilment-vendor-claimed");
    await expectNoSeriousA11yViolations(page, "/for-vendors My Orders (claimed)");
  });
});

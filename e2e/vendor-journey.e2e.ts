import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  type BrowserSession,
  expectNoSeriousA11yViolations,
  launchBrowser,
  screenshot,
  settle,
} from "./support/browser";
import { solveMathCheck, staffCookie, watchBrowserProblems } from "./support/customer";
import { payWithTestCard } from "./support/fulfilment";
import { waitForMailMatching } from "./support/mailbox";
import {
  expectPath,
  fetchCatalogue,
  logout,
  STAFF,
  strongPassword,
  submitSignIn,
  toast,
  uniqueEmail,
  url,
  visible,
} from "./support/shop";
import { runAsSteps } from "./support/steps";

/**
 * A florist joins the shop (issue 7): apply → confirmation → sign in → pending alert → complete the
 * supplier details → create a box with an uploaded photo → not in the shop → staff approve → in the
 * shop → edit business info, and it persists.
 */
let session: BrowserSession;
let page: Page;
let watcher: ReturnType<typeof watchBrowserProblems> | undefined;
runAsSteps("vendor journey", () => watcher);

const vendor = {
  businessName: `Wattle & Fern ${Date.now().toString(36)}`,
  contactName: "Willa Fern",
  email: uniqueEmail("vendor"),
  password: strongPassword(),
};
const boxName = `Native Posy ${Date.now().toString(36)}`;

beforeAll(async () => {
  session = await launchBrowser();
  page = session.page;
  watcher = watchBrowserProblems(page);
});

afterAll(async () => {
  await session?.close();
});

const applicationForm = () => page.getByRole("form", { name: "Vendor application" });
const portalTab = (name: string) =>
  page.getByRole("tablist", { name: "Vendor portal sections" }).getByRole("tab", { name });

/** A photo-like JPEG made on the spot (the shop's own test image, nothing downloaded). */
function photo(): Promise<Buffer> {
  return sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: "#7a9a6b",
      noise: { type: "gaussian", mean: 140, sigma: 50 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

describe("a vendor joins the shop", () => {
  test("Become a Vendor in the header leads to the application, which explains the partnership", async () => {
    await page.goto(url("/"));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Become a Vendor" }).click();
    await expectPath(page, "/vendor-application");
    await visible(applicationForm());
    await visible(page.getByRole("heading", { name: "Why Partner With Us" }));
    await visible(page.getByRole("heading", { name: "What We Look For" }));
    await expectNoSeriousA11yViolations(page, "/vendor-application");
    await screenshot(page, "vendor-application");
  });

  test("an empty application shows the spec's messages", async () => {
    await applicationForm().getByRole("button", { name: "Submit Application" }).click();
    for (const message of [
      "Business name must be at least 2 characters",
      "Please enter a valid email address",
      "Please describe your service area in Australia",
      "You must agree to the terms and conditions",
    ]) {
      await visible(applicationForm().getByText(message, { exact: true }));
    }
    await expectNoSeriousA11yViolations(page, "/vendor-application with errors");
  });

  test("the filled application goes to the confirmation page", async () => {
    const form = applicationForm();
    await form.getByLabel("Business name", { exact: true }).fill(vendor.businessName);
    await form.getByLabel("Contact name", { exact: true }).fill(vendor.contactName);
    await form.getByLabel("Email", { exact: true }).fill(vendor.email);
    await form.getByLabel("Phone", { exact: true }).fill("0398 123 456");
    await form.getByLabel("Password", { exact: true }).fill(vendor.password);
    await form.getByLabel("Confirm password", { exact: true }).fill(vendor.password);
    await form.getByRole("button", { name: "Show password", exact: true }).click();
    expect(await form.getByLabel("Password", { exact: true }).getAttribute("type")).toBe("text");
    await form.getByLabel("Instagram handle (optional)").fill("@wattleandfern");
    await form.getByLabel("Business address", { exact: true }).fill("14 Gertrude Street");
    await form.getByLabel("Suburb", { exact: true }).fill("Fitzroy");
    await form.getByLabel("State", { exact: true }).selectOption("VIC");
    await form.getByLabel("Postcode", { exact: true }).fill("3065");
    await form.getByLabel("Business type", { exact: true }).selectOption("florist");
    await form.getByLabel("Service area", { exact: true }).fill("3065, 3066, 3068 and the inner north");
    await form
      .getByLabel("About your business", { exact: true })
      .fill("Native and seasonal bouquets, wrapped without plastic.");
    await form.getByRole("checkbox", { name: /agree to the vendor terms/ }).check();
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expectPath(page, "/vendor-application-confirmation");
    expect(new URL(page.url()).searchParams.get("id")).toMatch(/^\d+$/);
    await visible(page.getByRole("heading", { name: /your application is in/i }));
    await expectNoSeriousA11yViolations(page, "/vendor-application-confirmation");
    await screenshot(page, "vendor-application-confirmation");
    await waitForMailMatching(vendor.email, /We have your application/);
  });

  test("the vendor signs in from the confirmation and sees the pending alert", async () => {
    await page.getByRole("link", { name: "Sign In to the Vendor Portal" }).click();
    await expectPath(page, "/vendor-signin");
    await expectNoSeriousA11yViolations(page, "/vendor-signin");
    const form = page.getByRole("form", { name: "Vendor sign in" });
    await form.getByLabel("Email", { exact: true }).fill(vendor.email);
    await form.getByLabel("Password", { exact: true }).fill(vendor.password);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expectPath(page, "/for-vendors");
    await visible(page.getByRole("heading", { name: "Your application is being reviewed" }));
    const cached = await page.evaluate(() => localStorage.getItem("vendorAuth"));
    expect(JSON.parse(cached ?? "{}")).toMatchObject({ email: vendor.email, status: "pending" });
    // The header's Account link leads a vendor to its portal.
    expect(await page.getByRole("banner").getByRole("link", { name: "Account" }).getAttribute("href")).toBe(
      "/for-vendors",
    );
    await settle(page);
    await expectNoSeriousA11yViolations(page, "/for-vendors (pending)");
    await screenshot(page, "vendor-portal-pending");
  });

  test("the vendor completes its supplier details (service radius and categories)", async () => {
    await page.getByRole("navigation", { name: "Jump to" }).getByRole("link", { name: "Business Info" }).click();
    await page.getByRole("button", { name: "Edit business info" }).click();
    const form = page.getByRole("form", { name: "Edit business info" });
    await form.getByLabel("Service radius (km)").fill("25");
    await form.getByRole("checkbox", { name: /^Gourmet/ }).check();
    await form.getByRole("button", { name: "Save changes" }).click();
    await visible(toast(page, "Business info saved"));
    await visible(page.getByRole("region", { name: "Business Info" }).getByText("25 km"));
  });

  test("the vendor creates a gift box with an uploaded photo", async () => {
    await portalTab("Gift Boxes").click();
    const form = page.getByRole("form", { name: "Create a gift box" });
    await form.getByRole("button", { name: "Create gift box" }).click();
    await visible(form.getByText("Gift box name must be at least 3 characters"));
    await form.getByLabel("Gift box name").fill(boxName);
    await form.getByLabel("Description").fill("Kangaroo paw, wax flower and eucalyptus, tied with twine.");
    await form.getByLabel("Price per box").fill("42.50");
    await form
      .getByLabel("Gift box photo")
      .setInputFiles({ name: "posy.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await visible(form.getByText("Photo uploaded. Choose another file to replace it."));
    const preview = form.getByRole("img", { name: "Preview of your upload" });
    expect(await preview.getAttribute("src")).toMatch(/^\/media\/[\w-]+\/\d+\.webp$/);
    await form.getByLabel("Category").selectOption("flowers");
    await form.getByLabel("Frequency").selectOption("monthly");
    await form.getByRole("button", { name: "Create gift box" }).click();
    await visible(toast(page, "Gift box created"));
    const item = page.getByRole("region", { name: "Your gift boxes" }).getByRole("article", { name: boxName });
    await visible(item);
    await visible(item.getByText("$42.50"));
    expect(await item.getByRole("switch", { name: `Offer ${boxName} to customers` }).getAttribute("aria-checked")).toBe(
      "true",
    );
    // The photo is served from the shop itself, resized and re-encoded.
    const src = (await item.locator("img").first().getAttribute("src")) ?? "";
    const served = await page.request.get(url(src));
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toContain("immutable");
    await settle(page);
    await expectNoSeriousA11yViolations(page, "/for-vendors gift boxes");
    await screenshot(page, "vendor-portal-gift-boxes");
  });

  test("a pending vendor's box is not in the shop", async () => {
    expect((await fetchCatalogue()).map((box) => box.name)).not.toContain(boxName);
    await page.goto(url("/gift-boxes"));
    await visible(page.getByRole("heading", { level: 1 }));
    await settle(page);
    expect(await page.getByText(boxName).count()).toBe(0);
  });

  test("staff approve the vendor on /admin/vendors", async () => {
    await logout(page, "/vendor-signin");
    await submitSignIn(page, STAFF.email, STAFF.password);
    await expectPath(page, "/admin/vendors");
    const card = page.getByRole("article", { name: vendor.businessName });
    await visible(card);
    await expectNoSeriousA11yViolations(page, "/admin/vendors");
    await screenshot(page, "admin-vendors-pending");
    await card.getByRole("button", { name: `Approve ${vendor.businessName}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Approve vendor" }).click();
    await visible(toast(page, "Vendor approved"));
    await waitForMailMatching(vendor.email, /You're approved/);
  });

  test("the approved vendor's box is in the shop", async () => {
    expect((await fetchCatalogue()).map((box) => box.name)).toContain(boxName);
    await page.goto(url("/gift-boxes"));
    await visible(page.getByText(boxName));
  });

  test("the vendor edits its business info and it persists", async () => {
    await logout(page);
    await page.goto(url("/vendor-signin"));
    const form = page.getByRole("form", { name: "Vendor sign in" });
    await form.getByLabel("Email", { exact: true }).fill(vendor.email);
    await form.getByLabel("Password", { exact: true }).fill(vendor.password);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expectPath(page, "/for-vendors");
    await visible(page.getByRole("heading", { name: /^Welcome/ }));
    await page.getByRole("button", { name: "Edit business info" }).click();
    const edit = page.getByRole("form", { name: "Edit business info" });
    await edit.getByLabel("Description (optional)").fill("Now delivering on Saturdays too.");
    await edit.getByLabel("Phone").fill("0400 222 333");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await visible(toast(page, "Business info saved"));
    await page.reload();
    const info = page.getByRole("region", { name: "Business Info" });
    await visible(info.getByText("Now delivering on Saturdays too."));
    await visible(info.getByText("0400 222 333"));
    await settle(page);
    await expectNoSeriousA11yViolations(page, "/for-vendors (approved)");
    await screenshot(page, "vendor-portal-approved");
  });

  test("Analytics and the order tabs show honest empty states", async () => {
    for (const [tab, text] of [
      ["My Orders", /orders/i],
      ["Nearby Orders", /near you/i],
      ["Analytics", /Nothing to chart yet/],
    ] as const) {
      await portalTab(tab).click();
      await visible(page.getByRole("tabpanel", { name: tab }).getByText(text).first());
      await settle(page);
      await expectNoSeriousA11yViolations(page, `/for-vendors ${tab}`);
    }
  });

  // Issue 15: /account showed a signed-in vendor two red error boxes (recipients and subscriptions are a
  // customer's). It now says where the vendor portal is.
  test("the vendor opening /account is shown the way to the portal, not a customer's errors", async () => {
    await page.goto(url("/account"));
    await visible(page.getByRole("heading", { level: 1, name: "You're signed in as a vendor" }));
    await visible(page.getByText(vendor.email, { exact: false }));
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(await page.getByText("Failed to fetch recipient profiles").count()).toBe(0);
    expect(await page.getByText("Error loading subscriptions").count()).toBe(0);
    await screenshot(page, "vendor-on-account");
    await expectNoSeriousA11yViolations(page, "/account (vendor)");

    await page.getByRole("link", { name: "Go to the Vendor Portal" }).click();
    await expectPath(page, "/for-vendors");
    await visible(page.getByRole("heading", { level: 1, name: "Vendor Portal" }));
  });
});

/**
 * Issue 17: a buyer subscribes to the vendor's own box with a card message and a personal message; the
 * order's card shows the card's words (not its key), the personal message, the recipient's phone, and
 * the box's own price as the cost; Analytics charts the upcoming order.
 */
describe("the vendor's order card and its cost", () => {
  const recipientName = "Marlo Banks";
  const personal = "bring the sunshine";
  let buyerSession: BrowserSession | undefined;

  afterAll(async () => {
    await buyerSession?.close();
  });

  test("a buyer subscribes to the vendor's box with a card message, and staff generate the orders", async () => {
    buyerSession = await launchBrowser();
    const buyerPage = buyerSession.page;
    await buyerPage.goto(url("/account"));
    await buyerPage.getByRole("tab", { name: "Create Account" }).click();
    const form = await visible(buyerPage.getByRole("form", { name: "Create account" }));
    const password = strongPassword();
    await form.getByLabel("Full name").fill("Avery Quinn");
    await form.getByLabel("Email").fill(uniqueEmail("buyer"));
    await form.getByLabel("Phone").fill("0412 987 654");
    await form.getByLabel("Password", { exact: true }).fill(password);
    await form.getByLabel("Confirm password").fill(password);
    await form.getByLabel("Street no.").fill("3");
    await form.getByLabel("Street name").fill("Gertrude Street");
    await form.getByLabel("Suburb").fill("Fitzroy");
    await form.getByLabel("City").fill("Melbourne");
    await form.getByLabel("State").selectOption("VIC");
    await form.getByLabel("Postcode").fill("3065");
    await form.getByLabel(/^What is \d+ \+ \d+\?$/).fill(String(await solveMathCheck(form)));
    await form.getByRole("button", { name: "Create Account" }).click();
    await expectPath(buyerPage, "/recipient-setup");

    const created = await buyerPage.request.post(url("/api/recipient-profiles"), {
      data: {
        fullName: recipientName,
        dateOfBirth: "1988-10-21",
        relationship: "friend",
        phoneNumber: "0400 555 777",
        streetNumber: "9",
        streetName: "Brunswick Street",
        suburb: "Fitzroy",
        state: "VIC",
        postcode: "3065",
        giftCategories: "in-bloom",
        personalMessages: [{ prompt: "I love it when you", message: personal }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const recipientId = ((await created.json()) as { id: number }).id;
    const box = (await fetchCatalogue()).find((b) => b.name === boxName);
    expect(box).toBeDefined();

    await buyerPage.goto(url(`/subscription/${box!.id}?recipient=${recipientId}`));
    const details = await visible(buyerPage.getByRole("form", { name: "Subscription details" }));
    await expect.poll(() => details.getByLabel("Recipient", { exact: true }).inputValue()).toBe(String(recipientId));
    await details.getByLabel("How often?").selectOption("monthly");
    await details.getByLabel("Recipient email").fill("marlo.banks@example.com");
    await details.getByLabel("Card message").selectOption("thinking-of-you");
    await details.getByRole("button", { name: "Continue to Checkout" }).click();
    await expectPath(buyerPage, /^\/checkout\?subscriptionId=\d+&/);
    await payWithTestCard(buyerPage, "Avery Quinn");

    const generated = await fetch(url("/api/admin/generate-fulfillment-orders"), {
      method: "POST",
      headers: { cookie: await staffCookie() },
    });
    expect(generated.status).toBe(200);
  });

  test("My Orders shows the card's words, the personal message, the phone and the box's own price", async () => {
    await page.goto(url("/for-vendors?tab=my-orders"));
    const card = await visible(page.getByRole("article", { name: recipientName }));
    await visible(card.getByText("Thinking of you", { exact: true }));
    expect(await card.getByText("thinking-of-you").count()).toBe(0);
    await visible(card.getByText(`I love it when you ${personal}`));
    await visible(card.getByRole("link", { name: "0400 555 777" }));
    await visible(card.getByText("$42.50"));
    await visible(card.getByText(`Your price for ${boxName}`));
    // Nothing of the buyer's.
    expect(await card.getByText("Avery Quinn").count()).toBe(0);
    expect(await card.getByText("0412 987 654").count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await settle(page);
    await expectNoSeriousA11yViolations(page, "/for-vendors My Orders (order card)");
    await screenshot(page, "vendor-order-card");
  });

  test("Analytics charts the week's order, with its figures as a table", async () => {
    await portalTab("Analytics").click();
    const panel = page.getByRole("tabpanel", { name: "Analytics" });
    await visible(panel.getByRole("heading", { name: "Orders per week" }));
    expect(await panel.getByText("Nothing to chart yet").count()).toBe(0);
    await panel.getByText("Show the figures as a table").click();
    await visible(panel.getByRole("table", { name: "Orders per week by status" }));
    await settle(page);
    await expectNoSeriousA11yViolations(page, "/for-vendors Analytics (with orders)");
    await screenshot(page, "vendor-analytics-weeks");
  });
});

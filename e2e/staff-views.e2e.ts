// Staff pages as issue 15 found them: times in two zones (the outbox in the viewer's, vendor history in
// Sydney's), neither labelled; a data-tools message under the previous red result; /admin/fulfillment
// scrolling sideways at 1366 px with its last columns cut off; the SQL chart's labels cut and run
// together; e-mail addresses broken mid-word in the outbox. Staff here work from a laptop set to London.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AdminVendor } from "../src/shared/schemas/admin-vendors";
import { SCRAPING_FAILED, VALID_URL_MESSAGE } from "../src/shared/schemas/data-tools";
import type { OutboxEmail } from "../src/shared/schemas/outbox";
import {
  type BrowserSession,
  DESKTOP,
  expectNoSeriousA11yViolations,
  launchBrowser,
  PHONE,
  screenshot,
} from "./support/browser";
import { watchBrowserProblems } from "./support/customer";
import { createRecipientAsBrowser, payForSubscriptionAsBrowser } from "./support/dashboard";
import { crampedChartLabels, expectEmailBrokenSensibly, expectNoSideScroll, visualLines } from "./support/layout";
import {
  BUYER_CONTACT,
  expectPath,
  fetchCatalogue,
  STAFF,
  strongPassword,
  submitSignIn,
  uniqueEmail,
  url,
  visible,
} from "./support/shop";
import { runAsSteps } from "./support/steps";

let staff: BrowserSession;
let buyer: BrowserSession;
let page: Page;
let problems: ReturnType<typeof watchBrowserProblems>;
const buyerEmail = uniqueEmail("staff-views-buyer-with-a-long-address");
const vendor = { businessName: `Wattle Lane Flowers ${Date.now().toString(36)}`, email: uniqueEmail("wattle-lane") };

/** Sydney's wall clock for an instant, labelled with its zone: what every staff page must show. */
const sydney = (instant: string, withSeconds = false) =>
  new Intl.DateTimeFormat("en-AU", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(withSeconds && { second: "2-digit" }),
    timeZone: "Australia/Sydney",
    timeZoneName: "short",
  }).format(new Date(instant));

const panel = () => page.getByRole("tabpanel");

async function signUpBuyer(buyerPage: Page): Promise<void> {
  const response = await buyerPage.request.post(url("/api/auth/register"), {
    data: {
      fullName: "Ellery Staffview",
      email: buyerEmail,
      password: strongPassword(),
      ...BUYER_CONTACT,
    },
  });
  if (response.status() !== 201) throw new Error(`register answered ${response.status()}: ${await response.text()}`);
}

beforeAll(async () => {
  // A buyer with a paid subscription (a payment for the charts, an order for fulfilment, a welcome
  // e-mail for the outbox) and a vendor application (a decision history).
  buyer = await launchBrowser();
  await signUpBuyer(buyer.page);
  const recipientId = await createRecipientAsBrowser(buyer.page, {
    fullName: "Indigo Staffview",
    giftCategories: "in-bloom",
  });
  await payForSubscriptionAsBrowser(buyer.page, { recipientId, giftBoxId: 1, frequency: "monthly" });
  // A second box with a long name, paid a year upfront: long bar labels and four-digit figures for the chart.
  const savour = (await fetchCatalogue()).find((box) => box.name === "Moments to Savour");
  if (!savour) throw new Error("the catalogue has no Moments to Savour box");
  const second = await createRecipientAsBrowser(buyer.page, { fullName: "Juniper Staffview", state: "NSW" });
  await payForSubscriptionAsBrowser(buyer.page, { recipientId: second, giftBoxId: savour.id, frequency: "annual" });
  const applied = await fetch(url("/api/vendor/apply"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      businessName: vendor.businessName,
      contactName: "Wren Wattle",
      email: vendor.email,
      phone: "0398 765 432",
      password: strongPassword(),
      businessAddress: "12 Sydney Road",
      suburb: "Brunswick",
      state: "VIC",
      postcode: "3056",
      businessType: "florist",
      serviceArea: "Inner north of Melbourne",
      description: "Seasonal posies, wrapped in paper.",
      agreeTerms: true,
    }),
  });
  if (applied.status !== 201) throw new Error(`vendor application answered ${applied.status}: ${await applied.text()}`);

  staff = await launchBrowser({ timezoneId: "Europe/London" });
  page = staff.page;
  problems = watchBrowserProblems(page);
});

runAsSteps("staff views", () => problems);

afterAll(async () => {
  await staff?.close();
  await buyer?.close();
});

describe("staff views", () => {
  test("1. the outbox shows Sydney time, labelled, to staff whose laptop is in London", async () => {
    await submitSignIn(page, STAFF.email, STAFF.password);
    await expectPath(page, "/admin/vendors");
    // Orders for the fulfilment page, generated with this session (one sign-in for the whole file).
    const generated = await page.request.post(url("/api/admin/generate-fulfillment-orders"));
    expect(generated.ok()).toBe(true);
    const outbox = await page.request.get(url("/api/admin/outbox"));
    const welcome = ((await outbox.json()) as OutboxEmail[]).find((email) => email.toAddress === buyerEmail);
    if (!welcome) throw new Error(`no e-mail to ${buyerEmail} in the outbox`);

    await page.goto(url("/admin/outbox"));
    await visible(page.getByRole("columnheader", { name: "Created (Sydney time)" }));
    const row = await visible(page.getByRole("row").filter({ hasText: buyerEmail }).first());
    const created = (await row.getByRole("cell").first().textContent())?.trim();
    expect(created).toBe(sydney(welcome.createdAt));
    expect(created).toMatch(/ AE[DS]T$/);
  });

  test("2. the outbox breaks e-mail addresses only between words, on a phone and a laptop", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      const row = page.getByRole("row").filter({ hasText: buyerEmail }).first();
      expectEmailBrokenSensibly(await visualLines(row.getByRole("cell").nth(1)), buyerEmail);
    }
    await screenshot(page, "staff-outbox");
    await expectNoSeriousA11yViolations(page, "/admin/outbox");
  });

  test("3. vendor history uses the same zone, labelled", async () => {
    const pending = await page.request.get(url("/api/admin/vendors?status=pending"));
    const applicant = ((await pending.json()) as AdminVendor[]).find((v) => v.name === vendor.businessName);
    if (!applicant) throw new Error("the vendor is not in the pending list");
    // A decision (a rejection: a rejected vendor is routed no orders, so other journeys are not disturbed).
    const rejected = await page.request.post(url(`/api/admin/vendors/${applicant.id}/reject`), {
      data: { reason: "Outside the areas we serve for now." },
    });
    expect(rejected.status()).toBe(200);
    const decided = ((await rejected.json()) as AdminVendor).history.at(-1)!;

    await page.goto(url("/admin/vendors?status=rejected"));
    const card = await visible(page.getByRole("article", { name: vendor.businessName }));
    const line = await visible(card.getByRole("listitem").filter({ hasText: "Not approved by" }));
    expect(await line.textContent()).toContain(sydney(decided.at));
    await screenshot(page, "staff-vendor-history");
  });

  test("4. data tools: a request the form refuses clears the previous red result", async () => {
    await page.goto(url("/data-tools"));
    await page.getByRole("tab", { name: "Web Scraping" }).click();
    await panel().getByLabel("Page URL").fill("http://127.0.0.1/admin");
    await panel().getByRole("button", { name: "Scrape" }).click();
    await visible(panel().getByRole("alert").filter({ hasText: SCRAPING_FAILED }));

    await panel().getByLabel("Page URL").fill("not a web address");
    await panel().getByRole("button", { name: "Scrape" }).click();
    await visible(panel().getByText(VALID_URL_MESSAGE));
    expect(await panel().getByRole("alert").allTextContents()).toEqual([VALID_URL_MESSAGE]);
    await screenshot(page, "staff-data-tools-refused");
  });

  test("5. the SQL chart's labels fit and stand apart, on a phone and a laptop", async () => {
    await page.getByRole("tab", { name: "SQL Translation" }).click();
    for (const question of [
      "Average price of gift boxes by category",
      "Revenue by month this year",
      "Top 5 gift boxes by subscriptions",
    ]) {
      await page.setViewportSize(PHONE);
      await panel().getByLabel("Question").fill(question);
      // Each answer in turn: the translation of this question, then its run.
      const translated = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/translate-sql");
      await panel().getByRole("button", { name: "Translate" }).click();
      expect((await translated).status()).toBe(200);
      const ran = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/translate-sql/run");
      await panel().getByRole("button", { name: "Run on the shop's data" }).click();
      expect((await ran).status()).toBe(200);
      const chart = await visible(panel().getByRole("img", { name: /chart/i }));
      await expect.poll(() => chart.locator("svg").count()).toBeGreaterThan(0);
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await expect
          .poll(() => crampedChartLabels(chart), { message: `${question} at ${viewport.width} px` })
          .toEqual([]);
      }
    }
    await screenshot(page, "staff-sql-chart");
    await expectNoSeriousA11yViolations(page, "/data-tools (chart)");
  });

  test("5b. a question with a second count says what it understood and shows both counts", async () => {
    await page.setViewportSize(DESKTOP);
    const question = "Deliveries per day over the next fortnight, and how many of them are unassigned?";
    await panel().getByLabel("Question").fill(question);
    const translated = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/translate-sql");
    await panel().getByRole("button", { name: "Translate" }).click();
    expect((await translated).status()).toBe(200);
    await visible(panel().getByText(/and how many of them are not assigned to a vendor/));
    const ran = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/translate-sql/run");
    await panel().getByRole("button", { name: "Run on the shop's data" }).click();
    expect((await ran).status()).toBe(200);
    const table = await visible(panel().getByRole("table"));
    for (const heading of ["Day", "Count", "Of which"])
      await visible(table.getByRole("columnheader", { name: heading, exact: true }));
    await screenshot(page, "staff-sql-second-count");
    await expectNoSeriousA11yViolations(page, "/data-tools (second count)");
  });

  test("6. /admin/fulfillment fits a 1366 px screen: every column in view, no sideways scrolling", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(url("/admin/fulfillment"));
    const table = await visible(page.getByRole("region", { name: "Fulfilment orders" }));
    await visible(table.getByRole("row").filter({ hasText: "Indigo Staffview" }).first());
    await expectNoSideScroll(table, "the orders table");
    await expectNoSideScroll(page.locator("html"), "the page");
    for (const column of ["Order", "Recipient", "Vendor and status", "Delivery and cost", "Dispatch", "Details"]) {
      const header = table.getByRole("columnheader", { name: column });
      const box = await header.boundingBox();
      expect(box, column).not.toBeNull();
      expect(box!.x + box!.width, `${column} is cut off`).toBeLessThanOrEqual(DESKTOP.width);
    }
    const row = table.getByRole("row").filter({ hasText: "Indigo Staffview" }).first();
    await row.getByRole("button", { name: /^Details of order/ }).click();
    const orderId = ((await row.getByRole("rowheader").textContent()) ?? "").match(/#(\d+)/)?.[1];
    await visible(table.getByLabel(`Notes for order ${orderId}`));
    await expectNoSideScroll(table, "the orders table with details open");
    await screenshot(page, "staff-fulfilment");
    await expectNoSeriousA11yViolations(page, "/admin/fulfillment");
  });
});

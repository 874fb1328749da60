// Issue 19, staff's Customers: a buyer pays an annual In Bloom plan; staff sign in, open Customers from
// the staff navigation, find the buyer by part of the surname and by part of the e-mail, open them,
// and refund one delivery with a reason (a missing reason is refused first). The page shows the refund
// recorded (the delivery Refunded, a negative payment with the reason), and the buyer is e-mailed the
// amount and the reason. Axe on each page and on the dialog; phone and desktop screenshots.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  type BrowserSession,
  expectNoSeriousA11yViolations,
  launchBrowser,
  nextClientAddress,
  screenshot,
  settle,
} from "./support/browser";
import { watchBrowserProblems } from "./support/customer";
import { createRecipientAsBrowser, payForSubscriptionAsBrowser } from "./support/dashboard";
import { inBloomBoxId } from "./support/fulfilment";
import { waitForMailMatching } from "./support/mailbox";
import {
  BUYER_CONTACT,
  expectPath,
  signInAsStaff,
  strongPassword,
  submitSignIn,
  uniqueEmail,
  url,
  visible,
} from "./support/shop";
import { runAsSteps } from "./support/steps";

const buyer = { fullName: "Odessa Quennellby", email: uniqueEmail("odessa.q"), password: strongPassword() };
const reason = "The recipient is travelling overseas that month.";

let shopper: BrowserSession;
let staff: BrowserSession;
let page: Page;
let problems: ReturnType<typeof watchBrowserProblems>;
let subscriptionId = 0;

runAsSteps("customer-search", () => problems);

beforeAll(async () => {
  [shopper, staff] = await Promise.all([launchBrowser(), launchBrowser()]);
  page = staff.page;
  problems = watchBrowserProblems(page);
});

afterAll(async () => {
  await Promise.all([shopper?.close(), staff?.close()]);
});

const searchBox = () => page.getByRole("searchbox", { name: "Name or e-mail" });
const results = () => page.getByRole("region", { name: "Results" });

describe("staff find a customer and refund a delivery", () => {
  test("1. a buyer signs up and pays an annual In Bloom plan", async () => {
    const registered = await fetch(url("/api/auth/register"), {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextClientAddress() },
      body: JSON.stringify({
        ...buyer,
        ...BUYER_CONTACT,
        streetNumber: "9",
        streetName: "Wattle Street",
      }),
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    await submitSignIn(shopper.page, buyer.email, buyer.password);
    await expectPath(shopper.page, "/recipient-setup");
    const recipientId = await createRecipientAsBrowser(shopper.page, { fullName: "Imogen Ashworth", state: "VIC" });
    const checkout = await payForSubscriptionAsBrowser(shopper.page, {
      recipientId,
      giftBoxId: await inBloomBoxId(),
      frequency: "annual",
    });
    subscriptionId = checkout.subscriptionId;
  });

  test("2. staff open Customers from the staff navigation", async () => {
    await signInAsStaff(page);
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Customers" }).click();
    await expectPath(page, "/admin/customers");
    await visible(page.getByRole("heading", { level: 1, name: "Customers" }));
    await visible(searchBox());
    await settle(page);
    await expectNoSeriousA11yViolations(page, "/admin/customers (empty)");
    await screenshot(page, "customer-search-empty");
  });

  test("3. part of the surname finds the buyer; one letter asks for more", async () => {
    await searchBox().fill("q");
    await visible(results().getByText(/at least 2 characters/));
    await searchBox().fill("QUENNELL");
    const link = await visible(results().getByRole("link", { name: new RegExp(buyer.fullName) }));
    await expect.poll(() => link.textContent()).toContain(buyer.email);
    await expectPath(page, "/admin/customers?q=QUENNELL");
    await expect.poll(() => searchBox().evaluate((el) => el === document.activeElement)).toBe(true);
    await settle(page);
    await expectNoSeriousA11yViolations(page, "/admin/customers (found by name)");
    await screenshot(page, "customer-search-by-name");
  });

  test("4. part of the e-mail finds the buyer too (the Search button, by keyboard)", async () => {
    const part = buyer.email.split("@")[0]!.slice(0, 14);
    await searchBox().fill(part);
    await page.keyboard.press("Enter");
    await expectPath(page, `/admin/customers?q=${encodeURIComponent(part)}`);
    await visible(results().getByRole("link", { name: new RegExp(buyer.fullName) }));
    await results()
      .getByRole("link", { name: new RegExp(buyer.fullName) })
      .click();
    await expectPath(page, /^\/admin\/customers\/\d+$/);
    await visible(page.getByRole("heading", { level: 1, name: buyer.fullName }));
  });

  test("5. the customer's page shows the subscription, its deliveries and its payment", async () => {
    const subscription = await visible(page.getByRole("region", { name: /for Imogen Ashworth/ }));
    const deliveries = subscription.getByRole("table", { name: /Deliveries/ });
    // An annual monthly plan: 12 deliveries, each paid by the first payment.
    await expect.poll(() => deliveries.getByRole("row").count()).toBe(13);
    await visible(subscription.getByRole("table", { name: /Payments/ }).getByText(/First payment/));
    await settle(page);
    await expectNoSeriousA11yViolations(page, "/admin/customers/:id");
    await screenshot(page, "customer-detail");
  });

  test("6. a refund asks for a reason, shows the amount, and is recorded and e-mailed", async () => {
    const subscription = page.getByRole("region", { name: /for Imogen Ashworth/ });
    const second = subscription
      .getByRole("table", { name: /Deliveries/ })
      .getByRole("row")
      .nth(2);
    const date = (await second.getByRole("rowheader").textContent())!.trim();
    const amount = (await second.getByRole("cell").nth(2).textContent())!.trim();
    expect(amount).toMatch(/^\$\d+\.\d\d$/);

    const trigger = second.getByRole("button", { name: `Refund the delivery on ${date}` });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = await visible(page.getByRole("dialog", { name: `Refund the delivery on ${date}?` }));
    await visible(dialog.getByText(new RegExp(`^\\${amount} \\(including \\$[\\d.]+ GST\\) goes back`)));
    await expect
      .poll(() => dialog.getByLabel("Reason (sent to the customer)").evaluate((el) => el === document.activeElement))
      .toBe(true);
    await settle(page);
    await expectNoSeriousA11yViolations(page, "refund dialog");
    await screenshot(page, "customer-refund-dialog");

    await dialog.getByRole("button", { name: `Refund ${amount}` }).click();
    await visible(dialog.getByRole("alert").filter({ hasText: /give a reason/ }));
    await dialog.getByLabel("Reason (sent to the customer)").fill(reason);
    await dialog.getByRole("button", { name: `Refund ${amount}` }).click();
    await dialog.waitFor({ state: "detached" });

    const message = await visible(page.getByText(new RegExp(`^Refunded \\${amount} .* for the delivery on ${date}`)));
    await expect.poll(() => message.evaluate((el) => el === document.activeElement)).toBe(true);
    await visible(second.getByRole("cell", { name: "Refunded" }));
    await expect.poll(() => second.getByRole("button").count()).toBe(0);
    const refundRow = subscription
      .getByRole("table", { name: /Payments/ })
      .getByRole("row")
      .filter({ hasText: "Refund" });
    await visible(refundRow.getByText(`-${amount}`));
    await visible(refundRow.getByText(`Reason: ${reason}`));
    await settle(page);
    await expectNoSeriousA11yViolations(page, "/admin/customers/:id after the refund");
    await screenshot(page, "customer-refunded");

    const [mail] = await waitForMailMatching(
      buyer.email,
      new RegExp(`refunded \\${amount} \\(including[\\s\\S]*Why: ${reason}`),
    );
    expect(mail).toContain(reason);
    expect(subscriptionId).toBeGreaterThan(0);
  });
});

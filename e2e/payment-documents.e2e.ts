// /billing/:id lists the payments made, each with a link that downloads its PDF (made by the server:
// "Tax invoice" when the shop runs with SHOP_ABN, "Receipt" without). The buyer pays through the
// public API with the browser's own session, then downloads the document as a person would.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pdfTextLines } from "../test/support/pdf-text";
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
import { expectPath, registerViaApi, submitSignIn, type TestCustomer, url, visible } from "./support/shop";
import { runAsSteps } from "./support/steps";

let session: BrowserSession;
let page: Page;
let problems: ReturnType<typeof watchBrowserProblems>;
let customer: TestCustomer;
let subscriptionId = 0;

const payments = () => page.getByRole("region", { name: "Payments made" });
/** The link of the $175.00 first payment: its name says which payment it is for. */
const documentLink = () =>
  payments()
    .getByRole("link", {
      name: /^Download (receipt|tax invoice) for the payment of \$175\.00 on \d{1,2} \w{3} \d{4} \(PDF\)$/,
    })
    .locator("visible=true");

beforeAll(async () => {
  customer = await registerViaApi("documents");
  session = await launchBrowser();
  page = session.page;
  problems = watchBrowserProblems(page);
});

runAsSteps("payment-documents", () => problems);

afterAll(async () => {
  await session?.close();
});

describe("/billing/:id payment documents", () => {
  test("1. a buyer pays $175.00 (a month's box and a special date)", async () => {
    await submitSignIn(page, customer.email, customer.password);
    await expectPath(page, "/recipient-setup");
    const recipientId = await createRecipientAsBrowser(page, { fullName: "Morgan Ash", giftCategories: "in-bloom" });
    const paid = await payForSubscriptionAsBrowser(page, {
      recipientId,
      giftBoxId: 1,
      frequency: "monthly",
      addOns: [{ key: "valentines" }],
    });
    expect(paid.amountCents).toBe(17_500);
    subscriptionId = paid.subscriptionId;
  });

  test("2. the billing page's link downloads the payment's PDF with its amounts", async () => {
    await page.goto(url(`/billing/${subscriptionId}`));
    const link = await visible(documentLink());
    const title = (await link.textContent())?.match(/Download (receipt|tax invoice)/)?.[1];
    expect(title).toBeDefined();
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const slug = title === "receipt" ? "receipt" : "tax-invoice";
    expect(download.suggestedFilename()).toMatch(new RegExp(`^forget-me-not-${slug}-FMN-P\\d{6}\\.pdf$`));
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const lines = await pdfTextLines(pdf);
    expect(lines[0]).toBe(title === "receipt" ? "Receipt" : "Tax invoice");
    expect(lines).toContain("Total paid $175.00");
    expect(lines).toContain("Total includes GST of $15.91");
    expect(lines.join("\n")).toContain(customer.fullName);
    // Still on the billing page: the download did not navigate away.
    await expectPath(page, `/billing/${subscriptionId}`);
  });

  test("3. the link is there on a phone too; screenshots and axe", async () => {
    await page.setViewportSize(PHONE);
    await visible(documentLink());
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "billing-payment-documents");
    await expectNoSeriousA11yViolations(page, "/billing (payment documents)");
  });
});

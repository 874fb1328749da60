// /account for a signed-in vendor, as issue 15 found it: two red error boxes (recipients and
// subscriptions are a customer's). It now says the account is a vendor's and leads to the portal; a
// vendor signing in on /account lands in the portal too.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type BrowserSession, expectNoSeriousA11yViolations, launchBrowser, screenshot } from "./support/browser";
import { watchBrowserProblems } from "./support/customer";
import { expectPath, logout, strongPassword, submitSignIn, uniqueEmail, url, visible } from "./support/shop";
import { runAsSteps } from "./support/steps";

let session: BrowserSession;
let page: Page;
let problems: ReturnType<typeof watchBrowserProblems>;
const vendor = {
  businessName: `Saltbush Bakehouse ${Date.now().toString(36)}`,
  email: uniqueEmail("saltbush"),
  password: strongPassword(),
};

beforeAll(async () => {
  // A pending bakery (pending vendors sign in at once; no orders are routed to them).
  const applied = await fetch(url("/api/vendor/apply"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      businessName: vendor.businessName,
      contactName: "Kit Saltbush",
      email: vendor.email,
      phone: "0398 765 432",
      password: vendor.password,
      businessAddress: "40 Lygon Street",
      suburb: "Carlton",
      state: "VIC",
      postcode: "3053",
      businessType: "gourmet",
      serviceArea: "Carlton and nearby suburbs",
      description: "Sourdough, biscuits and seasonal tarts.",
      agreeTerms: true,
    }),
  });
  if (applied.status !== 201) throw new Error(`vendor application answered ${applied.status}: ${await applied.text()}`);
  session = await launchBrowser();
  page = session.page;
  problems = watchBrowserProblems(page);
});

runAsSteps("a vendor on /account", () => problems);

afterAll(async () => {
  await session?.close();
});

describe("a vendor on /account", () => {
  test("1. sees where the vendor portal is, and no error", async () => {
    await page.goto(url("/vendor-signin"));
    const form = await visible(page.getByRole("form", { name: "Vendor sign in" }));
    await form.getByLabel("Email", { exact: true }).fill(vendor.email);
    await form.getByLabel("Password", { exact: true }).fill(vendor.password);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expectPath(page, "/for-vendors");
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

  test("2. signing in on /account with the vendor's account leads to the portal", async () => {
    await logout(page, "/vendor-signin");
    await page.goto(url("/account"));
    await submitSignIn(page, vendor.email, vendor.password);
    await expectPath(page, "/for-vendors");
    await visible(page.getByRole("heading", { level: 1, name: "Vendor Portal" }));
  });
});

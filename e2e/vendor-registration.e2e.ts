import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type BrowserSession, expectNoSeriousA11yViolations, launchBrowser, screenshot } from "./support/browser";
import { toast, uniqueEmail, url, visible } from "./support/shop";

/**
 * The portal's "Become a Vendor" form shows for a vendor account without a supplier record. The
 * application always makes one, so no page of the shop makes such an account: the browser is told
 * this vendor has none (GET /api/suppliers answers 404), and the form then talks to the real server,
 * which refuses a second record with its own message.
 */
let session: BrowserSession;
let page: Page;
const email = uniqueEmail("vendor-reg");
const password = "bloom password 42";

beforeAll(async () => {
  session = await launchBrowser();
  page = session.page;
  const applied = await page.request.post(url("/api/vendor/apply"), {
    headers: { origin: url("") },
    data: {
      businessName: "Gumnut Gifts",
      contactName: "Gus Nutt",
      email,
      phone: "0298 111 222",
      password,
      businessAddress: "3 King Street",
      suburb: "Newtown",
      state: "NSW",
      postcode: "2042",
      businessType: "other",
      serviceArea: "2042 and surrounds",
      description: "Hampers of local goods, packed to order.",
      agreeTerms: true,
    },
  });
  expect(applied.status()).toBe(201);
  await page.route(/\/api\/suppliers\?userId=\d+$/, (route) =>
    route.request().method() === "GET"
      ? route.fulfill({
          status: 404,
          contentType: "application/json",
          body: '{"code":"NOT_FOUND","message":"No supplier record"}',
        })
      : route.continue(),
  );
});

afterAll(async () => {
  await session?.close();
});

describe("the portal's Become a Vendor form", () => {
  test("shows for a vendor without a supplier record, with the spec's messages", async () => {
    await page.goto(url("/vendor-signin"));
    const signIn = page.getByRole("form", { name: "Vendor sign in" });
    await signIn.getByLabel("Email", { exact: true }).fill(email);
    await signIn.getByLabel("Password", { exact: true }).fill(password);
    await signIn.getByRole("button", { name: "Sign In" }).click();
    const form = page.getByRole("form", { name: "Become a Vendor" });
    await visible(form);
    expect(await form.getByLabel("Service radius (km)").inputValue()).toBe("40");
    // What the account already knows is filled in.
    expect(await form.getByLabel("Phone").inputValue()).toBe("0298 111 222");
    await form.getByRole("button", { name: "Register as a vendor" }).click();
    for (const message of [
      "Business name must be at least 2 characters",
      "Please enter a valid address",
      "Please select at least one category you can fulfill",
    ]) {
      await visible(form.getByText(message, { exact: true }));
    }
    await expectNoSeriousA11yViolations(page, "/for-vendors registration");
    await screenshot(page, "vendor-portal-registration");
  });

  test("a refusal from the server shows the spec's 'Registration failed' toast with its reason", async () => {
    const form = page.getByRole("form", { name: "Become a Vendor" });
    await form.getByLabel("Business name").fill("Gumnut Gifts");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("0298 111 222");
    await form.getByLabel("Street address").fill("3 King Street");
    await form.getByLabel("City or suburb").fill("Newtown");
    await form.getByLabel("State").selectOption("NSW");
    await form.getByLabel("Postcode").fill("2042");
    await form.getByRole("checkbox", { name: /^Gourmet/ }).check();
    await form.getByRole("button", { name: "Register as a vendor" }).click();
    await visible(toast(page, "Registration failed"));
    await visible(page.getByRole("region", { name: /Notifications/ }).getByText("You already have a supplier record."));
  });
});

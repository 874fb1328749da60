// Account security through the real pages: changing the sign-in e-mail asks for the current
// password; "Sign out of other devices" ends another browser's session; a password change keeps this
// session and ends the others; signing in as someone else (a vendor) in the same browser ends the
// customer's session there. Two browsers stand for two devices of one customer.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type BrowserSession, expectNoSeriousA11yViolations, launchBrowser, screenshot } from "./support/browser";
import { watchBrowserProblems } from "./support/customer";
import {
  expectPath,
  registerViaApi,
  signInForm,
  strongPassword,
  submitSignIn,
  type TestCustomer,
  toast,
  uniqueEmail,
  url,
  visible,
} from "./support/shop";
import { runAsSteps } from "./support/steps";

let laptop: BrowserSession;
let phone: BrowserSession;
let page: Page;
let problems: ReturnType<typeof watchBrowserProblems>;
let customer: TestCustomer;
const newEmail = uniqueEmail("moved");
const newPassword = strongPassword();

beforeAll(async () => {
  customer = await registerViaApi("security");
  laptop = await launchBrowser();
  phone = await launchBrowser();
  page = laptop.page;
  problems = watchBrowserProblems(page);
});

runAsSteps("account-security", () => problems);

afterAll(async () => {
  await laptop?.close();
  await phone?.close();
});

/** Signs a browser in (a customer without recipients lands on recipient setup) and opens its account page. */
async function signedInAccount(browser: Page, email: string, password: string) {
  await submitSignIn(browser, email, password);
  await expectPath(browser, "/recipient-setup");
  await browser.goto(url("/account"));
  await visible(browser.getByRole("heading", { level: 1, name: /^Welcome/ }));
}

/** The phone's account page, reloaded: signed in (the welcome heading) or sent back to the sign-in form. */
async function phoneIsSignedIn(): Promise<boolean> {
  await phone.page.goto(url("/account"));
  const welcome = phone.page.getByRole("heading", { level: 1, name: /^Welcome/ });
  await Promise.race([welcome.waitFor(), signInForm(phone.page).waitFor()]);
  return welcome.isVisible();
}

const securityCard = () => page.getByRole("region", { name: "Password and devices" });

describe("account security", () => {
  test("1. both devices sign in; the account page shows Password and devices", async () => {
    await signedInAccount(page, customer.email, customer.password);
    await signedInAccount(phone.page, customer.email, customer.password);
    await visible(securityCard().getByRole("button", { name: "Change password" }));
    await visible(securityCard().getByRole("button", { name: "Sign out of other devices" }));
    await securityCard().scrollIntoViewIfNeeded();
    await screenshot(page, "account-security");
    await expectNoSeriousA11yViolations(page, "/account (signed in)");
  });

  test("2. changing the e-mail asks for the current password", async () => {
    await page.getByRole("button", { name: "Edit profile" }).click();
    const form = await visible(page.getByRole("form", { name: "Edit your profile" }));
    expect(await form.getByLabel("Current password").count()).toBe(0);
    await form.getByLabel("Email").fill(newEmail);
    const current = await visible(form.getByLabel("Current password"));
    await form.getByRole("button", { name: "Save Profile" }).click();
    await visible(form.getByText("Please enter your current password."));
    await screenshot(page, "account-email-change");
    await expectNoSeriousA11yViolations(page, "/account (e-mail change)");

    await current.fill("not my password");
    await form.getByRole("button", { name: "Save Profile" }).click();
    await visible(form.getByText("Your current password is not correct."));

    await current.fill(customer.password);
    await form.getByRole("button", { name: "Save Profile" }).click();
    await visible(toast(page, "Profile updated"));
    await form.waitFor({ state: "detached" });
    await visible(page.getByRole("region", { name: "Your profile" }).getByText(newEmail));
  });

  test("3. Sign out of other devices ends the phone's session and keeps this one", async () => {
    expect(await phoneIsSignedIn()).toBe(true);
    await securityCard().getByRole("button", { name: "Sign out of other devices" }).click();
    await visible(toast(page, "Signed out of other devices"));
    // The phone, and the session registration opened (registerViaApi signs in too).
    await visible(toast(page, "2 other sessions were signed out. You're still signed in here."));
    expect(await phoneIsSignedIn()).toBe(false);
    await page.reload();
    await visible(page.getByRole("heading", { level: 1, name: /^Welcome/ }));
  });

  test("4. a password change needs the current password, keeps this session and ends the phone's", async () => {
    await signedInAccount(phone.page, newEmail, customer.password);
    await securityCard().getByRole("button", { name: "Change password" }).click();
    const form = await visible(page.getByRole("form", { name: "Change password" }));
    await form.getByLabel("Current password").fill("not my password");
    await form.getByLabel("New password", { exact: true }).fill(newPassword);
    await form.getByLabel("Confirm new password").fill(`${newPassword}x`);
    await form.getByRole("button", { name: "Change password" }).click();
    await visible(form.getByText("Passwords don't match"));
    await form.getByLabel("Confirm new password").fill(newPassword);
    await form.getByRole("button", { name: "Change password" }).click();
    await visible(form.getByText("Your current password is not correct."));
    await screenshot(page, "account-change-password");
    await expectNoSeriousA11yViolations(page, "/account (change password)");

    await form.getByLabel("Current password").fill(customer.password);
    await form.getByRole("button", { name: "Change password" }).click();
    await visible(toast(page, "Password changed"));
    await form.waitFor({ state: "detached" });
    expect(await phoneIsSignedIn()).toBe(false);
    await page.reload();
    await visible(page.getByRole("heading", { level: 1, name: /^Welcome/ }));
  });

  test("5. the new e-mail and password sign in; the old password does not", async () => {
    await submitSignIn(phone.page, newEmail, customer.password);
    await visible(signInForm(phone.page).getByRole("alert").filter({ hasText: "Invalid email or password" }));
    await signedInAccount(phone.page, newEmail, newPassword);
  });
});

describe("signing in as someone else in the same browser", () => {
  const vendor = { email: uniqueEmail("same-browser-vendor"), password: strongPassword() };

  /** Who the server says a session cookie belongs to (asked without any browser). */
  async function sessionOwner(token: string): Promise<string | null> {
    const response = await fetch(url("/api/auth/session"), { headers: { cookie: `fmn_session=${token}` } });
    return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null;
  }

  test("6. the vendor sign-in says who is signed in, and signing in ends the customer's session", async () => {
    const applied = await fetch(url("/api/vendor/apply"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        businessName: "Wattle & Wren",
        contactName: "Wren Vendor",
        email: vendor.email,
        phone: "0398 765 432",
        password: vendor.password,
        businessAddress: "8 Brunswick Street",
        suburb: "Fitzroy",
        state: "VIC",
        postcode: "3065",
        businessType: "florist",
        serviceArea: "3065 and surrounds",
        description: "Posies wrapped in paper.",
        agreeTerms: true,
      }),
    });
    expect(applied.status).toBe(201);

    // The phone is signed in as the customer (step 5).
    const customerToken = (await phone.context.cookies()).find((c) => c.name === "fmn_session")!.value;
    expect(await sessionOwner(customerToken)).toBe(newEmail);

    await phone.page.goto(url("/vendor-signin"));
    await visible(
      phone.page.getByText(
        `You're signed in as ${customer.fullName}. Signing in as a vendor signs you out of that account on this device.`,
      ),
    );
    await screenshot(phone.page, "vendor-signin-while-signed-in");
    await expectNoSeriousA11yViolations(phone.page, "/vendor-signin (signed in as a customer)");

    const form = phone.page.getByRole("form", { name: "Vendor sign in" });
    await form.getByLabel("Email", { exact: true }).fill(vendor.email);
    await form.getByLabel("Password", { exact: true }).fill(vendor.password);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expectPath(phone.page, "/for-vendors");
    await visible(phone.page.getByRole("heading", { level: 1, name: "Vendor Portal" }));
    const vendorToken = (await phone.context.cookies()).find((c) => c.name === "fmn_session")!.value;
    expect(vendorToken).not.toBe(customerToken);
    expect(await sessionOwner(vendorToken)).toBe(vendor.email);
    // The customer's session from this browser is over, not merely forgotten by it.
    expect(await sessionOwner(customerToken)).toBeNull();
    // The same customer on the laptop is still signed in.
    await page.reload();
    await visible(page.getByRole("heading", { level: 1, name: /^Welcome/ }));
  });
});

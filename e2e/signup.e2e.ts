import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type BrowserSession, expectNoSeriousA11yViolations, launchBrowser, screenshot } from "./support/browser";
import {
  expectPath,
  expectSignedInHeader,
  expectSignedOutHeader,
  logout,
  signInForm,
  strongPassword,
  submitSignIn,
  toast,
  uniqueEmail,
  url,
  visible,
} from "./support/shop";

let session: BrowserSession;
let page: Page;

const customer = { fullName: "Avery Signup", email: uniqueEmail("signup"), password: strongPassword() };

beforeAll(async () => {
  session = await launchBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

const registerForm = () => page.getByRole("form", { name: "Create account" });
const securityAnswer = () => registerForm().getByLabel(/^What is \d+ \+ \d+\?$/);

/** Reads "What is A + B?" from the security check's label and returns A + B. */
async function solveMathCheck(): Promise<number> {
  await visible(securityAnswer());
  const label =
    (await registerForm()
      .getByText(/^What is \d+ \+ \d+\?$/)
      .textContent()) ?? "";
  const match = label.match(/What is (\d+) \+ (\d+)\?/);
  if (!match) throw new Error(`unexpected security question "${label}"`);
  return Number(match[1]) + Number(match[2]);
}

describe("creating an account and signing in", () => {
  test("Log in to Subscribe on a gift box leads to /account", async () => {
    await page.goto(url("/gift-box/1"));
    await visible(page.getByRole("heading", { level: 1 }));
    await expectSignedOutHeader(page);
    await page.getByRole("link", { name: "Log in to Subscribe" }).click();
    await expectPath(page, "/account");
    await visible(signInForm(page));

    await screenshot(page, "account-sign-in");
    await expectNoSeriousA11yViolations(page, "/account (Sign In tab)");
  });

  test("the Create Account tab registers a customer after the math check", async () => {
    await page.getByRole("tab", { name: "Create Account" }).click();
    const form = await visible(registerForm());

    await form.getByLabel("Full name").fill(customer.fullName);
    await form.getByLabel("Email").fill(customer.email);
    await form.getByLabel("Phone").fill("0412 345 678");
    await form.getByLabel("Password", { exact: true }).fill(customer.password);
    await form.getByLabel("Confirm password").fill(customer.password);
    await form.getByLabel("Street no.").fill("12");
    await form.getByLabel("Street name").fill("Brunswick Street");
    await form.getByLabel("Apartment / unit (optional)").fill("3");
    await form.getByLabel("Suburb").fill("Fitzroy");
    await form.getByLabel("City").fill("Melbourne");
    await form.getByLabel("State").selectOption("VIC");
    await form.getByLabel("Postcode").fill("3065");
    expect(await form.getByLabel("Country").inputValue()).toBe("Australia");

    await screenshot(page, "account-create");
    await expectNoSeriousA11yViolations(page, "/account (Create Account tab)");

    // A wrong answer: toast, a new question, the answer cleared, no account yet.
    const wrong = (await solveMathCheck()) + 1;
    await securityAnswer().fill(String(wrong));
    await form.getByRole("button", { name: "Create Account" }).click();
    await visible(toast(page, "Security check failed"));
    await visible(toast(page, "Please solve the math problem correctly"));
    await expect.poll(() => securityAnswer().inputValue()).toBe("");
    await expectPath(page, "/account");

    // The right answer to the new question.
    await securityAnswer().fill(String(await solveMathCheck()));
    await form.getByRole("button", { name: "Create Account" }).click();
    await expectPath(page, "/recipient-setup");
    await expectSignedInHeader(page);
  });

  test("Logout returns to /account and the header offers Join / Log In", async () => {
    await logout(page);
    await visible(signInForm(page));
  });

  test("signing back in with the same credentials works", async () => {
    await submitSignIn(page, customer.email, customer.password);
    // No recipient profiles yet, so the shop continues to recipient setup.
    await expectPath(page, "/recipient-setup");
    await expectSignedInHeader(page);
  });

  test("a wrong password is refused with Invalid email or password", async () => {
    await logout(page);
    await submitSignIn(page, customer.email, `${customer.password}-wrong`);
    await visible(signInForm(page).getByRole("alert").filter({ hasText: "Invalid email or password" }));
    await expectPath(page, "/account");
    await expectSignedOutHeader(page);
  });
});

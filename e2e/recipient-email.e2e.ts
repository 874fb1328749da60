// The recipient's e-mail, asked for (optional, saying why) in recipient setup and on the account's
// edit, so the subscription form no longer stops for it. Before, setup never asked and the form blocked.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { RECIPIENT_EMAIL_HINT } from "../src/shared/schemas/recipient";
import { type BrowserSession, expectNoSeriousA11yViolations, launchBrowser, screenshot } from "./support/browser";
import { watchBrowserProblems } from "./support/customer";
import {
  expectPath,
  expectSignedInHeader,
  registerViaApi,
  submitSignIn,
  type TestCustomer,
  toast,
  uniqueEmail,
  url,
  visible,
} from "./support/shop";
import { runAsSteps } from "./support/steps";

let session: BrowserSession;
let page: Page;
let problems: ReturnType<typeof watchBrowserProblems>;
let customer: TestCustomer;
const name = "Quinn Harper";
const firstEmail = uniqueEmail("quinn");
const secondEmail = uniqueEmail("quinn-new");

const recipientCard = () =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: new RegExp(`${name}$`) }) });

beforeAll(async () => {
  customer = await registerViaApi("recipient-email");
  session = await launchBrowser();
  page = session.page;
  problems = watchBrowserProblems(page);
});

runAsSteps("recipient e-mail", () => problems);

afterAll(async () => {
  await session?.close();
});

describe("the recipient's e-mail", () => {
  test("1. recipient setup asks for it, optional, saying why, and saves it", async () => {
    await submitSignIn(page, customer.email, customer.password);
    await expectSignedInHeader(page);
    await page.goto(url("/recipient-setup"));
    const form = await visible(page.getByRole("form", { name: "Recipient profile" }));
    await form.getByLabel("Full name").fill(name);
    await form.getByLabel("Date of birth").fill("1990-04-12");
    await form.getByLabel("Relationship to you").selectOption("friend");
    await form.getByRole("button", { name: /^In Bloom/ }).click();
    await form.getByLabel("Street no.").fill("9");
    await form.getByLabel("Street name").fill("Rathdowne Street");
    await form.getByLabel("Suburb").fill("Carlton");
    await form.getByLabel("Postcode").fill("3053");
    await form.getByLabel("State").selectOption("VIC");
    await form.getByLabel("Phone number").fill("0433 555 666");

    const email = form.getByLabel("Their e-mail (optional)");
    await visible(form.getByText(RECIPIENT_EMAIL_HINT));
    await email.fill("not an address");
    await form.getByRole("button", { name: "Continue to Gift Selection" }).click();
    await visible(form.getByText("Please enter a valid email address"));
    await expectPath(page, "/recipient-setup");

    await email.fill(firstEmail);
    await screenshot(page, "recipient-setup-email");
    await expectNoSeriousA11yViolations(page, "/recipient-setup (e-mail)");
    await form.getByRole("button", { name: "Continue to Gift Selection" }).click();
    await visible(toast(page, "Recipient Profile Created"));
    await expectPath(page, "/account");
    await visible(recipientCard().getByText(firstEmail));
  });

  test("2. the account's edit changes it, and the change persists", async () => {
    await recipientCard()
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    const form = await visible(page.getByRole("form", { name: `Edit ${name}` }));
    const email = form.getByLabel("Their e-mail (optional)");
    expect(await email.inputValue()).toBe(firstEmail);
    await visible(form.getByText(RECIPIENT_EMAIL_HINT));
    await email.fill(secondEmail);
    await screenshot(page, "account-recipient-edit-email");
    await expectNoSeriousA11yViolations(page, "/account (editing a recipient)");
    await form.getByRole("button", { name: "Save" }).click();
    await visible(toast(page, "Profile updated"));
    await visible(recipientCard().getByText(secondEmail));

    await page.reload();
    await visible(recipientCard().getByText(secondEmail));
  });

  test("3. the subscription form takes it from the profile and does not stop for it", async () => {
    await page.goto(url("/subscription/1"));
    const form = await visible(page.getByRole("form", { name: "Subscription details" }));
    const select = form.getByLabel("Recipient", { exact: true });
    const value = await select.locator("option", { hasText: name }).getAttribute("value");
    await select.selectOption(value!);
    await expect.poll(() => form.getByLabel("Recipient email").inputValue()).toBe(secondEmail);
    expect(await form.getByText("Their profile has no e-mail yet: please add one.").count()).toBe(0);
  });
});

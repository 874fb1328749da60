// A buyer's recipients, as issue 15 found them: setup saved a date of birth in 2030 and the phone "abc";
// the subscription form started on "New recipient" although the buyer had recipients; deleting a
// recipient with an active subscription asked twice and then refused; the "saved" toast lingered over
// the checkout's CVC field; "Every 3 Months" and e-mail addresses did not fit the subscription list.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AUSTRALIAN_PHONE_MESSAGE } from "../src/shared/domain/australia";
import { FUTURE_BIRTH_MESSAGE } from "../src/shared/domain/date-of-birth";
import type { Recipient } from "../src/shared/schemas/recipient";
import { CHOOSE_RECIPIENT_MESSAGE } from "../src/web/features/checkout/recipient-choice";
import {
  type BrowserSession,
  DESKTOP,
  expectNoSeriousA11yViolations,
  launchBrowser,
  PHONE,
  screenshot,
} from "./support/browser";
import { watchBrowserProblems } from "./support/customer";
import { payWithTestCard } from "./support/fulfilment";
import { controlsPokingOutOfTheirCard, expectEmailBrokenSensibly, visualLines } from "./support/layout";
import {
  BUYER_CONTACT,
  expectPath,
  expectSignedInHeader,
  strongPassword,
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
const rowan = { name: "Rowan Ellis", id: 0 };
const sage = { name: "Sage Morrow", id: 0, email: uniqueEmail("sage-morrow-who-has-a-long-address") };

const form = () => page.getByRole("form", { name: "Subscription details" });
const picker = () => form().getByLabel("Recipient", { exact: true });
const notifications = () => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
const recipientCard = (name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: new RegExp(`${name}$`) }) });
const subscriptionsPanel = () => page.getByRole("region", { name: "Your Subscriptions" });

async function recipientIdOf(name: string): Promise<number> {
  const response = await page.request.get(url("/api/recipient-profiles"));
  const found = ((await response.json()) as Recipient[]).find((recipient) => recipient.fullName === name);
  if (!found) throw new Error(`no recipient called ${name}`);
  return found.id;
}

beforeAll(async () => {
  session = await launchBrowser();
  page = session.page;
  // Registered with the browser's own session (registration signs in): no sign-in to spend on the
  // shop's per-IP login limit, which every journey from this machine shares.
  customer = { fullName: "Robin Tester", email: uniqueEmail("recipients"), password: strongPassword() };
  const registered = await page.request.post(url("/api/auth/register"), {
    data: {
      ...customer,
      ...BUYER_CONTACT,
    },
  });
  if (registered.status() !== 201) throw new Error(`register answered ${registered.status()}`);
  problems = watchBrowserProblems(page);
});

runAsSteps("a buyer's recipients", () => problems);

afterAll(async () => {
  await session?.close();
});

describe("a buyer's recipients", () => {
  test("1. recipient setup refuses a date of birth in 2030 and the phone number abc, then saves them corrected", async () => {
    await page.goto(url("/recipient-setup"));
    await expectSignedInHeader(page);
    const setup = await visible(page.getByRole("form", { name: "Recipient profile" }));
    await setup.getByLabel("Full name").fill(rowan.name);
    await setup.getByLabel("Date of birth").fill("2030-06-01");
    await setup.getByLabel("Relationship to you").selectOption("friend");
    await setup.getByRole("button", { name: /^In Bloom/ }).click();
    await setup.getByLabel("Street no.").fill("9");
    await setup.getByLabel("Street name").fill("Rathdowne Street");
    await setup.getByLabel("Suburb").fill("Carlton");
    await setup.getByLabel("Postcode").fill("3053");
    await setup.getByLabel("State").selectOption("VIC");
    await setup.getByLabel("Phone number").fill("abc");
    await setup.getByRole("button", { name: "Continue to Gift Selection" }).click();

    await visible(setup.getByText(FUTURE_BIRTH_MESSAGE));
    await visible(setup.getByText(AUSTRALIAN_PHONE_MESSAGE));
    expect(await setup.getByLabel("Phone number").getAttribute("aria-invalid")).toBe("true");
    await expectPath(page, "/recipient-setup");
    await screenshot(page, "recipients-setup-refused");
    await expectNoSeriousA11yViolations(page, "/recipient-setup (refused)");

    await setup.getByLabel("Date of birth").fill("1991-07-30");
    await setup.getByLabel("Phone number").fill("0412 345 678");
    await setup.getByRole("button", { name: "Continue to Gift Selection" }).click();
    await visible(toast(page, "Recipient Profile Created"));
    await expectPath(page, "/account");
    rowan.id = await recipientIdOf(rowan.name);
  });

  test("2. the subscription form starts on the buyer's only recipient", async () => {
    await page.goto(url("/subscription/1"));
    await visible(form());
    await expect.poll(() => picker().inputValue()).toBe(String(rowan.id));
    expect(await form().getByLabel("Recipient name").inputValue()).toBe(rowan.name);
  });

  test("3. with two recipients it asks who it is for (no new profile by default), or starts on the one the link names", async () => {
    const created = await page.request.post(url("/api/recipient-profiles"), {
      data: {
        fullName: sage.name,
        dateOfBirth: "1986-02-11",
        relationship: "sibling",
        streetNumber: "14",
        streetName: "Enmore Road",
        suburb: "Newtown",
        state: "NSW",
        postcode: "2042",
        phoneNumber: "(02) 9516 1234",
        email: sage.email,
        giftCategories: "in-bloom",
      },
    });
    expect(created.status()).toBe(201);
    sage.id = ((await created.json()) as Recipient).id;

    await page.goto(url("/subscription/1"));
    await visible(form());
    await expect.poll(() => picker().isEnabled()).toBe(true);
    expect(await picker().inputValue()).toBe("");
    await form().getByRole("button", { name: "Continue to Checkout" }).click();
    await visible(form().getByText(CHOOSE_RECIPIENT_MESSAGE));
    await expectPath(page, "/subscription/1");
    await expect.poll(() => picker().evaluate((node) => node === document.activeElement)).toBe(true);
    await screenshot(page, "recipients-subscription-choose");
    await expectNoSeriousA11yViolations(page, "/subscription/1 (choose a recipient)");

    await page.goto(url(`/subscription/1?recipient=${sage.id}`));
    await visible(form());
    await expect.poll(() => picker().inputValue()).toBe(String(sage.id));
    expect(await form().getByLabel("Recipient name").inputValue()).toBe(sage.name);
  });

  test("4. saving the plan: its toast is gone by the time checkout's card form shows", async () => {
    await form().getByLabel("How often?").selectOption("quarterly");
    await form().getByRole("button", { name: "Continue to Checkout" }).click();
    await visible(toast(page, "Subscription plan saved"));
    await expectPath(page, /^\/checkout\?subscriptionId=\d+&/);
    const cvc = await visible(page.getByRole("form", { name: "Card details" }).getByLabel("CVC"));
    // Right when the card form appears nothing covers it: the toast belonged to the page that was left.
    expect(await notifications().count()).toBe(0);
    expect(await cvc.isVisible()).toBe(true);
    await screenshot(page, "recipients-checkout-quarterly");
    await expectNoSeriousA11yViolations(page, "/checkout (quarterly)");
    await payWithTestCard(page, "Robin Tester");
  });

  test("5. deleting a recipient with an active subscription says at once to cancel it first", async () => {
    await page.goto(url("/account"));
    await visible(subscriptionsPanel().getByRole("button", { name: /Every 3 Months billing/ }));
    const card = await visible(recipientCard(sage.name));
    await card.getByRole("button", { name: `Delete ${sage.name}` }).click();
    const dialog = await visible(page.getByRole("dialog", { name: "Cancel the Subscription First" }));
    await visible(dialog.getByText(`${sage.name} has an active subscription`));
    expect(await dialog.getByRole("button", { name: "Continue" }).count()).toBe(0);
    await screenshot(page, "recipients-delete-blocked");
    await expectNoSeriousA11yViolations(page, "/account (delete blocked)");

    await dialog.getByRole("button", { name: "Go to Your Subscriptions" }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => subscriptionsPanel().evaluate((node) => node === document.activeElement)).toBe(true);
    await visible(recipientCard(sage.name));
  });

  test("6. the subscription list fits: Every 3 Months inside its card, e-mail addresses whole words, phone and desktop", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      const panel = await visible(subscriptionsPanel());
      const billing = await visible(panel.getByRole("button", { name: /Every 3 Months billing/ }));
      expect(await controlsPokingOutOfTheirCard(panel), `at ${viewport.width} px`).toEqual([]);
      expect(await billing.isVisible()).toBe(true);
      const email = panel.getByText(sage.email, { exact: true }).filter({ visible: true });
      expectEmailBrokenSensibly(await visualLines(email), sage.email);
    }
    await screenshot(page, "recipients-account-subscriptions");
    await expectNoSeriousA11yViolations(page, "/account (quarterly subscription)");
  });
});

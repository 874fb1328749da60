// The customer journey end to end, through the real pages: register, complete the profile, set up a
// recipient, find a gift box for them, subscribe, pay (a decline, then a success), and manage the
// subscription from the account (pause, resume, cancel) and the billing portal. The API is used only
// to check that a declined payment created nothing and, as staff, to record a completed delivery.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CARD_MESSAGES } from "../src/shared/domain/test-cards";
import type { Recipient } from "../src/shared/schemas/recipient";
import { type BrowserSession, expectNoSeriousA11yViolations, launchBrowser, screenshot } from "./support/browser";
import {
  getAsBrowser,
  recordDeliveryAsStaff,
  solveMathCheck,
  subscriptionRow,
  watchBrowserProblems,
} from "./support/customer";
import { expectPath, expectSignedInHeader, strongPassword, toast, uniqueEmail, url, visible } from "./support/shop";
import { runAsSteps } from "./support/steps";

let session: BrowserSession;
let page: Page;
let problems: ReturnType<typeof watchBrowserProblems>;

const customer = {
  fullName: "Morgan Journey",
  email: uniqueEmail("journey"),
  password: strongPassword(),
  phone: "0412 345 678",
  newPhone: "0498 765 432",
};
const recipient = {
  name: "Jordan Bloom",
  email: uniqueEmail("jordan"),
  dateOfBirth: "1990-05-12",
  phone: "0433 222 111",
  message: "you always know how to make me laugh.",
};
const INTIMATE_WARNING = /^Just a quick check/;

/** Filled in as the journey goes. */
let recipientId = 0;
let subscriptionId = 0;

beforeAll(async () => {
  session = await launchBrowser();
  page = session.page;
  problems = watchBrowserProblems(page);
});

runAsSteps("customer-journey", () => problems);

afterAll(async () => {
  await session?.close();
});

describe("the customer journey", () => {
  test("1. register through /account, then complete the profile on /customer-profile-setup", async () => {
    await page.goto(url("/account"));
    await page.getByRole("tab", { name: "Create Account" }).click();
    const form = await visible(page.getByRole("form", { name: "Create account" }));
    await form.getByLabel("Full name").fill(customer.fullName);
    await form.getByLabel("Email").fill(customer.email);
    await form.getByLabel("Phone").fill(customer.phone);
    await form.getByLabel("Password", { exact: true }).fill(customer.password);
    await form.getByLabel("Confirm password").fill(customer.password);
    await form.getByLabel("Street no.").fill("12");
    await form.getByLabel("Street name").fill("Brunswick Street");
    await form.getByLabel("Suburb").fill("Fitzroy");
    await form.getByLabel("City").fill("Melbourne");
    await form.getByLabel("State").selectOption("VIC");
    await form.getByLabel("Postcode").fill("3065");
    await form.getByLabel(/^What is \d+ \+ \d+\?$/).fill(String(await solveMathCheck(form)));
    await form.getByRole("button", { name: "Create Account" }).click();
    await expectPath(page, "/recipient-setup");
    await expectSignedInHeader(page);
    await visible(page.getByRole("heading", { level: 1, name: "Tell Us About Your Recipient" }));

    // The profile setup page is prefilled with what the customer registered.
    await page.goto(url("/customer-profile-setup"));
    const profile = await visible(page.getByRole("form", { name: "Complete Your Profile" }));
    await visible(page.getByRole("heading", { level: 1, name: "Complete Your Profile" }));
    await expect.poll(() => profile.getByLabel("Full name").inputValue()).toBe(customer.fullName);
    expect(await profile.getByLabel("Email").inputValue()).toBe(customer.email);
    expect((await profile.getByLabel("Phone").inputValue()).replace(/\D/g, "")).toBe(customer.phone.replace(/\D/g, ""));
    expect(await profile.getByLabel("Street no.").inputValue()).toBe("12");
    expect(await profile.getByLabel("Street name").inputValue()).toBe("Brunswick Street");
    expect(await profile.getByLabel("Suburb").inputValue()).toBe("Fitzroy");
    expect(await profile.getByLabel("City").inputValue()).toBe("Melbourne");
    expect(await profile.getByLabel("State").inputValue()).toBe("VIC");
    expect(await profile.getByLabel("Postcode").inputValue()).toBe("3065");
    expect(await profile.getByLabel("Country").inputValue()).toBe("Australia");

    await profile.getByLabel("Phone").fill(customer.newPhone);
    await screenshot(page, "journey-profile-setup");
    await expectNoSeriousA11yViolations(page, "/customer-profile-setup");

    await profile.getByRole("button", { name: "Save Profile & Continue" }).click();
    await visible(toast(page, "Profile Updated"));
    await expectPath(page, "/recipient-setup");
  });

  test("2. /recipient-setup creates the recipient (plan warning, special date, message)", async () => {
    await visible(page.getByRole("heading", { level: 1, name: "Tell Us About Your Recipient" }));
    const form = page.getByRole("form", { name: "Recipient profile" });
    await form.getByLabel("Full name").fill(recipient.name);
    await form.getByLabel("Date of birth").fill(recipient.dateOfBirth);

    // "Stay In, Stay Close" for a boss: the gentle, non-blocking warning.
    await form.getByLabel("Relationship to you").selectOption("boss");
    const intimatePlan = form.getByRole("button", { name: /^Stay In, Stay Close/ });
    await intimatePlan.click();
    await expect.poll(() => intimatePlan.getAttribute("aria-pressed")).toBe("true");
    const warning = form.getByRole("status").filter({ hasText: INTIMATE_WARNING });
    await visible(warning);

    // A partner: the warning goes away. Then the flowers plan.
    await form.getByLabel("Relationship to you").selectOption("partner");
    await expect.poll(() => warning.count()).toBe(0);
    const inBloom = form.getByRole("button", { name: /^In Bloom/ });
    await inBloom.click();
    await expect.poll(() => inBloom.getAttribute("aria-pressed")).toBe("true");
    expect(await intimatePlan.getAttribute("aria-pressed")).toBe("false");

    // Delivery address and phone.
    await form.getByLabel("Street no.").fill("7");
    await form.getByLabel("Street name").fill("Lygon Street");
    await form.getByLabel("Suburb").fill("Carlton");
    await form.getByLabel("Postcode").fill("3053");
    await form.getByLabel("State").selectOption("VIC");
    await form.getByLabel("Phone number").fill(recipient.phone);

    // A special date: Add is enabled once a type and a date are chosen.
    const addDate = form.getByRole("button", { name: "Add", exact: true });
    expect(await addDate.isDisabled()).toBe(true);
    await form.getByLabel("Date type").selectOption("wedding-anniversary");
    await form.getByLabel("Date", { exact: true }).fill("2018-11-03");
    await expect.poll(() => addDate.isEnabled()).toBe(true);
    await addDate.click();
    await visible(
      form
        .getByRole("list", { name: "Added special dates" })
        .getByRole("listitem")
        .filter({ hasText: "Wedding anniversary" }),
    );

    // A personal message.
    await form.getByRole("button", { name: "Add Message" }).click();
    await form.getByLabel("Prompt").selectOption("My favourite thing about you is");
    await form.getByLabel("Your message").fill(recipient.message);
    await form.getByRole("button", { name: "Save Message" }).click();
    const saved = form.getByRole("list", { name: "Saved messages" }).getByRole("listitem");
    await visible(saved.filter({ hasText: recipient.message }));
    expect(await saved.count()).toBe(1);

    await screenshot(page, "journey-recipient-setup");
    await expectNoSeriousA11yViolations(page, "/recipient-setup");

    await form.getByRole("button", { name: "Continue to Gift Selection" }).click();
    await visible(toast(page, "Recipient Profile Created"));
    await expectPath(page, "/account");
  });

  test("3. /account shows the recipient; browsing gifts for them leads to the flowers box and its subscription form", async () => {
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: recipient.name }) });
    await visible(card);
    const browse = await visible(card.getByRole("link", { name: `Browse gifts for ${recipient.name}` }));
    const href = (await browse.getAttribute("href")) ?? "";
    const match = href.match(/^\/gift-boxes\?recipient=(\d+)$/);
    expect(match, `Browse link ${href}`).not.toBeNull();
    recipientId = Number(match![1]);

    await screenshot(page, "journey-account-recipient");
    await expectNoSeriousA11yViolations(page, "/account (with a recipient)");

    await browse.click();
    await expectPath(page, `/gift-boxes?recipient=${recipientId}`);
    await visible(page.getByRole("link", { name: "Back to Account" }));
    await visible(page.getByRole("heading", { level: 1, name: `Gift Boxes for ${recipient.name}` }));
    const flowers = await visible(
      page.getByRole("tabpanel").getByRole("link", { name: "Seasonal Flowers", exact: true }),
    );

    await screenshot(page, "journey-browse-for-recipient");
    await expectNoSeriousA11yViolations(page, "/gift-boxes?recipient");

    await flowers.click();
    await expectPath(page, "/gift-box/1");
    await visible(page.getByRole("heading", { level: 1, name: "Seasonal Flowers" }));
    const start = await visible(page.getByRole("link", { name: "Start Your Subscription" }));
    await start.click();
    await expectPath(page, "/subscription/1");
    await visible(page.getByRole("heading", { level: 1, name: "Set Up Your Subscription" }));
  });

  test("4. the subscription form saves the plan and moves on to checkout", async () => {
    const form = page.getByRole("form", { name: "Subscription details" });
    await form.getByLabel("Recipient", { exact: true }).selectOption(String(recipientId));
    await expect.poll(() => form.getByLabel("Recipient name").inputValue()).toBe(recipient.name);
    // Profiles set up through the form have no e-mail: the form asks for one.
    await visible(form.getByText("Their profile has no e-mail yet: please add one."));
    expect(await form.getByLabel("Recipient email").inputValue()).toBe("");
    await form.getByLabel("Recipient email").fill(recipient.email);
    await form.getByLabel("How often?").selectOption("monthly");
    expect(await form.getByLabel("How often?").inputValue()).toBe("monthly");

    await screenshot(page, "journey-subscription-form");
    await expectNoSeriousA11yViolations(page, "/subscription/1");

    await form.getByRole("button", { name: "Continue to Checkout" }).click();
    await visible(toast(page, "Subscription plan saved"));
    // The form's own ~1.5 s pause before the redirect.
    const checkoutPath = new RegExp(
      `^/checkout\\?subscriptionId=(\\d+)&recipientId=${recipientId}&giftBoxId=1&frequency=monthly$`,
    );
    await expectPath(page, checkoutPath);
    const found = new URL(page.url());
    subscriptionId = Number(found.searchParams.get("subscriptionId"));
    expect(subscriptionId).toBeGreaterThan(0);
  });

  test("5. checkout: Valentine's Day add-on, a declined card creates nothing, then a paid subscription", async () => {
    await visible(page.getByRole("heading", { level: 1, name: "Checkout" }));
    const summary = page.getByRole("region", { name: "Order Summary" });
    const payment = page.getByRole("region", { name: "Payment Details" });
    await visible(summary.getByText("Total due today"));
    await visible(summary.getByText("$100.00").first());
    await visible(payment.getByText("Test mode — no real charge"));
    await visible(payment.getByRole("button", { name: "Pay $100.00" }));

    // Valentine's Day: the server's new total.
    const valentines = summary.getByRole("checkbox", { name: /Valentine's Day/ });
    await valentines.check();
    expect(await valentines.isChecked()).toBe(true);
    const pay175 = await visible(payment.getByRole("button", { name: "Pay $175.00" }));
    await expect.poll(() => pay175.isEnabled()).toBe(true);
    await visible(summary.getByText("$175.00"));
    await visible(summary.getByText(/^Valentine's Day delivery, /));

    await screenshot(page, "journey-checkout");
    await expectNoSeriousA11yViolations(page, "/checkout");

    // An empty card is refused in the browser with the same words the server would use.
    const card = payment.getByRole("form", { name: "Card details" });
    await pay175.click();
    await visible(card.getByText(CARD_MESSAGES.nameMissing));
    await visible(card.getByText(CARD_MESSAGES.numberIncomplete));
    await visible(card.getByText(CARD_MESSAGES.expiryIncomplete));
    await visible(card.getByText(CARD_MESSAGES.cvcIncomplete));
    await expect
      .poll(() => card.getByLabel("Name on card").evaluate((input) => input === document.activeElement))
      .toBe(true);
    await screenshot(page, "journey-checkout-card-refused");

    // A declined card.
    await card.getByLabel("Name on card").fill(customer.fullName);
    await card.getByLabel("Card number").fill("4000 0000 0000 0002");
    await card.getByLabel("Expiry (MM/YY)").fill("12/34");
    await card.getByLabel("CVC").fill("123");
    expect(await card.getByLabel("Card number").inputValue()).toBe("4000 0000 0000 0002");
    expect(await card.getByLabel("Expiry (MM/YY)").inputValue()).toBe("12/34");
    await pay175.click();
    await visible(payment.getByRole("alert").filter({ hasText: "Your card was declined." }));
    await expectPath(page, /^\/checkout\?/);

    // Nothing was created: the customer's subscription list is still empty.
    const list = await getAsBrowser<unknown[]>(page.context(), "/api/subscriptions");
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);

    await screenshot(page, "journey-checkout-declined");
    await expectNoSeriousA11yViolations(page, "/checkout (declined)");

    // A card that pays.
    await card.getByLabel("Card number").fill("4242 4242 4242 4242");
    await expect.poll(() => payment.getByRole("alert").filter({ hasText: "Your card was declined." }).count()).toBe(0);
    await payment.getByRole("button", { name: "Pay $175.00" }).click();
    await visible(toast(page, "Payment successful"));
    await expectPath(page, `/confirmation?subscriptionId=${subscriptionId}&recipientId=${recipientId}`);
    await visible(page.getByRole("heading", { level: 1, name: "Thank you!" }));
    const special = page.getByRole("listitem").filter({ hasText: "Valentine's Day" });
    await visible(special);
    await visible(special.getByText("$75.00"));
    await visible(page.getByRole("link", { name: "View My Account" }));
    await visible(page.getByRole("link", { name: "Set Up Another Recipient" }));

    await screenshot(page, "journey-confirmation");
    await expectNoSeriousA11yViolations(page, "/confirmation");
  });

  test("6. /account lists the new subscription: New, its first delivery, Pause greyed out", async () => {
    await page.getByRole("link", { name: "View My Account" }).click();
    await expectPath(page, "/account");
    const row = await visible(subscriptionRow(page, recipient.name));
    expect(await row.count()).toBe(1);
    await visible(row.getByText("New", { exact: true }));
    // "7-10 days" once a vendor covers the postcode; until one does (a fresh shop has none), staff
    // arrange it and no date is promised (issue 16).
    await visible(row.getByText(/^(7-10 days|Being arranged)$/));

    const active = await visible(page.getByRole("button", { name: `Subscription Active for ${recipient.name}` }));
    expect(await active.isDisabled()).toBe(true);
    expect(await page.getByRole("link", { name: `Start Subscription for ${recipient.name}` }).count()).toBe(0);

    const pause = await visible(row.getByRole("button", { name: `Pause subscription for ${recipient.name}` }));
    expect(await pause.getAttribute("aria-disabled")).toBe("true");

    await screenshot(page, "journey-account-subscription-new");
    await expectNoSeriousA11yViolations(page, "/account (new subscription)");
  });

  test("7. after a delivery: pause, resume and cancel from /account", async () => {
    expect(await recordDeliveryAsStaff(subscriptionId)).toBe(200);
    await page.reload();
    const row = await visible(subscriptionRow(page, recipient.name));
    await visible(row.getByText("Active", { exact: true }));

    // Pause.
    const pause = row.getByRole("button", { name: `Pause subscription for ${recipient.name}` });
    await expect.poll(() => pause.getAttribute("aria-disabled")).toBeNull();
    await pause.click();
    const pauseDialog = await visible(page.getByRole("dialog", { name: "Need a little breather? Off on holidays?" }));
    await screenshot(page, "journey-pause-dialog");
    await expectNoSeriousA11yViolations(page, "/account (pause dialog)");
    await pauseDialog.getByRole("button", { name: "Pause", exact: true }).click();
    await visible(toast(page, "Subscription Paused"));
    await pauseDialog.waitFor({ state: "detached" });
    await visible(row.getByText("Paused", { exact: true }));
    await visible(row.getByText("On Hold").first());

    await screenshot(page, "journey-account-paused");
    await expectNoSeriousA11yViolations(page, "/account (paused)");

    // Resume.
    await row.getByRole("button", { name: `Resume subscription for ${recipient.name}` }).click();
    await visible(toast(page, "Subscription Resumed"));
    await visible(row.getByText("Active", { exact: true }));
    await expect.poll(() => row.getByText("On Hold").count()).toBe(0);

    // Cancel (once the toast has gone, so it does not sit over the dialog's screenshot).
    await toast(page, "Subscription Resumed").waitFor({ state: "detached", timeout: 10_000 });
    await row.getByRole("button", { name: `Cancel subscription for ${recipient.name}` }).click();
    const cancelDialog = await visible(page.getByRole("dialog", { name: "Cancel this subscription?" }));
    await screenshot(page, "journey-cancel-dialog");
    await expectNoSeriousA11yViolations(page, "/account (cancel dialog)");
    await cancelDialog.getByRole("button", { name: "Cancel subscription" }).click();
    // The dialog shows what happened (issue 16) until the buyer closes it; then the toast says so.
    const outcome = await visible(page.getByRole("dialog", { name: "Subscription cancelled" }));
    await outcome.getByRole("button", { name: "Done" }).click();
    await outcome.waitFor({ state: "detached" });
    await visible(toast(page, "Subscription Cancelled"));
    // The status badge, and (regression: "TBD TBD TBD") one cell across the three Next Delivery columns.
    await expect.poll(() => row.getByText("Cancelled", { exact: true }).count()).toBe(2);
    await visible(row.locator('td[colspan="3"]', { hasText: "Cancelled" }));
    expect(await row.getByText("TBD").count()).toBe(0);

    await screenshot(page, "journey-account-cancelled");
    await expectNoSeriousA11yViolations(page, "/account (cancelled)");
  });

  test("8. the Billing column opens the billing portal in a new tab with the payment made", async () => {
    const row = await visible(subscriptionRow(page, recipient.name));
    const [portal] = await Promise.all([
      session.context.waitForEvent("page"),
      row.getByRole("button", { name: /^Monthly billing, \$100\.00 every month — manage payment settings/ }).click(),
    ]);
    try {
      await expectPath(portal, `/billing/${subscriptionId}`);
      await visible(portal.getByRole("heading", { level: 1, name: "Billing & payments" }));
      await visible(portal.getByText("Test mode — no real charge."));
      const payments = portal.getByRole("region", { name: "Payments made" });
      const paid = await visible(payments.getByRole("row").filter({ hasText: "$175.00" }));
      expect(await paid.count()).toBe(1);
      await visible(paid.getByText("Paid", { exact: true }));
      // The header row plus the one payment: the declined attempt is not a payment.
      expect(await payments.getByRole("row").count()).toBe(2);

      await screenshot(portal, "journey-billing");
      await expectNoSeriousA11yViolations(portal, `/billing/${subscriptionId}`);
    } finally {
      await portal.close();
    }
  });

  test("9. the recipient of a cancelled subscription can be deleted; the cancelled subscription stays listed", async () => {
    await page.goto(url("/account"));
    const recipients = page.getByRole("region", { name: "Your recipients" });
    await visible(recipients.getByRole("heading", { name: recipient.name }));
    await recipients.getByRole("button", { name: `Delete ${recipient.name}` }).click();
    const thinking = await visible(page.getByRole("dialog", { name: "Thinking of Deleting This Recipient?" }));
    await thinking.getByRole("button", { name: "Continue" }).click();
    const final = await visible(page.getByRole("dialog", { name: "Final Confirmation Required" }));
    await final.getByRole("button", { name: "Delete Permanently" }).click();
    await visible(toast(page, "Recipient deleted"));
    await expect.poll(() => recipients.getByRole("heading", { name: recipient.name }).count()).toBe(0);

    const row = await visible(subscriptionRow(page, recipient.name));
    await visible(row.locator("span", { hasText: /^Cancelled$/ }));
    await page.reload();
    await visible(subscriptionRow(page, recipient.name));
    expect(
      await page
        .getByRole("region", { name: "Your recipients" })
        .getByRole("heading", { name: recipient.name })
        .count(),
    ).toBe(0);
  });

  test("10. Start Subscription for a recipient without a plan asks for one first, then browses for them", async () => {
    const created = await page.request.post(url("/api/recipient-profiles"), {
      data: {
        fullName: "Robin Planless",
        dateOfBirth: "1992-08-02",
        relationship: "friend",
        streetNumber: "3",
        streetName: "Wattle Street",
        suburb: "Ultimo",
        state: "NSW",
        postcode: "2007",
        phoneNumber: "0400 333 444",
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as Recipient;

    await page.goto(url("/account"));
    await page.getByRole("link", { name: "Start Subscription for Robin Planless" }).click();
    await expectPath(page, "/checkout");
    await visible(page.getByRole("heading", { level: 1, name: "Choose a gift plan for Robin Planless first" }));
    await screenshot(page, "journey-checkout-no-plan");
    await expectNoSeriousA11yViolations(page, "/checkout (no plan)");
    await page.getByRole("link", { name: "Browse Gift Boxes" }).click();
    await expectPath(page, "/gift-boxes");
    expect(new URL(page.url()).searchParams.get("recipient")).toBe(String(id));
  });
});

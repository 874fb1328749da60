// The newsletter: a visitor signs up in the footer (on a phone and on a desktop page), the welcome
// e-mail is sent with its unsubscribe link (staff see the e-mail, not the link), and that link's page unsubscribes on a
// button press (opening it alone changes nothing). The footer keeps its height when the message shows.

import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  type BrowserSession,
  DESKTOP,
  expectNoSeriousA11yViolations,
  launchBrowser,
  PHONE,
  screenshot,
} from "./support/browser";
import { watchBrowserProblems } from "./support/customer";
import { waitForMailMatching } from "./support/mailbox";
import { expectPath, logout, signInAsStaff, uniqueEmail, url, visible } from "./support/shop";
import { runAsSteps } from "./support/steps";

const SIGNED_UP = "Thank you — you're on the list. Watch your inbox for our next letter of gift ideas.";
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";
const SCREENSHOT_DIR = join(process.cwd(), "screenshots", "e2e");

let session: BrowserSession;
let page: Page;
let problems: ReturnType<typeof watchBrowserProblems>;
const onPhone = uniqueEmail("newsletter-phone");
const onDesktop = uniqueEmail("newsletter-desktop");
let unsubscribePath = "";

beforeAll(async () => {
  session = await launchBrowser();
  page = session.page;
  problems = watchBrowserProblems(page);
});

runAsSteps("newsletter", () => problems);

afterAll(async () => {
  await session?.close();
});

const footer = () => page.getByRole("contentinfo");
const signupForm = () => footer().getByRole("form", { name: "Newsletter sign-up" });
const signupStatus = () => footer().getByRole("status").filter({ hasText: SIGNED_UP });

/** Where the copyright line sits inside the footer: it moves if anything above it changes height. */
async function copyrightOffset(): Promise<number> {
  const footerBox = await footer().boundingBox();
  const lineBox = await footer()
    .getByText(/All rights reserved/)
    .boundingBox();
  if (!footerBox || !lineBox) throw new Error("footer not laid out");
  return Math.round(lineBox.y - footerBox.y);
}

async function footerScreenshot(name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await footer().screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), animations: "disabled", caret: "hide" });
}

async function signUpInFooter(email: string) {
  await footer().scrollIntoViewIfNeeded();
  const form = await visible(signupForm());
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Sign up" }).click();
}

describe("signing up in the footer", () => {
  test("on a phone: refuses a bad address, then signs up without moving the footer", async () => {
    await page.setViewportSize(PHONE);
    await page.goto(url("/"));
    await visible(page.getByRole("heading", { level: 1 }));
    await footer().scrollIntoViewIfNeeded();
    const form = await visible(signupForm());
    await visible(footer().getByRole("heading", { name: "Gift ideas, about once a month" }));
    await visible(footer().getByText(/Unsubscribe any\s+time/));
    const before = await copyrightOffset();

    await form.getByLabel("Email address").fill("not an address");
    await form.getByRole("button", { name: "Sign up" }).click();
    await visible(form.getByRole("alert").filter({ hasText: "Please enter a valid email address" }));
    expect(await form.getByLabel("Email address").getAttribute("aria-invalid")).toBe("true");
    await footerScreenshot("newsletter-footer-error-phone");

    await form.getByLabel("Email address").fill(onPhone);
    await form.getByRole("button", { name: "Sign up" }).click();
    await visible(signupStatus());
    // The message took the form's place: the form is hidden, focus is on the message, nothing moved.
    expect(await signupForm().count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain("you're on the list");
    expect(await copyrightOffset()).toBe(before);
    await footerScreenshot("newsletter-footer-done-phone");
    await expectNoSeriousA11yViolations(page, "/ (newsletter signed up, phone)");
  });

  test("signing up the same address again shows the same message", async () => {
    await page.reload();
    await signUpInFooter(onPhone);
    await visible(signupStatus());
  });

  test("on a desktop page", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(url("/how-it-works"));
    await visible(page.getByRole("heading", { level: 1 }));
    await footer().scrollIntoViewIfNeeded();
    await visible(signupForm());
    const before = await copyrightOffset();
    await footerScreenshot("newsletter-footer-desktop");

    await signUpInFooter(onDesktop);
    await visible(signupStatus());
    expect(await copyrightOffset()).toBe(before);
    await footerScreenshot("newsletter-footer-done-desktop");
    await screenshot(page, "newsletter-signed-up");
  });

  test("a refusal or a dropped connection says so and keeps the address typed in", async () => {
    await page.route("**/api/newsletter", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "retry-after": "60" },
        body: JSON.stringify({ code: "RATE_LIMITED", message: TOO_MANY }),
      }),
    );
    await page.reload();
    await signUpInFooter(onDesktop);
    await visible(signupForm().getByRole("alert").filter({ hasText: TOO_MANY }));
    expect(await signupForm().getByLabel("Email address").inputValue()).toBe(onDesktop);
    await footerScreenshot("newsletter-footer-429-desktop");

    await page.unroute("**/api/newsletter");
    await page.route("**/api/newsletter", (route) => route.abort("internetdisconnected"));
    await signupForm().getByRole("button", { name: "Sign up" }).click();
    await visible(
      signupForm()
        .getByRole("alert")
        .filter({ hasText: "We couldn't reach Forget Me Not. Check your connection and try again." }),
    );
    await expectNoSeriousA11yViolations(page, "/how-it-works (newsletter error)");
    await page.unroute("**/api/newsletter");
  });
});

describe("the welcome e-mail and unsubscribing", () => {
  test("one welcome e-mail per address, with an unsubscribe link (hidden from staff, who see it was sent)", async () => {
    // The e-mail as sent: its unsubscribe link.
    const [link] = await waitForMailMatching(onPhone, /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/);
    const parsed = new URL(link);
    expect(parsed.pathname).toBe("/newsletter/unsubscribe");
    expect(parsed.searchParams.get("token")).toMatch(/^[\w-]{43}$/);
    unsubscribePath = parsed.pathname + parsed.search;

    await signInAsStaff(page);
    const rows = page.getByRole("row").filter({ hasText: onPhone });
    await visible(rows.first());
    // Signed up twice, welcomed once.
    expect(await rows.count()).toBe(1);
    await visible(rows.getByRole("cell", { name: "You're on the Forget Me Not list", exact: true }));
    await rows.locator("summary").click();
    await visible(rows.getByText(/Questions\? Write to/));
    // Staff never hold a live link that acts for someone else.
    expect(await rows.getByText(/unsubscribe\?token=/).count()).toBe(0);
    await visible(page.getByRole("row").filter({ hasText: onDesktop }).first());
    await logout(page);
  });

  test("the link opens a page that asks first, then unsubscribes on the button", async () => {
    await page.goto(url(unsubscribePath));
    await visible(page.getByRole("heading", { level: 1, name: "Unsubscribe from our newsletter" }));
    const button = await visible(page.getByRole("button", { name: "Unsubscribe" }));
    await screenshot(page, "newsletter-unsubscribe");
    await expectNoSeriousA11yViolations(page, "/newsletter/unsubscribe");

    await button.click();
    const done = await visible(
      page.getByRole("status").filter({ hasText: "You're unsubscribed. We won't send you any more newsletters." }),
    );
    expect(await done.evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshot(page, "newsletter-unsubscribed");
    await expectNoSeriousA11yViolations(page, "/newsletter/unsubscribe (done)");

    // Asking again (an old tab, a second click on the e-mail's link) gives the same answer.
    await page.goto(url(unsubscribePath));
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await visible(page.getByRole("status").filter({ hasText: "You're unsubscribed." }));
    await page.getByRole("link", { name: "Back to the shop" }).click();
    await expectPath(page, "/");
  });

  test("a broken or unknown link says so and offers the contact page", async () => {
    await page.goto(url("/newsletter/unsubscribe?token=abc"));
    await visible(page.getByRole("alert").filter({ hasText: "This unsubscribe link doesn't work." }));
    expect(await page.getByRole("button", { name: "Unsubscribe" }).count()).toBe(0);
    await screenshot(page, "newsletter-unsubscribe-broken-link");
    await expectNoSeriousA11yViolations(page, "/newsletter/unsubscribe (broken link)");

    await page.goto(url(`/newsletter/unsubscribe?token=${"Z".repeat(43)}`));
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await visible(page.getByRole("alert").filter({ hasText: "This unsubscribe link doesn't work." }));
    await visible(page.getByRole("main").getByRole("link", { name: "Contact us" }));
  });
});

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type BrowserSession, expectNoSeriousA11yViolations, launchBrowser, screenshot } from "./support/browser";
import { url, visible } from "./support/shop";

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await launchBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

const PAGES = [
  "/how-it-works",
  "/customer-terms",
  "/privacy-policy",
  "/terms",
  "/vendor-terms",
  "/vendor-support",
  "/vendor-resources",
  "/preview-confirmation",
] as const;

const year = new Date().getFullYear();

describe("static pages", () => {
  test.each(PAGES)("%s has one h1, this year's copyright and no serious a11y issues", async (path) => {
    await page.goto(url(path));
    const h1 = await visible(page.getByRole("heading", { level: 1 }));
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect((await h1.textContent())?.trim()).not.toBe("");
    expect((await h1.textContent())?.trim()).not.toBe("404 - Page Not Found");
    await visible(page.getByRole("contentinfo").getByText(new RegExp(`©\\s*${year}\\b`)));

    await screenshot(page, path.slice(1));
    await expectNoSeriousA11yViolations(page, path);
  });

  test("the How It Works FAQ keeps one answer open at a time and can be closed", async () => {
    await page.goto(url("/how-it-works"));
    const first = await visible(page.getByRole("button", { name: /how often are gifts delivered/i }));
    const second = page.getByRole("button", { name: /change my gift plan/i });
    const openAnswers = () => page.getByRole("button", { expanded: true }).filter({ hasText: /\?$/ }).count();

    expect(await first.getAttribute("aria-expanded")).toBe("false");
    await first.click();
    await expect.poll(() => first.getAttribute("aria-expanded")).toBe("true");
    await visible(page.getByRole("region", { name: /how often are gifts delivered/i }));

    await second.click();
    await expect.poll(() => second.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => first.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(openAnswers).toBe(1);
    await page.getByRole("region", { name: /how often are gifts delivered/i }).waitFor({ state: "hidden" });

    // Collapsible: the open one closes again.
    await second.click();
    await expect.poll(() => second.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(openAnswers).toBe(0);
  });
});

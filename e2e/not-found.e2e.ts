import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type BrowserSession, expectNoSeriousA11yViolations, launchBrowser, screenshot } from "./support/browser";
import { expectPath, fetchCatalogue, url, visible } from "./support/shop";

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await launchBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

describe("an unknown path", () => {
  test("answers HTTP 404 and shows 404 - Page Not Found with Go Back and Return Home", async () => {
    const response = await page.goto(url("/no-such-page"));
    // Search engines and link checkers see a missing page as missing, not as a page of the shop.
    expect(response?.status()).toBe(404);
    await visible(page.getByRole("heading", { level: 1, name: "404 - Page Not Found" }));
    await visible(page.getByText(/does not exist or may have been moved/));
    await visible(page.getByRole("button", { name: "Go Back" }));
    await visible(page.getByRole("link", { name: "Return Home" }));

    await screenshot(page, "not-found");
    await expectNoSeriousA11yViolations(page, "404 page");
  });

  test("Return Home goes to /", async () => {
    await page.getByRole("link", { name: "Return Home" }).click();
    await expectPath(page, "/");
    await visible(page.getByRole("heading", { level: 1 }));
  });

  test("Go Back returns to the previous page", async () => {
    expect((await page.goto(url("/story")))?.status()).toBe(200);
    await visible(page.getByRole("heading", { level: 1, name: "Our Story" }));
    expect((await page.goto(url("/definitely/not/here")))?.status()).toBe(404);
    await visible(page.getByRole("heading", { level: 1, name: "404 - Page Not Found" }));
    await page.getByRole("button", { name: "Go Back" }).click();
    await expectPath(page, "/story");
  });
});

describe("the sitemap", () => {
  test("/sitemap.xml lists the public pages and the gift boxes as XML, not the app's page", async () => {
    const response = await fetch(url("/sitemap.xml"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).not.toContain("<html");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(locs).toEqual(expect.arrayContaining(["/", "/gift-boxes", "/how-it-works", "/story"]));
    const boxes = await fetchCatalogue();
    for (const box of boxes) expect(locs).toContain(`/gift-box/${box.id}`);
    expect(locs.filter((path) => /^\/(account|admin|checkout|dashboard|data-tools)/.test(path))).toEqual([]);
  });
});

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, test } from "vitest";
import { type BrowserSession, expectNoSeriousA11yViolations, launchBrowser, screenshot } from "./support/browser";
import { expectPath, url, visible } from "./support/shop";

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
  test("shows 404 - Page Not Found with Go Back and Return Home", async () => {
    await page.goto(url("/no-such-page"));
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
    await page.goto(url("/story"));
    await visible(page.getByRole("heading", { level: 1, name: "Our Story" }));
    await page.goto(url("/definitely/not/here"));
    await visible(page.getByRole("heading", { level: 1, name: "404 - Page Not Found" }));
    await page.getByRole("button", { name: "Go Back" }).click();
    await expectPath(page, "/story");
  });
});

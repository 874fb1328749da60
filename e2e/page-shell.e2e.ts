import type { Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  type BrowserSession,
  DESKTOP,
  expectNoSeriousA11yViolations,
  launchBrowser,
  PHONE,
  screenshot,
} from "./support/browser";
import { solveMathCheck } from "./support/customer";
import { expectPath, strongPassword, toast, uniqueEmail, url, visible } from "./support/shop";

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await launchBrowser();
  page = session.page;
  await watchLayoutShifts(page);
});

afterAll(async () => {
  await session?.close();
});

/** Everything the browser reports as an error: console errors (a 401 logs one), page errors, 4xx/5xx answers. */
function collectErrors(target: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onConsole = (message: { type: () => string; text: () => string }) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  };
  const onPageError = (error: Error) => errors.push(`page error: ${error.message}`);
  const onResponse = (response: { status: () => number; url: () => string }) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.url()}`);
  };
  target.on("console", onConsole);
  target.on("pageerror", onPageError);
  target.on("response", onResponse);
  return {
    errors,
    stop: () => {
      target.off("console", onConsole);
      target.off("pageerror", onPageError);
      target.off("response", onResponse);
    },
  };
}

/**
 * Holds back one lazy page chunk until `release()` is called, so the test can look at the page
 * while the route is still loading: no timing, the chunk arrives exactly when the test says so.
 */
async function holdChunk(target: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested!: () => void;
  const wasRequested = new Promise<void>((resolve) => {
    requested = resolve;
  });
  // Registered for one request only: once the chunk has been let through, nothing stays routed.
  await target.route(
    pattern,
    async (route: Route) => {
      requested();
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { wasRequested, release };
}

/** The footer's top edge in page coordinates, and the viewport's height. */
async function footerTop(target: Page): Promise<{ top: number; viewport: number }> {
  return target.evaluate(() => ({
    top: document.querySelector("footer")!.getBoundingClientRect().top + window.scrollY,
    viewport: window.innerHeight,
  }));
}

/**
 * Adds up layout shifts from the first moment of every page load, as Lighthouse's CLS counts them
 * (shifts right after a click or key press are the user's own and do not count).
 */
async function watchLayoutShifts(target: Page): Promise<void> {
  await target.addInitScript(() => {
    const state = window as unknown as { __layoutShift: number };
    state.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) state.__layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shift recorded on the current page so far, once the browser has delivered its entries. */
async function recordedLayoutShift(target: Page): Promise<number> {
  return target.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return (window as unknown as { __layoutShift: number }).__layoutShift;
  });
}

describe("the shop's public files", () => {
  test("robots.txt is a real text file, not the app's HTML", async () => {
    const response = await fetch(url("/robots.txt"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).not.toMatch(/<!doctype|<html/i);
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Disallow: \/account$/m);
  });
});

describe("a signed-out visit", () => {
  test("to home logs no console error (the session probe answers 200)", async () => {
    const watch = collectErrors(page);
    const probe = page.waitForResponse((response) => response.url().endsWith("/api/auth/session"));
    await page.goto(url("/"));
    expect((await probe).status()).toBe(200);
    await visible(page.getByRole("heading", { level: 1 }));
    await visible(page.getByRole("banner").getByRole("link", { name: "Join / Log In" }));
    await page.waitForLoadState("networkidle");
    watch.stop();
    expect(watch.errors).toEqual([]);
  });
});

describe("page titles", () => {
  test("a gift box's page is titled with its name and the shop's", async () => {
    await page.goto(url("/gift-box/1"));
    const name = (await visible(page.getByRole("heading", { level: 1 }))).textContent();
    await expect.poll(() => page.title()).toBe(`${await name} | Forget Me Not`);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).not.toBe("");
  });

  test("a gift box that does not exist is titled Gift Box Not Found | Forget Me Not", async () => {
    await page.goto(url("/gift-box/987654"));
    await visible(page.getByRole("heading", { level: 1, name: "Gift Box Not Found" }));
    await expect.poll(() => page.title()).toBe("Gift Box Not Found | Forget Me Not");
  });

  test("the not-found page is titled 404 - Page Not Found | Forget Me Not, also after a gift box page", async () => {
    await page.goto(url("/no-such-page"));
    await visible(page.getByRole("heading", { level: 1, name: "404 - Page Not Found" }));
    await expect.poll(() => page.title()).toBe("404 - Page Not Found | Forget Me Not");

    // Arriving from a gift box within the app: the box's title must not linger.
    await page.goto(url("/gift-box/1"));
    await visible(page.getByRole("heading", { level: 1 }));
    await page.evaluate(() => {
      window.history.pushState({}, "", "/still/not/here");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await visible(page.getByRole("heading", { level: 1, name: "404 - Page Not Found" }));
    await expect.poll(() => page.title()).toBe("404 - Page Not Found | Forget Me Not");
  });
});

describe("the footer while a page loads", () => {
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`stays below the fold and does not jump when a lazy page arrives (${size})`, async () => {
      await page.setViewportSize(viewport);
      const chunk = await holdChunk(page, /\/assets\/how-it-works-page-[^/]*\.js$/);
      await page.goto(url("/how-it-works"), { waitUntil: "commit" });
      await chunk.wasRequested;

      // The route is still loading: the shell is drawn, the page is not.
      await visible(page.getByRole("main").getByRole("status"));
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(0);
      const whileLoading = await footerTop(page);
      expect(whileLoading.top).toBeGreaterThanOrEqual(whileLoading.viewport);

      chunk.release();
      await visible(page.getByRole("heading", { level: 1, name: "How It Works" }));
      const loaded = await footerTop(page);
      expect(loaded.top).toBeGreaterThanOrEqual(loaded.viewport);
      expect(await recordedLayoutShift(page)).toBeLessThanOrEqual(0.05);
    });
  }

  test("stays put on a route change to a page that has not loaded yet", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(url("/no-such-page"));
    await visible(page.getByRole("heading", { level: 1, name: "404 - Page Not Found" }));
    const before = await footerTop(page);
    expect(before.top).toBeGreaterThanOrEqual(before.viewport);

    const chunk = await holdChunk(page, /\/assets\/story-page-[^/]*\.js$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Story" }).click();
    await chunk.wasRequested;
    const during = await footerTop(page);
    expect(during.top).toBeGreaterThanOrEqual(during.viewport);

    chunk.release();
    await visible(page.getByRole("heading", { level: 1, name: "Our Story" }));
    const after = await footerTop(page);
    expect(after.top).toBeGreaterThanOrEqual(after.viewport);
  });
});

describe("a new account", () => {
  test("is told 'Account created!' and greeted by name, never 'Welcome back'", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(url("/account?tab=register"));
    const form = await visible(page.getByRole("form", { name: "Create account" }));
    await form.getByLabel("Full name").fill("Marnie O'Sullivan-Tran");
    await form.getByLabel("Email").fill(uniqueEmail("greeting"));
    await form.getByLabel("Phone").fill("0412 345 678");
    const password = strongPassword();
    await form.getByLabel("Password", { exact: true }).fill(password);
    await form.getByLabel("Confirm password").fill(password);
    await form.getByLabel("Street no.").fill("4");
    await form.getByLabel("Street name").fill("Lygon Street");
    await form.getByLabel("Suburb").fill("Carlton");
    await form.getByLabel("City").fill("Melbourne");
    await form.getByLabel("State").selectOption("VIC");
    await form.getByLabel("Postcode").fill("3053");
    await form.getByLabel(/^What is \d+ \+ \d+\?$/).fill(String(await solveMathCheck(form)));
    await form.getByRole("button", { name: "Create Account" }).click();

    await visible(toast(page, "Account created!"));
    await expectPath(page, "/recipient-setup");

    await page.goto(url("/account"));
    await visible(page.getByRole("heading", { level: 1, name: "Welcome, Marnie" }));
    expect(await page.getByText(/welcome back/i).count()).toBe(0);
    await expect.poll(() => page.title()).toBe("My Account | Forget Me Not");

    await screenshot(page, "account-new-customer");
    await expectNoSeriousA11yViolations(page, "/account (new customer)");
  });
});

describe("how the changed pages look", () => {
  test("gift box detail, how it works and the 404 page at phone and desktop widths", async () => {
    await page.goto(url("/gift-box/1"));
    await visible(page.getByRole("heading", { level: 1 }));
    await screenshot(page, "shell-gift-box-detail");
    await expectNoSeriousA11yViolations(page, "/gift-box/1");

    await page.goto(url("/how-it-works"));
    await visible(page.getByRole("heading", { level: 1, name: "How It Works" }));
    await screenshot(page, "shell-how-it-works");

    await page.goto(url("/not/a/page"));
    await visible(page.getByRole("heading", { level: 1, name: "404 - Page Not Found" }));
    await screenshot(page, "shell-not-found");
    await expectNoSeriousA11yViolations(page, "404 page");
  });
});

describe("a page that cannot load", () => {
  test("keeps the shop around it and offers Try again, which loads the page (a blank screen before)", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(url("/"));
    await visible(page.getByRole("heading", { level: 1 }));

    // The connection drops as the story page's chunk is fetched.
    await page.route(/\/assets\/story-page-[^/]*\.js$/, (route: Route) => route.abort("internetdisconnected"), {
      times: 1,
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Story" }).click();

    await visible(page.getByRole("heading", { level: 1, name: "Something went wrong" }));
    await expect.poll(() => page.title()).toBe("Something went wrong | Forget Me Not");
    await visible(page.getByRole("banner").getByRole("link", { name: "Forget Me Not" }));
    await visible(page.getByRole("contentinfo"));
    await screenshot(page, "page-failed-to-load");
    await expectNoSeriousA11yViolations(page, "page that failed to load");

    // The connection is back: Try again reloads and the page arrives.
    await page.getByRole("button", { name: "Try again" }).click();
    await visible(page.getByRole("heading", { level: 1, name: "Our Story" }));
    await expectPath(page, "/story");
  });

  test("is left behind by going to another page", async () => {
    await page.goto(url("/"));
    await visible(page.getByRole("heading", { level: 1 }));
    await page.route(/\/assets\/how-it-works-page-[^/]*\.js$/, (route: Route) => route.abort("failed"), { times: 1 });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "How It Works" }).click();
    await visible(page.getByRole("heading", { level: 1, name: "Something went wrong" }));

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gift Plans" }).click();
    await visible(page.getByRole("heading", { level: 1, name: "Gift Boxes" }));
    expect(await page.getByRole("heading", { name: "Something went wrong" }).count()).toBe(0);
  });
});

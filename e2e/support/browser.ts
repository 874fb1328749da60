import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, chromium, type Page } from "playwright-core";

const CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? "/usr/bin/chromium";
const SCREENSHOT_DIR = join(process.cwd(), "screenshots", "e2e");

export const DESKTOP = { width: 1366, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Closes the browser and removes its profile folder. */
  close: () => Promise<void>;
}

let clientsMade = 0;

/**
 * A client address of its own (IPv6 documentation range) for each browser or API customer: the e2e
 * shop trusts X-Forwarded-For from loopback, so journeys count against per-IP limits as separate
 * buyers would, not all as 127.0.0.1. Unique per test process and call.
 */
export function nextClientAddress(): string {
  clientsMade += 1;
  return `2001:db8::${process.pid.toString(16)}:${clientsMade.toString(16)}`;
}

/**
 * A fresh Chromium with its own throw-away profile (a profile folder only works through
 * launchPersistentContext). Each call is an isolated browser: no cookies or storage shared. Its clock is
 * Melbourne's unless `timezoneId` says otherwise (a staff member abroad, say).
 */
export async function launchBrowser({ timezoneId = "Australia/Melbourne" } = {}): Promise<BrowserSession> {
  const profileDir = mkdtempSync(join(tmpdir(), "fmn-e2e-profile-"));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    extraHTTPHeaders: { "x-forwarded-for": nextClientAddress() },
    headless: true,
    chromiumSandbox: false,
    viewport: DESKTOP,
    locale: "en-AU",
    timezoneId,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close().catch(() => undefined);
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/** Runs axe on the current page and fails on any serious or critical violation, listing them. */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  if (serious.length === 0) return;
  const details = serious
    .map((v) => {
      const targets = v.nodes
        .slice(0, 8)
        .map((node) => {
          const why = (node.any[0] ?? node.all[0] ?? node.none[0])?.message ?? "";
          return `      - ${node.target.join(" ")}${why ? `\n        ${why}` : ""}`;
        })
        .join("\n");
      const more = v.nodes.length > 8 ? `\n      … and ${v.nodes.length - 8} more` : "";
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${targets}${more}`;
    })
    .join("\n");
  throw new Error(`Serious accessibility violations on ${label}:\n${details}`);
}

/** Waits for the network to go quiet, lazy images to load (by scrolling through) and fonts to be ready. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    }
    window.scrollTo(0, 0);
    const pending = Array.from(document.images)
      .filter((img) => !img.complete)
      .map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener("load", resolve, { once: true });
            img.addEventListener("error", resolve, { once: true });
          }),
      );
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await document.fonts.ready;
  });
  await page.waitForLoadState("networkidle").catch(() => undefined);
}

/**
 * Full-page PNGs of the current page at phone (390×844) and desktop (1366×800, a common laptop) sizes:
 * screenshots/e2e/{name}-phone.png and {name}-desktop.png. Leaves the page at desktop size.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Toasts hide themselves after a few seconds; let them go so they do not cover the page.
  await page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .first()
    .waitFor({ state: "detached", timeout: 8_000 })
    .catch(() => undefined);
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await settle(page);
    await page.screenshot({
      path: join(SCREENSHOT_DIR, `${name}-${size}.png`),
      fullPage: true,
      animations: "disabled",
      caret: "hide",
    });
  }
}

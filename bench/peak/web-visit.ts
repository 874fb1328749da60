// node --import tsx bench/peak/web-visit.ts — counts the requests a buyer's visit through the real pages
// makes (Chromium, a fresh profile): register, recipient, gift box, subscription form, checkout and pay,
// account, then (after staff confirm the first delivery) pause. For docs/capacity.md. Needs `npm run build`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Locator, type Page } from "playwright-core";
import { startServerProcess } from "../../test/support/server-process";

const STAFF = { email: "visit-staff@example.com", password: "visit staff password 1" };

/** A request's kind: a page load, an API call (ids folded), a static file. */
function kindOf(method: string, url: URL): string {
  if (url.pathname.startsWith("/api/")) return `${method} ${url.pathname.replace(/\/\d+(?=\/|$)/g, "/{id}")}`;
  if (url.pathname.startsWith("/assets/")) return "static asset";
  if (/\.(svg|png|jpe?g|webp|ico|woff2?|webmanifest|txt)$/.test(url.pathname)) return "static file";
  return "page (index.html)";
}

async function visible(locator: Locator) {
  await locator.waitFor({ state: "visible" });
  return locator;
}

async function main() {
  const server = await startServerProcess(
    { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password, LOG_LEVEL: "warn" },
    { compiled: true },
  );
  await server.waitFor200("/api/health", 120_000);
  const base = server.baseUrl;
  const profileDir = mkdtempSync(join(tmpdir(), "fmn-visit-profile-"));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.E2E_CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    chromiumSandbox: false,
    viewport: { width: 1366, height: 800 },
    locale: "en-AU",
    timezoneId: "Australia/Melbourne",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-sync"],
  });
  context.setDefaultTimeout(30_000);
  const page: Page = context.pages()[0] ?? (await context.newPage());
  const steps: { step: string; counts: Map<string, number> }[] = [];
  let current = new Map<string, number>();
  // Through the DevTools protocol: a file served from the browser's cache is seen and not counted.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const kinds = new Map<string, { kind: string; counts: Map<string, number> }>();
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
    const url = new URL(request.url);
    if (url.origin !== base) return;
    const kind = kindOf(request.method, url);
    kinds.set(requestId, { kind, counts: current });
    current.set(kind, (current.get(kind) ?? 0) + 1);
  });
  cdp.on("Network.requestServedFromCache", ({ requestId }) => {
    const seen = kinds.get(requestId);
    if (!seen) return;
    seen.counts.set(seen.kind, (seen.counts.get(seen.kind) ?? 1) - 1);
    seen.counts.set("from the browser's cache", (seen.counts.get("from the browser's cache") ?? 0) + 1);
  });
  const step = async (name: string, run: () => Promise<void>) => {
    current = new Map();
    await run();
    await page.waitForLoadState("networkidle");
    steps.push({ step: name, counts: current });
  };
  try {
    const email = `visit.${process.pid}@example.com`;
    await step("register (/account → Create Account)", async () => {
      await page.goto(`${base}/account`);
      await page.getByRole("tab", { name: "Create Account" }).click();
      const form = await visible(page.getByRole("form", { name: "Create account" }));
      await form.getByLabel("Full name").fill("Visit Buyer");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Phone").fill("0412 345 678");
      await form.getByLabel("Password", { exact: true }).fill("visit password 1");
      await form.getByLabel("Confirm password").fill("visit password 1");
      await form.getByLabel("Street no.").fill("12");
      await form.getByLabel("Street name").fill("Brunswick Street");
      await form.getByLabel("Suburb").fill("Fitzroy");
      await form.getByLabel("City").fill("Melbourne");
      await form.getByLabel("State").selectOption("VIC");
      await form.getByLabel("Postcode").fill("3065");
      const question = (await form.getByText(/^What is \d+ \+ \d+\?$/).textContent()) ?? "";
      const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(question) ?? [];
      await form.getByLabel(/^What is \d+ \+ \d+\?$/).fill(String(Number(a) + Number(b)));
      await form.getByRole("button", { name: "Create Account" }).click();
      await page.waitForURL(/\/recipient-setup$/);
    });
    await step("recipient (/recipient-setup)", async () => {
      const form = await visible(page.getByRole("form", { name: "Recipient profile" }));
      await form.getByLabel("Full name").fill("Jordan Bloom");
      await form.getByLabel("Date of birth").fill("1990-05-12");
      await form.getByLabel("Relationship to you").selectOption("partner");
      await form.getByRole("button", { name: /^In Bloom/ }).click();
      await form.getByLabel("Street no.").fill("7");
      await form.getByLabel("Street name").fill("Lygon Street");
      await form.getByLabel("Suburb").fill("Carlton");
      await form.getByLabel("Postcode").fill("3053");
      await form.getByLabel("State").selectOption("VIC");
      await form.getByLabel("Phone number").fill("0433 222 111");
      await form.getByRole("button", { name: "Continue to Gift Selection" }).click();
      await page.waitForURL(/\/account$/);
    });
    let recipientId = 0;
    await step("browse gifts → gift box → subscription form", async () => {
      const browse = await visible(page.getByRole("link", { name: "Browse gifts for Jordan Bloom" }));
      recipientId = Number(/recipient=(\d+)/.exec((await browse.getAttribute("href")) ?? "")?.[1]);
      await browse.click();
      await (
        await visible(page.getByRole("tabpanel").getByRole("link", { name: "Seasonal Flowers", exact: true }))
      ).click();
      await (await visible(page.getByRole("link", { name: "Start Your Subscription" }))).click();
      await page.waitForURL(/\/subscription\/\d+$/);
    });
    await step("subscription form → checkout page", async () => {
      const form = await visible(page.getByRole("form", { name: "Subscription details" }));
      await form.getByLabel("Recipient", { exact: true }).selectOption(String(recipientId));
      await form.getByLabel("Recipient email").fill(`jordan.${process.pid}@example.com`);
      await form.getByLabel("How often?").selectOption("monthly");
      await form.getByRole("button", { name: "Continue to Checkout" }).click();
      await page.waitForURL(/\/checkout\?/);
      await visible(page.getByRole("heading", { level: 1, name: "Checkout" }));
    });
    await step("pay (test card) → confirmation", async () => {
      const payment = page.getByRole("region", { name: "Payment Details" });
      const pay = await visible(payment.getByRole("button", { name: /^Pay \$/ }));
      const card = payment.getByRole("form", { name: "Card details" });
      await card.getByLabel("Name on card").fill("Visit Buyer");
      await card.getByLabel("Card number").fill("4242 4242 4242 4242");
      await card.getByLabel("Expiry (MM/YY)").fill("12/34");
      await card.getByLabel("CVC").fill("123");
      await pay.click();
      await page.waitForURL(/\/confirmation\?/);
      await visible(page.getByRole("heading", { level: 1, name: "Thank you!" }));
    });
    await step("account: subscriptions listed", async () => {
      await page.getByRole("link", { name: "View My Account" }).click();
      await page.waitForURL(/\/account$/);
      await visible(page.getByRole("button", { name: "Pause subscription for Jordan Bloom" }));
    });
    // Staff confirm the first delivery (as the dashboard's toggle would), so Pause is allowed.
    await confirmFirstDelivery(base);
    await step("account again (a later visit, warm cache) → pause", async () => {
      await page.goto(`${base}/account`);
      const pause = page.getByRole("button", { name: "Pause subscription for Jordan Bloom" });
      await page.waitForFunction((el) => el?.getAttribute("aria-disabled") === null, await pause.elementHandle());
      await pause.click();
      const dialog = await visible(page.getByRole("dialog", { name: "Need a little breather? Off on holidays?" }));
      await dialog.getByRole("button", { name: "Pause", exact: true }).click();
      await dialog.waitFor({ state: "detached" });
    });
    print(steps);
  } finally {
    await context.close().catch(() => undefined);
    rmSync(profileDir, { recursive: true, force: true });
    await server.stop();
  }

  async function confirmFirstDelivery(origin: string): Promise<void> {
    const login = await fetch(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(STAFF),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    const call = async (method: string, path: string) => {
      const response = await fetch(`${origin}${path}`, { method, headers: { cookie } });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    await call("POST", "/api/admin/generate-fulfillment-orders");
    const page1 = (await call("GET", "/api/admin/fulfillment-orders?page=1&pageSize=50")) as {
      orders: { id: number }[];
    };
    const order = page1.orders[0];
    if (!order) throw new Error(`no order to confirm: ${JSON.stringify(page1).slice(0, 300)}`);
    const response = await fetch(`${origin}/api/admin/fulfillment-orders/${order.id}`, {
      method: "PATCH",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ deliveryConfirmed: true }),
    });
    if (!response.ok) throw new Error(`confirm: ${response.status} ${await response.text()}`);
  }
}

function print(steps: { step: string; counts: Map<string, number> }[]) {
  const total = new Map<string, number>();
  for (const { step, counts } of steps) {
    const api = [...counts].filter(([k]) => k.includes("/api/"));
    const apiCount = api.reduce((n, [, c]) => n + c, 0);
    const other = [...counts].filter(([k, c]) => !k.includes("/api/") && c > 0);
    console.log(
      `\n${step}: ${apiCount} API calls, ${other.map(([k, c]) => `${c} ${k}`).join(", ") || "no page or static"}`,
    );
    for (const [kind, count] of api) console.log(`  ${count}× ${kind}`);
    for (const [kind, count] of counts) total.set(kind, (total.get(kind) ?? 0) + count);
  }
  const sum = (pick: (k: string) => boolean) => [...total].filter(([k]) => pick(k)).reduce((n, [, c]) => n + c, 0);
  console.log(
    `\nWhole visit: ${sum((k) => k.includes("/api/"))} API calls, ${sum((k) => k.startsWith("page"))} page loads, ` +
      `${sum((k) => k.startsWith("static"))} static files from the server, ${sum((k) => k.startsWith("from"))} from the browser's cache`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

import type { BrowserContext, Locator, Page } from "playwright-core";
import { BASE_URL, STAFF, url, visible } from "./shop";

/** The Cookie header a browser context would send to the shop. */
export async function cookieHeaderOf(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies(BASE_URL);
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

/** GET an API path with the browser's session (as the page itself would). */
export async function getAsBrowser<T>(context: BrowserContext, path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(url(path), { headers: { cookie: await cookieHeaderOf(context) } });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Signs in as staff through the API and returns the session's Cookie header. */
export async function staffCookie(): Promise<string> {
  const response = await fetch(url("/api/auth/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: STAFF.email, password: STAFF.password }),
  });
  if (response.status !== 200)
    throw new Error(`staff POST /api/auth/login answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((header) => header.split(";")[0]!.trim());
  if (cookies.length === 0) throw new Error("staff sign-in set no cookie");
  return cookies.join("; ");
}

/**
 * Staff confirm the subscription's first regular delivery the way the dashboard does: Generate Orders,
 * then the order's Delivered toggle (PATCH deliveryConfirmed). Returns the PATCH's status.
 */
export async function recordDeliveryAsStaff(subscriptionId: number): Promise<number> {
  const cookie = await staffCookie();
  const generated = await fetch(url("/api/admin/generate-fulfillment-orders"), { method: "POST", headers: { cookie } });
  if (!generated.ok) throw new Error(`Generate Orders answered ${generated.status}: ${await generated.text()}`);
  const page = await fetch(url("/api/admin/fulfillment-orders?pageSize=500"), { headers: { cookie } });
  const { orders } = (await page.json()) as {
    orders: { id: number; subscriptionId: number; specialDateType: string; deliveryDate: string }[];
  };
  const order = orders
    .filter((o) => o.subscriptionId === subscriptionId && o.specialDateType === "")
    .sort((a, b) => a.deliveryDate.localeCompare(b.deliveryDate))[0];
  if (!order) throw new Error(`no order was generated for subscription ${subscriptionId}`);
  const response = await fetch(url(`/api/admin/fulfillment-orders/${order.id}`), {
    method: "PATCH",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ deliveryConfirmed: true }),
  });
  if (response.status !== 200)
    throw new Error(`confirming the delivery answered ${response.status}: ${await response.text()}`);
  return response.status;
}

/** Reads "What is A + B?" from the create-account form's math check and returns A + B. */
export async function solveMathCheck(form: Locator): Promise<number> {
  const question = await visible(form.getByText(/^What is \d+ \+ \d+\?$/));
  const label = (await question.textContent()) ?? "";
  const match = label.match(/What is (\d+) \+ (\d+)\?/);
  if (!match) throw new Error(`unexpected security question "${label}"`);
  return Number(match[1]) + Number(match[2]);
}

/** The "Your Subscriptions" panel on /account. */
export const subscriptionsPanel = (page: Page) => page.getByRole("region", { name: "Your Subscriptions" });

/** The subscription table's row (desktop layout) for a recipient. */
export const subscriptionRow = (page: Page, recipientName: string) =>
  subscriptionsPanel(page).getByRole("row").filter({ hasText: recipientName });

/**
 * Collects the page's script errors, failed requests and console errors, so a failing step can
 * say what the browser saw (a crashed page, a missing chunk, a refused API call).
 */
export function watchBrowserProblems(page: Page): { report: () => Promise<string> } {
  const problems: string[] = [];
  const keep = (line: string) => {
    problems.push(line);
    if (problems.length > 30) problems.shift();
  };
  page.on("pageerror", (error) => keep(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") keep(`console error: ${message.text()}`);
  });
  page.on("requestfailed", (request) =>
    keep(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on("response", (response) => {
    if (response.status() >= 400) keep(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return {
    report: async () => {
      const main = await page
        .locator("main")
        .first()
        .ariaSnapshot({ timeout: 2_000 })
        .catch(() => "(no main landmark)");
      return [`url: ${page.url()}`, ...problems, "main:", main].join("\n");
    },
  };
}

// Issue 19, the shop's figures: staff open /dashboard's Analytics tab and see active subscriptions by plan,
// state and frequency, the weekly starts, revenue per month with GST, monthly recurring revenue, the next
// 14 days' deliveries (with the ones no vendor holds flagged) and the vendor backlog. The journey buys two
// subscriptions of its own (monthly pay-as-you-go in VIC, annual in QLD; no vendor covers them), has staff
// generate orders, and checks the page's numbers move by exactly what it created.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formatCents } from "../src/shared/domain/money";
import type { ShopAnalytics } from "../src/shared/schemas/analytics";
import { type BrowserSession, expectNoSeriousA11yViolations, launchBrowser, screenshot } from "./support/browser";
import { watchBrowserProblems } from "./support/customer";
import { createRecipientAsBrowser, payForSubscriptionAsBrowser, transitionsDone } from "./support/dashboard";
import { BUYER_CONTACT, expectPath, STAFF, strongPassword, uniqueEmail, url, visible } from "./support/shop";
import { runAsSteps } from "./support/steps";

let staff: BrowserSession;
let buyer: BrowserSession;
let page: Page;
let problems: ReturnType<typeof watchBrowserProblems>;
let before: ShopAnalytics;

async function figuresFromApi(): Promise<ShopAnalytics> {
  const response = await staff.page.request.get(url("/api/admin/analytics"));
  if (response.status() !== 200) throw new Error(`GET /api/admin/analytics answered ${response.status()}`);
  return (await response.json()) as ShopAnalytics;
}

const countOf = (rows: { key: string; count: number }[], key: string) => rows.find((r) => r.key === key)?.count ?? 0;
const sumOf = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
const panel = () => page.getByRole("tabpanel", { name: "Analytics" });
const figure = (title: string) =>
  panel()
    .locator("figure")
    .filter({ has: page.getByRole("heading", { name: title }) });

beforeAll(async () => {
  staff = await launchBrowser();
  buyer = await launchBrowser();
  page = staff.page;
  problems = watchBrowserProblems(page);
  const signIn = await page.request.post(url("/api/auth/login"), { data: STAFF });
  if (signIn.status() !== 200) throw new Error(`staff sign-in: ${signIn.status()}`);
  before = await figuresFromApi();
});

runAsSteps("analytics", () => problems);

afterAll(async () => {
  await staff?.close();
  await buyer?.close();
});

describe("/dashboard Analytics for staff", () => {
  test("1. buyers and signed-out visitors cannot read the figures", async () => {
    const anonymous = await buyer.page.request.get(url("/api/admin/analytics"));
    expect(anonymous.status()).toBe(401);
    const registered = await buyer.page.request.post(url("/api/auth/register"), {
      data: {
        fullName: "Morgan Figures",
        email: uniqueEmail("analytics"),
        password: strongPassword(),
        ...BUYER_CONTACT,
      },
    });
    expect(registered.status()).toBe(201);
    expect((await buyer.page.request.get(url("/api/admin/analytics"))).status()).toBe(403);
  });

  test("2. two subscriptions bought and their orders generated move the figures by exactly that", async () => {
    const boxes = (await (await buyer.page.request.get(url("/api/gift-boxes"))).json()) as { id: number }[];
    const giftBoxId = boxes[0]!.id;
    const vic = await createRecipientAsBrowser(buyer.page, {
      fullName: "Ada Figures",
      state: "VIC",
      giftCategories: "in-bloom",
    });
    const qld = await createRecipientAsBrowser(buyer.page, {
      fullName: "Bo Figures",
      state: "QLD",
      giftCategories: "in-bloom",
    });
    await payForSubscriptionAsBrowser(buyer.page, { recipientId: vic, giftBoxId, frequency: "monthly" });
    await payForSubscriptionAsBrowser(buyer.page, { recipientId: qld, giftBoxId, frequency: "annual" });
    const generated = await page.request.post(url("/api/admin/generate-fulfillment-orders"));
    expect(generated.status()).toBe(200);

    const after = await figuresFromApi();
    expect(after.active.total - before.active.total).toBe(2);
    expect(countOf(after.active.byState, "VIC") - countOf(before.active.byState, "VIC")).toBe(1);
    expect(countOf(after.active.byState, "QLD") - countOf(before.active.byState, "QLD")).toBe(1);
    expect(countOf(after.active.byFrequency, "monthly") - countOf(before.active.byFrequency, "monthly")).toBe(2);
    // $100 a month, and $1,080 a year counted as $90 a month.
    expect(after.recurring.monthlyCents - before.recurring.monthlyCents).toBe(19_000);
    const thisMonth = (figures: ShopAnalytics) => figures.months.at(-1)!;
    expect(thisMonth(after).grossCents - thisMonth(before).grossCents).toBe(118_000);
    expect(thisMonth(after).gstCents - thisMonth(before).gstCents).toBe(909 + 9818);
    expect(after.weeks.at(-1)!.started - before.weeks.at(-1)!.started).toBe(2);
    // Each first box is due within the fortnight, and no vendor covers either recipient.
    const unassigned = (figures: ShopAnalytics) => sumOf(figures.upcoming, (day) => day.unassigned);
    expect(unassigned(after) - unassigned(before)).toBe(2);
    before = after;
  });

  test("3. the tab shows those figures, with charts hidden from screen readers and tables that carry them", async () => {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/admin/analytics");
    await page.goto(url("/dashboard"));
    await expectPath(page, "/dashboard");
    await page.getByRole("tab", { name: "Analytics" }).click();
    const shown = (await (await answer).json()) as ShopAnalytics;
    expect(shown.active.total).toBe(before.active.total);
    await visible(panel().getByRole("heading", { level: 2, name: "Shop analytics" }));

    // A stat card: its title (h3) and, beside it, the figure.
    const card = (title: string) =>
      panel().getByRole("heading", { level: 3, name: title, exact: true }).first().locator("xpath=../..");
    await visible(card("Active subscriptions").getByText(String(shown.active.total), { exact: true }));
    await visible(
      figure("Monthly recurring revenue").getByText(formatCents(shown.recurring.monthlyCents), { exact: true }).first(),
    );
    await visible(figure("Monthly recurring revenue").getByText(/annual plan is paid once a year upfront/));

    // By state: the table (behind its disclosure) lists VIC and QLD with their counts.
    const byState = figure("By state");
    await byState.getByText("Show the figures as a table").click();
    const stateTable = byState.getByRole("table", { name: "Active subscriptions by state" });
    for (const code of ["VIC", "QLD"]) {
      await visible(
        stateTable.getByRole("row", { name: new RegExp(`^${code} ${countOf(shown.active.byState, code)}$`) }),
      );
    }
    // The chart library loads lazily after the figures, so wait for it rather than counting at once.
    await expect.poll(() => byState.locator('[aria-hidden="true"] svg').count()).toBeGreaterThan(0);

    // This month's revenue row: charges, refunds, net and GST as the API has them.
    const revenue = figure("Revenue and refunds per month");
    await revenue.getByText("Show the figures as a table").click();
    const month = shown.months.at(-1)!;
    const row = revenue.getByRole("row").last();
    for (const cents of [month.grossCents, month.refundsCents, month.netCents, month.gstCents]) {
      await visible(row.getByText(formatCents(cents), { exact: true }).first());
    }

    // Deliveries: the days with no vendor are flagged in words, not colour alone, and staff are sent to arrange them.
    const deliveries = figure("Deliveries in the next 14 days");
    const unassigned = sumOf(shown.upcoming, (day) => day.unassigned);
    await visible(deliveries.getByText(new RegExp(`${unassigned} orders? (has|have) no vendor`)));
    await visible(deliveries.getByRole("link", { name: /Arrange (it|them) on the fulfilment page/ }));
    await expect.poll(() => deliveries.getByText("with no vendor", { exact: false }).count()).toBeGreaterThan(0);
    // The backlog names the open orders nobody holds.
    await visible(
      figure("Vendor backlog and on-time rate").getByText(
        new RegExp(`${shown.vendors.unassignedOpen} open orders? (is|are) held by no vendor`),
      ),
    );

    await transitionsDone(page);
    await expectNoSeriousA11yViolations(page, "/dashboard (Analytics tab, staff)");
    await screenshot(page, "analytics-staff");
  });

  test("4. a failed load says so and offers another try", async () => {
    await page.route("**/api/admin/analytics", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ code: "INTERNAL", message: "x" }),
      }),
    );
    try {
      await page.goto(url("/dashboard"));
      await page.getByRole("tab", { name: "Analytics" }).click();
      const alert = await visible(panel().getByRole("alert"));
      await visible(alert.getByText("The shop's figures could not be loaded."));
      await page.unroute("**/api/admin/analytics");
      await alert.getByRole("button", { name: "Try again" }).click();
      await visible(panel().getByRole("heading", { level: 3, name: "Monthly recurring revenue" }).first());
    } finally {
      await page.unroute("**/api/admin/analytics").catch(() => undefined);
    }
  });
});

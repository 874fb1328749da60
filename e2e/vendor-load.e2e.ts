// Issue 17's capacity: a florist in Perth takes 3 orders a day and is closed one day; five boxes fall on
// one delivery day (a Mother's Day-like peak). Staff see the peak on /admin/vendors/load (chart and
// table), raise the florist's capacity, and route a stranded order again from /admin/fulfillment.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { CapacitySettings } from "../src/shared/schemas/vendor-capacity";
import {
  type BrowserSession,
  DESKTOP,
  expectNoSeriousA11yViolations,
  launchBrowser,
  nextClientAddress,
  PHONE,
  screenshot,
} from "./support/browser";
import { staffCookie } from "./support/customer";
import { payForSubscriptionAsBrowser } from "./support/dashboard";
import { adminOrderRow, createRecipientAt, inBloomBoxId, signInAsVendor } from "./support/fulfilment";
import { expectPath, STAFF, strongPassword, submitSignIn, toast, uniqueEmail, url, visible } from "./support/shop";

let staff: BrowserSession;
let buyer: BrowserSession;
let page: Page;
const florist = {
  businessName: `Swan River Stems ${Date.now().toString(36)}`,
  email: uniqueEmail("swan-river"),
  password: "florist password 1",
};
const recipients = ["Avery", "Blake", "Casey", "Darcy", "Emery"].map((name) => `${name} Loadchart`);

async function api(path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) {
  const response = await fetch(url(path), {
    method: init.method ?? "GET",
    headers: {
      ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
      "x-forwarded-for": nextClientAddress(),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!response.ok)
    throw new Error(`${init.method ?? "GET"} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!.trim())
    .join("; ");

beforeAll(async () => {
  // The florist applies, is approved, and sets 3 orders a day and a closed day.
  const applied = await api("/api/vendor/apply", {
    method: "POST",
    body: {
      businessName: florist.businessName,
      contactName: "Shay Swan",
      email: florist.email,
      phone: "0898 765 432",
      password: florist.password,
      website: "",
      instagramHandle: "",
      tiktokHandle: "",
      businessAddress: "1 Hay Street",
      suburb: "Perth",
      state: "WA",
      postcode: "6000",
      businessType: "florist",
      serviceArea: "6000 and the city",
      description: "Wildflowers from the hills.",
      agreeTerms: true,
    },
  });
  const supplierId = ((await applied.json()) as { id: number }).id;
  const staffSession = await staffCookie();
  await api(`/api/admin/vendors/${supplierId}/approve`, { method: "POST", cookie: staffSession });
  const vendorSession = cookieOf(
    await api("/api/vendor/login", { method: "POST", body: { email: florist.email, password: florist.password } }),
  );
  const settings = (await (await api("/api/vendor/capacity", { cookie: vendorSession })).json()) as CapacitySettings;
  const closed = new Date(`${settings.today}T00:00:00Z`);
  closed.setUTCDate(closed.getUTCDate() + 4);
  await api("/api/vendor/capacity", {
    method: "PUT",
    cookie: vendorSession,
    body: { dailyCapacity: 3, closedDates: [closed.toISOString().slice(0, 10)] },
  });

  // Five boxes paid today for Perth: each first delivery falls ten days on, the same day.
  buyer = await launchBrowser();
  const register = await buyer.page.request.post(url("/api/auth/register"), {
    data: {
      fullName: "Morgan Loadchart",
      email: uniqueEmail("load-chart-buyer"),
      password: strongPassword(),
      phone: "0412345678",
      streetNumber: "1",
      streetName: "Main Street",
      suburb: "Perth",
      city: "Perth",
      state: "WA",
      postcode: "6000",
      country: "Australia",
    },
  });
  if (register.status() !== 201) throw new Error(`register answered ${register.status()}`);
  const giftBoxId = await inBloomBoxId();
  for (const fullName of recipients) {
    const recipientId = await createRecipientAt(buyer.page, {
      fullName,
      email: uniqueEmail("load-chart-recipient"),
      streetNumber: "2",
      streetName: "Murray Street",
      suburb: "Perth",
      state: "WA",
      postcode: "6000",
    });
    await payForSubscriptionAsBrowser(buyer.page, { recipientId, giftBoxId, frequency: "monthly" });
  }
  await api("/api/admin/generate-fulfillment-orders", { method: "POST", cookie: staffSession });

  staff = await launchBrowser();
  page = staff.page;
  await submitSignIn(page, STAFF.email, STAFF.password);
  await expectPath(page, "/admin/vendors");
}, 300_000);

afterAll(async () => {
  await staff?.close();
  await buyer?.close();
});

describe("vendor load (issue 17)", () => {
  test("staff see the peak against capacity, chart and table, with the closed day marked", async () => {
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Vendor load" }).click();
    await expectPath(page, "/admin/vendors/load");
    await visible(page.getByRole("heading", { level: 1, name: "Vendor load" }));
    const chart = await visible(page.getByRole("figure").filter({ hasText: florist.businessName }));
    await expect.poll(() => chart.textContent()).toMatch(/with 3 of 3 orders; full or over on .*; closed /);
    const row = page.getByRole("row").filter({ hasText: florist.businessName });
    expect(await row.getByRole("cell").allTextContents()).toContain("3 of 3");
    expect(await row.getByRole("cell").allTextContents()).toContain("Closed");
    // Demand as a whole: the peak day's orders against every vendor's capacity. The journeys share one
    // shop, so other journeys' orders may make another day busier: at least this journey's five show.
    const shop = page.getByRole("figure").filter({ hasText: "All orders" });
    await expect.poll(() => shop.textContent()).toMatch(/busiest .* with \d+ of \d+ orders/);
    const busiest = Number(/with (\d+) of \d+ orders/.exec((await shop.textContent()) ?? "")?.[1]);
    expect(busiest).toBeGreaterThanOrEqual(5);
    await expectNoSeriousA11yViolations(page, "/admin/vendors/load");
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(page, "/admin/vendors/load on a phone");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "vendor-load");
  });

  test("after staff raise the capacity, Route again gives a stranded order to the florist", async () => {
    await page.goto(url("/admin/vendors?status=approved"));
    const card = await visible(page.getByRole("article", { name: florist.businessName }));
    await card.getByRole("button", { name: `Adjust ${florist.businessName}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Daily capacity (orders per day)").fill("5");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await visible(toast(page, "Vendor updated"));

    await page.goto(url("/admin/fulfillment"));
    // Two of the five had no room on the peak day: each can be routed again now.
    const stranded = adminOrderRow(page, "Loadchart").getByRole("button", { name: /^Route again/ });
    await visible(stranded.first());
    expect(await stranded.count()).toBe(2);
    await stranded.first().click();
    await visible(toast(page, "Order routed"));
    await expect.poll(() => stranded.count()).toBe(1);
  });

  test("the florist sets its capacity and a closed date in the portal; a past date is refused", async () => {
    const vendor = await launchBrowser();
    try {
      const portal = vendor.page;
      await signInAsVendor(portal, florist);
      const form = await visible(portal.getByRole("form", { name: "Capacity and closed dates" }));
      const capacity = form.getByLabel("Orders you can take per day");
      await expect.poll(() => capacity.inputValue()).toBe("5");
      const settings = (await (await portal.request.get(url("/api/vendor/capacity"))).json()) as CapacitySettings;
      await form.getByLabel("Add a closed date").fill("2020-01-01");
      await form.getByRole("button", { name: "Add date" }).click();
      await visible(form.getByText("1 Jan 2020 has already passed: closed dates must be today or later"));
      await form.getByLabel("Add a closed date").fill(settings.lastClosableDate);
      await form.getByRole("button", { name: "Add date" }).click();
      await capacity.fill("8");
      await form.getByRole("button", { name: "Save capacity" }).click();
      await visible(toast(portal, "Capacity saved"));
      const saved = (await (await portal.request.get(url("/api/vendor/capacity"))).json()) as CapacitySettings;
      expect(saved.dailyCapacity).toBe(8);
      expect(saved.closedDates).toContain(settings.lastClosableDate);
      await expectNoSeriousA11yViolations(portal, "/for-vendors (capacity)");
    } finally {
      await vendor.close();
    }
  });
});

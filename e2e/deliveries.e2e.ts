// The buyer's deliveries page and the cancellation with a refund (issue 16, ADR 0018), through the real
// pages: a florist in Ballarat applies and staff approve it (API); a buyer pays an annual In Bloom plan
// for a Ballarat recipient; staff Generate Orders, so the first delivery is the florist's order; on
// /subscription/:id/deliveries the buyer skips the second delivery and moves the third (a date too soon
// is refused with the shop's reason first); then cancels from /account choosing the refund: the
// dialog shows the preview first, the outcome after. The refund is on /billing/:id with its adjustment
// note (the PDF lists the refunded deliveries), the withdrawn order is gone from staff's list and from
// the florist's My Orders, and the florist is e-mailed.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addDaysIso, formatIsoDate } from "../src/shared/domain/dates";
import { formatCents } from "../src/shared/domain/money";
import type { CancellationPreview, LedgerDelivery } from "../src/shared/schemas/deliveries";
import { pdfTextLines } from "../test/support/pdf-text";
import {
  type BrowserSession,
  expectNoSeriousA11yViolations,
  launchBrowser,
  PHONE,
  screenshot,
  settle,
} from "./support/browser";
import { getAsBrowser, staffCookie, subscriptionRow, watchBrowserProblems } from "./support/customer";
import { payForSubscriptionAsBrowser } from "./support/dashboard";
import {
  applyAsVendor,
  createRecipientAt,
  inBloomBoxId,
  portalTab,
  signInAsVendor,
  type VendorApplicant,
} from "./support/fulfilment";
import { waitForMailMatching } from "./support/mailbox";
import {
  expectPath,
  registerViaApi,
  strongPassword,
  submitSignIn,
  type TestCustomer,
  toast,
  uniqueEmail,
  url,
  visible,
} from "./support/shop";
import { runAsSteps } from "./support/steps";

const run = Date.now().toString(36);

// Ballarat: no other journey approves a vendor there, so the order is this florist's.
const florist: VendorApplicant = {
  businessName: `Sturt Street Blooms ${run}`,
  contactName: "Sasha Sturt",
  email: uniqueEmail("ballarat-florist"),
  password: strongPassword(),
  address: "40 Sturt Street",
  suburb: "Ballarat Central",
  state: "VIC",
  postcode: "3350",
  serviceArea: "3350, 3355 and the goldfields",
};
const recipient = {
  fullName: "Marlo Lydiard",
  email: uniqueEmail("marlo"),
  streetNumber: "7",
  streetName: "Lydiard Street North",
  suburb: "Ballarat Central",
  state: "VIC",
  postcode: "3350",
};

let buyer: TestCustomer;
let shopper: BrowserSession;
let vendor: BrowserSession;
let page: Page;
let problems: ReturnType<typeof watchBrowserProblems>;
let cookie = "";
let subscriptionId = 0;
let orderId = 0;
let skippedDate = "";
let movedTo = "";
let refundCents = 0;

runAsSteps("deliveries", () => problems);

beforeAll(async () => {
  [buyer, shopper, vendor, cookie] = await Promise.all([
    registerViaApi("deliveries"),
    launchBrowser(),
    launchBrowser(),
    staffCookie(),
  ]);
  page = shopper.page;
  problems = watchBrowserProblems(page);
});

afterAll(async () => {
  await Promise.all([shopper?.close(), vendor?.close()]);
});

async function staff<T>(method: string, path: string): Promise<T> {
  const response = await fetch(url(path), { method, headers: { cookie } });
  if (!response.ok) throw new Error(`staff ${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

type Order = { id: number; subscriptionId: number; status: string; vendorName: string | null; deliveryDate: string };
const ordersOf = async (id: number) =>
  (await staff<{ orders: Order[] }>("GET", "/api/admin/fulfillment-orders?pageSize=500")).orders.filter(
    (order) => order.subscriptionId === id,
  );

const ledger = async () =>
  (await getAsBrowser<LedgerDelivery[]>(shopper.context, `/api/subscriptions/${subscriptionId}/deliveries`)).body;

/** A day as the deliveries page writes it: "Fri 4 Dec 2026". */
const dayText = (date: string) =>
  `${new Intl.DateTimeFormat("en-AU", { weekday: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`))} ${formatIsoDate(date)}`;

/** One delivery's item on the deliveries page, by its heading ("Fri 14 Feb 2027 …"). */
const deliveryItem = (id: number) => page.locator(`li[aria-labelledby="delivery-${id}-heading"]`);

describe("the buyer's deliveries and a cancellation with a refund", () => {
  test("1. a Ballarat florist applies and staff approve it", async () => {
    await applyAsVendor(vendor.page, florist);
    const pending = await staff<{ id: number; name: string }[]>("GET", "/api/admin/vendors?status=pending");
    const applicant = pending.find((v) => v.name === florist.businessName);
    if (!applicant) throw new Error("the florist is not in the pending list");
    await staff("POST", `/api/admin/vendors/${applicant.id}/approve`);
  });

  test("2. the buyer pays an annual plan; staff Generate Orders and the first delivery goes to the florist", async () => {
    await submitSignIn(page, buyer.email, buyer.password);
    await expectPath(page, "/recipient-setup");
    const recipientId = await createRecipientAt(page, recipient);
    const checkout = await payForSubscriptionAsBrowser(page, {
      recipientId,
      giftBoxId: await inBloomBoxId(),
      frequency: "annual",
    });
    subscriptionId = checkout.subscriptionId;

    await staff("POST", "/api/admin/generate-fulfillment-orders");
    const orders = await ordersOf(subscriptionId);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.vendorName).toBe(florist.businessName);
    orderId = orders[0]!.id;
  });

  test("2b. the florist signs in and sees the order in My Orders", async () => {
    await signInAsVendor(vendor.page, florist);
    await portalTab(vendor.page, "My Orders").click();
    const panel = vendor.page.getByRole("tabpanel", { name: "My Orders" });
    const card = await visible(panel.getByRole("article", { name: recipient.fullName }));
    await visible(card.getByText(`Order #${orderId}`));
    await settle(vendor.page);
    await screenshot(vendor.page, "deliveries-vendor-order");
    await expectNoSeriousA11yViolations(vendor.page, "/for-vendors My Orders (the order)");
  });

  test("3. /account links each subscription to its deliveries page: every delivery paid, each with its lock time", async () => {
    await page.goto(url("/account"));
    const row = await visible(subscriptionRow(page, recipient.fullName));
    await row.getByRole("link", { name: `Manage deliveries for ${recipient.fullName}` }).click();
    await expectPath(page, `/subscription/${subscriptionId}/deliveries`);
    await visible(page.getByRole("heading", { level: 1, name: `Deliveries for ${recipient.fullName}` }));
    await visible(page.getByText(/skipping a delivery moves it to the end of your prepaid term/));

    const deliveries = await ledger();
    const first = deliveries[0]!;
    expect(first.stateLabel).toBe("With the florist");
    const item = deliveryItem(first.id);
    await visible(item.getByText("With the florist"));
    // The lock time shown is the API's `locksAt`: midnight starting that day where the recipient lives.
    const lockDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Melbourne" }).format(
      new Date(first.locksAt),
    );
    expect(lockDay).toBe(addDaysIso(first.deliveryDate, -3));
    expect(
      new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Melbourne", hour: "numeric", hourCycle: "h23" }).format(
        new Date(first.locksAt),
      ),
    ).toBe("00");
    await visible(item.getByText(`Changes close at midnight starting ${dayText(lockDay)} (the recipient's time)`));
    await visible(item.getByText(/^Paid \$\d+\.\d\d \(incl\. \$\d+\.\d\d GST\)/));

    await screenshot(page, "deliveries-page");
    await expectNoSeriousA11yViolations(page, "/subscription/:id/deliveries");
  });

  test("3b. the usual delivery day: Friday is saved, and the control shows it after a reload", async () => {
    const day = page.getByLabel("Usual delivery day");
    expect(await day.inputValue()).toBe("none");
    await day.selectOption({ label: "Friday" });
    await page.getByRole("button", { name: "Save day" }).click();
    await visible(toast(page, "Delivery day saved"));
    const upcoming = (await ledger()).filter((d) => d.kind === "regular" && !d.locked && d.state === "scheduled");
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((d) => new Date(`${d.deliveryDate}T00:00:00Z`).getUTCDay() === 5)).toBe(true);
    await page.reload();
    await visible(page.getByRole("heading", { level: 1, name: `Deliveries for ${recipient.fullName}` }));
    expect(await page.getByLabel("Usual delivery day").inputValue()).toBe("5");
  });

  test("4. skip the second delivery: it reads Skipped and can be un-skipped", async () => {
    const second = (await ledger()).filter((d) => d.kind === "regular")[1]!;
    skippedDate = second.deliveryDate;
    const item = deliveryItem(second.id);
    await item.getByRole("button", { name: /^Skip the delivery of / }).click();
    await visible(toast(page, "Delivery skipped"));
    await visible(item.getByText("Skipped", { exact: true }));
    await visible(item.getByRole("button", { name: /^Un-skip the delivery of / }));
    await visible(item.getByText("Its prepaid part moved to the end of the term"));
    const after = (await ledger()).find((d) => d.id === second.id)!;
    expect(after.state).toBe("skipped");
    expect(after.allocatedCents).toBe(0);
  });

  test("5. move the third delivery: a date too soon is refused with the reason, a later one moves it", async () => {
    const third = (await ledger()).filter((d) => d.kind === "regular" && d.state === "scheduled")[1]!;
    const item = deliveryItem(third.id);
    await item.getByRole("button", { name: /^Move the delivery of / }).click();
    const date = item.getByLabel(/^New date for the delivery of /);
    await date.fill(addDaysIso(new Date().toISOString().slice(0, 10), 1));
    await item.getByRole("button", { name: "Move delivery" }).click();
    await visible(item.getByRole("alert").filter({ hasText: /Please choose a date on or after/ }));
    await screenshot(page, "deliveries-move-refused");
    await expectNoSeriousA11yViolations(page, "/subscription/:id/deliveries (move refused)");

    movedTo = addDaysIso(third.deliveryDate, 2);
    await date.fill(movedTo);
    await item.getByRole("button", { name: "Move delivery" }).click();
    await visible(toast(page, "Delivery moved"));
    const after = (await ledger()).find((d) => d.id === third.id)!;
    expect(after.deliveryDate).toBe(movedTo);
    await visible(item.getByText(/^Moved from /));
    await settle(page);
    await screenshot(page, "deliveries-skipped-and-moved");
    await expectNoSeriousA11yViolations(page, "/subscription/:id/deliveries (skipped and moved)");
  });

  test("6. cancel from /account: the preview, the refund chosen, the outcome, and the row Cancelled", async () => {
    const preview = (
      await getAsBrowser<CancellationPreview>(shopper.context, `/api/subscriptions/${subscriptionId}/cancellation`)
    ).body;
    expect(preview.refundable.length).toBeGreaterThan(0);
    expect(preview.refundable.map((r) => r.deliveryDate)).not.toContain(skippedDate);
    refundCents = preview.refundableCents;

    await page.goto(url("/account"));
    const row = await visible(subscriptionRow(page, recipient.fullName));
    await row.getByRole("button", { name: `Cancel subscription for ${recipient.fullName}` }).click();
    const dialog = await visible(page.getByRole("dialog", { name: "Cancel this subscription?" }));
    const choice = await visible(dialog.getByRole("radiogroup"));
    expect(await choice.getByRole("radio", { name: "Send them" }).isChecked()).toBe(true);
    const refund = choice.getByRole("radio", { name: `Refund ${formatCents(preview.refundableCents)}` });
    await refund.check();
    await visible(dialog.getByText(`Includes ${formatCents(preview.refundableGstCents)} GST`, { exact: false }));
    await screenshot(page, "deliveries-cancel-preview");
    await expectNoSeriousA11yViolations(page, "/account (cancel preview)");

    await dialog.getByRole("button", { name: "Cancel subscription" }).click();
    const done = await visible(page.getByRole("dialog", { name: "Subscription cancelled" }));
    await visible(done.getByText(`Refunded ${formatCents(preview.refundableCents)}`, { exact: false }));
    await screenshot(page, "deliveries-cancel-outcome");
    await expectNoSeriousA11yViolations(page, "/account (cancel outcome)");
    await done.getByRole("button", { name: "Done" }).click();
    await done.waitFor({ state: "detached" });
    await visible(toast(page, "Subscription Cancelled"));
    await visible(row.getByText("Cancelled", { exact: true }).first());
  });

  test("7. the refund is on the billing page with its adjustment note, which lists the refunded deliveries", async () => {
    await page.goto(url(`/billing/${subscriptionId}`));
    const payments = await visible(page.getByRole("region", { name: "Payments made" }));
    await visible(payments.getByText("Refunded").first());
    await visible(payments.getByText(/-\$|−\$|\(\$/).first());
    const link = payments
      .getByRole("link", {
        name: new RegExp(
          `^Download adjustment note for the refund of ${formatCents(refundCents).replace("$", "\\$")} on .* \\(PDF\\)$`,
        ),
      })
      .locator("visible=true");
    await visible(link);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^forget-me-not-adjustment-note-FMN-P\d{6}\.pdf$/);
    const lines = await pdfTextLines(readFileSync((await download.path())!));
    expect(lines[0]).toBe("Adjustment note");
    expect(lines).toContain(`Total refunded -${formatCents(refundCents)}`);
    // One line per delivery given back, the moved one on its new date; never the skipped one.
    const refunded = lines.filter((line) => line.startsWith("Refund: "));
    expect(refunded.length).toBeGreaterThan(1);
    expect(lines).toContain(`Delivery of ${formatIsoDate(movedTo)}, not sent: refunded`);
    expect(lines).not.toContain(`Delivery of ${formatIsoDate(skippedDate)}, not sent: refunded`);
    await expectPath(page, `/billing/${subscriptionId}`);

    await page.setViewportSize(PHONE);
    await visible(link);
    await settle(page);
    await screenshot(page, "deliveries-billing-refund");
    await expectNoSeriousA11yViolations(page, "/billing/:id (refund)");
  });

  test("8. the florist's withdrawn order is gone from staff's list and the florist's My Orders, with an e-mail", async () => {
    const left = await ordersOf(subscriptionId);
    expect(left.map((order) => order.id)).not.toContain(orderId);
    await waitForMailMatching(florist.email, /withdrawn/);

    await vendor.page.goto(url("/for-vendors?tab=my-orders"));
    const panel = await visible(vendor.page.getByRole("tabpanel", { name: "My Orders" }));
    await settle(vendor.page);
    expect(await panel.getByRole("article", { name: recipient.fullName }).count()).toBe(0);
    expect(await panel.getByText(`Order #${orderId}`).count()).toBe(0);
    await screenshot(vendor.page, "deliveries-vendor-order-withdrawn");
    await expectNoSeriousA11yViolations(vendor.page, "/for-vendors My Orders (order withdrawn)");
  });
});

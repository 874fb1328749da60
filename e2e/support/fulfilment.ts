import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { expect } from "vitest";
import type { Recipient } from "../../src/shared/schemas/recipient";
import { expectPath, fetchCatalogue, toast, url, visible } from "./shop";

/** What the fulfilment journey needs of a vendor: its application, and the account it signs in with. */
export interface VendorApplicant {
  businessName: string;
  contactName: string;
  email: string;
  password: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  serviceArea: string;
}

/** Fills and sends /vendor-application (a florist), and waits for the confirmation page. */
export async function applyAsVendor(page: Page, vendor: VendorApplicant): Promise<void> {
  await page.goto(url("/vendor-application"));
  const form = await visible(page.getByRole("form", { name: "Vendor application" }));
  await form.getByLabel("Business name", { exact: true }).fill(vendor.businessName);
  await form.getByLabel("Contact name", { exact: true }).fill(vendor.contactName);
  await form.getByLabel("Email", { exact: true }).fill(vendor.email);
  await form.getByLabel("Phone", { exact: true }).fill("0398 765 432");
  await form.getByLabel("Password", { exact: true }).fill(vendor.password);
  await form.getByLabel("Confirm password", { exact: true }).fill(vendor.password);
  await form.getByLabel("Business address", { exact: true }).fill(vendor.address);
  await form.getByLabel("Suburb", { exact: true }).fill(vendor.suburb);
  await form.getByLabel("State", { exact: true }).selectOption(vendor.state);
  await form.getByLabel("Postcode", { exact: true }).fill(vendor.postcode);
  await form.getByLabel("Business type", { exact: true }).selectOption("florist");
  await form.getByLabel("Service area", { exact: true }).fill(vendor.serviceArea);
  await form.getByLabel("About your business", { exact: true }).fill("Seasonal posies, wrapped in paper.");
  await form.getByRole("checkbox", { name: /agree to the vendor terms/ }).check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expectPath(page, "/vendor-application-confirmation");
  await visible(page.getByRole("heading", { name: /your application is in/i }));
}

/** Signs in through /vendor-signin and waits for the portal. */
export async function signInAsVendor(page: Page, vendor: Pick<VendorApplicant, "email" | "password">): Promise<void> {
  await page.goto(url("/vendor-signin"));
  const form = await visible(page.getByRole("form", { name: "Vendor sign in" }));
  await form.getByLabel("Email", { exact: true }).fill(vendor.email);
  await form.getByLabel("Password", { exact: true }).fill(vendor.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expectPath(page, "/for-vendors");
  await visible(page.getByRole("heading", { name: /^Welcome/ }));
}

/** Staff approve a pending vendor from its card on /admin/vendors (the page must be open). */
export async function approveVendor(page: Page, businessName: string): Promise<void> {
  const card = await visible(page.getByRole("article", { name: businessName }));
  await card.getByRole("button", { name: `Approve ${businessName}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Approve vendor" }).click();
  await visible(toast(page, "Vendor approved"));
}

/** A tab of the vendor portal. */
export const portalTab = (page: Page, name: string) =>
  page.getByRole("tablist", { name: "Vendor portal sections" }).getByRole("tab", { name });

export interface RecipientAddress {
  fullName: string;
  email: string;
  streetNumber: string;
  streetName: string;
  suburb: string;
  state: string;
  postcode: string;
}

/** Creates a recipient with the buyer's session (POST /api/recipient-profiles), for the In Bloom plan. */
export async function createRecipientAt(page: Page, recipient: RecipientAddress): Promise<number> {
  const response = await page.request.post(url("/api/recipient-profiles"), {
    data: {
      ...recipient,
      dateOfBirth: "1988-10-21",
      relationship: "friend",
      phoneNumber: "0400 555 666",
      giftCategories: "in-bloom",
    },
  });
  if (response.status() !== 201)
    throw new Error(`POST /api/recipient-profiles answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as Recipient).id;
}

/** The catalogue's Seasonal Flowers box (the In Bloom plan). */
export async function inBloomBoxId(): Promise<number> {
  const box = (await fetchCatalogue()).find((b) => b.name === "Seasonal Flowers" && b.planKey === "in-bloom");
  if (!box) throw new Error("the catalogue has no Seasonal Flowers (In Bloom) box");
  return box.id;
}

/**
 * The subscription form for a recipient (monthly), then Continue to Checkout: leaves the browser on the
 * checkout page with its Pay button ready, and returns the subscription's id from the address.
 */
export async function openCheckoutFor(page: Page, giftBoxId: number, recipientId: number): Promise<number> {
  await page.goto(url(`/subscription/${giftBoxId}?recipient=${recipientId}`));
  const form = await visible(page.getByRole("form", { name: "Subscription details" }));
  await expect.poll(() => form.getByLabel("Recipient", { exact: true }).inputValue()).toBe(String(recipientId));
  await form.getByLabel("How often?").selectOption("monthly");
  await form.getByRole("button", { name: "Continue to Checkout" }).click();
  await expectPath(page, /^\/checkout\?subscriptionId=\d+&/);
  await visible(page.getByRole("heading", { level: 1, name: "Checkout" }));
  const subscriptionId = Number(new URL(page.url()).searchParams.get("subscriptionId"));
  expect(subscriptionId).toBeGreaterThan(0);
  return subscriptionId;
}

/** Pays on the open checkout page with the test card that pays, and waits for the confirmation. */
export async function payWithTestCard(page: Page, nameOnCard: string): Promise<void> {
  const payment = page.getByRole("region", { name: "Payment Details" });
  const pay = await visible(payment.getByRole("button", { name: /^Pay \$/ }));
  await expect.poll(() => pay.isEnabled()).toBe(true);
  const card = payment.getByRole("form", { name: "Card details" });
  await card.getByLabel("Name on card").fill(nameOnCard);
  await card.getByLabel("Card number").fill("4242 4242 4242 4242");
  await card.getByLabel("Expiry (MM/YY)").fill("12/34");
  await card.getByLabel("CVC").fill("123");
  await pay.click();
  await visible(toast(page, "Payment successful"));
  await expectPath(page, /^\/confirmation\?/);
  await visible(page.getByRole("heading", { level: 1, name: "Thank you!" }));
}

/** A photo-like JPEG of a packed box, made on the spot. */
export function packagePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: "#c88" } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The staff dashboard's row (desktop table) for a recipient's order. */
export const adminOrderRow = (page: Page, recipientName: string): Locator =>
  page.getByRole("region", { name: "Fulfilment orders" }).getByRole("row").filter({ hasText: recipientName });

/** The text of a select's chosen option. */
export function chosenOption(select: Locator): Promise<string> {
  return select.evaluate((node) => (node as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? "");
}

/** The day after an ISO date (YYYY-MM-DD). */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

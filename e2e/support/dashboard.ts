import type { Locator, Page } from "playwright-core";
import { url } from "./shop";

/** The stat cards on /dashboard (the "Subscription figures" section). */
export const figures = (page: Page) => page.getByRole("region", { name: "Subscription figures" });

/** One stat card, found by its title. */
export function statCard(page: Page, title: string): Locator {
  return figures(page)
    .locator(":scope > *")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** The figure a stat card shows (its first paragraph), or null while it is still loading. */
export async function statValue(page: Page, title: string): Promise<string | null> {
  const value = statCard(page, title).locator("p").first();
  if ((await value.count()) === 0) return null;
  return ((await value.textContent()) ?? "").trim();
}

export interface RecipientInput {
  fullName: string;
  state?: string;
  giftCategories?: string;
}

/** Creates a recipient profile with the browser's session (POST /api/recipient-profiles); returns its id. */
export async function createRecipientAsBrowser(page: Page, recipient: RecipientInput): Promise<number> {
  const response = await page.request.post(url("/api/recipient-profiles"), {
    data: {
      fullName: recipient.fullName,
      dateOfBirth: "1991-03-09",
      relationship: "friend",
      streetNumber: "5",
      streetName: "Smith Street",
      suburb: "Collingwood",
      state: recipient.state ?? "VIC",
      postcode: "3066",
      phoneNumber: "0400 111 222",
      giftCategories: recipient.giftCategories ?? null,
    },
  });
  if (response.status() !== 201) throw new Error(`POST /api/recipient-profiles answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

export interface PaidSubscriptionInput {
  recipientId: number;
  giftBoxId: number;
  frequency: "monthly" | "annual";
  addOns?: { key: string; date?: string }[];
}

export interface PreparedCheckout {
  checkoutId: number;
  subscriptionId: number;
  amountCents: number;
}

/**
 * Pays for a subscription as the signed-in browser would: POST /api/create-subscription-checkout,
 * then the test-mode card payment (POST /api/checkout/{id}/test-payment) with the card that pays.
 */
export async function payForSubscriptionAsBrowser(page: Page, input: PaidSubscriptionInput): Promise<PreparedCheckout> {
  const prepared = await page.request.post(url("/api/create-subscription-checkout"), {
    data: { recipientId: input.recipientId, giftBoxId: input.giftBoxId, frequency: input.frequency, addOns: input.addOns ?? [], paymentMethod: "card" },
  });
  if (prepared.status() !== 200) {
    throw new Error(`POST /api/create-subscription-checkout answered ${prepared.status()}: ${await prepared.text()}`);
  }
  const checkout = (await prepared.json()) as PreparedCheckout;
  const paid = await page.request.post(url(`/api/checkout/${checkout.checkoutId}/test-payment`), {
    data: { method: "card", cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" },
  });
  if (paid.status() !== 200) {
    throw new Error(`POST /api/checkout/${checkout.checkoutId}/test-payment answered ${paid.status()}: ${await paid.text()}`);
  }
  const result = (await paid.json()) as { subscriptionId: number };
  if (result.subscriptionId !== checkout.subscriptionId) {
    throw new Error(`the payment answered subscription ${result.subscriptionId}, the checkout was for ${checkout.subscriptionId}`);
  }
  return checkout;
}

/**
 * Waits for the page's running CSS transitions and animations to end, so axe reads the colours
 * the page settles on (a tab that was just deselected fades from plum to white).
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

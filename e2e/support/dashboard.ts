import type { Locator, Page } from "playwright-core";
import type { z } from "zod";
import type { CheckoutSession, paymentResultSchema } from "../../src/shared/schemas/checkout";
import type { Recipient } from "../../src/shared/schemas/recipient";
import type { StockPhotoQuery, StockPhotoResult } from "../../src/shared/schemas/stock-photo";
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

const PLACES: Record<string, { suburb: string; state: string; postcode: string }> = {
  VIC: { suburb: "Collingwood", state: "VIC", postcode: "3066" },
  NSW: { suburb: "Newtown", state: "NSW", postcode: "2042" },
  QLD: { suburb: "New Farm", state: "QLD", postcode: "4005" },
  WA: { suburb: "Fremantle", state: "WA", postcode: "6160" },
  SA: { suburb: "Norwood", state: "SA", postcode: "5067" },
  TAS: { suburb: "Sandy Bay", state: "TAS", postcode: "7005" },
  ACT: { suburb: "Braddon", state: "ACT", postcode: "2612" },
  NT: { suburb: "Parap", state: "NT", postcode: "0820" },
};
const placeIn = (state: string) => PLACES[state] ?? { ...PLACES.VIC!, state };

/** Creates a recipient profile with the browser's session (POST /api/recipient-profiles); returns its id. */
export async function createRecipientAsBrowser(page: Page, recipient: RecipientInput): Promise<number> {
  const response = await page.request.post(url("/api/recipient-profiles"), {
    data: {
      fullName: recipient.fullName,
      dateOfBirth: "1991-03-09",
      relationship: "friend",
      streetNumber: "5",
      streetName: "Smith Street",
      // A real postcode of the state (the server checks it).
      ...placeIn(recipient.state ?? "VIC"),
      phoneNumber: "0400 111 222",
      giftCategories: recipient.giftCategories ?? null,
    },
  });
  if (response.status() !== 201)
    throw new Error(`POST /api/recipient-profiles answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as Recipient).id;
}

export interface PaidSubscriptionInput {
  recipientId: number;
  giftBoxId: number;
  frequency: "monthly" | "annual";
  addOns?: { key: string; date?: string }[];
}

/** What the journeys read of the prepared checkout. */
export type PreparedCheckout = Pick<CheckoutSession, "checkoutId" | "subscriptionId" | "amountCents">;

/**
 * Pays for a subscription as the signed-in browser would: POST /api/create-subscription-checkout,
 * then the test-mode card payment (POST /api/checkout/{id}/test-payment) with the card that pays.
 */
export async function payForSubscriptionAsBrowser(page: Page, input: PaidSubscriptionInput): Promise<PreparedCheckout> {
  const prepared = await page.request.post(url("/api/create-subscription-checkout"), {
    data: {
      recipientId: input.recipientId,
      giftBoxId: input.giftBoxId,
      frequency: input.frequency,
      addOns: input.addOns ?? [],
      paymentMethod: "card",
    },
  });
  if (prepared.status() !== 200) {
    throw new Error(`POST /api/create-subscription-checkout answered ${prepared.status()}: ${await prepared.text()}`);
  }
  const checkout: PreparedCheckout = (await prepared.json()) as CheckoutSession;
  const paid = await page.request.post(url(`/api/checkout/${checkout.checkoutId}/test-payment`), {
    data: { method: "card", cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" },
  });
  if (paid.status() !== 200) {
    throw new Error(
      `POST /api/checkout/${checkout.checkoutId}/test-payment answered ${paid.status()}: ${await paid.text()}`,
    );
  }
  const result = (await paid.json()) as z.infer<typeof paymentResultSchema>;
  if (result.subscriptionId !== checkout.subscriptionId) {
    throw new Error(
      `the payment answered subscription ${result.subscriptionId}, the checkout was for ${checkout.subscriptionId}`,
    );
  }
  return checkout;
}

/**
 * Waits for the page's running CSS transitions and animations to end, so axe reads the colours
 * the page settles on (a tab that was just deselected fades from plum to white).
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/** The dashboard's Scraping tab panel: the stock photo tool. */
export const stockPhotoPanel = (page: Page) => page.getByRole("tabpanel", { name: "Scraping" });

/** The stock photo tool's results region (its "Results" heading names it). */
export const stockPhotoResults = (page: Page) => stockPhotoPanel(page).getByRole("region", { name: "Results" });

export interface StockPhotoSearch {
  /** The option labels the form shows. */
  queryType: string;
  count: string;
  orientation: string;
}

export interface StockPhotoAnswer {
  status: number;
  request: StockPhotoQuery;
  body: StockPhotoResult;
}

/**
 * Chooses the form's options by their labels (leaving a field alone when it already shows it),
 * presses Search photos and returns the POST /api/stock-photo-queries the page sent and its answer.
 * Fails with the status and body when the answer is not 200.
 */
export async function searchStockPhotos(page: Page, search?: StockPhotoSearch): Promise<StockPhotoAnswer> {
  const panel = stockPhotoPanel(page);
  if (search) {
    await panel.getByLabel("Query type").selectOption({ label: search.queryType });
    await panel.getByLabel("Count").selectOption({ label: search.count });
    await panel.getByLabel("Orientation").selectOption({ label: search.orientation });
  }
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname === "/api/stock-photo-queries",
  );
  await panel.getByRole("button", { name: "Search photos" }).click();
  const response = await answer;
  const text = await response.text();
  if (response.status() !== 200)
    throw new Error(`POST /api/stock-photo-queries answered ${response.status()}: ${text}`);
  return {
    status: response.status(),
    request: response.request().postDataJSON() as StockPhotoAnswer["request"],
    body: JSON.parse(text) as StockPhotoAnswer["body"],
  };
}

/** Each image in the locator once it has finished loading: its src, alt and natural size. */
export async function loadedImages(
  images: Locator,
): Promise<{ src: string; alt: string; width: number; height: number }[]> {
  return images.evaluateAll(async (nodes) =>
    Promise.all(
      (nodes as HTMLImageElement[]).map(async (img) => {
        if (!img.complete) {
          await new Promise((resolve) => {
            img.addEventListener("load", resolve, { once: true });
            img.addEventListener("error", resolve, { once: true });
          });
        }
        return { src: img.getAttribute("src") ?? "", alt: img.alt, width: img.naturalWidth, height: img.naturalHeight };
      }),
    ),
  );
}

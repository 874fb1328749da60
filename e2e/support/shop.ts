import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { GiftBox } from "../../src/shared/schemas/gift-box";
import { nextClientAddress } from "./browser";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys with \`npm run test:e2e\``);
  return value;
}

/** The shop under test (scripts/e2e.mjs starts it), without a trailing slash. */
export const BASE_URL = required("E2E_BASE_URL").replace(/\/$/, "");
export const STAFF = { email: required("E2E_ADMIN_EMAIL"), password: required("E2E_ADMIN_PASSWORD") };

/** An absolute URL on the shop. */
export const url = (path: string) => `${BASE_URL}${path}`;

/** A fresh address per call, so every journey creates its own people. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@e2e.test`;
}

export function strongPassword(): string {
  return `Pw-${randomBytes(6).toString("hex")}!`;
}

/** Waits until the single element the locator names is visible. */
export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: "visible" });
  return locator;
}

/** Waits until the path (and query) of the page matches. */
export async function expectPath(page: Page, path: string | RegExp): Promise<void> {
  const matches = (href: URL) =>
    typeof path === "string"
      ? href.pathname + href.search === path || href.pathname === path
      : path.test(href.pathname + href.search);
  await page.waitForURL(matches, { waitUntil: "commit" });
}

/** A toast (Radix viewport, the "Notifications" region) showing the given title. */
export function toast(page: Page, title: string | RegExp): Locator {
  return page
    .getByRole("region", { name: /Notifications/ })
    .getByText(title)
    .first();
}

/** The site header (the page's banner landmark). */
export const header = (page: Page) => page.getByRole("banner");

/** Header shows Account and Logout (signed in) — and not Join / Log In. */
export async function expectSignedInHeader(page: Page): Promise<void> {
  await visible(header(page).getByRole("link", { name: "Account", exact: true }));
  await visible(header(page).getByRole("button", { name: "Logout" }));
  expect(await header(page).getByRole("link", { name: "Join / Log In" }).count()).toBe(0);
}

/** Header shows Join / Log In (signed out) — and no Logout. */
export async function expectSignedOutHeader(page: Page): Promise<void> {
  await visible(header(page).getByRole("link", { name: "Join / Log In" }));
  expect(await header(page).getByRole("button", { name: "Logout" }).count()).toBe(0);
}

/** Logs out from the header; a vendor lands on the vendor sign-in, anyone else on /account. */
export async function logout(page: Page, landsOn: "/account" | "/vendor-signin" = "/account"): Promise<void> {
  await header(page).getByRole("button", { name: "Logout" }).click();
  await expectPath(page, landsOn);
  await expectSignedOutHeader(page);
}

/** The /account sign-in form (the Sign In tab, selected by default). */
export function signInForm(page: Page): Locator {
  return page.getByRole("form", { name: "Sign in" });
}

/** Opens /account and submits the Sign In form; does not wait for the outcome. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().endsWith("/account")) await page.goto(url("/account"));
  await page.getByRole("tab", { name: "Sign In" }).click();
  const form = await visible(signInForm(page));
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Log In" }).click();
}

/** Signs in as staff through the /account form (staff land on vendor review), then opens the e-mail outbox from the staff nav. */
export async function signInAsStaff(page: Page): Promise<void> {
  await submitSignIn(page, STAFF.email, STAFF.password);
  await expectPath(page, "/admin/vendors");
  await visible(page.getByRole("heading", { level: 1, name: "Vendors" }));
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "E-mail outbox" }).click();
  await expectPath(page, "/admin/outbox");
  await visible(page.getByRole("heading", { level: 1, name: "E-mail outbox" }));
}

export interface TestCustomer {
  fullName: string;
  email: string;
  password: string;
}

/** The phone and address every test buyer registers with (a Fitzroy, VIC postcode the catalogue covers). */
export const BUYER_CONTACT = {
  phone: "0412345678",
  streetNumber: "1",
  streetName: "Main Street",
  suburb: "Fitzroy",
  city: "Melbourne",
  state: "VIC",
  postcode: "3065",
  country: "Australia",
} as const;

/** Creates a customer straight through the API (no browser session). */
export async function registerViaApi(prefix: string): Promise<TestCustomer> {
  const customer = { fullName: "Robin Tester", email: uniqueEmail(prefix), password: strongPassword() };
  const response = await fetch(url("/api/auth/register"), {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextClientAddress() },
    body: JSON.stringify({
      ...customer,
      ...BUYER_CONTACT,
    }),
  });
  if (response.status !== 201) {
    throw new Error(`POST /api/auth/register answered ${response.status}: ${await response.text()}`);
  }
  return customer;
}

export type CatalogueBox = GiftBox;

/** The catalogue as the API lists it. */
export async function fetchCatalogue(): Promise<CatalogueBox[]> {
  const response = await fetch(url("/api/gift-boxes"));
  if (!response.ok) throw new Error(`GET /api/gift-boxes answered ${response.status}`);
  return (await response.json()) as CatalogueBox[];
}

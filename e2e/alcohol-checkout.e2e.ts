// The alcohol rule at checkout (shared/domain/alcohol.ts): a recipient who enjoys wine but whose
// profile has no date of birth gets no alcohol, and the checkout says so and how to change it; once
// an adult's date of birth is added, the checkout says alcohol may be included and proof of age needed.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { alcoholNotice } from "../src/shared/domain/alcohol";
import { ALCOHOL_NOTE } from "../src/shared/schemas/recipient";
import { type BrowserSession, expectNoSeriousA11yViolations, launchBrowser, screenshot } from "./support/browser";
import { watchBrowserProblems } from "./support/customer";
import { expectPath, expectSignedInHeader, registerViaApi, submitSignIn, url, visible } from "./support/shop";
import { runAsSteps } from "./support/steps";

let session: BrowserSession;
let page: Page;
let problems: ReturnType<typeof watchBrowserProblems>;
let recipientId = 0;
let subscriptionId = 0;
const name = "Sam Reid";

beforeAll(async () => {
  const customer = await registerViaApi("alcohol");
  session = await launchBrowser();
  page = session.page;
  problems = watchBrowserProblems(page);
  await submitSignIn(page, customer.email, customer.password);
  await expectSignedInHeader(page);
});

runAsSteps("alcohol at checkout", () => problems);

afterAll(async () => {
  await session?.close();
});

async function savourBoxId(): Promise<number> {
  const boxes = (await (await fetch(url("/api/gift-boxes"))).json()) as { id: number; planKey: string | null }[];
  const box = boxes.find((b) => b.planKey === "moments-to-savour");
  if (!box) throw new Error("the catalogue has no Moments to Savour box");
  return box.id;
}

describe("alcohol at checkout", () => {
  test("1. a wine lover with no date of birth: the checkout says no alcohol, and why", async () => {
    // The subscription form's "New recipient" makes a profile without a date of birth…
    const draft = await page.request.post(url("/api/subscriptions"), {
      data: {
        giftBoxId: await savourBoxId(),
        recipientName: name,
        recipientEmail: "sam.reid@example.com",
        recipientAddress: "8 Banksia Avenue, Newtown NSW 2042",
        frequency: "monthly",
      },
    });
    expect(draft.status()).toBe(201);
    ({ id: subscriptionId, recipientProfileId: recipientId } = await draft.json());
    // …and the buyer then says Sam enjoys wine.
    const liked = await page.request.patch(url(`/api/recipient-profiles/${recipientId}`), {
      data: { drinksEnjoy: "wine-cocktails-alcoholic", alcoholConsent: "yes" },
    });
    expect(liked.status()).toBe(200);

    await page.goto(url(`/checkout?subscriptionId=${subscriptionId}&recipientId=${recipientId}`));
    await expectPath(page, /^\/checkout\?/);
    await visible(page.getByRole("heading", { level: 1, name: "Checkout" }));
    await visible(page.getByText(alcoholNotice("age-not-verified", name)!));
    expect(await page.getByText(ALCOHOL_NOTE).count()).toBe(0);
    await screenshot(page, "checkout-alcohol-age-not-verified");
    await expectNoSeriousA11yViolations(page, "/checkout (alcohol, no date of birth)");
  });

  test("2. with an adult's date of birth added, alcohol may be included and proof of age is mentioned", async () => {
    const dated = await page.request.patch(url(`/api/recipient-profiles/${recipientId}`), {
      data: { dateOfBirth: "1990-03-14" },
    });
    expect(dated.status()).toBe(200);
    await page.reload();
    await visible(page.getByRole("heading", { level: 1, name: "Checkout" }));
    await visible(page.getByText(ALCOHOL_NOTE));
    expect(await page.getByText(alcoholNotice("age-not-verified", name)!).count()).toBe(0);
    await screenshot(page, "checkout-alcohol-adult");
  });
});

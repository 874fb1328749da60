// The shop as a fleet, in a real browser (issue 18): three instances of the compiled server on one
// PostgreSQL database and Redis, behind nginx running deploy/nginx/forget-me-not.conf. A buyer and a
// member of staff use the real pages through nginx while each instance in turn is taken out of
// rotation, stopped with SIGTERM, started again and put back (README, "Running more than one
// instance"): they stay signed in, every page and API call answers, and nothing the browser asked for
// fails. Needs PostgreSQL and Redis (DATABASE_URL/REDIS_URL, else the local servers) and nginx.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Fleet, startFleet } from "../cluster/support/fleet";
import { buySubscription } from "../cluster/support/journeys";
import {
  type BrowserSession,
  expectNoSeriousA11yViolations,
  launchBrowser,
  nextClientAddress,
  screenshot,
  settle,
} from "./support/browser";
import { subscriptionRow, subscriptionsPanel, watchBrowserProblems } from "./support/customer";
import { expectPath, expectSignedInHeader, signInForm, visible } from "./support/shop";
import { runAsSteps } from "./support/steps";

const RECIPIENT = "Jamie Rivers"; // recipientPayload's name (test/support/customer-journey.ts)

let fleet: Fleet;
let buyer: BrowserSession;
let staff: BrowserSession;
let buyerProblems: ReturnType<typeof watchBrowserProblems> | undefined;
let staffProblems: ReturnType<typeof watchBrowserProblems> | undefined;
/** Every request either browser made that failed or answered 5xx, through the whole journey. */
const failures: string[] = [];

function recordFailures(page: Page, who: string) {
  // ERR_ABORTED is the browser cancelling a request of the page it leaves: not the fleet's doing.
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText ?? "";
    if (reason !== "net::ERR_ABORTED") failures.push(`${who}: ${request.method()} ${request.url()} failed (${reason})`);
  });
  page.on("response", (response) => {
    if (response.status() >= 500)
      failures.push(`${who}: ${response.request().method()} ${response.url()} answered ${response.status()}`);
  });
}

beforeAll(async () => {
  fleet = await startFleet({ instances: 3, startTimeoutMs: 120_000 });
  buyer = await launchBrowser();
  staff = await launchBrowser();
  buyerProblems = watchBrowserProblems(buyer.page);
  staffProblems = watchBrowserProblems(staff.page);
  recordFailures(buyer.page, "buyer");
  recordFailures(staff.page, "staff");
}, 300_000);

afterAll(async () => {
  await buyer?.close();
  await staff?.close();
  await fleet?.close();
});

runAsSteps("fleet", () => buyerProblems);

/** Signs in through the /account form of the fleet (whichever instance nginx picks). */
async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${fleet.url}/account`);
  const form = await visible(signInForm(page));
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Log In" }).click();
  await expectSignedInHeader(page);
}

/** The buyer's account with the subscription bought through the fleet, after a full page load. */
async function expectBuyerAccount(page: Page) {
  await page.goto(`${fleet.url}/account`);
  await expectSignedInHeader(page);
  await visible(subscriptionRow(page, RECIPIENT));
  await settle(page);
}

/** Staff's fulfilment list, after a full page load. */
async function expectStaffFulfilment(page: Page) {
  await page.goto(`${fleet.url}/admin/fulfillment`);
  await visible(page.getByRole("heading", { level: 1, name: "Fulfilment" }));
  await settle(page);
}

describe("the shop as three instances behind nginx, in a browser", () => {
  let bought: Awaited<ReturnType<typeof buySubscription>>;

  test("a buyer who bought through the fleet signs in on its pages and sees the subscription", async () => {
    bought = await buySubscription(fleet.url, nextClientAddress());
    await signIn(buyer.page, bought.email, bought.password);
    await expectBuyerAccount(buyer.page);
    await visible(subscriptionsPanel(buyer.page));
    await screenshot(buyer.page, "fleet-buyer-account");
    await expectNoSeriousA11yViolations(buyer.page, "/account through nginx");
  });

  test("staff sign in through the fleet and open fulfilment", async () => {
    await signIn(staff.page, fleet.admin.email, fleet.admin.password);
    await expectPath(staff.page, "/admin/vendors");
    await expectStaffFulfilment(staff.page);
    await expectNoSeriousA11yViolations(staff.page, "/admin/fulfillment through nginx");
  });

  test("each instance in turn stopped with SIGTERM and started again: both stay signed in, nothing fails", async () => {
    for (const instance of fleet.instances) {
      await instance.setInRotation(false);
      const stopped = instance.kill("SIGTERM");
      // Pages load while the instance drains and after it has gone: the other two serve the sessions.
      await expectBuyerAccount(buyer.page);
      await expectStaffFulfilment(staff.page);
      expect(await stopped).toBe(0);
      await expectBuyerAccount(buyer.page);
      await instance.restart();
      await instance.setInRotation(true);
      await expectStaffFulfilment(staff.page);
    }
    await expectBuyerAccount(buyer.page);
    await screenshot(buyer.page, "fleet-buyer-after-restarts");
    expect(failures).toEqual([]);
  }, 600_000);

  test("staff's pages still work after the restarts, and no request failed", async () => {
    await expectStaffFulfilment(staff.page);
    await screenshot(staff.page, "fleet-staff-fulfilment");
    expect(failures, await (staffProblems?.report() ?? Promise.resolve(""))).toEqual([]);
  });
});

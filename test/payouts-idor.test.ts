import { describe, expect, it } from "vitest";
import { paidSubscription } from "./support/fulfilment";
import { sessionFor, signInAsAdmin, signUp } from "./support/http";
import { orderDeliveredAt } from "./support/payouts";
import { createTestApp } from "./support/test-app";
import { applyAsVendor, setVendorStatus } from "./support/vendor";

/**
 * Payout statements' boundaries (issue 17): vendor A reads only A's statements, vendor B none of A's,
 * a customer and a signed-out visitor none at all, and only staff adjust, approve and pay.
 */
const app = await createTestApp({ clock: { now: () => new Date("2026-11-26T01:00:00Z") } });
const staff = await signInAsAdmin(app);
const a = await applyAsVendor(app, { businessName: "Alpha Florals" });
const b = await applyAsVendor(app, { businessName: "Bravo Blooms" });
await setVendorStatus(app, a.supplierId, "approved");
await setVendorStatus(app, b.supplierId, "approved");
const customer = await signUp(app);
const { subscriptionId } = await paidSubscription(app);
await orderDeliveredAt(app, { subscriptionId, supplierId: a.supplierId, at: "2026-10-20T02:00:00Z", costCents: 6500 });
await orderDeliveredAt(app, { subscriptionId, supplierId: b.supplierId, at: "2026-10-21T02:00:00Z", costCents: 4200 });

const call = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  app.inject({
    method: method as "GET",
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const staffList = (await call(staff.cookie, "GET", "/api/admin/payout-statements?month=2026-10")).json();
const aStatement = staffList.find((s: { supplierId: number }) => s.supplierId === a.supplierId).id as number;
const bStatement = staffList.find((s: { supplierId: number }) => s.supplierId === b.supplierId).id as number;

const STAFF_ROUTES: [string, (id: number) => string, unknown?][] = [
  ["GET", () => "/api/admin/payout-statements"],
  ["GET", (id) => `/api/admin/payout-statements/${id}`],
  ["POST", (id) => `/api/admin/payout-statements/${id}/adjustments`, { amountCents: 100, reason: "a bonus" }],
  ["POST", (id) => `/api/admin/payout-statements/${id}/approve`],
  ["POST", (id) => `/api/admin/payout-statements/${id}/paid`, { reference: "EFT-1" }],
  ["GET", (id) => `/api/admin/payout-statements/${id}/statement.csv`],
  ["GET", (id) => `/api/admin/payout-statements/${id}/statement.pdf`],
];
const VENDOR_ROUTES: [string, (id: number) => string][] = [
  ["GET", () => "/api/vendor/payout-statements"],
  ["GET", (id) => `/api/vendor/payout-statements/${id}`],
  ["GET", (id) => `/api/vendor/payout-statements/${id}/statement.csv`],
  ["GET", (id) => `/api/vendor/payout-statements/${id}/statement.pdf`],
];

describe("staff routes", () => {
  it.each(STAFF_ROUTES)("%s %s: 401 signed out, 403 for a customer and for vendors", async (method, url, body) => {
    for (const [who, cookie, status] of [
      ["signed out", null, 401],
      ["customer", customer.cookie, 403],
      ["vendor A", a.cookie, 403],
      ["vendor B", b.cookie, 403],
    ] as const) {
      const response = await call(cookie, method, url(aStatement), body);
      expect(response.statusCode, who).toBe(status);
      expect(response.body, who).not.toContain("Alpha");
    }
    // Nothing changed: still open, no adjustment.
    const detail = (await call(staff.cookie, "GET", `/api/admin/payout-statements/${aStatement}`)).json();
    expect(detail).toMatchObject({ state: "open", adjustments: [], totalCents: 6500 });
  });
});

describe("vendor routes", () => {
  it.each(VENDOR_ROUTES)("%s %s: 401 signed out, 403 for a customer and for staff", async (method, url) => {
    for (const [who, cookie, status] of [
      ["signed out", null, 401],
      ["customer", customer.cookie, 403],
      ["staff", staff.cookie, 403],
    ] as const) {
      expect((await call(cookie, method, url(aStatement))).statusCode, who).toBe(status);
    }
  });

  it.each(VENDOR_ROUTES.slice(1))("%s %s: vendor B gets 404 for A's statement, A gets its own", async (method, url) => {
    const asB = await call(b.cookie, method, url(aStatement));
    expect(asB.statusCode).toBe(404);
    expect(asB.body).not.toContain("Alpha");
    expect((await call(a.cookie, method, url(aStatement))).statusCode).toBe(200);
    expect((await call(a.cookie, method, url(bStatement))).statusCode).toBe(404);
  });

  it("each vendor's list holds its own statements only; a vendor without a supplier record has none", async () => {
    const listA = (await call(a.cookie, "GET", "/api/vendor/payout-statements")).json();
    const listB = (await call(b.cookie, "GET", "/api/vendor/payout-statements")).json();
    expect(listA.map((s: { id: number }) => s.id)).toEqual([aStatement]);
    expect(listB.map((s: { id: number }) => s.id)).toEqual([bStatement]);
    const bare = await sessionFor(app, "vendor");
    expect((await call(bare.cookie, "GET", "/api/vendor/payout-statements")).json()).toEqual([]);
    expect((await call(bare.cookie, "GET", `/api/vendor/payout-statements/${aStatement}`)).statusCode).toBe(404);
  });

  it("a suspended vendor still reads its own statements (money it is owed), and nobody else's", async () => {
    await setVendorStatus(app, a.supplierId, "suspended");
    expect((await call(a.cookie, "GET", `/api/vendor/payout-statements/${aStatement}`)).statusCode).toBe(200);
    expect((await call(a.cookie, "GET", `/api/vendor/payout-statements/${bStatement}`)).statusCode).toBe(404);
  });
});

describe("the supplier's GST fields", () => {
  it("vendor B cannot set vendor A's GST registration or ABN", async () => {
    const response = await call(b.cookie, "PATCH", `/api/suppliers/${a.supplierId}`, {
      gstRegistered: true,
      abn: "51 824 753 556",
    });
    expect(response.statusCode).toBe(404);
    const record = (await call(staff.cookie, "GET", `/api/suppliers?userId=${a.userId}`)).json();
    expect(record).toMatchObject({ gstRegistered: false, abn: null });
  });
});

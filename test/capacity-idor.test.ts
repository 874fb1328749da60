import { describe, expect, it } from "vitest";
import { sessionFor, signInAsAdmin, signUp } from "./support/http";
import { createTestApp } from "./support/test-app";
import { applyAsVendor, setVendorStatus } from "./support/vendor";

/**
 * Capacity and closures (issue 17): who may read and change what. A vendor reads and changes only its
 * own settings; a suspended or rejected vendor reads them but changes nothing; customers and vendors
 * reach no staff route; bad input is refused with a clear message and changes nothing.
 */
// Thursday 26 November 2026, 10 am in Sydney.
const now = new Date("2026-11-25T23:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const staff = await signInAsAdmin(app);
const customer = await signUp(app);
const a = await applyAsVendor(app, { businessName: "Alpha Florals" });
const b = await applyAsVendor(app, { businessName: "Bravo Florals" });
await setVendorStatus(app, a.supplierId, "approved");
await setVendorStatus(app, b.supplierId, "approved");

const call = (method: "GET" | "PUT" | "POST" | "PATCH", url: string, cookie?: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const settingsOf = async (cookie: string) => (await call("GET", "/api/vendor/capacity", cookie)).json();

describe("a vendor's own capacity and closed dates", () => {
  it("starts at 20 a day with no closed dates, and saves both together", async () => {
    expect(await settingsOf(a.cookie)).toEqual({
      dailyCapacity: 20,
      closedDates: [],
      today: "2026-11-26",
      lastClosableDate: "2027-11-26",
    });
    const saved = await call("PUT", "/api/vendor/capacity", a.cookie, {
      dailyCapacity: 35,
      closedDates: ["2026-12-26", "2026-12-25", "2026-12-25", "2026-11-26", "2027-11-26"],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      dailyCapacity: 35,
      closedDates: ["2026-11-26", "2026-12-25", "2026-12-26", "2027-11-26"],
    });
    expect(await settingsOf(a.cookie)).toMatchObject({ dailyCapacity: 35 });
  });

  it("vendor B neither sees nor changes A's settings: each call is about the caller's own record", async () => {
    expect(await settingsOf(b.cookie)).toMatchObject({ dailyCapacity: 20, closedDates: [] });
    await call("PUT", "/api/vendor/capacity", b.cookie, { dailyCapacity: 3, closedDates: ["2026-12-01"] });
    expect(await settingsOf(a.cookie)).toMatchObject({
      dailyCapacity: 35,
      closedDates: ["2026-11-26", "2026-12-25", "2026-12-26", "2027-11-26"],
    });
    // Staff change B's capacity only through their own route; a vendor cannot reach it.
    const byVendor = await call("PATCH", `/api/admin/vendors/${a.supplierId}`, b.cookie, { dailyCapacity: 1 });
    expect(byVendor.statusCode).toBe(403);
    expect((await settingsOf(a.cookie)).dailyCapacity).toBe(35);
  });

  it("a suspended or rejected vendor reads its settings but changes nothing", async () => {
    for (const status of ["suspended", "rejected"] as const) {
      const vendor = await applyAsVendor(app, { businessName: `Gone ${status}` });
      await setVendorStatus(app, vendor.supplierId, status);
      expect((await call("GET", "/api/vendor/capacity", vendor.cookie)).statusCode).toBe(200);
      const put = await call("PUT", "/api/vendor/capacity", vendor.cookie, { dailyCapacity: 50, closedDates: [] });
      expect(put.statusCode, status).toBe(409);
      expect(put.json().message).toMatch(/read-only|read only/i);
      expect((await settingsOf(vendor.cookie)).dailyCapacity).toBe(20);
    }
  });

  it("a vendor account without a supplier record is told so", async () => {
    const bare = await sessionFor(app, "vendor");
    expect((await call("GET", "/api/vendor/capacity", bare.cookie)).statusCode).toBe(404);
    expect(
      (await call("PUT", "/api/vendor/capacity", bare.cookie, { dailyCapacity: 5, closedDates: [] })).statusCode,
    ).toBe(404);
  });
});

describe("bad input changes nothing", () => {
  const current = () => settingsOf(a.cookie);
  it.each([
    [{ dailyCapacity: 0, closedDates: [] }, "Daily capacity must be a whole number from 1 to 500"],
    [{ dailyCapacity: 501, closedDates: [] }, "Daily capacity must be a whole number from 1 to 500"],
    [{ dailyCapacity: 2.5, closedDates: [] }, "Daily capacity must be a whole number from 1 to 500"],
    [{ dailyCapacity: "ten", closedDates: [] }, "Daily capacity must be a whole number from 1 to 500"],
    [{ closedDates: [] }, "Daily capacity must be a whole number from 1 to 500"],
    [{ dailyCapacity: 10, closedDates: ["2026-02-30"] }, "Please enter closed dates as real dates (yyyy-mm-dd)"],
    [{ dailyCapacity: 10, closedDates: ["25/12/2026"] }, "Please enter closed dates as real dates (yyyy-mm-dd)"],
    [{ dailyCapacity: 10, closedDates: [20261225] }, "Please enter closed dates as real dates (yyyy-mm-dd)"],
    [{ dailyCapacity: 10, closedDates: "2026-12-25" }, "Please enter closed dates as real dates (yyyy-mm-dd)"],
    [
      { dailyCapacity: 10, closedDates: ["2026-12-01", "2026-11-25"] },
      "25 Nov 2026 has already passed: closed dates must be today or later",
    ],
    [
      { dailyCapacity: 10, closedDates: ["2027-11-27"] },
      "27 Nov 2027 is more than a year away: closed dates can be set up to 26 Nov 2027",
    ],
    [
      {
        dailyCapacity: 10,
        closedDates: Array.from({ length: 367 }, (_, i) => `2027-01-${String((i % 28) + 1).padStart(2, "0")}`),
      },
      "Please list at most 366 closed dates",
    ],
  ])("%j → %s", async (payload, message) => {
    const was = await current();
    const response = await call("PUT", "/api/vendor/capacity", a.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    expect(await current()).toEqual(was);
  });
});

describe("the routes and who may call them", () => {
  const staffRoutes: ["GET" | "POST", string][] = [
    ["GET", "/api/admin/vendor-load"],
    ["POST", "/api/admin/fulfillment-orders/1/route"],
  ];
  it.each(staffRoutes)("%s %s: staff only", async (method, url) => {
    expect((await call(method, url)).statusCode).toBe(401);
    expect((await call(method, url, customer.cookie)).statusCode).toBe(403);
    expect((await call(method, url, a.cookie)).statusCode).toBe(403);
    expect([200, 404]).toContain((await call(method, url, staff.cookie)).statusCode);
  });

  it.each(["abc", "0", "-1", "99999999999"])(
    "Route again with a bad order id (%s) is refused, not a 5xx",
    async (id) => {
      const response = await call("POST", `/api/admin/fulfillment-orders/${id}/route`, staff.cookie);
      expect([400, 404]).toContain(response.statusCode);
    },
  );

  it.each([
    ["GET", undefined],
    ["PUT", { dailyCapacity: 5, closedDates: [] }],
  ] as const)("%s /api/vendor/capacity: vendors only", async (method, payload) => {
    expect((await call(method, "/api/vendor/capacity", undefined, payload)).statusCode).toBe(401);
    expect((await call(method, "/api/vendor/capacity", customer.cookie, payload)).statusCode).toBe(403);
    expect((await call(method, "/api/vendor/capacity", staff.cookie, payload)).statusCode).toBe(403);
  });

  it("the load chart names approved vendors only, and a customer's call shows none of it", async () => {
    const pending = await applyAsVendor(app, { businessName: "Pending Petals" });
    const load = (await call("GET", "/api/admin/vendor-load", staff.cookie)).json() as { vendors: { id: number }[] };
    const ids = load.vendors.map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining([a.supplierId, b.supplierId]));
    expect(ids).not.toContain(pending.supplierId);
    expect((await call("GET", "/api/admin/vendor-load", customer.cookie)).body).not.toContain("Alpha");
  });
});

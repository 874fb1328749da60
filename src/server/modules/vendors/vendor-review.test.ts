import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAsAdmin, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor } from "../../../../test/support/vendor";
import { REASON_MESSAGE } from "../../../shared/schemas/admin-vendors";
import { emailOutbox, supplierStatusChanges, suppliers } from "../../db/schema";

const app = await createTestApp();
const db = app.ctx.db;
const admin = await signInAsAdmin(app);

const decide = (id: number, decision: string, payload?: Record<string, unknown>, cookie = admin.cookie) =>
  app.inject({
    method: "POST",
    url: `/api/admin/vendors/${id}/${decision}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
const list = (status: string, cookie = admin.cookie) =>
  app.inject({ method: "GET", url: `/api/admin/vendors?status=${status}`, headers: { cookie } });
const mailsOf = (kind: string, to: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.toAddress, to)));
const statusOf = async (id: number) => (await db.select().from(suppliers).where(eq(suppliers.id, id)))[0]!;

describe("staff review of vendors", () => {
  it("lists pending applications with their details, newest first", async () => {
    const first = await applyAsVendor(app, { businessName: "First Florals" });
    const second = await applyAsVendor(app, { businessName: "Second Sweets", businessType: "gourmet" });
    const response = await list("pending");
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((v: { id: number }) => v.id);
    expect(ids.indexOf(second.supplierId)).toBeLessThan(ids.indexOf(first.supplierId));
    const entry = response.json().find((v: { id: number }) => v.id === second.supplierId);
    expect(entry).toMatchObject({
      name: "Second Sweets",
      accountEmail: second.email,
      businessType: "gourmet",
      categories: ["gourmet"],
      status: "pending",
      giftBoxCount: 0,
      history: [],
    });
    expect((await list("approved")).json().map((v: { id: number }) => v.id)).not.toContain(first.supplierId);
  });

  it("approves: status, who and when recorded, the vendor e-mailed; approving twice is refused", async () => {
    const vendor = await applyAsVendor(app);
    const response = await decide(vendor.supplierId, "approve");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: "approved", isApproved: true });
    expect(response.json().history).toEqual([
      expect.objectContaining({ status: "approved", staffName: "Shop Admin", reason: null }),
    ]);
    const row = await statusOf(vendor.supplierId);
    expect(row.reviewedAt).toBeInstanceOf(Date);
    expect(row.reviewedByUserId).not.toBeNull();
    expect(await mailsOf("vendor-approved", vendor.email)).toHaveLength(1);
    const again = await decide(vendor.supplierId, "approve");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This vendor is already approved.");
    expect(await db.$count(supplierStatusChanges, eq(supplierStatusChanges.supplierId, vendor.supplierId))).toBe(1);
  });

  it("rejects with a reason the vendor reads in its e-mail and portal", async () => {
    const vendor = await applyAsVendor(app);
    const noReason = await decide(vendor.supplierId, "reject", { reason: "no" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(REASON_MESSAGE);
    expect((await statusOf(vendor.supplierId)).status).toBe("pending");
    const response = await decide(vendor.supplierId, "reject", { reason: "We already have three florists in 3065." });
    expect(response.json()).toMatchObject({
      status: "rejected",
      statusReason: "We already have three florists in 3065.",
    });
    const [mail] = await mailsOf("vendor-rejected", vendor.email);
    expect(mail!.textBody).toContain("We already have three florists in 3065.");
    const own = await app.inject({ method: "GET", url: "/api/suppliers", headers: { cookie: vendor.cookie } });
    expect(own.json()).toMatchObject({ status: "rejected", statusReason: "We already have three florists in 3065." });
  });

  it("suspends only an approved vendor, and may reinstate it", async () => {
    const vendor = await applyAsVendor(app);
    const early = await decide(vendor.supplierId, "suspend", { reason: "Missed three deliveries" });
    expect(early.statusCode).toBe(409);
    await decide(vendor.supplierId, "approve");
    const suspended = await decide(vendor.supplierId, "suspend", { reason: "Missed three deliveries" });
    expect(suspended.json().status).toBe("suspended");
    expect(await mailsOf("vendor-suspended", vendor.email)).toHaveLength(1);
    const reinstated = await decide(vendor.supplierId, "approve");
    expect(reinstated.json()).toMatchObject({ status: "approved", statusReason: null });
    expect(reinstated.json().history.map((h: { status: string }) => h.status)).toEqual([
      "approved",
      "suspended",
      "approved",
    ]);
    expect(await mailsOf("vendor-approved", vendor.email)).toHaveLength(2);
  });

  it("adjusts categories and radius", async () => {
    const vendor = await applyAsVendor(app);
    const response = await app.inject({
      method: "PATCH",
      url: `/api/admin/vendors/${vendor.supplierId}`,
      headers: { cookie: admin.cookie },
      payload: { categories: ["florist", "gourmet"], serviceRadius: 60 },
    });
    expect(response.json()).toMatchObject({ categories: ["florist", "gourmet"], serviceRadius: 60 });
    const bad = await app.inject({
      method: "PATCH",
      url: `/api/admin/vendors/${vendor.supplierId}`,
      headers: { cookie: admin.cookie },
      payload: { serviceRadius: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect((await statusOf(vendor.supplierId)).serviceRadiusKm).toBe(60);
  });

  it("answers an unknown vendor with 404 and refuses vendors and customers", async () => {
    expect((await decide(2_000_000_000, "approve")).statusCode).toBe(404);
    const vendor = await applyAsVendor(app);
    const customer = await signUp(app);
    for (const cookie of [vendor.cookie, customer.cookie]) {
      expect((await decide(vendor.supplierId, "approve", undefined, cookie)).statusCode).toBe(403);
      expect((await list("all", cookie)).statusCode).toBe(403);
    }
    expect((await statusOf(vendor.supplierId)).status).toBe("pending");
  });

  it("lets only one of two simultaneous decisions win", async () => {
    const vendor = await applyAsVendor(app);
    const [a, b] = await Promise.all([
      decide(vendor.supplierId, "approve"),
      decide(vendor.supplierId, "reject", { reason: "Not in our delivery area yet" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await db.$count(supplierStatusChanges, eq(supplierStatusChanges.supplierId, vendor.supplierId))).toBe(1);
  });
});

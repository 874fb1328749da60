import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAsAdmin, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor } from "../../../../test/support/vendor";
import { REAPPLY_REFUSED } from "../../../shared/domain/vendor-status";
import { emailOutbox } from "../../db/schema";

const app = await createTestApp();
const db = app.ctx.db;
const admin = await signInAsAdmin(app);

const post = (url: string, cookie: string, payload?: object) =>
  app.inject({ method: "POST", url, headers: { cookie }, ...(payload ? { payload } : {}) });
const staffView = async (id: number) =>
  (await app.inject({ method: "GET", url: "/api/admin/vendors?status=all", headers: { cookie: admin.cookie } }))
    .json()
    .find((v: { id: number }) => v.id === id);
const received = async (to: string) =>
  (
    await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "vendor-application-received"), eq(emailOutbox.toAddress, to)))
  ).length;

async function rejectedVendor() {
  const vendor = await applyAsVendor(app);
  const rejected = await post(`/api/admin/vendors/${vendor.supplierId}/reject`, admin.cookie, {
    reason: "Please add photos of your arrangements.",
  });
  if (rejected.statusCode !== 200) throw new Error(`reject: ${rejected.statusCode} ${rejected.body}`);
  return vendor;
}

describe("a rejected vendor re-applies (issue 17)", () => {
  it("from its own account: pending again, history kept, seen by staff, the rejection e-mail says how", async () => {
    const vendor = await rejectedVendor();
    const [rejection] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "vendor-rejected"), eq(emailOutbox.toAddress, vendor.email)));
    expect(rejection!.textBody).toMatch(/Re-apply/);

    const response = await post("/api/vendor/reapply", vendor.cookie, { note: "Added a gallery of recent work." });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().vendor.status).toBe("pending");
    expect(await received(vendor.email)).toBe(2);

    const seen = await staffView(vendor.supplierId);
    expect(seen.status).toBe("pending");
    expect(seen.history.map((h: { status: string }) => h.status)).toEqual(["rejected", "pending"]);
    expect(seen.history[1].reason).toBe("Re-applied from the vendor portal: Added a gallery of recent work.");
    expect(seen.history[0].reason).toBe("Please add photos of your arrangements.");

    // Pending again, the portal is editable (the changes staff asked for can be made).
    const edit = await app.inject({
      method: "PATCH",
      url: `/api/suppliers/${vendor.supplierId}`,
      headers: { cookie: vendor.cookie },
      payload: { description: "Seasonal bouquets, now with a gallery." },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // And staff can decide again.
    expect((await post(`/api/admin/vendors/${vendor.supplierId}/approve`, admin.cookie)).statusCode).toBe(200);
  });

  it("only once, only when rejected, only for itself; bad input changes nothing", async () => {
    const vendor = await rejectedVendor();
    const twice = await Promise.all([1, 2].map(() => post("/api/vendor/reapply", vendor.cookie, {})));
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(twice.find((r) => r.statusCode === 409)!.json().message).toBe(REAPPLY_REFUSED);
    expect((await staffView(vendor.supplierId)).history).toHaveLength(2);

    const pending = await applyAsVendor(app);
    expect((await post("/api/vendor/reapply", pending.cookie, {})).statusCode).toBe(409);

    const other = await rejectedVendor();
    const tooLong = await post("/api/vendor/reapply", other.cookie, { note: "x".repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    const unknown = await post("/api/vendor/reapply", other.cookie, { status: "approved" });
    expect(unknown.statusCode).toBe(400);
    expect((await staffView(other.supplierId)).status).toBe("rejected");

    const customer = await signUp(app);
    expect((await post("/api/vendor/reapply", customer.cookie, {})).statusCode).toBe(403);
    expect((await post("/api/vendor/reapply", admin.cookie, {})).statusCode).toBe(403);
    expect((await app.inject({ method: "POST", url: "/api/vendor/reapply", payload: {} })).statusCode).toBe(401);
    expect((await staffView(other.supplierId)).status).toBe("rejected");
  });
});

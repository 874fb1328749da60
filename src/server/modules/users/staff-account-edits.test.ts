import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newCustomer, sessionCookie, signInAsAdmin, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { emailOutbox, passwordResetTokens, users } from "../../db/schema";

/**
 * Staff changing an account's e-mail moves where its reset links go: the old address is told (from
 * the outbox, queued with the change), the account's sessions and reset links end, and every staff
 * edit of an account is recorded — who, when, which fields, never their values. And ADMIN_EMAIL
 * promoting an existing account ends the sessions that account had as a customer.
 */
const app = await createTestApp();
const db = app.ctx.db;

const me = (cookie: string) => app.inject({ url: "/api/auth/me", headers: { cookie } });
const login = (email: string, password: string) =>
  app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
const saveProfile = (userId: number, cookie: string, fields: Record<string, unknown>) =>
  app.inject({ method: "PUT", url: `/api/users/${userId}`, headers: { cookie }, payload: newCustomer(fields) });
const auditOf = (userId: number, cookie: string) =>
  app.inject({ url: `/api/admin/users/${userId}/audit`, headers: { cookie } });
const mailTo = (address: string) => db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
const liveResetTokens = async (userId: number) =>
  (await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId))).filter(
    (token) => token.usedAt === null,
  );

/** A customer signed in on two devices, with a reset link waiting. */
async function customerOnTwoDevices() {
  const account = await signUp(app);
  const phone = sessionCookie(await login(account.email, account.password));
  await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: account.email } });
  await app.background.idle();
  return { ...account, phone };
}

/** The profile as the customer registered it (newCustomer's values), with some fields changed. */
const profileOf = (account: { email: string }, changes: Record<string, unknown> = {}) => ({
  email: account.email,
  ...changes,
});

describe("staff changing a customer's e-mail", () => {
  it("tells the old address, ends the customer's sessions and reset links, and records the edit", async () => {
    const customer = await customerOnTwoDevices();
    const staff = await signInAsAdmin(app);
    const staffId = (await db.select().from(users).where(eq(users.email, staff.email)))[0]!.id;
    const moved = `moved.${Date.now()}@example.com`;

    const response = await saveProfile(
      customer.user.id,
      staff.cookie,
      profileOf({ email: moved }, { fullName: "Alex Moved" }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ email: moved, fullName: "Alex Moved" });

    expect((await me(customer.cookie)).statusCode).toBe(401);
    expect((await me(customer.phone)).statusCode).toBe(401);
    expect(await liveResetTokens(customer.user.id)).toEqual([]);
    // Staff stay signed in.
    expect((await me(staff.cookie)).statusCode).toBe(200);

    const notices = (await mailTo(customer.email)).filter((row) => row.kind === "email-changed-by-staff");
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe("The e-mail address of your Forget Me Not account changed");
    // The new address is named only in part: the old mailbox may no longer be the customer's.
    expect(notices[0]!.textBody).not.toContain(moved);
    expect(notices[0]!.textBody).toContain("@example.com");
    expect(await mailTo(moved)).toEqual([]);

    const audit = await auditOf(customer.user.id, staff.cookie);
    expect(audit.statusCode, audit.body).toBe(200);
    const { edits } = audit.json();
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({ staff: { id: staffId }, fields: ["fullName", "email"] });
    expect(Date.parse(edits[0].at)).not.toBeNaN();
    // Names of fields only: no address, old or new, and no value of any field.
    expect(audit.body).not.toContain(moved);
    expect(audit.body).not.toContain(customer.email);
    expect(audit.body).not.toContain("Alex Moved");

    // The customer signs in again at the new address.
    expect((await login(moved, customer.password)).statusCode).toBe(200);
  });

  it("records other edits too, without ending sessions or sending mail when the e-mail stays", async () => {
    const customer = await customerOnTwoDevices();
    const staff = await signInAsAdmin(app);
    const response = await saveProfile(
      customer.user.id,
      staff.cookie,
      profileOf(customer, { phone: "0499 111 222", postcode: "3000" }),
    );
    expect(response.statusCode).toBe(200);
    expect((await me(customer.cookie)).statusCode).toBe(200);
    expect((await mailTo(customer.email)).map((row) => row.kind).sort()).toEqual(["password-reset", "welcome"]);
    expect((await liveResetTokens(customer.user.id)).length).toBe(1);
    const { edits } = (await auditOf(customer.user.id, staff.cookie)).json();
    expect(edits.map((edit: { fields: string[] }) => edit.fields)).toEqual([["phone", "postcode"]]);

    // A save that changes nothing is no edit.
    await saveProfile(customer.user.id, staff.cookie, profileOf(customer, { phone: "0499 111 222", postcode: "3000" }));
    expect((await auditOf(customer.user.id, staff.cookie)).json().edits).toHaveLength(1);
  });

  it("changes nothing when the new address is taken: no record, no mail, sessions kept", async () => {
    const customer = await customerOnTwoDevices();
    const other = await signUp(app);
    const staff = await signInAsAdmin(app);
    const response = await saveProfile(customer.user.id, staff.cookie, profileOf(other));
    expect(response.statusCode).toBe(409);
    expect((await me(customer.cookie)).statusCode).toBe(200);
    expect((await mailTo(customer.email)).some((row) => row.kind === "email-changed-by-staff")).toBe(false);
    expect((await auditOf(customer.user.id, staff.cookie)).json().edits).toEqual([]);
  });

  it("is not recorded when customers edit their own profile", async () => {
    const customer = await signUp(app);
    const staff = await signInAsAdmin(app);
    expect(
      (await saveProfile(customer.user.id, customer.cookie, profileOf(customer, { phone: "0499 333 444" }))).statusCode,
    ).toBe(200);
    expect((await auditOf(customer.user.id, staff.cookie)).json().edits).toEqual([]);
  });
});

describe("GET /api/admin/users/{id}/audit", () => {
  it("is for staff only, and 404 for an account that does not exist", async () => {
    const customer = await signUp(app);
    expect((await auditOf(customer.user.id, customer.cookie)).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/admin/users/${customer.user.id}/audit` })).statusCode).toBe(401);
    const staff = await signInAsAdmin(app);
    const missing = await auditOf(2_000_000_000, staff.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("User not found");
  });
});

describe("ADMIN_EMAIL promoting an existing account", () => {
  it("ends the sessions and reset links the account had as a customer", async () => {
    const customer = await customerOnTwoDevices();
    await app.services.auth.ensureAdmin(customer.email, "the staff password 1");
    expect((await me(customer.cookie)).statusCode).toBe(401);
    expect((await me(customer.phone)).statusCode).toBe(401);
    expect(await liveResetTokens(customer.user.id)).toEqual([]);
    const [row] = await db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row!.role).toBe("admin");
    expect((await login(customer.email, customer.password)).statusCode).toBe(401);
    expect((await login(customer.email, "the staff password 1")).statusCode).toBe(200);
  });

  it("keeps staff signed in across restarts with the same password, and signs them out when it changes", async () => {
    const staff = await signInAsAdmin(app);
    const staffRow = (
      await db
        .select()
        .from(users)
        .where(and(eq(users.email, staff.email)))
    )[0]!;
    // signInAsAdmin's password: a restart with the same environment changes nothing.
    await app.services.auth.ensureAdmin(staff.email, "staff password 123");
    expect((await me(staff.cookie)).statusCode).toBe(200);
    const unchanged = (await db.select().from(users).where(eq(users.id, staffRow.id)))[0]!;
    expect(unchanged.passwordHash).toBe(staffRow.passwordHash);

    await app.services.auth.ensureAdmin(staff.email, "a rotated staff password");
    expect((await me(staff.cookie)).statusCode).toBe(401);
    expect((await login(staff.email, "a rotated staff password")).statusCode).toBe(200);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRecipient, pay, prepareCheckout, recipientPayload } from "../../../../test/support/customer-journey";
import { signInAsAdmin, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { AUSTRALIAN_PHONE_MESSAGE } from "../../../shared/domain/australia";
import { FUTURE_BIRTH_MESSAGE, IMPLAUSIBLE_BIRTH_MESSAGE } from "../../../shared/domain/date-of-birth";
import { recipientProfiles } from "../../db/schema";

const app = await createTestApp({ clock: { now: () => new Date("2026-11-21T01:00:00Z") } });
const db = app.ctx.db;

describe("recipient profiles", () => {
  it("creates a profile with special dates, messages and tastes, readable by id, ?userId= and /user/{id}", async () => {
    const { cookie, user } = await signUp(app);
    const created = await createRecipient(app, cookie);
    expect(created).toMatchObject({
      name: "Jamie Rivers",
      fullName: "Jamie Rivers",
      birthday: "1990-03-14",
      country: "Australia",
      address: "8 Banksia Avenue, Newtown, NSW 2042, Australia",
      giftCategories: "in-bloom",
      specialDates: [{ type: "first-date", date: "2018-06-09", label: null }],
      personalMessages: [{ prompt: "I love you because", message: "you make every day brighter" }],
      email: null,
    });
    expect(created).toHaveProperty("preferences.favouriteFlower", "peonies");
    for (const url of [
      `/api/recipient-profiles?userId=${user.id}`,
      `/api/recipient-profiles/user/${user.id}`,
      "/api/recipient-profiles",
    ]) {
      const list = await app.inject({ method: "GET", url, headers: { cookie } });
      expect(list.json().map((r: { id: number }) => r.id)).toEqual([created.id]);
    }
    const one = await app.inject({ method: "GET", url: `/api/recipient-profiles/${created.id}`, headers: { cookie } });
    expect(one.json().id).toBe(created.id);
  });

  it.each([
    [{ fullName: "J" }, "fullName", "Full name must be at least 2 characters"],
    [{ relationship: "" }, "relationship", "Please select a relationship"],
    [{ postcode: "20" }, "postcode", "Postcode must be at least 4 digits"],
    [{ dateOfBirth: "14/03/1990" }, "dateOfBirth", "Please enter a date as YYYY-MM-DD"],
    [{ specialDates: [{ type: "other", date: "" }] }, "specialDates.0.date", "Please choose a date"],
    [{ dateOfBirth: "" }, "dateOfBirth", "Date of birth is required"],
    // Regression: a date of birth in 2030 and the phone number "abc" were saved.
    [{ dateOfBirth: "2030-06-01" }, "dateOfBirth", FUTURE_BIRTH_MESSAGE],
    [{ dateOfBirth: "1850-06-01" }, "dateOfBirth", IMPLAUSIBLE_BIRTH_MESSAGE],
    [{ phoneNumber: "abc" }, "phoneNumber", AUSTRALIAN_PHONE_MESSAGE],
    [{ phoneNumber: "12345" }, "phoneNumber", AUSTRALIAN_PHONE_MESSAGE],
    [{ phoneNumber: "+1 415 555 0100" }, "phoneNumber", AUSTRALIAN_PHONE_MESSAGE],
    [{ phoneNumber: "" }, "phoneNumber", "Phone number is required"],
  ])("refuses %o with a clear message and stores nothing", async (override, field, message) => {
    const { cookie, user } = await signUp(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/recipient-profiles",
      headers: { cookie },
      payload: recipientPayload(override),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
    expect(await db.$count(recipientProfiles, eq(recipientProfiles.userId, user.id))).toBe(0);
  });

  it("stores intimate preferences only with consent", async () => {
    const { cookie } = await signUp(app);
    const without = await createRecipient(app, cookie, { genderRelevant: "vulva-owner", rRatedComfort: "keep-light" });
    expect(without).toMatchObject({ genderRelevant: null, rRatedComfort: null });
    const withConsent = await createRecipient(app, cookie, {
      genderRelevant: "vulva-owner",
      rRatedComfort: "keep-light",
      sensitiveConsent: true,
    });
    expect(withConsent).toMatchObject({ genderRelevant: "vulva-owner", rRatedComfort: "keep-light" });
    const [row] = await db.select().from(recipientProfiles).where(eq(recipientProfiles.id, without.id));
    expect(row!.sensitivePreferences).toBeNull();
  });

  it("refuses alcohol for a recipient under 18", async () => {
    const { cookie } = await signUp(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/recipient-profiles",
      headers: { cookie },
      payload: recipientPayload({ dateOfBirth: "2010-01-01", drinksEnjoy: "wine-cocktails-alcoholic" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Alcohol can only be included for recipients aged 18 or over.");
  });

  // Regression: setup never asked for the recipient's e-mail, so the subscription form blocked later.
  it("keeps the recipient's optional e-mail from setup and from the account's edit, checked like any e-mail", async () => {
    const { cookie } = await signUp(app);
    const without = await createRecipient(app, cookie);
    expect(without).toMatchObject({ email: null });
    const withEmail = await createRecipient(app, cookie, { email: "Jamie@Example.com" });
    expect(withEmail).toMatchObject({ email: "jamie@example.com" });
    const edited = await app.inject({
      method: "PATCH",
      url: `/api/recipient-profiles/${without.id}`,
      headers: { cookie },
      payload: { email: "j.rivers@example.com" },
    });
    expect(edited.json().email).toBe("j.rivers@example.com");
    const bad = await app.inject({
      method: "POST",
      url: "/api/recipient-profiles",
      headers: { cookie },
      payload: recipientPayload({ email: "not-an-address" }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.email).toBe("Please enter a valid email address");
  });

  it("accepts Australian mobiles and landlines as people write them", async () => {
    const { cookie } = await signUp(app);
    for (const phoneNumber of [
      "0412 345 678",
      "+61 412 345 678",
      "(02) 9876 5432",
      "+61 (0)3 9123 4567",
      "07-3123-4567",
    ]) {
      expect((await createRecipient(app, cookie, { phoneNumber })).phoneNumber).toBe(phoneNumber);
    }
  });

  it("refuses an edit to a future date of birth or a phone number that isn't one, and changes nothing", async () => {
    const { cookie } = await signUp(app);
    const created = await createRecipient(app, cookie);
    for (const [payload, field, message] of [
      [{ birthday: "2030-01-01" }, "birthday", FUTURE_BIRTH_MESSAGE],
      [{ dateOfBirth: "2030-01-01" }, "dateOfBirth", FUTURE_BIRTH_MESSAGE],
      [{ phoneNumber: "abc" }, "phoneNumber", AUSTRALIAN_PHONE_MESSAGE],
    ] as const) {
      const response = await app.inject({
        method: "PATCH",
        url: `/api/recipient-profiles/${created.id}`,
        headers: { cookie },
        payload,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fieldErrors[field]).toBe(message);
    }
    const [row] = await db.select().from(recipientProfiles).where(eq(recipientProfiles.id, created.id));
    expect(row).toMatchObject({ birthday: "1990-03-14", phone: "0400 111 222" });
  });

  it("patches only the fields sent", async () => {
    const { cookie } = await signUp(app);
    const created = await createRecipient(app, cookie);
    const patched = await app.inject({
      method: "PATCH",
      url: `/api/recipient-profiles/${created.id}`,
      headers: { cookie },
      payload: { anniversary: "2016-10-01", favouriteColor: "teal" },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ anniversary: "2016-10-01", name: "Jamie Rivers", planChange: null });
    expect(patched.json().preferences).toMatchObject({ favouriteColor: "teal", favouriteFlower: "peonies" });
  });

  it("deletes a profile without subscriptions, and refuses one with a live subscription", async () => {
    const { cookie } = await signUp(app);
    const free = await createRecipient(app, cookie);
    expect(
      (await app.inject({ method: "DELETE", url: `/api/recipient-profiles/${free.id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(204);
    const kept = await createRecipient(app, cookie);
    const checkout = await prepareCheckout(app, cookie, { recipientId: kept.id });
    await pay(app, cookie, checkout.checkoutId);
    const refused = await app.inject({
      method: "DELETE",
      url: `/api/recipient-profiles/${kept.id}`,
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "This recipient has an active subscription. Cancel it before deleting the recipient.",
    );
    expect(await db.$count(recipientProfiles, eq(recipientProfiles.id, kept.id))).toBe(1);
  });

  // Regression: once a subscription was cancelled, its recipient could never be deleted.
  it("deletes a recipient whose subscription was cancelled: personal details erased, the history kept", async () => {
    const { cookie } = await signUp(app);
    const recipient = await createRecipient(app, cookie);
    const checkout = await prepareCheckout(app, cookie, { recipientId: recipient.id });
    await pay(app, cookie, checkout.checkoutId);
    expect(
      (
        await app.inject({
          method: "DELETE",
          url: `/api/subscriptions/${checkout.subscriptionId}`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(200);

    const deleted = await app.inject({
      method: "DELETE",
      url: `/api/recipient-profiles/${recipient.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await app.inject({ method: "GET", url: `/api/recipient-profiles/${recipient.id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
    const mine = await app.inject({ method: "GET", url: "/api/recipient-profiles", headers: { cookie } });
    expect(mine.json().map((r: { id: number }) => r.id)).not.toContain(recipient.id);
    const again = await app.inject({
      method: "POST",
      url: "/api/create-subscription-checkout",
      headers: { cookie },
      payload: { recipientId: recipient.id, frequency: "monthly" },
    });
    expect(again.statusCode).toBe(404);

    const [row] = await db.select().from(recipientProfiles).where(eq(recipientProfiles.id, recipient.id));
    expect(row).toMatchObject({
      name: "Jamie Rivers",
      phone: null,
      streetName: null,
      birthday: null,
      specialDates: [],
      personalMessages: [],
      preferences: {},
    });
    expect(row!.archivedAt).toBeInstanceOf(Date);
    const history = (await app.inject({ method: "GET", url: "/api/subscriptions", headers: { cookie } })).json();
    expect(history).toEqual([
      expect.objectContaining({ id: checkout.subscriptionId, status: "cancelled", recipientName: "Jamie Rivers" }),
    ]);
  });
});

describe("nobody sees or changes another customer's recipients", () => {
  it("answers 404 for B on A's profile and 403 for B asking A's list; A's data is unchanged", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const profile = await createRecipient(app, a.cookie);
    const headers = { cookie: b.cookie };
    const read = await app.inject({ method: "GET", url: `/api/recipient-profiles/${profile.id}`, headers });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain("Jamie");
    for (const url of [`/api/recipient-profiles?userId=${a.user.id}`, `/api/recipient-profiles/user/${a.user.id}`]) {
      expect((await app.inject({ method: "GET", url, headers })).statusCode).toBe(403);
    }
    const patch = await app.inject({
      method: "PATCH",
      url: `/api/recipient-profiles/${profile.id}`,
      headers,
      payload: { fullName: "Hijacked" },
    });
    expect(patch.statusCode).toBe(404);
    const del = await app.inject({ method: "DELETE", url: `/api/recipient-profiles/${profile.id}`, headers });
    expect(del.statusCode).toBe(404);
    const [row] = await db.select().from(recipientProfiles).where(eq(recipientProfiles.id, profile.id));
    expect(row!.name).toBe("Jamie Rivers");
  });

  it("lets staff read any profile", async () => {
    const a = await signUp(app);
    const profile = await createRecipient(app, a.cookie);
    const staff = await signInAsAdmin(app);
    const read = await app.inject({
      method: "GET",
      url: `/api/recipient-profiles/${profile.id}`,
      headers: { cookie: staff.cookie },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe("the customer profile", () => {
  it("saves the profile server-side and refuses someone else's", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const body = {
      fullName: "Alex Updated",
      email: a.email,
      phone: "0499 000 111",
      streetNumber: "3",
      streetName: "Ocean Road",
      aptUnitNumber: "2",
      suburb: "Manly",
      city: "Sydney",
      state: "NSW",
      postcode: "2095",
      country: "Australia",
    };
    const saved = await app.inject({
      method: "PUT",
      url: `/api/users/${a.user.id}`,
      headers: { cookie: a.cookie },
      payload: body,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({
      fullName: "Alex Updated",
      suburb: "Manly",
      address: "2/3 Ocean Road, Manly, Sydney, NSW 2095, Australia",
    });
    const me = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: a.cookie } });
    expect(me.json().user.fullName).toBe("Alex Updated");
    const foreign = await app.inject({
      method: "PUT",
      url: `/api/users/${a.user.id}`,
      headers: { cookie: b.cookie },
      payload: { ...body, email: b.email, fullName: "Mallory" },
    });
    expect(foreign.statusCode).toBe(404);
    const taken = await app.inject({
      method: "PUT",
      url: `/api/users/${a.user.id}`,
      headers: { cookie: a.cookie },
      payload: { ...body, email: b.email, currentPassword: a.password },
    });
    expect(taken.statusCode).toBe(409);
  });
});

describe("partial updates keep what they do not mention", () => {
  // Regression: PATCH {giftCategories} filled in default empty lists and cleared dates, messages and consent.
  it("a plan change leaves special dates, messages and intimate preferences alone", async () => {
    const { cookie } = await signUp(app);
    const created = await createRecipient(app, cookie, {
      genderRelevant: "non-binary",
      rRatedComfort: "keep-light",
      sensitiveConsent: true,
    });
    const patched = await app.inject({
      method: "PATCH",
      url: `/api/recipient-profiles/${created.id}`,
      headers: { cookie },
      payload: { giftCategories: "unwind-edit" },
    });
    expect(patched.json()).toMatchObject({
      giftCategories: "unwind-edit",
      specialDates: [{ type: "first-date", date: "2018-06-09" }],
      personalMessages: [{ prompt: "I love you because" }],
      genderRelevant: "non-binary",
      rRatedComfort: "keep-light",
    });
  });
});

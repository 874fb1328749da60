import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createRecipient, GOOD_CARD, pay, prepareCheckout } from "../../../../test/support/customer-journey";
import { sessionCookie, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { AUSTRALIAN_PHONE_MESSAGE } from "../../../shared/domain/australia";
import { duplicateRecipientMessage } from "../../../shared/domain/recipients";
import { emailOutbox, giftBoxes, payments, recipientProfiles, subscriptions } from "../../db/schema";

let now = new Date("2026-11-21T01:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;

async function liveSubscription(card: Record<string, unknown> = GOOD_CARD) {
  const buyer = await signUp(app);
  const recipient = await createRecipient(app, buyer.cookie);
  const checkout = await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id });
  const paid = await pay(app, buyer.cookie, checkout.checkoutId, card);
  if (paid.statusCode !== 200) throw new Error(paid.body);
  return { ...buyer, recipient, subscriptionId: checkout.subscriptionId };
}

const get = (cookie: string, id: number) =>
  app.inject({ method: "GET", url: `/api/subscriptions/${id}`, headers: { cookie } });
const patch = (cookie: string, id: number, payload: object) =>
  app.inject({ method: "PATCH", url: `/api/subscriptions/${id}`, headers: { cookie }, payload });
/** A delivery counted as fulfilment's staff confirmation counts it (fulfilment.test.ts covers that path). */
const deliver = (id: number) => app.services.subscriptions.countDelivery(db, id, 1);
const mailKinds = async (email: string) =>
  (await db.select({ kind: emailOutbox.kind }).from(emailOutbox).where(eq(emailOutbox.toAddress, email))).map(
    (m) => m.kind,
  );

describe("the subscription form", () => {
  it("saves a draft for a new recipient (relationship friend) that checkout then pays for", async () => {
    const { cookie, user } = await signUp(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/subscriptions",
      headers: { cookie },
      payload: {
        giftBoxId: 1,
        recipientName: "Sam Lee",
        recipientEmail: "sam@example.com",
        recipientAddress: "5 Jacaranda Lane, Paddington QLD 4064",
        frequency: "monthly",
        cardMessage: "custom",
        customMessage: "Happy days",
      },
    });
    expect(response.statusCode).toBe(201);
    const draft = response.json();
    expect(draft).toMatchObject({ frequency: "monthly", giftBoxId: 1, status: "draft" });
    const [recipient] = await db
      .select()
      .from(recipientProfiles)
      .where(eq(recipientProfiles.id, draft.recipientProfileId));
    expect(recipient).toMatchObject({
      userId: user.id,
      relationship: "friend",
      email: "sam@example.com",
      suburb: "Paddington",
      state: "QLD",
      postcode: "4064",
    });
    // Drafts are not subscriptions yet.
    expect((await app.inject({ method: "GET", url: "/api/subscriptions", headers: { cookie } })).json()).toEqual([]);
    const checkout = await prepareCheckout(app, cookie, {
      recipientId: draft.recipientProfileId,
      subscriptionId: draft.id,
      giftBoxId: 1,
    });
    expect(checkout.subscriptionId).toBe(draft.id);
    expect((await pay(app, cookie, checkout.checkoutId)).statusCode).toBe(200);
    const list = (await app.inject({ method: "GET", url: "/api/subscriptions", headers: { cookie } })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: draft.id,
      customMessage: "Happy days",
      giftBox: { id: 1 },
      recipientName: "Sam Lee",
      recipientEmail: "sam@example.com",
    });
  });

  it("validates with the spec's messages", async () => {
    const { cookie } = await signUp(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/subscriptions",
      headers: { cookie },
      payload: {
        giftBoxId: 1,
        recipientName: "S",
        recipientEmail: "nope",
        recipientAddress: "x",
        frequency: "monthly",
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      recipientName: "Recipient name must be at least 2 characters",
      recipientEmail: "Please enter a valid email address",
      recipientAddress: "Please enter a valid address",
    });
  });

  // Regression: the form started on "New recipient", and saving it made a second profile of the same person.
  it("refuses a new recipient with a name the buyer already has, and creates nothing", async () => {
    const { cookie, user } = await signUp(app);
    const jamie = await createRecipient(app, cookie);
    const before = await db.$count(recipientProfiles, eq(recipientProfiles.userId, user.id));
    const response = await app.inject({
      method: "POST",
      url: "/api/subscriptions",
      headers: { cookie },
      payload: {
        giftBoxId: 1,
        recipientName: `  ${jamie.fullName.toUpperCase()} `,
        recipientEmail: "jamie@example.com",
        recipientAddress: "8 Banksia Avenue, Newtown NSW 2042",
        frequency: "monthly",
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().fieldErrors.recipientName).toBe(duplicateRecipientMessage(jamie.fullName));
    expect(await db.$count(recipientProfiles, eq(recipientProfiles.userId, user.id))).toBe(before);
    expect(await db.$count(subscriptions, eq(subscriptions.userId, user.id))).toBe(0);
  });

  it("refuses a recipient phone that is not Australian", async () => {
    const { cookie } = await signUp(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/subscriptions",
      headers: { cookie },
      payload: {
        giftBoxId: 1,
        recipientName: "Sam Lee",
        recipientEmail: "sam@example.com",
        recipientPhone: "abc",
        recipientAddress: "5 Jacaranda Lane, Paddington QLD 4064",
        frequency: "monthly",
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.recipientPhone).toBe(AUSTRALIAN_PHONE_MESSAGE);
  });
});

describe("pause, resume and cancel", () => {
  afterEach(() => {
    now = new Date("2026-11-21T01:00:00Z");
  });

  it("refuses a pause before the first delivery with the hover hint's words", async () => {
    const { cookie, subscriptionId } = await liveSubscription();
    const response = await patch(cookie, subscriptionId, { status: "paused" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^You can pause your subscription after your first delivery/);
  });

  it("pauses one delivery (On Hold), resumes by itself after it, and e-mails each change once", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const { cookie, email, subscriptionId } = await liveSubscription();
    expect(await deliver(subscriptionId)).toEqual({ id: subscriptionId });
    const active = (await get(cookie, subscriptionId)).json();
    expect(active).toMatchObject({ displayStatus: "Active", canPause: true });
    // The first box is due by 1 Dec (within 7-10 days of paying on 21 Nov), then one on the 1st of each month.
    expect(active.nextDeliveries.map((s: { label: string }) => s.label)).toEqual([
      "1 Dec 2026",
      "1 Jan 2027",
      "1 Feb 2027",
    ]);

    const paused = await patch(cookie, subscriptionId, { status: "paused" });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({
      status: "paused",
      pauseType: "regular",
      displayStatus: "Paused",
      pausedUntil: "2026-12-01",
    });
    expect(paused.json().nextDeliveries.map((s: { label: string }) => s.label)).toEqual([
      "On Hold",
      "1 Jan 2027",
      "1 Feb 2027",
    ]);
    expect((await patch(cookie, subscriptionId, { status: "paused" })).statusCode).toBe(409);

    // The daily job before the skipped date changes nothing; after it, the pause ends by itself.
    await app.services.dailyJobs.run();
    expect((await get(cookie, subscriptionId)).json().status).toBe("paused");
    now = new Date("2026-12-02T01:00:00Z");
    await app.services.dailyJobs.run();
    await app.services.dailyJobs.run();
    const resumed = (await get(cookie, subscriptionId)).json();
    expect(resumed.status).toBe("active");
    // The recipient's birthday (14 Mar) is on the profile but was never bought: it is not a delivery.
    expect(resumed.nextDeliveries.map((s: { label: string }) => s.label)).toEqual([
      "1 Jan 2027",
      "1 Feb 2027",
      "1 Mar 2027",
    ]);
    expect((await mailKinds(email)).filter((k) => k !== "welcome")).toEqual(["order-confirmation", "pause", "resume"]);
  });

  it("resumes on request, then cancels once with one e-mail", async () => {
    const { cookie, email, subscriptionId } = await liveSubscription();
    await deliver(subscriptionId);
    await patch(cookie, subscriptionId, { status: "paused" });
    const resumed = await patch(cookie, subscriptionId, { status: "active" });
    expect(resumed.json()).toMatchObject({ status: "active", displayStatus: "Active" });
    expect((await patch(cookie, subscriptionId, { status: "active" })).statusCode).toBe(409);
    const first = await app.inject({
      method: "DELETE",
      url: `/api/subscriptions/${subscriptionId}`,
      headers: { cookie },
    });
    const second = await app.inject({
      method: "DELETE",
      url: `/api/subscriptions/${subscriptionId}`,
      headers: { cookie },
    });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().displayStatus).toBe("Cancelled");
    expect((await mailKinds(email)).filter((k) => k === "cancellation")).toHaveLength(1);
  });

  // Regression: a second pause of the same delivery (pause, resume early, pause again) reused the
  // first pause's e-mail key, so the buyer heard nothing about it.
  it("e-mails every pause and every resume, even of the same delivery", async () => {
    const { cookie, email, subscriptionId } = await liveSubscription();
    await deliver(subscriptionId);
    for (const status of ["paused", "active", "paused", "active"]) {
      expect((await patch(cookie, subscriptionId, { status })).statusCode).toBe(200);
    }
    const kinds = await mailKinds(email);
    expect(kinds.filter((k) => k === "pause")).toHaveLength(2);
    expect(kinds.filter((k) => k === "resume")).toHaveLength(2);
  });

  it("pauses once when two pauses arrive together: one e-mail, the other is told it is paused", async () => {
    const { cookie, email, subscriptionId } = await liveSubscription();
    await deliver(subscriptionId);
    const answers = await Promise.all([
      patch(cookie, subscriptionId, { status: "paused" }),
      patch(cookie, subscriptionId, { status: "paused" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await mailKinds(email)).filter((k) => k === "pause")).toHaveLength(1);
  });

  // Regression: nextDeliveryDate was always a month after purchase and never moved, whatever the frequency.
  it("reports the next dated delivery by frequency, moving on with the calendar", async () => {
    const buyer = await signUp(app);
    const form = await app.inject({
      method: "POST",
      url: "/api/subscriptions",
      headers: { cookie: buyer.cookie },
      payload: {
        giftBoxId: 1,
        recipientName: "Wes Weekly",
        recipientEmail: "wes@example.com",
        recipientAddress: "5 Jacaranda Lane, Paddington QLD 4064",
        frequency: "weekly",
      },
    });
    const draft = form.json() as { id: number; recipientProfileId: number };
    const checkout = await prepareCheckout(app, buyer.cookie, {
      recipientId: draft.recipientProfileId,
      subscriptionId: draft.id,
    });
    expect((await pay(app, buyer.cookie, checkout.checkoutId)).statusCode).toBe(200);
    const next = async () => (await get(buyer.cookie, draft.id)).json().nextDeliveryDate;
    expect(await next()).toBe("2026-12-01"); // the first box within 7-10 days, then weekly
    now = new Date("2026-12-01T14:00:00Z"); // 2 Dec in Brisbane, where Wes lives
    expect(await next()).toBe("2026-12-08");
    now = new Date("2026-12-08T02:00:00Z");
    expect(await next()).toBe("2026-12-08");
  });

  it("keeps every subscription action away from other customers", async () => {
    const a = await liveSubscription();
    const b = await signUp(app);
    const headers = { cookie: b.cookie };
    expect((await get(b.cookie, a.subscriptionId)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: "GET", url: `/api/subscriptions?userId=${a.user.id}`, headers })).statusCode,
    ).toBe(403);
    expect((await patch(b.cookie, a.subscriptionId, { status: "paused" })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: "DELETE", url: `/api/subscriptions/${a.subscriptionId}`, headers })).statusCode,
    ).toBe(404);
    const portal = await app.inject({
      method: "POST",
      url: "/api/create-customer-portal",
      headers,
      payload: { subscriptionId: a.subscriptionId },
    });
    expect(portal.statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: `/api/billing/${a.subscriptionId}`, headers })).statusCode).toBe(
      404,
    );
    expect((await get(a.cookie, a.subscriptionId)).json().status).toBe("active");
  });

  it("opens the billing page as the portal in test mode", async () => {
    const { cookie, subscriptionId } = await liveSubscription();
    const portal = await app.inject({
      method: "POST",
      url: "/api/create-customer-portal",
      headers: { cookie },
      payload: { subscriptionId },
    });
    // Relative, so the page opens on the address the buyer is using, signed in (regression: it
    // pointed at localhost while the buyer used 127.0.0.1, and the tab opened signed out).
    expect(portal.json().url).toBe(`/billing/${subscriptionId}`);
    const billing = (
      await app.inject({ method: "GET", url: `/api/billing/${subscriptionId}`, headers: { cookie } })
    ).json();
    expect(billing.subscription.paymentMethodLabel).toBe("Visa •••• 4242");
    expect(billing.payments).toMatchObject([
      { kind: "initial", status: "succeeded", amountCents: 10_000, gstCents: 909 },
    ]);
  });
});

describe("renewals in test mode", () => {
  it("charges each month once and advances the billing date", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const { subscriptionId } = await liveSubscription();
    now = new Date("2026-12-21T01:00:00Z");
    await app.services.dailyJobs.run();
    await app.services.dailyJobs.run();
    const rows = await db.select().from(payments).where(eq(payments.subscriptionId, subscriptionId));
    expect(rows.map((p) => [p.kind, p.status, p.amountCents])).toEqual([
      ["initial", "succeeded", 10_000],
      ["renewal", "succeeded", 10_000],
    ]);
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(sub!.nextBillingDate).toBe("2027-01-21");
    now = new Date("2026-11-21T01:00:00Z");
  });

  it("e-mails the buyer once when a renewal is declined", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const { email, subscriptionId } = await liveSubscription({ ...GOOD_CARD, cardNumber: "4000 0000 0000 0341" });
    now = new Date("2026-12-21T01:00:00Z");
    await app.services.dailyJobs.run();
    await app.services.dailyJobs.run();
    const failed = await db
      .select()
      .from(payments)
      .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, "failed")));
    expect(failed).toHaveLength(1);
    expect((await mailKinds(email)).filter((k) => k === "payment-failed")).toHaveLength(1);
    now = new Date("2026-11-21T01:00:00Z");
  });

  // Regression: declined renewals went on forever with deliveries continuing.
  it("cancels after three declined renewals in a row, telling the buyer once", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const { email, subscriptionId } = await liveSubscription({ ...GOOD_CARD, cardNumber: "4000 0000 0000 0341" });
    const statusOf = async () =>
      (await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)))[0]!.status;
    for (const month of ["2026-12-21", "2027-01-21"]) {
      now = new Date(`${month}T01:00:00Z`);
      await app.services.dailyJobs.run();
      expect(await statusOf()).toBe("active");
    }
    now = new Date("2027-02-21T01:00:00Z");
    await app.services.dailyJobs.run();
    await app.services.dailyJobs.run();
    expect(await statusOf()).toBe("cancelled");
    const kinds = await mailKinds(email);
    expect(kinds.filter((k) => k === "payment-failed")).toHaveLength(3);
    expect(kinds.filter((k) => k === "cancellation")).toHaveLength(1);
    now = new Date("2026-11-21T01:00:00Z");
  });
});

describe("changing the gift plan", () => {
  it("applies from the next delivery when it is at least 21 days away, otherwise from the first one that is", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const { cookie, recipient, subscriptionId } = await liveSubscription();
    await deliver(subscriptionId);
    now = new Date("2026-12-05T01:00:00Z"); // next regular delivery: 1 Jan 2027, 27 days away
    const early = await app.inject({
      method: "PATCH",
      url: `/api/recipient-profiles/${recipient.id}`,
      headers: { cookie },
      payload: { giftCategories: "unwind-edit" },
    });
    expect(early.json().planChange).toEqual({ appliesFrom: "2027-01-01", fromNextDelivery: true });
    expect((await get(cookie, subscriptionId)).json()).toMatchObject({ planKey: "unwind-edit", pendingPlanKey: null });

    now = new Date("2026-12-20T01:00:00Z"); // 12 days before the next delivery
    const late = await app.inject({
      method: "PATCH",
      url: `/api/recipient-profiles/${recipient.id}`,
      headers: { cookie },
      payload: { giftCategories: "moments-to-savour" },
    });
    expect(late.json().planChange).toEqual({ appliesFrom: "2027-02-01", fromNextDelivery: false });
    expect((await get(cookie, subscriptionId)).json()).toMatchObject({
      planKey: "unwind-edit",
      pendingPlanKey: "moments-to-savour",
      planChangeFrom: "2027-02-01",
    });

    // Regression: a change saved for later never took effect. It does on the day of its first delivery.
    const planOf = async () => (await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)))[0]!;
    now = new Date("2027-01-30T01:00:00Z");
    await app.services.dailyJobs.run();
    expect(await planOf()).toMatchObject({ planKey: "unwind-edit", pendingPlanKey: "moments-to-savour" });
    now = new Date("2027-01-31T14:00:00Z"); // 1 Feb in Sydney
    await app.services.dailyJobs.run();
    const applied = await planOf();
    expect(applied).toMatchObject({ planKey: "moments-to-savour", pendingPlanKey: null, planChangeFrom: null });
    const [box] = await db.select().from(giftBoxes).where(eq(giftBoxes.id, applied.giftBoxId!));
    expect(box!.planKey).toBe("moments-to-savour");
    now = new Date("2026-11-21T01:00:00Z");
  });
});

describe("a plan change right after start-up", () => {
  // Regression: the catalogue was loaded inside the plan-change transaction; on PGlite that waited for itself.
  it("answers even when the catalogue snapshot is not loaded yet", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const { cookie, recipient } = await liveSubscription();
    app.services.catalogue.invalidate();
    const response = await app.inject({
      method: "PATCH",
      url: `/api/recipient-profiles/${recipient.id}`,
      headers: { cookie },
      payload: { giftCategories: "unwind-edit" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().planChange).not.toBeNull();
  });
});

describe("what a pause does to billing", () => {
  afterEach(() => {
    now = new Date("2026-11-21T01:00:00Z");
  });
  const billing = async (id: number) => (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
  const charges = async (id: number) =>
    (
      await db
        .select()
        .from(payments)
        .where(and(eq(payments.subscriptionId, id), eq(payments.status, "succeeded")))
    ).length;

  it("skips exactly the paused month's charge, then bills as usual", async () => {
    const { cookie, subscriptionId } = await liveSubscription();
    await deliver(subscriptionId);
    now = new Date("2026-12-10T01:00:00Z");
    await patch(cookie, subscriptionId, { status: "paused" });
    expect((await billing(subscriptionId)).nextBillingDate).toBe("2027-01-21");
    now = new Date("2026-12-22T01:00:00Z");
    await app.services.dailyJobs.run();
    expect(await charges(subscriptionId)).toBe(1); // no charge for the paused month
    now = new Date("2027-01-21T01:00:00Z");
    await app.services.dailyJobs.run();
    expect(await charges(subscriptionId)).toBe(2);
  });

  // Regression: a billing date inside the pause was skipped without a charge — for annual plans, a whole year.
  it("moves an annual plan's renewal on by one month, not a year", async () => {
    const buyer = await signUp(app);
    const recipient = await createRecipient(app, buyer.cookie);
    const checkout = await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id, frequency: "annual" });
    await pay(app, buyer.cookie, checkout.checkoutId);
    await deliver(checkout.subscriptionId);
    await patch(buyer.cookie, checkout.subscriptionId, { status: "paused" });
    expect((await billing(checkout.subscriptionId)).nextBillingDate).toBe("2027-12-21");
  });

  // Regression: resuming by hand after the skipped date kept the delivery and the free month.
  it("resuming before the skipped delivery restores the charge; after it, the delivery stays skipped", async () => {
    const early = await liveSubscription();
    await deliver(early.subscriptionId);
    await patch(early.cookie, early.subscriptionId, { status: "paused" });
    await patch(early.cookie, early.subscriptionId, { status: "active" });
    expect(await billing(early.subscriptionId)).toMatchObject({ nextBillingDate: "2026-12-21", deliveriesSkipped: 0 });

    const late = await liveSubscription();
    await deliver(late.subscriptionId);
    await patch(late.cookie, late.subscriptionId, { status: "paused" });
    now = new Date("2026-12-01T22:00:00Z"); // 2 Dec in Sydney, after the skipped 1 Dec box, before the hourly job ran
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: late.email, password: late.password },
    });
    late.cookie = sessionCookie(login); // the 30-day session from sign-up has ended by now
    expect((await patch(late.cookie, late.subscriptionId, { status: "active" })).statusCode).toBe(200);
    expect(await billing(late.subscriptionId)).toMatchObject({ nextBillingDate: "2027-01-21", deliveriesSkipped: 1 });
    const slots = (await get(late.cookie, late.subscriptionId))
      .json()
      .nextDeliveries.map((s: { label: string }) => s.label);
    expect(slots[0]).toBe("1 Jan 2027");
  });
});

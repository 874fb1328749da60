import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  confirmCheckout,
  confirmCheckouts,
  listSubscriptions,
  sessionTokenHash,
  sessionUser,
  sessionUsers,
} from "../bench/baseline/baseline-sql";
import { batchWhileBusy } from "../bench/baseline/batch-while-busy";
import { baselineInsert, baselineLockAndRoute } from "../bench/baseline/fulfilment-sql";
import { rawDriver } from "../bench/baseline/raw-driver";
import { differences, dropKept, keepResult, restoreLedger, snapshotLedger } from "../bench/fulfilment-compare";
import { BENCH_NOW, seededPostcodeCentres, seedFulfilmentBench } from "../bench/fulfilment-seed";
import { rowsOf } from "../src/server/db/rows";
import { checkouts, emailOutbox, fulfilmentOrders, payments, subscriptions } from "../src/server/db/schema";
import { todayIso } from "../src/shared/domain/dates";
import { generationWindowEnd } from "../src/shared/domain/fulfilment";
import { createRecipient, pay, prepareCheckout } from "./support/customer-journey";
import { signUp } from "./support/http";
import { createTestApp } from "./support/test-app";

// `npm run bench` reports the app's routes as a share of raw-SQL baselines: these tests keep the
// baselines honest, doing the same writes and reads as the app (or the ratio means nothing).
const app = await createTestApp();
const db = app.ctx.db;
const raw = rawDriver(app.ctx.database);

async function buyerWithCheckouts(count: number, checkout: Record<string, unknown> = {}) {
  const buyer = await signUp(app);
  const open = [];
  for (let i = 0; i < count; i++) {
    const recipient = await createRecipient(app, buyer.cookie, { fullName: `${buyer.user.fullName} friend ${i}` });
    open.push((await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id, ...checkout })).checkoutId);
  }
  return { ...buyer, open };
}

const label = "Visa •••• 4242";

async function written(checkoutId: number) {
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, checkout!.subscriptionId));
  const paid = await db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
  const mail = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.dedupeKey, `order-confirmation:${checkoutId}`));
  const ledger = await db
    .select()
    .from(fulfilmentOrders)
    .where(eq(fulfilmentOrders.subscriptionId, checkout!.subscriptionId))
    .orderBy(fulfilmentOrders.slotDate);
  return { checkout: checkout!, sub: sub!, paid, mail, ledger };
}

describe("the raw-SQL confirmation baseline", () => {
  it("writes what the app's confirmation writes: one payment, the subscription activated, the checkout paid, one receipt", async () => {
    const buyer = await buyerWithCheckouts(2);
    const [byApp, byBaseline] = buyer.open as [number, number];
    expect((await pay(app, buyer.cookie, byApp)).statusCode).toBe(200);
    const result = await confirmCheckout(raw, {
      checkoutId: byBaseline,
      payerId: buyer.user.id,
      paymentMethodLabel: label,
    });

    const ours = await written(byApp);
    const theirs = await written(byBaseline);
    expect(result).toEqual({ subscriptionId: theirs.sub.id, recipientId: theirs.sub.recipientProfileId });
    expect(theirs.checkout.status).toBe("paid");
    expect(theirs.checkout.paidAt).not.toBeNull();
    // The same columns written; the dates' exact calendar rules are the app's per-row work.
    const activation = (s: typeof ours.sub) => ({
      status: s.status,
      startDate: s.startDate,
      nextDeliveryDate: typeof s.nextDeliveryDate,
      nextBillingDate: typeof s.nextBillingDate,
      billingInterval: s.billingInterval,
      amountCents: s.amountCents,
      addOnCents: s.addOnCents,
      specialDates: s.specialDates,
      paymentProvider: s.paymentProvider,
      paymentMethodLabel: s.paymentMethodLabel,
      testRenewalFails: s.testRenewalFails,
    });
    expect(activation(theirs.sub)).toEqual(activation(ours.sub));
    const payment = (p: (typeof ours.paid)[number]) => ({
      ...p,
      id: 0,
      subscriptionId: 0,
      checkoutId: 0,
      providerPaymentId: "",
      createdAt: null,
    });
    expect(theirs.paid.map(payment)).toEqual(ours.paid.map(payment));
    // The ledger's deliveries the payment bought (ADR 0018): the same rows, their parts adding up to it.
    const delivery = (d: (typeof ours.ledger)[number]) => ({
      slotDate: d.slotDate,
      deliveryDate: d.deliveryDate,
      specialDateType: d.specialDateType,
      planKey: d.planKey,
      status: d.status,
      allocatedCents: d.allocatedCents,
      allocatedGstCents: d.allocatedGstCents,
    });
    expect(ours.ledger.length).toBeGreaterThan(0);
    expect(theirs.ledger.map(delivery)).toEqual(ours.ledger.map(delivery));
    expect(theirs.ledger.every((d) => d.paymentId === theirs.paid[0]!.id)).toBe(true);
    expect(theirs.mail).toHaveLength(1);
    expect(theirs.mail[0]!.toAddress).toBe(ours.mail[0]!.toAddress);
    // A receipt of realistic size: the e-mail insert writes about as much as the app's.
    for (const body of ["textBody", "htmlBody"] as const) {
      expect(theirs.mail[0]![body].length).toBeGreaterThan(ours.mail[0]![body].length * 0.8);
      expect(theirs.mail[0]![body].length).toBeLessThan(ours.mail[0]![body].length * 1.25);
    }
  });

  it("writes the same ledger deliveries for a year paid ahead with a birthday: the year's boxes and the birthday, the parts adding up to the payment", async () => {
    const buyer = await buyerWithCheckouts(2, {
      frequency: "annual",
      addOns: [{ key: "birthday", date: "1990-08-14" }],
    });
    const [byApp, byBaseline] = buyer.open as [number, number];
    expect((await pay(app, buyer.cookie, byApp)).statusCode).toBe(200);
    await confirmCheckout(raw, { checkoutId: byBaseline, payerId: buyer.user.id, paymentMethodLabel: label });
    const ours = await written(byApp);
    const theirs = await written(byBaseline);
    const slots = (w: typeof ours) => w.ledger.map((d) => [d.slotDate, d.specialDateType, d.planKey, d.status]);
    const sums = (w: typeof ours) => ({
      cents: w.ledger.reduce((sum, d) => sum + (d.allocatedCents ?? 0), 0),
      gst: w.ledger.reduce((sum, d) => sum + (d.allocatedGstCents ?? 0), 0),
    });
    expect(ours.ledger.filter((d) => d.specialDateType === "")).toHaveLength(12);
    expect(ours.ledger.filter((d) => d.specialDateType === "birthday")).toHaveLength(1);
    expect(slots(theirs)).toEqual(slots(ours));
    expect(sums(theirs)).toEqual({ cents: theirs.paid[0]!.amountCents, gst: theirs.paid[0]!.gstCents });
    expect(sums(ours)).toEqual(sums(theirs));
  });

  it("answers a replay, a batch with a repeat and someone else's checkout like the app: nothing new, null for a stranger", async () => {
    const buyer = await buyerWithCheckouts(2);
    const stranger = await buyerWithCheckouts(1);
    const [first, second] = buyer.open as [number, number];
    const mine = (checkoutId: number) => ({ checkoutId, payerId: buyer.user.id, paymentMethodLabel: label });
    const results = await raw.transaction((tx) =>
      confirmCheckouts(tx, [
        mine(first),
        mine(first),
        mine(second),
        { ...mine(stranger.open[0]!), payerId: buyer.user.id },
      ]),
    );
    expect(results[0]).toEqual(results[1]);
    expect(results[2]).not.toBeNull();
    expect(results[3]).toBeNull();
    expect(await confirmCheckout(raw, mine(first))).toEqual(results[0]);

    expect(await db.$count(payments, inArray(payments.checkoutId, [first, second]))).toBe(2);
    expect(
      await db.$count(
        emailOutbox,
        inArray(emailOutbox.dedupeKey, [`order-confirmation:${first}`, `order-confirmation:${second}`]),
      ),
    ).toBe(2);
    expect((await written(stranger.open[0]!)).checkout.status).toBe("open");
  });
});

describe("the raw-SQL list baseline", () => {
  it("reads the same subscriptions, in the same order, as GET /api/subscriptions for the session's buyer", async () => {
    const buyer = await buyerWithCheckouts(3);
    for (const checkoutId of buyer.open) expect((await pay(app, buyer.cookie, checkoutId)).statusCode).toBe(200);
    const other = await buyerWithCheckouts(1); // someone else's draft, which neither lists

    const user = await sessionUser(raw, `theme=dark; ${buyer.cookie}`);
    expect(user?.id).toBe(buyer.user.id);
    expect(await sessionUser(raw, "fmn_session=not-a-session")).toBeNull();
    // Looked up together, like the app's concurrent requests: each session gets its own user.
    const hashes = [other.cookie, "fmn_session=not-a-session", buyer.cookie].map((c) => sessionTokenHash(c)!);
    expect((await sessionUsers(raw, hashes)).map((u) => u?.id ?? null)).toEqual([other.user.id, null, buyer.user.id]);
    const { subscriptions: rows, changes } = await listSubscriptions(raw, user!.id);
    expect(changes).toEqual([]); // nobody skipped or moved a delivery
    const listed = (
      await app.inject({ method: "GET", url: "/api/subscriptions", headers: { cookie: buyer.cookie } })
    ).json() as { id: number; recipientName: string }[];
    expect(rows.map((r) => r.id)).toEqual(listed.map((s) => s.id));
    expect(rows.map((r) => r.recipient_name)).toEqual(listed.map((s) => s.recipientName));
  });
});

describe("the baseline's batching", () => {
  it("runs the calls that arrive while a batch is running together, as the next batch, each answered with its own result", async () => {
    const batches: number[][] = [];
    let release = () => {};
    const double = batchWhileBusy(async (inputs: number[]) => {
      batches.push(inputs);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return inputs.map((n) => n * 2);
    });
    const first = double(1);
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = [double(2), double(3), double(4)];
    release();
    expect(await Promise.all([first, ...waiting])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });
});

// The fulfilment bench's shop: its own database, on the bench's fixed day.
const shop = await createTestApp({ clock: { now: () => BENCH_NOW } });

describe("the fulfilment generation baseline", () => {
  it("makes the same orders as the app's generate() from the seeded ledger: the paid due deliveries, the same vendors, offers and e-mails", async () => {
    const sdb = shop.ctx.db;
    const from = todayIso(BENCH_NOW);
    const to = generationWindowEnd(from);
    const seeded = await seedFulfilmentBench(sdb, 500, from);
    expect(seeded.payments).toBeGreaterThan(500); // first payments and the window's renewals

    // The seed keeps the ledger's invariant: each payment's parts (and their GST) add up to it exactly.
    const unbalanced = rowsOf<{ id: number }>(
      await sdb.execute(sql`
        select p.id from payments p left join fulfilment_orders f on f.payment_id = p.id
        group by p.id, p.amount_cents, p.gst_cents
        having coalesce(sum(f.allocated_cents), 0) <> p.amount_cents or coalesce(sum(f.allocated_gst_cents), 0) <> p.gst_cents
          or p.gst_cents <> round(p.amount_cents / 11.0)`),
    );
    expect(unbalanced).toEqual([]);

    await snapshotLedger(sdb);
    await baselineInsert(sdb, from, to);
    const baseline = await baselineLockAndRoute(sdb, { from, to, now: BENCH_NOW }, seededPostcodeCentres());
    await keepResult(sdb);
    await restoreLedger(sdb);
    const app = await shop.services.fulfilment.generate();

    expect(app).toMatchObject({ created: baseline.created, routed: baseline.routed, unassigned: baseline.unassigned });
    expect(await differences(sdb)).toEqual({
      missing: 0,
      extra: 0,
      eventsMissing: 0,
      eventsExtra: 0,
      mailMissing: 0,
      mailExtra: 0,
    });
    // The comparison covers the cases that matter: orders routed and not, and unpaid deliveries left alone.
    expect(baseline.routed).toBeGreaterThan(0);
    expect(baseline.unassigned).toBeGreaterThan(0);
    const [unpaid] = rowsOf<{ n: number }>(
      await sdb.execute(sql`select count(*)::int as n from fulfilment_orders
        where status = 'scheduled' and payment_id is null and delivery_date between ${from}::date and ${to}::date`),
    );
    expect(unpaid!.n).toBeGreaterThan(0);

    // And it sees a difference: one order given to another vendor is one row missing and one extra.
    await sdb.execute(sql`update fulfilment_orders set supplier_id = (select max(id) from suppliers)
      where id = (select min(id) from fulfilment_orders where supplier_id is not null and supplier_id <> (select max(id) from suppliers))`);
    expect(await differences(sdb)).toMatchObject({ missing: 1, extra: 1 });
    await dropKept(sdb);
  });
});

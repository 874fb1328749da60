import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyAsVendor, request, signIn } from "./support/client";
import { type Fleet, startFleet } from "./support/fleet";
import { buySubscription } from "./support/journeys";
import { startSmtpSink } from "./support/smtp-sink";

/**
 * Scheduled work on three instances at once (issue 18, ADR 0023): every instance runs every job, each
 * every 2 s here (JOBS_EVERY_SECONDS) instead of hourly, so their ticks meet dozens of times; and all
 * three are restarted together, so their start-up runs (order generation, the daily jobs) collide
 * too. The shop's clock then moves 40 days on (E2E_CLOCK_FILE, e2e/support/shop-with-moving-clock.ts),
 * so renewals fall due and the next deliveries are ordered while the instances tick. Whatever ran
 * where, each delivery is ordered once, each renewal charged once, each order's routing steps happen
 * once, and each e-mail reaches the SMTP server once.
 */
const EVERY_SECONDS = 2;
const clockDir = mkdtempSync(join(tmpdir(), "fmn-fleet-clock-"));
const clockFile = join(clockDir, "days-ahead");
writeFileSync(clockFile, "0");
let fleet: Fleet;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink(["fleet"]);
  fleet = await startFleet({
    instances: 3,
    entry: "e2e/support/shop-with-moving-clock.ts",
    env: { SMTP_URL: smtp.urlOf("fleet"), JOBS_EVERY_SECONDS: String(EVERY_SECONDS), E2E_CLOCK_FILE: clockFile },
  });
});
afterAll(async () => {
  await fleet?.close();
  await smtp?.close();
  rmSync(clockDir, { recursive: true, force: true });
});

const rows = async <T>(text: string, values: unknown[] = []) => (await fleet.db.query(text, values)).rows as T[];

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

describe("jobs on three instances", () => {
  it("ticking together and restarted together, they make each order, renewal, routing and e-mail once", async () => {
    // A vendor serving Fitzroy (3065), approved by staff, then buyers with deliveries there.
    const vendor = await applyAsVendor(fleet.url, "198.51.100.80");
    const staff = await signIn(fleet.url, fleet.admin.email, fleet.admin.password, "198.51.100.81");
    const approved = await request(fleet.url, `/api/admin/vendors/${vendor.supplierId}/approve`, {
      method: "POST",
      cookie: staff,
    });
    expect(approved.status).toBeLessThan(300);
    const buyers = [];
    for (let i = 0; i < 6; i++) buyers.push(await buySubscription(fleet.url, `198.51.100.${90 + i}`));
    const subscriptionIds = buyers.map((buyer) => buyer.subscriptionId);

    // Each instance's order generation runs on its ticks; wait for every subscription's first order.
    await until(
      "an order for each subscription",
      async () =>
        (
          await rows<{ n: number }>(
            "select count(distinct subscription_id)::int as n from fulfilment_orders where subscription_id = any($1) and locked_at is not null",
            [subscriptionIds],
          )
        )[0]!.n === buyers.length,
      60_000,
    );
    // 40 days on: each monthly subscription's renewal is due, and its next delivery within the window.
    writeFileSync(clockFile, "40");
    const renewed = async () =>
      (
        await rows<{ n: number }>(
          "select count(distinct subscription_id)::int as n from payments where kind = 'renewal' and subscription_id = any($1)",
          [subscriptionIds],
        )
      )[0]!.n;
    // All three stopped and started at the same moment: their start-up runs meet.
    await Promise.all(fleet.instances.map((instance) => instance.kill("SIGTERM")));
    await Promise.all(fleet.instances.map((instance) => instance.restart()));
    await until("a renewal for each subscription", async () => (await renewed()) === buyers.length, 60_000);
    // A few more rounds of ticks on all three, then the outbox drained.
    await new Promise((resolve) => setTimeout(resolve, 4 * EVERY_SECONDS * 1000));
    await until(
      "every e-mail sent",
      async () =>
        (await rows<{ n: number }>("select count(*)::int as n from email_outbox where status = 'pending'"))[0]!.n === 0,
      60_000,
    );

    // Each delivery once: one order per subscription and schedule slot.
    const orders = await rows<{ id: number; subscription_id: number; slot_date: string; supplier_id: number | null }>(
      "select id, subscription_id, slot_date::text, supplier_id from fulfilment_orders where subscription_id = any($1) and locked_at is not null",
      [subscriptionIds],
    );
    const slots = orders.map((order) => `${order.subscription_id}@${order.slot_date}`);
    expect(new Set(slots).size).toBe(slots.length);
    expect(new Set(orders.map((order) => order.subscription_id)).size).toBe(buyers.length);

    // Two deliveries each (the first month's and the next): the first ordered, the next too.
    expect(orders.length).toBeGreaterThanOrEqual(2 * buyers.length);

    // Routing once: every order offered once, to the one vendor serving the postcode; and no later step
    // (the offer's deadline missed, left unassigned) recorded twice.
    const steps = await rows<{ order_id: number; kind: string; n: number }>(
      "select order_id, kind, count(*)::int as n from fulfilment_order_events where order_id = any($1) group by order_id, kind",
      [orders.map((order) => order.id)],
    );
    const offered = steps.filter((step) => step.kind === "offered");
    expect(offered.map((step) => step.order_id).sort()).toEqual(orders.map((order) => order.id).sort());
    expect(steps.filter((step) => step.n !== 1)).toEqual([]);
    const elsewhere = await rows(
      "select order_id from fulfilment_order_events where kind = 'offered' and order_id = any($1) and supplier_id is distinct from $2",
      [orders.map((order) => order.id), vendor.supplierId],
    );
    expect(elsewhere).toEqual([]);

    // Each payment once: the checkout's and one renewal per subscription, one row per period.
    const payments = await rows<{ subscription_id: number; kind: string; period_start: string; n: number }>(
      `select subscription_id, kind, period_start::text, count(*)::int as n from payments
       where subscription_id = any($1) group by subscription_id, kind, period_start`,
      [subscriptionIds],
    );
    expect(payments.filter((payment) => payment.n !== 1)).toEqual([]);
    expect(payments.filter((payment) => payment.kind === "renewal")).toHaveLength(buyers.length);

    // Each e-mail once: the SMTP server got exactly the outbox's sent rows, address by address.
    const sent = await rows<{ to_address: string; n: number }>(
      "select to_address, count(*)::int as n from email_outbox where status = 'sent' group by to_address",
    );
    const received = new Map<string, number>();
    for (const mail of smtp.received) received.set(mail.to, (received.get(mail.to) ?? 0) + 1);
    expect(Object.fromEntries(received)).toEqual(
      Object.fromEntries(sent.map((row) => [row.to_address.toLowerCase(), row.n])),
    );
    expect(smtp.received.length).toBeGreaterThanOrEqual(buyers.length * 2);

    const jobRows = await rows<{ exists: boolean }>("select to_regclass('job_occurrences') is not null as exists");
    const occurrences = jobRows[0]!.exists
      ? await rows<{ job: string; n: number }>("select job, count(*)::int as n from job_occurrences group by job")
      : [];
    // With occurrences keyed in the database (ADR 0023): the jobs really ticked many times meanwhile.
    for (const occurrence of occurrences) expect(occurrence.n, occurrence.job).toBeGreaterThanOrEqual(5);
    console.log(
      `jobs once: ${orders.length} orders, ${offered.length} offered once each, ${buyers.length} renewals once each, ${smtp.received.length} e-mails received once each` +
        (occurrences.length > 0
          ? `; occurrences run: ${occurrences.map((o) => `${o.job} ${o.n}`).join(", ")}`
          : " (no job_occurrences table: jobs under advisory locks)"),
    );
  });
});

import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/server/app";
import { type Database, openDatabase } from "../../src/server/db/client";
import { paidSubscription } from "../../test/support/fulfilment";
import { startTcpProxy, type TcpProxy, throughProxy } from "../../test/support/tcp-proxy";
import { applyAsVendor, setVendorStatus } from "../../test/support/vendor";
import { request, signIn } from "../support/client";
import { type Fleet, startFleet } from "../support/fleet";
import { deliveryCounts, startSmtpSink } from "../support/smtp-sink";
import { endpointOf } from "./support/direct-url";
import { reportFault } from "./support/fault-report";

/**
 * Issue 18, faults: two instances on one database, one killed with SIGKILL at an exact step of its
 * work, and the shop afterwards as if nothing happened: 0 duplicates, 0 missing, 0 stranded.
 * 1. In the middle of order generation: its deliveries written, the statement that makes them orders
 *    and routes them (ADR 0027) sent but held (a TCP proxy in front of PostgreSQL for that instance
 *    only, holding on the statement's text). The next run (staff's, through the other instance) makes
 *    and routes every order once, one e-mail per vendor.
 * 2. In the middle of an e-mail batch: its SMTP server (a sink of the test's own, one listener per
 *    instance) holds its fifth message unanswered when it is killed. The other instance sends the
 *    rest once the dead one's lease ends (ADR 0023: each e-mail marked sent as the server accepts it).
 * Moved here from test/database-faults-process.test.ts, which ran the next generation in-process.
 */
const START_MS = 90_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until<T>(what: string, deadlineMs: number, probe: () => Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${deadlineMs / 1000} s`);
    await sleep(250);
  }
}

let fleet: Fleet;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let database: Database;
/** The shop's set-up (vendors, paid subscriptions) through an app of the test's own on the fleet's database. */
let app: App;
const proxies: TcpProxy[] = [];
beforeAll(async () => {
  sink = await startSmtpSink(["i0", "i1"]);
  fleet = await startFleet({
    instances: 2,
    instanceEnv: (index) => ({ SMTP_URL: sink.urlOf(`i${index}`) }),
    startTimeoutMs: START_MS,
  });
  database = await openDatabase({ databaseUrl: fleet.databaseUrl });
  app = await buildApp({ database, webDistDir: null, rateLimitScale: 1000 });
});
afterAll(async () => {
  for (const proxy of proxies) proxy.restore();
  await app?.close();
  await database?.close();
  await fleet?.close();
  for (const proxy of proxies) await proxy.close();
  await sink?.close();
});

const query = async <T>(text: string, values: unknown[] = []) => (await fleet.db.query(text, values)).rows as T[];

describe("an instance killed with -9", () => {
  it("in the middle of order generation: the next run routes every order once, one e-mail per vendor", async () => {
    const melbourne = await applyAsVendor(app);
    const sydney = await applyAsVendor(app, {
      businessName: "Harbour Stems",
      suburb: "Newtown",
      state: "NSW",
      postcode: "2042",
      serviceArea: "2042, 2000",
    });
    for (const vendor of [melbourne, sydney]) await setVendorStatus(app, vendor.supplierId, "approved");
    const subscriptions: number[] = [];
    // Ids far apart, as at 20,000 subscriptions, so a run takes them in several slices.
    for (const restartAt of [40_000, 60_000]) {
      await fleet.db.query(`alter table subscriptions alter column id restart with ${restartAt}`);
      for (const place of [
        { postcode: "3000", state: "VIC", suburb: "Melbourne" },
        { postcode: "2042", state: "NSW", suburb: "Newtown" },
      ]) {
        subscriptions.push((await paidSubscription(app, place)).subscriptionId);
      }
    }

    const orders = () =>
      query<{ id: number; subscription_id: number; supplier_id: number | null; delivery_date: string }>(
        "select id, subscription_id, supplier_id, delivery_date::text from fulfilment_orders where subscription_id = any($1)",
        [subscriptions],
      );
    const ordersBefore = (await orders()).length;

    // Instance 0 again, reaching PostgreSQL through a proxy that holds the first routing statement
    // it sends: its start-up generation run (ADR 0023 runs generation at start) is the one killed.
    const proxy = await startTcpProxy(endpointOf(fleet.databaseUrl));
    proxies.push(proxy);
    const victim = fleet.instances[0]!;
    const routing = proxy.holdOn(/update "fulfilment_orders" f set supplier_id/);
    const restarting = victim.restart({ DATABASE_URL: throughProxy(fleet.databaseUrl, proxy) }).catch(() => null);
    const reached = await Promise.race([routing.then(() => "routing"), sleep(90_000).then(() => "late")]);
    expect(reached, `orders before: ${ordersBefore}\n${victim.output()}`).toBe("routing");
    await victim.kill("SIGKILL");
    const killedAt = Date.now();
    proxy.cut(); // its connections die with it: the server rolls back the routing it had open
    proxy.restore();
    await restarting;

    const strandedAtKill = (await orders()).filter((order) => order.supplier_id === null).length;
    expect(strandedAtKill, "the dead run left orders unrouted (else the kill missed its step)").toBeGreaterThan(0);

    // The next run: staff's, through the other instance; the dead one comes back as a supervisor would restart it.
    const staff1 = await signIn(fleet.instances[1]!.url, fleet.admin.email, fleet.admin.password);
    let routedAt = 0;
    const [next] = await Promise.all([
      request(fleet.instances[1]!.url, "/api/admin/generate-fulfillment-orders", {
        method: "POST",
        cookie: staff1,
        timeoutMs: 60_000,
      }).finally(() => {
        routedAt = Date.now();
      }),
      victim.restart({ DATABASE_URL: fleet.databaseUrl }),
    ]);
    expect(next.status, next.text).toBe(200);
    const vendors = [melbourne.email, sydney.email].map((email) => email.toLowerCase());
    // A run that died leaves its vendors' e-mails for what it committed held for 15 minutes (ADR 0016);
    // the test ends that hold now, as the clock would, to keep the suite short.
    const routedRows = () =>
      query<{ to_address: string; subject: string; status: string }>(
        "select to_address, subject, status from email_outbox where kind = 'order-routed' and to_address = any($1)",
        [vendors],
      );
    await fleet.db.query(
      "update email_outbox set next_attempt_at = now() where kind = 'order-routed' and status = 'pending' and to_address = any($1)",
      [vendors],
    );
    const owedRows = await until("each vendor's e-mails sent", 90_000, async () => {
      const rows = await routedRows();
      return rows.length > 0 && rows.every((row) => row.status === "sent") && rows;
    });
    const owed = owedRows.map((row) => ({ to: row.to_address, subject: row.subject }));
    await until(
      "each vendor's e-mails delivered",
      30_000,
      async () => deliveryCounts(sink.received, owed).missing === 0,
    );
    const deliveredAt = Math.max(...sink.received.filter((mail) => vendors.includes(mail.to)).map((mail) => mail.at));
    await sleep(2_000); // a late duplicate would show by now

    const after = await orders();
    const counts = deliveryCounts(sink.received, owed);
    /** "A new order for you" tells of one order, "2 new orders for you" of two. */
    const announced = (to: string) =>
      owed
        .filter((mail) => mail.to === to)
        .reduce(
          (sum, mail) =>
            sum + (/^(\d+) new orders/.exec(mail.subject)?.[1] ? Number(/^(\d+)/.exec(mail.subject)![1]) : 1),
          0,
        );
    const routedTo = (vendor: { supplierId: number; email: string }) =>
      after.filter((order) => order.supplier_id === vendor.supplierId).length;
    const misannounced = [melbourne, sydney].reduce(
      (sum, vendor) => sum + Math.abs(announced(vendor.email.toLowerCase()) - routedTo(vendor)),
      0,
    );
    const total = reportFault({
      fault: "instance killed in order generation",
      lost: {
        "orders missing": Math.max(0, subscriptions.length - new Set(after.map((o) => o.subscription_id)).size),
        "orders duplicated": after.length - new Set(after.map((o) => `${o.subscription_id} ${o.delivery_date}`)).size,
        "orders stranded (no vendor)": after.filter((order) => order.supplier_id === null).length,
        "vendor e-mails missing": counts.missing,
        "vendor e-mails sent twice": counts.duplicates,
        "orders announced to vendors wrongly (missing or twice)": misannounced,
      },
      recoveryMs: {
        "kill → every order routed (next run answered)": routedAt - killedAt,
        "kill → every vendor e-mail delivered (the dead run's 15-min hold ended early)": deliveredAt - killedAt,
      },
      figures: {
        subscriptions: subscriptions.length,
        "orders unrouted at the kill": strandedAtKill,
        orders: after.length,
        "vendor e-mails": owed.map((mail) => mail.subject).join("; "),
      },
    });
    expect(after.filter((order) => order.supplier_id === melbourne.supplierId)).toHaveLength(2);
    expect(after.filter((order) => order.supplier_id === sydney.supplierId)).toHaveLength(2);
    expect(total).toBe(0);
  }, 240_000);

  it("in the middle of an e-mail batch: the other instance sends the rest, each e-mail once", async () => {
    expect(fleet.instances.every((instance) => instance.alive())).toBe(true);
    // One instance relays at a time (ADR 0023: an occurrence runs under a lease, no overlap): the
    // victim is whichever sends the batch, killed while the server holds its fifth message unanswered.
    const fifth = sink.holdAfterAny(4);
    const tag = randomBytes(4).toString("hex");
    const owed = Array.from({ length: 40 }, (_, n) => ({
      to: `batch.${tag}.${n}@example.com`,
      subject: `Batch ${tag} e-mail ${n}`,
    }));
    await fleet.db.query(
      `insert into email_outbox (dedupe_key, kind, to_address, subject, text_body, html_body)
       select 'fault-batch-' || $1 || '-' || n, 'fault-test', 'batch.' || $1 || '.' || n || '@example.com',
         'Batch ' || $1 || ' e-mail ' || n, 'Hello', '<p>Hello</p>'
       from generate_series(0, 39) n`,
      [tag],
    );
    const held = await Promise.race([fifth, sleep(60_000).then(() => null)]);
    expect(held, "a relay sent its fifth message").not.toBeNull();
    const victim = fleet.instances[held!.listener === "i0" ? 0 : 1]!;
    await victim.kill("SIGKILL");
    const killedAt = Date.now();
    const mine = (status: string) =>
      query<{ id: number; lease_left_s: number }>(
        `select id, extract(epoch from next_attempt_at - now())::float lease_left_s from email_outbox
         where dedupe_key like $1 and status = $2`,
        [`fault-batch-${tag}-%`, status],
      );
    const sentBeforeKill = (await mine("sent")).length;
    const stranded = await mine("sending");
    // The dead relay's leases: its run of the job (job_occurrences, 120 s) and its claimed rows (5 min).
    const [jobLease] = await query<{ left_s: number }>(
      `select coalesce(max(extract(epoch from lease_until - now())), 0)::float left_s from job_occurrences
       where job = 'outbox-relay' and finished_at is null and lease_until > now()`,
    );
    const rowLease = Math.max(0, ...stranded.map((row) => row.lease_left_s));
    // They would free the rows by themselves within `rowLease` seconds; the test ends them now, as
    // the clock would, to keep the suite short.
    await fleet.db.query(
      "update job_occurrences set lease_until = now() where job = 'outbox-relay' and finished_at is null",
    );
    await fleet.db.query("update email_outbox set next_attempt_at = now() where id = any($1) and status = 'sending'", [
      stranded.map((row) => row.id),
    ]);
    const leaseEndedAt = Date.now();
    await until("every batch e-mail sent", 90_000, async () => (await mine("sent")).length === owed.length);
    const lastAt = Math.max(
      ...sink.received.filter((mail) => mail.subject.startsWith(`Batch ${tag}`)).map((m) => m.at),
    );
    await sleep(2_000); // a late duplicate would show by now
    const counts = deliveryCounts(sink.received, owed);
    const total = reportFault({
      fault: "instance killed in an e-mail batch",
      lost: {
        "e-mails missing": counts.missing,
        "e-mails sent twice": counts.duplicates,
        "e-mails stranded after the leases": owed.length - (await mine("sent")).length,
      },
      recoveryMs: {
        "leases ended → last e-mail delivered": lastAt - leaseEndedAt,
        "kill → leases ended (early, by the test)": leaseEndedAt - killedAt,
      },
      figures: {
        "e-mails in the batch": owed.length,
        "marked sent before the kill": sentBeforeKill,
        "left under the dead relay's lease": stranded.length,
        "job lease left at the kill (s)": Math.round(jobLease?.left_s ?? 0),
        "row lease left at the kill (s)": Math.round(rowLease),
        "repeated Message-IDs": counts.repeatedMessageIds,
      },
    });
    const acceptedFromVictim = sink.received.filter(
      (mail) => mail.listener === held!.listener && mail.subject.startsWith(`Batch ${tag}`) && mail.at < killedAt,
    ).length;
    expect(sentBeforeKill, "each e-mail the server accepted was marked sent before the kill").toBe(acceptedFromVictim);
    expect(stranded.length, "the victim died holding e-mails of its batch").toBeGreaterThan(0);
    expect(total, JSON.stringify(counts)).toBe(0);
  }, 240_000);
});

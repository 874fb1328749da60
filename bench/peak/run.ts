// npm run bench:peak — the buyer journey by many buyers at once against a fleet behind nginx, while
// vendors claim and dispatch and staff generate orders; then what the database says. See bench/README.md.
import { loadavg } from "node:os";
import pg from "pg";
import { type ActorTally, makeVendor, newTally, signInStaff, staffLoop, vendorLoop } from "./actors";
import { checkDatabase, databaseSizes } from "./checks";
import { staleConnectionRetries } from "./client";
import { cpuSnapshot, cpuUsed, postgresBackends } from "./cpu";
import { startBenchFleet } from "./fleet";
import { buyerJourney, type JourneyResult, type ReturningBuyer, STEPS } from "./journey";
import { makeReturningBuyers } from "./returning";
import { ms, ratio, summarise } from "./stats";

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, got ${process.env[name]}`);
  return value;
};
const settings = {
  instances: int("PEAK_INSTANCES", 3),
  baseBuyers: int("PEAK_BASE_BUYERS", 20),
  baseSeconds: int("PEAK_BASE_SECONDS", 30),
  peakBuyers: int("PEAK_BUYERS", 200),
  peakSeconds: int("PEAK_SECONDS", 60),
  vendors: int("PEAK_VENDORS", 6),
  /** Paid, unpaused subscriptions made before the phases: orders for the vendors to work on. */
  seedSubscriptions: int("PEAK_SEED_SUBSCRIPTIONS", 60),
  /** Pause before each step after the first: 0 is the worst case, every buyer always waiting on the shop. */
  thinkMs: int("PEAK_THINK_MS", 0),
};

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** `buyers` buyers each going through journeys one after another until `seconds` are up. */
async function runBuyers(
  base: URL,
  returning: ReturningBuyer[],
  buyers: number,
  seconds: number,
  phase: string,
  results: JourneyResult[],
) {
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: buyers }, async (_, slot) => {
      const options = { returning: returning[slot % returning.length], thinkMs: settings.thinkMs };
      // With think time the buyers arrive spread over one pause, not all in the same millisecond.
      if (settings.thinkMs) await new Promise((r) => setTimeout(r, Math.random() * settings.thinkMs));
      while (Date.now() < deadline) results.push(await buyerJourney(base, phase, options));
    }),
  );
}

async function sampleConnections(databaseUrl: string, name: string, stop: () => boolean) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let max = 0;
  try {
    while (!stop()) {
      const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
      max = Math.max(max, rows[0].n);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  } finally {
    await client.end();
  }
  return max;
}

async function main() {
  log(
    `settings ${JSON.stringify(settings)}; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  const { fleet, url: base, pids } = await startBenchFleet(settings.instances);
  const database = { url: fleet.databaseUrl };
  const dbName = new URL(database.url).pathname.slice(1);
  log(`fleet up: ${pids.length} instance(s) behind nginx at ${base.href}`);
  const journeys: JourneyResult[] = [];
  const actors: Record<string, ActorTally> = { vendors: newTally(), staff: newTally() };
  let actorsStop = false;
  try {
    const staff = await signInStaff(base, fleet.admin);
    const vendors = [];
    for (let n = 0; n < settings.vendors; n++) vendors.push(await makeVendor(base, staff, n));
    const seeded: JourneyResult[] = [];
    for (let i = 0; i < settings.seedSubscriptions; i += 10)
      seeded.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, settings.seedSubscriptions - i) }, () =>
            buyerJourney(base, "seed", { lastStep: "pay" }),
          ),
        )),
      );
    const seedFailures = seeded.filter((r) => r.failure);
    if (seedFailures.length) throw new Error(`seeding failed: ${seedFailures[0]!.failure}`);
    // One returning buyer per buyer slot: two slots never pause the same subscription at once.
    const returning = await makeReturningBuyers(
      base,
      staff,
      database.url,
      Math.max(settings.baseBuyers, settings.peakBuyers),
    );
    log(
      `${vendors.length} vendors approved, ${seeded.length} paid subscriptions seeded, ${returning.length} returning buyers`,
    );

    const vendorWork = vendors.map((vendor) => vendorLoop(vendor, actors.vendors!, () => actorsStop));
    const staffWork = staffLoop(staff, actors.staff!, () => actorsStop);
    let samplingStop = false;
    const connections = sampleConnections(database.url, dbName, () => samplingStop);

    const warm: JourneyResult[] = [];
    await runBuyers(base, returning, settings.baseBuyers, 5, "warm-up", warm);
    const phases = [
      { name: "base", buyers: settings.baseBuyers, seconds: settings.baseSeconds },
      { name: "peak", buyers: settings.peakBuyers, seconds: settings.peakSeconds },
    ];
    const cpu: Record<string, Record<string, number>> = {};
    const loads: Record<string, string> = {};
    const elapsed: Record<string, number> = {};
    for (const phase of phases) {
      const groups = () => ({
        instances: pids,
        postgres: postgresBackends(dbName),
        driver: [process.pid],
      });
      const before = cpuSnapshot(groups());
      const started = performance.now();
      log(`${phase.name}: ${phase.buyers} buyers for ${phase.seconds} s`);
      await runBuyers(base, returning, phase.buyers, phase.seconds, phase.name, journeys);
      elapsed[phase.name] = (performance.now() - started) / 1000;
      cpu[phase.name] = cpuUsed(before, cpuSnapshot(groups()));
      loads[phase.name] = loadavg()
        .map((n) => n.toFixed(2))
        .join(" ");
    }
    actorsStop = true;
    samplingStop = true;
    await Promise.all([...vendorWork, staffWork]);
    const maxConnections = await connections;
    // One more generation after the traffic: every paid delivery now due must be an order.
    await staff.expect("POST", "/api/admin/generate-fulfillment-orders");

    const acknowledged = [...seeded, ...warm, ...journeys].flatMap((r) => (r.paid ? [r.paid] : []));
    const checks = await checkDatabase(database.url, acknowledged);
    report(journeys, actors, checks, { cpu, loads, elapsed, maxConnections });
    console.log(`Requests sent again after a kept-alive connection closed under them: ${staleConnectionRetries}`);
    nginxSummary(fleet.nginx.accessLog(), fleet.nginx.errorLog());
    const sizes = await databaseSizes(database.url);
    console.log(`\n## Database size after the run: ${sizes.databaseMb.toFixed(1)} MB`);
    for (const t of sizes.tables)
      console.log(
        `  ${t.name}: ${t.rows} rows, ${t.kb} kB (${t.rows ? Math.round((t.kb * 1024) / t.rows) : 0} B a row)`,
      );
    staff.close();
    for (const vendor of vendors) vendor.visitor.close();
    for (const buyer of returning) buyer.visitor.close();
  } finally {
    actorsStop = true;
    await fleet.close();
  }
}

function report(
  journeys: JourneyResult[],
  actors: Record<string, ActorTally>,
  checks: Awaited<ReturnType<typeof checkDatabase>>,
  run: {
    cpu: Record<string, Record<string, number>>;
    loads: Record<string, string>;
    elapsed: Record<string, number>;
    maxConnections: number;
  },
) {
  console.log("\n## Buyer journeys");
  for (const phase of ["base", "peak"]) {
    const of = journeys.filter((j) => j.phase === phase);
    const failed = of.filter((j) => j.failure);
    const requests = of.reduce((n, j) => n + j.requests, 0);
    const seconds = run.elapsed[phase] ?? 0;
    console.log(
      `${phase}: ${of.length} journeys, ${of.length - failed.length} complete, ${failed.length} failed; ` +
        `${requests} requests, ${(requests / seconds).toFixed(1)} req/s, ${((of.length - failed.length) / seconds).toFixed(2)} journeys/s; ` +
        `error rate ${((100 * failed.length) / Math.max(1, requests)).toFixed(2)}% of requests; load average ${run.loads[phase]}`,
    );
    const cpu = run.cpu[phase] ?? {};
    console.log(
      `  CPU seconds: instances ${cpu.instances?.toFixed(1)}, PostgreSQL backends ${cpu.postgres?.toFixed(1)}, driver ${cpu.driver?.toFixed(1)} over ${seconds.toFixed(1)} s`,
    );
    const reasons = new Map<string, number>();
    for (const j of failed) reasons.set(j.failure!.slice(0, 160), (reasons.get(j.failure!.slice(0, 160)) ?? 0) + 1);
    for (const [reason, count] of reasons) console.log(`  ${count}× ${reason}`);
  }
  console.log(
    "\n| step | base p50 | base p99 | peak p50 | peak p99 | p50 ratio | p99 ratio (goal ≤ 3×) | n base / peak |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const step of STEPS) {
    const times = (phase: string) =>
      journeys.filter((j) => j.phase === phase && j.times[step] !== undefined).map((j) => j.times[step]!);
    const b = summarise(times("base"));
    const p = summarise(times("peak"));
    console.log(
      `| ${step} | ${ms(b.p50)} | ${ms(b.p99)} | ${ms(p.p50)} | ${ms(p.p99)} | ${ratio(p.p50, b.p50)} | ${ratio(p.p99, b.p99)} | ${b.count} / ${p.count} |`,
    );
  }
  console.log("\n## Vendors and staff (both phases)");
  for (const [who, tally] of Object.entries(actors)) {
    console.log(
      `${who}: calls ${JSON.stringify(tally.calls)}; claimed ${tally.claimed}, accepted ${tally.accepted}, dispatched ${tally.dispatched}, ` +
        `orders generated ${tally.generated}; 409 conflicts ${tally.conflicts}; failures ${tally.failures.length}`,
    );
    for (const failure of tally.failures.slice(0, 5)) console.log(`  ${failure}`);
    for (const conflict of tally.conflictMessages) console.log(`  409 ${conflict}`);
  }
  console.log(`\nPostgreSQL connections to the bench database, most at once: ${run.maxConnections}`);
  console.log("\n## Database after the run");
  console.log(JSON.stringify(checks, null, 2));
  const verdict =
    checks.doubleCharges === 0 &&
    checks.acknowledgedMissing === 0 &&
    checks.lostOrders === 0 &&
    checks.duplicateOrders === 0 &&
    checks.paymentsWithoutDeliveries === 0 &&
    checks.allocationMismatches === 0;
  console.log(
    `\nDouble charges ${checks.doubleCharges}, lost orders ${checks.lostOrders}: ${verdict ? "sound" : "NOT SOUND"}`,
  );
}

/** What nginx saw: answers by status (and upstream status when it differs), and its error log's lines. */
function nginxSummary(access: string, errors: string) {
  const statuses = new Map<string, number>();
  for (const line of access.split("\n")) {
    const [status, upstream] = line.split(" ");
    if (!status) continue;
    const key = upstream === status ? status : `${status} (upstream ${upstream})`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  console.log(`\n## nginx: answers ${JSON.stringify(Object.fromEntries(statuses))}`);
  const kinds = new Map<string, number>();
  for (const line of errors.split("\n")) {
    // "2026/11/27 00:53:10 [warn] 123#123: *456 message, client: …": the message without time, ids and client.
    const message = /\] \d+#\d+: (?:\*\d+ )?([^,]*)/.exec(line)?.[1];
    if (message) kinds.set(message.slice(0, 140), (kinds.get(message.slice(0, 140)) ?? 0) + 1);
  }
  for (const [message, count] of kinds) console.log(`  error log: ${count}× ${message}`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

// npm run bench:soak — mixed traffic on one instance for SOAK_SECONDS (default 600), its memory and open
// handles sampled from outside (/proc and its own --trace-gc lines): flat or not. See bench/README.md.
import { loadavg } from "node:os";
import { freshPostgres } from "./fresh-postgres";
import { makeVendor, newTally, signInStaff, staffLoop, vendorLoop } from "./peak/actors";
import { Visitor } from "./peak/client";
import { buyerJourney, type JourneyResult } from "./peak/journey";
import { makeReturningBuyers } from "./peak/returning";
import { heapAfterFullGcs, median, type ProcessSample, sampleProcess, slope } from "./soak-sampling";
import { startTracedServer } from "./soak-server";

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const buyers = Number(process.env.SOAK_BUYERS ?? 8);
const browsers = Number(process.env.SOAK_BROWSERS ?? 4);
/** Traffic before the first counted sample: caches, JIT and pools fill up first. */
const warmupSeconds = Number(process.env.SOAK_WARMUP_SECONDS ?? Math.min(60, Math.round(seconds / 5)));
const usePglite = process.env.SOAK_PGLITE === "1";
const databaseServer = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Every so often the traffic stops for 15 s and the process is sampled idle: the figure a leak moves. */
const idleEverySeconds = Number(process.env.SOAK_IDLE_EVERY_SECONDS ?? 120);
const IDLE_MS = 15_000;
let held = false;
const isHeld = () => held;

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Anonymous browsing: the home page, the catalogue, health and session; a new visitor every 20 requests. */
async function browse(base: URL, stop: () => boolean, counts: Record<string, number>) {
  const paths = ["/", "/api/gift-boxes", "/api/auth/session", "/api/health", "/api/gift-boxes"];
  while (!stop()) {
    const visitor = new Visitor(base);
    for (let i = 0; i < 20 && !stop(); i++) {
      while (held && !stop()) await pause(200);
      const answer = await visitor.request("GET", paths[i % paths.length]!).catch(() => ({ status: 0 }));
      const key = answer.status === 200 ? "browse ok" : `browse ${answer.status}`;
      counts[key] = (counts[key] ?? 0) + 1;
      await pause(50);
    }
    visitor.close();
  }
}

/** A wrong password now and then (from fresh addresses): the sign-in failure counters' path. */
async function wrongPasswords(base: URL, stop: () => boolean, counts: Record<string, number>) {
  while (!stop()) {
    if (held) {
      await pause(200);
      continue;
    }
    const visitor = new Visitor(base);
    const answer = await visitor
      .request("POST", "/api/auth/login", { email: "nobody@example.com", password: "not the password" })
      .catch(() => ({ status: 0 }));
    counts[`wrong password ${answer.status}`] = (counts[`wrong password ${answer.status}`] ?? 0) + 1;
    visitor.close();
    await pause(2_000);
  }
}

async function main() {
  log(
    `soak: ${seconds} s (warm-up ${warmupSeconds} s), ${buyers} buyers, ${browsers} browsers, ${usePglite ? "PGlite" : "PostgreSQL"}; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  const database = usePglite ? null : await freshPostgres(databaseServer, "bench_soak");
  // --trace-gc: V8 prints each collection's heap on the server's stdout, read here; nothing is served.
  const server = await startTracedServer(database?.url).catch(async (error) => {
    await database?.drop(); // a server that never came up leaves no database behind
    throw error;
  });
  const { pid, base } = server;
  const samples: ProcessSample[] = [];
  const checkpoints: ProcessSample[] = [];
  const counts: Record<string, number> = {};
  const vendorTally = newTally();
  const staffTally = newTally();
  const journeys: JourneyResult[] = [];
  try {
    const idleBefore = sampleProcess(pid, 0);
    const staff = await signInStaff(base);
    const vendors = [await makeVendor(base, staff, 0), await makeVendor(base, staff, 1)];
    const returning = database ? await makeReturningBuyers(base, staff, database.url, buyers) : []; // the returning buyers' first orders are found in the database: PostgreSQL only
    const started = Date.now();
    const at = () => (Date.now() - started) / 1000;
    let stopped = false;
    const stop = () => stopped;
    const work = [
      ...Array.from({ length: buyers }, async (_, slot) => {
        while (!stopped) {
          if (held) {
            await pause(200);
            continue;
          }
          journeys.push(await buyerJourney(base, "soak", { returning: returning[slot] }));
          await pause(250);
        }
      }),
      ...Array.from({ length: browsers }, () => browse(base, stop, counts)),
      wrongPasswords(base, stop, counts),
      ...vendors.map((vendor) => vendorLoop(vendor, vendorTally, stop, isHeld)),
      staffLoop(staff, staffTally, stop, 30_000, isHeld),
    ];
    let outputAtWarmupEnd = -1;
    let nextIdle = warmupSeconds;
    while (at() < seconds) {
      if (at() >= nextIdle && at() + IDLE_MS / 1000 < seconds) {
        held = true;
        await pause(IDLE_MS);
        const idle = sampleProcess(pid, at());
        checkpoints.push(idle);
        log(
          `idle at ${idle.atSeconds.toFixed(0)} s: RSS ${idle.rssMb.toFixed(1)} MB, anon ${idle.anonMb.toFixed(1)} MB, fds ${idle.fds}`,
        );
        held = false;
        nextIdle = at() + idleEverySeconds;
        continue;
      }
      samples.push(sampleProcess(pid, at()));
      if (outputAtWarmupEnd < 0 && at() >= warmupSeconds) outputAtWarmupEnd = server.output().length;
      if (samples.length % 12 === 0) {
        const s = samples.at(-1)!;
        log(
          `${s.atSeconds.toFixed(0)} s: RSS ${s.rssMb.toFixed(1)} MB, anon ${s.anonMb.toFixed(1)} MB, fds ${s.fds} (sockets ${s.sockets}), journeys ${journeys.length}`,
        );
      }
      await pause(5_000);
    }
    stopped = true;
    await Promise.all(work);
    staff.close();
    for (const v of vendors) v.visitor.close();
    for (const b of returning) b.visitor.close();
    await pause(10_000); // kept-alive connections time out, timers settle
    const idleAfter = sampleProcess(pid, at());
    report({
      samples,
      checkpoints,
      idleBefore,
      idleAfter,
      output: server.output().slice(Math.max(0, outputAtWarmupEnd)),
      journeys,
      counts,
      vendorTally,
      staffTally,
    });
  } finally {
    await server.stop();
    await database?.drop();
  }
}

function report(run: {
  samples: ProcessSample[];
  checkpoints: ProcessSample[];
  idleBefore: ProcessSample;
  idleAfter: ProcessSample;
  output: string;
  journeys: JourneyResult[];
  counts: Record<string, number>;
  vendorTally: ReturnType<typeof newTally>;
  staffTally: ReturnType<typeof newTally>;
}) {
  const counted = run.samples.filter((s) => s.atSeconds >= warmupSeconds);
  const third = Math.max(1, Math.floor(counted.length / 3));
  const first = counted.slice(0, third);
  const last = counted.slice(-third);
  const perMinute = (pick: (s: ProcessSample) => number) =>
    slope(counted.map((s) => ({ x: s.atSeconds / 60, y: pick(s) })));
  const failed = run.journeys.filter((j) => j.failure);
  console.log("\n## Traffic");
  console.log(
    `${run.journeys.length} buyer journeys (${failed.length} failed), ${JSON.stringify(run.counts)}; ` +
      `vendors ${JSON.stringify(run.vendorTally.calls)} (failures ${run.vendorTally.failures.length}), ` +
      `staff ${JSON.stringify(run.staffTally.calls)} (failures ${run.staffTally.failures.length}); load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
  );
  for (const f of failed.slice(0, 5)) console.log(`  ${f.failure}`);
  for (const f of [...run.vendorTally.failures, ...run.staffTally.failures].slice(0, 5)) console.log(`  ${f}`);

  console.log(`\n## The server process (${counted.length} samples after the ${warmupSeconds} s warm-up, every 5 s)`);
  console.log(
    "| measure | idle before | first third (median) | last third (median) | change | slope /min | idle after |",
  );
  console.log("|---|---|---|---|---|---|---|");
  const rows: [string, (s: ProcessSample) => number, number][] = [
    ["RSS (MB)", (s) => s.rssMb, 1],
    ["anonymous RSS (MB)", (s) => s.anonMb, 1],
    ["open fds", (s) => s.fds, 0],
    ["sockets", (s) => s.sockets, 0],
    ["threads", (s) => s.threads, 0],
  ];
  const change: Record<string, number> = {};
  for (const [name, pick, digits] of rows) {
    const a = median(first.map(pick));
    const b = median(last.map(pick));
    change[name] = b - a;
    console.log(
      `| ${name} | ${pick(run.idleBefore).toFixed(digits)} | ${a.toFixed(digits)} | ${b.toFixed(digits)} | ${(b - a).toFixed(digits)} (${((100 * (b - a)) / a).toFixed(1)}%) | ${perMinute(pick).toFixed(2)} | ${pick(run.idleAfter).toFixed(digits)} |`,
    );
  }
  // Only the collections after the warm-up (the output from then on): the first and last third of them.
  const gcs = heapAfterFullGcs(run.output);
  const lastSample = counted.at(-1)?.atSeconds ?? 0;
  const gcThird = Math.max(1, Math.floor(gcs.length / 3));
  const heapA = median(gcs.slice(0, gcThird).map((g) => g.heapMb));
  const heapB = median(gcs.slice(-gcThird).map((g) => g.heapMb));
  const heapSlope = slope(gcs.map((g) => ({ x: g.atSeconds / 60, y: g.heapMb })));
  console.log(
    `\nV8 heap after full collections (--trace-gc, ${gcs.length} Mark-Compacts after the warm-up): first third ${heapA.toFixed(1)} MB, last third ${heapB.toFixed(1)} MB, ` +
      `change ${(heapB - heapA).toFixed(1)} MB (${((100 * (heapB - heapA)) / heapA).toFixed(1)}%), slope ${heapSlope.toFixed(2)} MB/min; last sample at ${lastSample.toFixed(0)} s`,
  );
  // Flat: heap and RSS within 10% (and under 1 MB a minute of trend), handles back to where they were idle.
  // Idle checkpoints (traffic stopped 15 s): the first after the warm-up against the idle end.
  const idle = [...run.checkpoints, run.idleAfter];
  console.log(`\n## Idle checkpoints (traffic stopped ${IDLE_MS / 1000} s, then sampled)`);
  console.log("| at | RSS (MB) | anonymous RSS (MB) | open fds | sockets |");
  console.log("|---|---|---|---|---|");
  for (const c of idle)
    console.log(
      `| ${c.atSeconds.toFixed(0)} s | ${c.rssMb.toFixed(1)} | ${c.anonMb.toFixed(1)} | ${c.fds} | ${c.sockets} |`,
    );
  const idleFirst = idle[0]!;
  const idleLast = idle.at(-1)!;
  const idleSlope = slope(idle.map((c) => ({ x: c.atSeconds / 60, y: c.rssMb })));
  console.log(
    `idle RSS ${idleFirst.rssMb.toFixed(1)} → ${idleLast.rssMb.toFixed(1)} MB (${(((idleLast.rssMb - idleFirst.rssMb) / idleFirst.rssMb) * 100).toFixed(1)}%), slope ${idleSlope.toFixed(2)} MB/min`,
  );
  // Flat: the heap after full collections and the idle RSS within 10% and under 1 MB a minute of trend;
  // open descriptors back to within 5 of the first idle checkpoint. Busy RSS swings with the traffic.
  const heapFlat = gcs.length < 2 ? null : heapB - heapA < 0.1 * heapA && heapSlope < 1;
  const rssFlat = idle.length > 1 ? idleLast.rssMb - idleFirst.rssMb < 0.1 * idleFirst.rssMb && idleSlope < 1 : null;
  const handlesFlat = idleLast.fds <= idleFirst.fds + 5 && change["open fds"]! <= 5;
  const word = (flat: boolean | null) => (flat === null ? "not measured (run longer)" : flat ? "flat" : "NOT flat");
  console.log(
    `\nVerdict: heap ${word(heapFlat)}, idle RSS ${word(rssFlat)}, open handles ${word(handlesFlat)} ` +
      `(idle fds ${run.idleBefore.fds} before any traffic, ${idleFirst.fds} after the warm-up, ${idleLast.fds} at the end)`,
  );
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

// The fulfilment figure of `npm run bench` (issue 8), or alone: `npm run bench:fulfilment`
// (`BENCH_ONLY=fulfilment npm run bench` does the same). On PGlite, or on PostgreSQL with DATABASE_URL
// (in a database of its own, `bench_fulfilment_<pid>`, created and dropped by the run: the database
// DATABASE_URL names is never written to).
//
// The app runs in its own process (fulfilment-server.ts) with a fixed clock, on a database its own
// migrations made, seeded set-based with FULFILMENT_BENCH_SUBSCRIPTIONS active subscriptions (default
// 100,000; fulfilment-seed.ts) with their payments and paid deliveries. In each of
// FULFILMENT_BENCH_ROUNDS rounds (default 2), each from the ledger as seeded: the hand-written SQL
// baseline (baseline/fulfilment-sql.ts: one INSERT … SELECT of the unpaid deliveries, one UPDATE
// locking and routing the paid ones) and the app's `fulfilment.generate()`, run twice (the second
// must create nothing), the baseline first in odd rounds and last in even ones. Wall time and CPU
// time (the app's process and, on PostgreSQL, the database backends) of each, the time of each
// statement the app sends; the first round's result (rows, vendors, offers, e-mails) must be the
// baseline's, or the bench stops before any ratio (fulfilment-compare.ts).
// Then autocannon loads two cheap routes of the same app, idle and during one more generate().
// FULFILMENT_BENCH_EXPLAIN=1 also prints EXPLAIN ANALYZE of the app's generation statement.
// FULFILMENT_BENCH_CPU_PROF=<folder> saves the server's CPU profile there.
import { type ChildProcess, fork } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { freshPostgres } from "./fresh-postgres";
import type { Differences } from "./fulfilment-compare";

const ROUNDS = Number(process.env.FULFILMENT_BENCH_ROUNDS ?? 2);
/** Requests a second to each of the two routes while the app generates (open enough to see a stall). */
const LOAD = { connections: 20, overallRate: 100 };
const LOAD_ROUTES = ["/api/health", "/api/gift-boxes"] as const;
const IDLE_SECONDS = 5;
const GOALS = { ofBaseline: 1.5, secondOfFirst: 0.15 };

type Step = "seed" | "clear" | "baseline" | "keep" | "compare" | "generate" | "check" | "explain" | "close";
interface Ready {
  url: string;
  from: string;
  to: string;
  database: "pglite" | "postgres";
}
interface Generated {
  created: number;
  routed: number;
  unassigned: number;
  ms: number;
  /** CPU time of the app's process and, on PostgreSQL, of the database's backends. */
  cpuMs: number;
  /** Time in each statement (as the driver answered), longest first. */
  statements: { text: string; ms: number; calls: number }[];
}
interface BaselineRun {
  /** Unpaid deliveries of the window written `scheduled` (the app's insertDue does the same). */
  scheduled: number;
  created: number;
  insertMs: number;
  insertCpuMs: number;
  routed: number;
  unassigned: number;
  routeMs: number;
  routeCpuMs: number;
}
interface Check {
  rows: number;
  distinct: number;
  routed: number;
}

/** The server process and a call to each of its steps. */
async function startServer(env: NodeJS.ProcessEnv) {
  const child: ChildProcess = fork(fileURLToPath(new URL("./fulfilment-server.ts", import.meta.url)), {
    // FULFILMENT_BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there (Chrome DevTools, speedscope).
    execArgv: [
      "--import",
      "tsx",
      ...(process.env.FULFILMENT_BENCH_CPU_PROF
        ? ["--cpu-prof", `--cpu-prof-dir=${process.env.FULFILMENT_BENCH_CPU_PROF}`]
        : []),
    ],
    env: { ...process.env, ...env, LOG_LEVEL: "silent" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const stop = () => child.kill();
  process.on("exit", stop);
  let next = 0;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const ready = new Promise<Ready>((resolve, reject) => {
    child.on("message", (message: { ready?: Ready; id?: number; result?: unknown; error?: string }) => {
      if (message.ready) return resolve(message.ready);
      const call = waiting.get(message.id!);
      waiting.delete(message.id!);
      if (message.error) call?.reject(new Error(message.error));
      else call?.resolve(message.result);
    });
    child.on("exit", (code) => {
      const error = new Error(`the fulfilment bench's server stopped (${code})`);
      reject(error);
      for (const call of waiting.values()) call.reject(error);
    });
  });
  const info = await ready;
  const call = <T>(step: Step) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ id, step });
    });
  const close = async () => {
    await call("close");
    process.off("exit", stop);
    child.disconnect();
  };
  return { info, call, close, stop };
}

interface Latency {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

/** After the work, the load goes on this long, so that requests sent during it are answered and counted. */
const TAIL_MS = 2000;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/**
 * Loads each route while `work` runs: the latency of every request sent meanwhile (answered during the
 * work or just after it), and the errors (failed requests, timeouts, non-2xx answers).
 */
async function underLoad<T>(base: string, work: () => Promise<T>) {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.POSITIVE_INFINITY;
  const runs = LOAD_ROUTES.map((route) => {
    const answered: { sent: number; ms: number; ok: boolean }[] = [];
    let failed = 0;
    let finished: () => void;
    const done = new Promise<void>((resolve) => {
      finished = resolve;
    });
    const instance = autocannon({ url: `${base}${route}`, ...LOAD, duration: 3600, timeout: 120 }, () => finished());
    instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
      answered.push({ sent: performance.now() - ms, ms, ok: status >= 200 && status < 300 });
    });
    instance.on("reqError", () => {
      if (performance.now() >= from) failed++;
    });
    return {
      route,
      async stop(): Promise<Latency> {
        instance.stop();
        await done;
        const during = answered.filter((a) => a.sent >= from && a.sent <= to);
        const sorted = during.map((a) => a.ms).sort((x, y) => x - y);
        return {
          requests: during.length,
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          max: sorted[sorted.length - 1] ?? 0,
          errors: failed + during.filter((a) => !a.ok).length,
        };
      },
    };
  });
  await new Promise((resolve) => setTimeout(resolve, 500)); // connections open
  from = performance.now();
  try {
    const result = await work();
    to = performance.now();
    return { result, latency: await stopAll() };
  } catch (error) {
    to = performance.now();
    await stopAll();
    throw error;
  }
  async function stopAll() {
    await new Promise((resolve) => setTimeout(resolve, TAIL_MS));
    return Object.fromEntries(await Promise.all(runs.map(async (r) => [r.route, await r.stop()] as const)));
  }
}

const idleFor = (seconds: number) => () => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const thousands = (n: number) => n.toLocaleString("en-AU");
/** The middle value (the mean of the two middle ones for an even count). */
function middle(values: number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

interface Round {
  baseline: BaselineRun;
  first: Generated;
  second: Generated;
  check: Check;
}

function report({
  label,
  seed,
  info,
  rounds,
  same,
  idle,
  loaded,
}: {
  label: string;
  seed: { subscriptions: number };
  info: Ready;
  rounds: Round[];
  same: Differences | null;
  idle: Record<string, Latency>;
  loaded: { result: Generated; latency: Record<string, Latency> };
}) {
  const m = (pick: (r: Round) => number) => middle(rounds.map(pick));
  // The app's statements writing the window's unpaid deliveries (insertDue); the rest locks and routes.
  const appInsert = (r: Round) =>
    r.first.statements.filter((st) => st.text.startsWith("with cycles(")).reduce((sum, st) => sum + st.ms, 0);
  const { baseline: b, first: f, second: s, check } = rounds[0]!;
  console.log(
    `\nFulfilment generation, ${thousands(seed.subscriptions)} active subscriptions on ${label}, deliveries ${info.from} to ${info.to}; ${rounds.length === 1 ? "one round" : `middle of ${rounds.length} rounds`}, each from the seeded ledger:`,
  );
  console.log(`  ${"".padEnd(50)} ${"wall".padStart(9)} ${"CPU".padStart(9)}`);
  const row = (name: string, wall: number, cpu: number | null, note = "") =>
    console.log(
      `  ${name.padEnd(50)} ${seconds(wall).padStart(9)} ${(cpu === null ? "" : seconds(cpu)).padStart(9)}  ${note}`,
    );
  row(
    "baseline: unpaid deliveries INSERT … SELECT",
    m((r) => r.baseline.insertMs),
    m((r) => r.baseline.insertCpuMs),
    `${thousands(b.scheduled)} scheduled, unpaid`,
  );
  row(
    "baseline: lock paid + route UPDATE (+ offers, e-mails)",
    m((r) => r.baseline.routeMs),
    m((r) => r.baseline.routeCpuMs),
    `${thousands(b.created)} orders: ${thousands(b.routed)} routed, ${thousands(b.unassigned)} unassigned`,
  );
  const baselineMs = (r: Round) => r.baseline.insertMs + r.baseline.routeMs;
  const baselineCpu = (r: Round) => r.baseline.insertCpuMs + r.baseline.routeCpuMs;
  row("baseline: both", m(baselineMs), m(baselineCpu));
  row(
    "app: generate(), first run",
    m((r) => r.first.ms),
    m((r) => r.first.cpuMs),
    `created ${thousands(f.created)}, routed ${thousands(f.routed)}, unassigned ${thousands(f.unassigned)}`,
  );
  row("  of which its unpaid-deliveries INSERTs (insertDue)", m(appInsert), null);
  row(
    "  and the rest (lock and route, offers, e-mails)",
    m((r) => r.first.ms - appInsert(r)),
    null,
  );
  row(
    "app: generate(), second run",
    m((r) => r.second.ms),
    m((r) => r.second.cpuMs),
    `created ${thousands(s.created)}, routed ${thousands(s.routed)}, unassigned ${thousands(s.unassigned)}`,
  );

  console.log("  Ratios, the middle of the rounds' [each round's]:");
  const each = (ratios: number[], format: (x: number) => string) =>
    `${format(middle(ratios))} [${ratios.map(format).join(", ")}]`;
  const times = (x: number) => `${x.toFixed(2)}×`;
  const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
  const verdict = (x: number, goal: number) => (x <= goal ? "met" : "MISSED");
  const ofBaseline = rounds.map((r) => r.first.ms / baselineMs(r));
  const ofBaselineCpu = rounds.map((r) => r.first.cpuMs / baselineCpu(r));
  console.log(
    `  app first run / baseline: wall ${each(ofBaseline, times)}, CPU ${each(ofBaselineCpu, times)} (goal ≤ ${GOALS.ofBaseline}×: ${verdict(middle(ofBaseline), GOALS.ofBaseline)} by wall, ${verdict(middle(ofBaselineCpu), GOALS.ofBaseline)} by CPU)`,
  );
  console.log(
    `    insertDue / baseline INSERT: wall ${each(
      rounds.map((r) => appInsert(r) / r.baseline.insertMs),
      times,
    )}; the rest / baseline lock + route UPDATE: wall ${each(
      rounds.map((r) => (r.first.ms - appInsert(r)) / r.baseline.routeMs),
      times,
    )}`,
  );
  const again = rounds.map((r) => r.second.ms / r.first.ms);
  const againCpu = rounds.map((r) => r.second.cpuMs / r.first.cpuMs);
  console.log(
    `  app second run / first run: wall ${each(again, percent)}, CPU ${each(againCpu, percent)} (goal ≤ ${percent(GOALS.secondOfFirst)}: ${verdict(middle(again), GOALS.secondOfFirst)} by wall, ${verdict(middle(againCpu), GOALS.secondOfFirst)} by CPU)`,
  );
  const duplicates = rounds.reduce((sum, r) => sum + r.check.rows - r.check.distinct, 0);
  console.log(
    `  Orders after the second run: ${thousands(check.rows)}, with ${duplicates} duplicate (subscription, date, special-date type) in ${rounds.length === 1 ? "the round" : `all ${rounds.length} rounds`}. As many as the baseline's: ${b.created === f.created ? "yes" : "NO"} (${thousands(b.created)} and ${thousands(f.created)}); ledger rows (state, payment, vendor, offer) differing from the baseline's: ${same ? `${same.missing} missing, ${same.extra} extra; "offered" events ${same.eventsMissing} missing, ${same.eventsExtra} extra; vendors e-mailed ${same.mailMissing} missing, ${same.mailExtra} extra` : "n/a"}.`,
  );

  const last = rounds[rounds.length - 1]!.first;
  console.log(
    `\n  The app's first run of round ${rounds.length} (${seconds(last.ms)} wall, ${seconds(last.cpuMs)} CPU) by statement, as the driver answered:`,
  );
  for (const st of last.statements.slice(0, 8))
    console.log(`  ${seconds(st.ms).padStart(9)}  ${String(st.calls).padStart(2)}×  ${st.text.slice(0, 96)}`);
  const inStatements = last.statements.reduce((sum, st) => sum + st.ms, 0);
  console.log(
    `  ${seconds(last.ms - inStatements).padStart(9)}      outside the driver (the app's own JavaScript: routing, Drizzle, e-mails)`,
  );
  const lastSecond = rounds[rounds.length - 1]!.second;
  console.log(
    `  Its second run (${seconds(lastSecond.ms)}): ${lastSecond.statements
      .slice(0, 3)
      .map((st) => `${seconds(st.ms)} in ${st.text.slice(0, 40)}…`)
      .join("; ")}`,
  );

  console.log(
    `\n  Other requests (autocannon, ${LOAD.connections} connections at ${LOAD.overallRate} req/s on each route); latency in ms of the requests sent in the period:`,
  );
  console.log(`  ${"".padEnd(56)} requests     p50     p99     max  errors`);
  const latencyRow = (name: string, l: Latency) =>
    console.log(
      `  ${name.padEnd(56)} ${String(l.requests).padStart(8)} ${l.p50.toFixed(0).padStart(7)} ${l.p99.toFixed(0).padStart(7)} ${l.max.toFixed(0).padStart(7)} ${String(l.errors).padStart(7)}`,
    );
  for (const route of LOAD_ROUTES) {
    latencyRow(`GET ${route}, nothing else running (${IDLE_SECONDS} s)`, idle[route]!);
    latencyRow(`GET ${route}, during generate() (${seconds(loaded.result.ms)})`, loaded.latency[route]!);
  }
}

export async function printFulfilmentFigures() {
  const started = performance.now();
  const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL, "bench_fulfilment") : null;
  const server = await startServer(postgres ? { DATABASE_URL: postgres.url } : {});
  try {
    const { info, call } = server;
    const label = info.database === "pglite" ? "PGlite" : "PostgreSQL";
    console.log(`\nFulfilment generation on ${label} (load average ${loadAverage()}): seeding…`);
    const seed = await call<{
      subscriptions: number;
      payments: number;
      deliveries: number;
      buyers: number;
      vendors: number;
      ms: number;
    }>("seed");
    console.log(
      `  seeded ${thousands(seed.subscriptions)} active subscriptions (${thousands(seed.buyers)} buyers, ${seed.vendors} approved vendors), ${thousands(seed.payments)} payments paying ${thousands(seed.deliveries)} deliveries, in ${seconds(seed.ms)}`,
    );

    const rounds: Round[] = [];
    let same: Differences | null = null;
    // The baseline goes first in odd rounds, the app in even ones (the first statements after seeding
    // read a cold cache). The first round keeps the baseline's rows to hold the app's against.
    for (let round = 0; round < ROUNDS; round++) {
      const runBaseline = async () => {
        await call("clear");
        const result = await call<BaselineRun>("baseline");
        if (round === 0) await call("keep");
        return result;
      };
      const baselineFirst = round % 2 === 0;
      const early = baselineFirst ? await runBaseline() : null;
      await call("clear");
      const first = await call<Generated>("generate");
      if (round === 0) {
        same = await call<Differences>("compare");
        // A ratio between two runs that did different work means nothing: stop here.
        if (Object.values(same).some((n) => n !== 0))
          throw new Error(`the app's generation and the baseline's differ: ${JSON.stringify(same)}`);
      }
      const second = await call<Generated>("generate");
      const check = await call<Check>("check");
      const baseline = early ?? (await runBaseline());
      rounds.push({ baseline, first, second, check });
      console.log(
        `  round ${round + 1}/${ROUNDS} (${baselineFirst ? "baseline first" : "app first"}): baseline ${seconds(baseline.insertMs + baseline.routeMs)}, app ${seconds(first.ms)}, again ${seconds(second.ms)}`,
      );
    }
    if (process.env.FULFILMENT_BENCH_EXPLAIN) {
      const plans = await call<{ first: string; second: string }>("explain");
      console.log(`\nThe app's generation statement, first run:\n${plans.first}\n\nAnd again:\n${plans.second}\n`);
    }

    // The same load on two other routes, first with nothing else running, then during a generation.
    const idle = (await underLoad(info.url, idleFor(IDLE_SECONDS))).latency;
    await call("clear");
    const loaded = await underLoad(info.url, () => call<Generated>("generate"));

    report({ label, seed, info, rounds, same, idle, loaded });
    console.log(
      `  The fulfilment bench took ${seconds(performance.now() - started)} (load average ${loadAverage()} at the end).`,
    );
  } finally {
    await server.close().catch(() => server.stop());
    await postgres?.drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printFulfilmentFigures().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

// The fulfilment bench's server process (started by bench/fulfilment-generation.ts, which it answers
// over the IPC channel): the database (PGlite in a temporary folder, or DATABASE_URL) migrated by the
// app's own migrations and seeded, the real app built on it with a fixed clock and listening on a
// loopback port (so the bench can load its other routes while it generates), and the steps the
// bench times, each run here in the app's own process and thread.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { rowsOf } from "../src/server/db/rows";
import { seedCatalogue } from "../src/server/db/seed/catalogue-seed";
import { insertDueOrdersSql } from "../src/server/modules/fulfilment/generation.sql";
import { todayIso } from "../src/shared/domain/dates";
import { generationWindowEnd } from "../src/shared/domain/fulfilment";
import { baselineInsert, baselineLockAndRoute } from "./baseline/fulfilment-sql";
import { differences, dropKept, keepResult, restoreLedger, snapshotLedger } from "./fulfilment-compare";
import { BENCH_NOW, seededPostcodeCentres, seedFulfilmentBench } from "./fulfilment-seed";

const dataDir = process.env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), "fmn-bench-fulfilment-"));
// Seeding 100,000 subscriptions and the baseline's single statements run longer than the app's
// statement timeout would allow on a busy machine: the bench measures them, it does not limit them.
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: dataDir ?? undefined,
  timeouts: { statementMs: 30 * 60_000 },
});
await runMigrations(database);
await seedCatalogue(database.db);
const db = database.db;
const app = await buildApp({ database, webDistDir: null, clock: { now: () => BENCH_NOW } });
const url = await app.listen({ port: 0, host: "127.0.0.1" });
const from = todayIso(BENCH_NOW);
const to = generationWindowEnd(from);
const centres = seededPostcodeCentres();

/**
 * Time spent in each statement while `recording`, measured around the driver's own query call (so on
 * PGlite it includes decoding the rows, which runs in this thread too); what a run took beyond their
 * sum is the app's JavaScript (and, on PostgreSQL, waiting on the network).
 */
let recording: Map<string, { ms: number; calls: number }> | null = null;
function record(query: unknown, ms: number) {
  if (!recording) return;
  const text = typeof query === "string" ? query : ((query as { text?: string })?.text ?? "?");
  const key = text.replace(/\s+/g, " ").trim().slice(0, 100);
  const entry = recording.get(key) ?? { ms: 0, calls: 0 };
  entry.ms += ms;
  entry.calls++;
  recording.set(key, entry);
}
type Query = (...args: unknown[]) => Promise<unknown>;
const timedQuery =
  (query: Query): Query =>
  async (...args) => {
    const started = performance.now();
    try {
      return await query(...args);
    } finally {
      record(args[0], performance.now() - started);
    }
  };
if (database.pglite) {
  const pglite = database.pglite as unknown as { query: Query; transaction: (cb: (tx: unknown) => unknown) => unknown };
  pglite.query = timedQuery(pglite.query.bind(pglite));
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (callback) =>
    transaction((tx) => {
      const inner = tx as { query: Query };
      inner.query = timedQuery(inner.query.bind(inner));
      return callback(tx);
    });
} else {
  // node-postgres: every statement goes through a client's query, with a callback when the pool calls it.
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const last = args[args.length - 1];
    if (typeof last === "function") {
      args[args.length - 1] = (...results: unknown[]) => {
        record(args[0], performance.now() - started);
        return (last as (...a: unknown[]) => unknown)(...results);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args) as Promise<unknown> | undefined;
    return result?.finally?.(() => record(args[0], performance.now() - started)) ?? result;
  };
}

/**
 * CPU time so far, in ms: this process's (the app, and PGlite inside it) and, on PostgreSQL, each of
 * the database's client backends serving the bench database (read from /proc: the server is local).
 * Steadier than wall time on a machine other work shares.
 */
async function cpuSnapshot() {
  const { user, system } = process.cpuUsage();
  const backends = new Map<number, number>();
  if (database.kind === "postgres") {
    const pids = rowsOf<{ pid: number }>(
      await db.execute(
        sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
      ),
    );
    for (const { pid } of pids) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
        backends.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
      } catch {
        /* gone, or not on this machine */
      }
    }
  }
  return { app: (user + system) / 1000, backends };
}
const cpuBetween = (before: Awaited<ReturnType<typeof cpuSnapshot>>, after: typeof before) =>
  after.app -
  before.app +
  [...after.backends].reduce((sum, [pid, ms]) => sum + ms - (before.backends.get(pid) ?? 0), 0);

/** Runs `work`: its result with the wall time, the CPU time (app and database) and, if asked, each statement's time. */
async function measure<T extends object>(work: () => Promise<T>, statements = false) {
  const before = await cpuSnapshot();
  recording = statements ? new Map() : null;
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  const recorded = recording;
  recording = null;
  const cpuMs = cpuBetween(before, await cpuSnapshot());
  return {
    ...result,
    ms,
    cpuMs,
    statements: [...(recorded ?? [])].map(([text, t]) => ({ text, ...t })).sort((a, b) => b.ms - a.ms),
  };
}
const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await db.execute(query))[0]!.n;

const steps: Record<string, () => Promise<object>> = {
  /** The subscriptions, their payments and paid deliveries; the ledger kept as seeded for `clear`. */
  seed: async () => {
    const figures = await seedFulfilmentBench(db, Number(process.env.FULFILMENT_BENCH_SUBSCRIPTIONS ?? 100_000), from);
    await snapshotLedger(db);
    return figures;
  },
  /** The ledger as seeded and no run on record: the next generate() is a first run. */
  clear: async () => {
    await restoreLedger(db);
    return {};
  },
  baseline: async () => {
    const inserted = await measure(async () => ({ scheduled: await baselineInsert(db, from, to) }));
    const routed = await measure(() => baselineLockAndRoute(db, { from, to, now: BENCH_NOW }, centres));
    return {
      scheduled: inserted.scheduled,
      created: routed.created,
      insertMs: inserted.ms,
      insertCpuMs: inserted.cpuMs,
      routed: routed.routed,
      unassigned: routed.unassigned,
      routeMs: routed.ms,
      routeCpuMs: routed.cpuMs,
    };
  },
  /** The baseline's result (rows, vendors, offers, e-mails), to hold the app's against. */
  keep: async () => {
    await keepResult(db);
    return {};
  },
  compare: () => differences(db),
  /** generate(), with the time of each statement it sends. */
  generate: () => measure(() => app.services.fulfilment.generate(), true),
  /** The orders (deliveries made orders), and how many distinct deliveries they are: a repeat must add none. */
  check: async () => ({
    rows: await count(sql`select count(*)::int as n from fulfilment_orders where status = 'to_order'`),
    distinct: await count(
      sql`select count(distinct (subscription_id, delivery_date, special_date_type))::int as n from fulfilment_orders
          where status = 'to_order'`,
    ),
    routed: await count(sql`select count(*)::int as n from fulfilment_orders where supplier_id is not null`),
  }),
  /** EXPLAIN ANALYZE of the app's generation statement on the ledger as seeded, then again (every row a conflict). */
  explain: async () => {
    const plan = async () =>
      rowsOf<Record<string, string>>(await db.execute(sql`explain (analyze, buffers) ${insertDueOrdersSql(from, to)}`))
        .map((row) => Object.values(row)[0])
        .join("\n");
    await restoreLedger(db);
    return { first: await plan(), second: await plan() };
  },
  close: async () => {
    await dropKept(db);
    await app.close();
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    return {};
  },
};

process.on("message", (message: { id: number; step: string }) => {
  const step = steps[message.step];
  if (!step) return process.send!({ id: message.id, error: `no step ${message.step}` });
  step().then(
    (result) => process.send!({ id: message.id, result }),
    (error: unknown) => process.send!({ id: message.id, error: error instanceof Error ? error.stack : String(error) }),
  );
});
process.on("disconnect", () => process.exit(0));
process.send!({ ready: { url, from, to, database: database.kind } });

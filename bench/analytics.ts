// The staff figures' cost (issue 19): `node --import tsx bench/analytics.ts`. On PGlite (a temporary
// folder), or on PostgreSQL with DATABASE_URL (in a database of its own, `bench_analytics_<pid>`, created
// and dropped by the run). The fulfilment bench's seed (fulfilment-seed.ts: ANALYTICS_BENCH_SUBSCRIPTIONS
// active subscriptions, default 20,000, with their payments and paid deliveries), then
// ANALYTICS_BENCH_ROUNDS (default 10) calls of GET /api/admin/analytics through the app: each figure is
// one grouped statement, so the time should grow with the rows, never with a query per row.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { rowsOf } from "../src/server/db/rows";
import { seedCatalogue } from "../src/server/db/seed/catalogue-seed";
import { todayIso } from "../src/shared/domain/dates";
import { freshPostgres } from "./fresh-postgres";
import { BENCH_NOW, seedFulfilmentBench } from "./fulfilment-seed";

const COUNT = Number(process.env.ANALYTICS_BENCH_SUBSCRIPTIONS ?? 20_000);
const ROUNDS = Number(process.env.ANALYTICS_BENCH_ROUNDS ?? 10);

const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL, "bench_analytics") : null;
const dataDir = postgres ? null : mkdtempSync(join(tmpdir(), "fmn-bench-analytics-"));
const database = await openDatabase({
  databaseUrl: postgres?.url,
  dataDir: dataDir ?? undefined,
  timeouts: { statementMs: 30 * 60_000 },
});
try {
  await runMigrations(database);
  await seedCatalogue(database.db);
  const seeded = await seedFulfilmentBench(database.db, COUNT, todayIso(BENCH_NOW));
  const [counts] = rowsOf<Record<string, number>>(
    await database.db.execute(sql`select
      (select count(*)::int from subscriptions) as subscriptions,
      (select count(*)::int from payments) as payments,
      (select count(*)::int from fulfilment_orders) as deliveries,
      (select count(*)::int from subscription_status_changes) as status_changes`),
  );
  const app = await buildApp({ database, webDistDir: null, clock: { now: () => BENCH_NOW } });
  await app.services.auth.ensureAdmin("bench.staff@example.com", "bench staff password");
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: "bench.staff@example.com", password: "bench staff password" },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const times: number[] = [];
  let active = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const response = await app.inject({ url: "/api/admin/analytics", headers: { cookie } });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`analytics answered ${response.statusCode}: ${response.body}`);
    active = response.json().active.total;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(0);
  console.log(
    JSON.stringify({
      database: postgres ? "postgres" : "pglite",
      seededMs: Math.round(seeded.ms),
      rows: counts,
      activeSubscriptions: active,
      rounds: ROUNDS,
      medianMs: Number(at(0.5)),
      maxMs: Number(at(1)),
      minMs: Number(times[0]!.toFixed(0)),
    }),
  );
  await app.close();
} finally {
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
}

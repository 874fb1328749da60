import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "../src/server/db/client";
import { rowsOf } from "../src/server/db/rows";
import { type Job, startScheduler } from "../src/server/jobs/scheduler";
import { copyTestDatabase } from "./support/test-app";

/**
 * Several instances (each its own pool) on one PostgreSQL database, ticking at once (ADR 0023):
 * each occurrence of a job runs once, whatever the instances' clocks say, never two runs of a job
 * at a time, and a dead instance's run is taken over. PGlite is one process: scheduler.test.ts.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const instances: Database[] = [];
if (onPostgres) {
  const url = await copyTestDatabase();
  for (let i = 0; i < 3; i++) instances.push(await openDatabase({ databaseUrl: url }));
}
afterAll(() => Promise.all(instances.map((database) => database.close().catch(() => undefined))));

/** A job that records each run's start against the database clock, and how many ran at once. */
function recordingJob(name: string, pattern: string, holdMs = 0) {
  const runs: { instance: number }[] = [];
  const seen = { running: 0, most: 0 };
  const jobFor = (instance: number): Job => ({
    name,
    pattern,
    run: async () => {
      runs.push({ instance });
      seen.running++;
      seen.most = Math.max(seen.most, seen.running);
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      seen.running--;
    },
  });
  return { runs, seen, jobFor };
}

const occurrences = async (job: string) =>
  rowsOf<{ due_at: Date; claimed_by: string; finished: boolean; attempts: number }>(
    await instances[0]!.db.execute(sql`
      select due_at, claimed_by, finished_at is not null as finished, attempts
      from job_occurrences where job = ${job} order by due_at`),
  );
const failOnError = (_job: string, error: unknown) => {
  throw error;
};

describe.skipIf(!onPostgres)("jobs on three instances", () => {
  it("runs the due occurrence once when all three look at the same moment, again and again", async () => {
    const { runs, seen, jobFor } = recordingJob("fleet-once", "0 0 0 1 1 *", 50);
    const schedulers = instances.map((database, i) =>
      startScheduler(database, [jobFor(i)], failOnError, { autoStart: false, instanceId: `i${i}` }),
    );
    for (let round = 0; round < 5; round++) await Promise.all(schedulers.map((s) => s.tick()));
    await Promise.all(schedulers.map((s) => s.stop()));
    expect(runs).toHaveLength(1);
    expect(seen.most).toBe(1);
    expect(await occurrences("fleet-once")).toMatchObject([{ finished: true, attempts: 1 }]);
  });

  it("keys occurrences by the database's clock, so instances whose clocks disagree by minutes run it once", async () => {
    const { runs, jobFor } = recordingJob("skewed", "0 0 * * * *");
    const hourOf = async () =>
      rowsOf<{ hour: string }>(await instances[0]!.db.execute(sql`select date_trunc('hour', now())::text as hour`))[0]!
        .hour;
    const before = await hourOf();
    // 80 minutes between the first and the last: their clocks always disagree on the hour.
    const skews = [-40 * 60_000, 0, 40 * 60_000];
    const schedulers = instances.map((database, i) =>
      startScheduler(database, [jobFor(i)], failOnError, {
        autoStart: false,
        instanceId: `skew${i}`,
        clock: () => new Date(Date.now() + skews[i]!),
      }),
    );
    await Promise.all(schedulers.map((s) => s.tick()));
    await Promise.all(schedulers.map((s) => s.tick()));
    await Promise.all(schedulers.map((s) => s.stop()));
    // One hourly occurrence, unless the database's clock crossed an hour meanwhile.
    const hours = before === (await hourOf()) ? 1 : 2;
    expect(runs.length).toBeLessThanOrEqual(hours);
    expect(await occurrences("skewed")).toHaveLength(runs.length);
  });

  it("on their own timers, every second for a while: each occurrence once, runs never overlapping", async () => {
    // Each run lasts longer than a second, so the next occurrence is due while it runs.
    const { runs, seen, jobFor } = recordingJob("every-second", "* * * * * *", 1_200);
    const schedulers = instances.map((database, i) =>
      startScheduler(database, [jobFor(i)], failOnError, { instanceId: `timer${i}`, busyRetryMs: 200 }),
    );
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(3), { timeout: 15_000, interval: 200 });
    await Promise.all(schedulers.map((s) => s.stop()));
    expect(seen.most).toBe(1);
    const rows = await occurrences("every-second");
    expect(rows).toHaveLength(runs.length); // one row per run: no occurrence ran twice
    expect(rows.every((row) => row.finished && row.attempts === 1)).toBe(true);
  });

  it("takes over the run of an instance that died mid-run when its lease ends, and finishes it once", async () => {
    const dying = await openDatabase({ databaseUrl: await copyDatabaseUrl() });
    const { runs, jobFor } = recordingJob("orphaned", "0 0 0 1 1 *");
    // The first instance claims the occurrence and hangs in its run; then its connections die.
    const hung: Job = { ...jobFor(0), run: () => new Promise(() => {}) };
    const victim = startScheduler(dying, [hung], () => {}, { autoStart: false, instanceId: "victim", leaseMs: 600 });
    void victim.tick();
    await vi.waitFor(async () => expect(await occurrences("orphaned")).toMatchObject([{ claimed_by: "victim" }]));
    await dying.close();
    const heir = startScheduler(instances[1]!, [jobFor(1)], failOnError, { autoStart: false, instanceId: "heir" });
    await heir.tick(); // the lease still holds: nothing yet
    expect(runs).toHaveLength(0);
    await vi.waitFor(
      async () => {
        await heir.tick();
        expect(runs).toHaveLength(1);
      },
      { timeout: 5_000, interval: 100 },
    );
    await heir.tick();
    await heir.stop();
    expect(runs).toEqual([{ instance: 1 }]);
    expect(await occurrences("orphaned")).toMatchObject([{ claimed_by: "heir", finished: true, attempts: 2 }]);
  });
});

/** The database the instances share (a fourth pool on it is a fourth instance). */
async function copyDatabaseUrl() {
  const [row] = rowsOf<{ db: string }>(await instances[0]!.db.execute(sql`select current_database() as db`));
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${row!.db}`;
  return url.toString();
}

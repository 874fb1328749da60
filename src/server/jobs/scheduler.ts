import { Cron } from "croner";
import type { Database } from "../db/client";

export interface Job {
  name: string;
  /** Cron pattern (with seconds), e.g. every 15 s: "*\/15 * * * * *". */
  pattern: string;
  /** Fixed advisory-lock id: only one instance runs the job at a time. */
  lockId: number;
  run(): Promise<unknown>;
}

/**
 * Runs the job while holding a PostgreSQL session advisory lock on a connection of its own, so
 * with many app instances only one runs it (the job itself uses the pool as usual). PGlite
 * belongs to a single process, which needs no lock, and holding its only connection would stall the job.
 * If that connection drops meanwhile, the server has already let the lock go: the job finishes (every
 * job is idempotent), the failed unlock is ignored and the broken client is dropped, not pooled.
 */
async function withJobLock(database: Database, lockId: number, run: () => Promise<unknown>) {
  if (!database.pool) return run();
  const client = await database.pool.connect();
  let connectionError: Error | undefined;
  try {
    const { rows } = await client
      .query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [lockId])
      .catch((error: Error) => {
        connectionError = error;
        throw error;
      });
    if (!rows[0]?.locked) return;
    try {
      await run();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [lockId]).catch((error: Error) => {
        connectionError = error;
      });
    }
  } finally {
    client.release(connectionError);
  }
}

/** Runs jobs in-process on their cron patterns; every job is idempotent, so a repeat is harmless. */
export function startScheduler(database: Database, jobs: Job[], onError: (job: string, error: unknown) => void) {
  const running = new Set<string>();
  // A trigger that arrives mid-run (e-mail queued while the relay sends) earns one more run after it.
  const rerun = new Set<string>();
  async function runOnce(job: Job) {
    if (running.has(job.name)) {
      rerun.add(job.name);
      return;
    }
    running.add(job.name);
    try {
      await withJobLock(database, job.lockId, () => job.run());
    } catch (error) {
      onError(job.name, error);
    } finally {
      running.delete(job.name);
    }
    if (rerun.delete(job.name)) await runOnce(job);
  }
  const crons = jobs.map((job) => new Cron(job.pattern, { protect: true }, () => runOnce(job)));
  return {
    trigger(name: string) {
      const job = jobs.find((j) => j.name === name);
      if (job) void runOnce(job);
    },
    stop() {
      for (const cron of crons) cron.stop();
    },
  };
}

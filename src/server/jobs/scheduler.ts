import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Database } from "../db/client";
import { scheduleOf } from "./due-time";
import {
  type ClaimResult,
  claimOccurrence,
  databaseNow,
  endOccurrence,
  type Lease,
  pruneOccurrences,
  releaseOccurrence,
  renewLease,
} from "./occurrences";

export interface Job {
  name: string;
  /** Cron pattern (with seconds), e.g. every 15 s: "*\/15 * * * * *". */
  pattern: string;
  /** The time zone the pattern's hours are read in (default UTC). */
  timeZone?: string;
  /** Processes everything due, idempotent in effect: a run taken over from a dead instance repeats it. */
  run(): Promise<unknown>;
}

export interface SchedulerOptions {
  /** Names this instance in job_occurrences.claimed_by. */
  instanceId?: string;
  /** How long a claim holds without renewal; renewed every third of it while the run lasts. */
  leaseMs?: number;
  /** The longest sleep between looks at the schedule (a database clock that jumps is caught up). */
  maxSleepMs?: number;
  /** How soon to look again when another instance runs the job. */
  busyRetryMs?: number;
  /** How long a failed run waits before it is retried (if still the latest occurrence). */
  failedRetryMs?: number;
  keepDays?: number;
  /** This instance's clock: only measures how long to sleep; every key and lease uses the database's. */
  clock?: () => Date;
  /** false: no timer and no run at start; the caller drives `tick()` (tests). */
  autoStart?: boolean;
}

interface JobState {
  job: Job;
  schedule: ReturnType<typeof scheduleOf>;
  /** A claim or run in progress here: one step of a job at a time per instance. */
  active: Promise<void> | null;
  /** Another step was asked for while one was active. */
  again: boolean;
  /** A trigger not yet served; `requestedAt` (database time) once a claim found the job busy. */
  trigger: { requestedAt?: Date } | null;
  /** The latest scheduled occurrence known to be done: no need to ask the database again. */
  doneDue: number | null;
}

const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Runs each occurrence of each job once across every instance on the database (ADR 0023). Each
 * look at the schedule reads the database's clock, takes the pattern's latest time at or before it
 * as the occurrence's key and claims it in job_occurrences: the first claim runs it; a finished
 * one, or one another instance runs under a live lease, is left alone; a lease that lapsed (its
 * instance died) is taken over. A job whose run is still going is never started again, so a long
 * run is never overlapped, and an occurrence nobody claimed (every instance was down) runs at the
 * next look, once. PGlite is one process: the same table, no advisory lock.
 */
export function startScheduler(
  database: Database,
  jobs: Job[],
  onError: (job: string, error: unknown) => void,
  options: SchedulerOptions = {},
) {
  const owner = options.instanceId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? 120_000;
  const maxSleepMs = options.maxSleepMs ?? 30_000;
  const busyRetryMs = options.busyRetryMs ?? 2_000;
  const failedRetryMs = options.failedRetryMs ?? 60_000;
  const keepDays = options.keepDays ?? 7;
  const clock = options.clock ?? (() => new Date());
  const states = new Map<string, JobState>(
    jobs.map((job) => [
      job.name,
      {
        job,
        schedule: scheduleOf(job.pattern, job.timeZone),
        active: null,
        again: false,
        trigger: null,
        doneDue: null,
      },
    ]),
  );
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** When the timer fires, by this instance's clock. */
  let wakeAt = Number.POSITIVE_INFINITY;
  let lastPrune = 0;
  let waitingOnOthers = false;

  /** Sleeps until the earliest next occurrence by the database's clock (its offset from ours measured just now). */
  function scheduleWake(dbNow: Date, readAt: Date) {
    if (stopped || options.autoStart === false) return;
    const offset = dbNow.getTime() - readAt.getTime();
    let delay = maxSleepMs;
    for (const state of states.values()) {
      const next = state.schedule.nextDue(dbNow);
      if (next) delay = Math.min(delay, next.getTime() - offset - clock().getTime() + 20);
      if (state.trigger) delay = Math.min(delay, busyRetryMs);
    }
    if (waitingOnOthers) delay = Math.min(delay, busyRetryMs);
    wakeWithin(delay, true);
  }

  /** Sets the timer to fire in `delay` ms, or sooner if it already would (unless `replace`). */
  function wakeWithin(delay: number, replace = false) {
    if (stopped || options.autoStart === false) return;
    const at = clock().getTime() + Math.max(delay, 10);
    if (!replace && at >= wakeAt) return;
    clearTimeout(timer);
    wakeAt = at;
    timer = setTimeout(() => {
      wakeAt = Number.POSITIVE_INFINITY;
      void tick();
    }, at - clock().getTime());
    timer.unref();
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    let dbNow: Date;
    try {
      dbNow = await databaseNow(database);
    } catch (error) {
      onError("scheduler", error);
      const now = clock();
      scheduleWake(now, now);
      return;
    }
    waitingOnOthers = false;
    const steps = [...states.values()].map((state) => step(state, dbNow));
    scheduleWake(dbNow, clock());
    await Promise.all(steps);
    // Another instance runs a job: look again soon (dbNow is stale by now: the timer set above stands otherwise).
    if (waitingOnOthers) wakeWithin(busyRetryMs);
  }

  /** One look at one job: serve a pending trigger, else claim the scheduled occurrence; run what was claimed. */
  function step(state: JobState, dbNow?: Date): Promise<void> {
    if (stopped) return Promise.resolve();
    if (state.active) {
      state.again = true;
      return state.active;
    }
    state.active = (async () => {
      try {
        const claim = await claimNext(state, dbNow ?? (await databaseNow(database)));
        if (claim?.state === "claimed") {
          const lease = { job: state.job.name, dueAt: claim.dueAt, owner };
          // Stopped while claiming: hand it back rather than start a run the drain must wait for.
          if (stopped) await releaseOccurrence(database, lease);
          else await run(state, lease);
        }
      } catch (error) {
        onError(state.job.name, error);
        // The database is likely away, and a call then fails at once: stepping again now would
        // fail again at once, forever, starving the event loop. The timer looks again.
        state.again = false;
        if (state.trigger) wakeWithin(busyRetryMs);
        return;
      } finally {
        state.active = null;
      }
      if (!stopped && (state.again || (state.trigger && !waitingOnOthers))) {
        state.again = false;
        await step(state);
      }
    })();
    return state.active;
  }

  async function claimNext(state: JobState, dbNow: Date): Promise<ClaimResult | null> {
    const job = state.job.name;
    if (state.trigger) {
      const trigger = state.trigger;
      const claim = await claimOccurrence(database, { job, owner, leaseMs, requestedAt: trigger.requestedAt });
      if (claim.state === "busy") {
        // Served by the first run that begins after this moment (here or on another instance).
        trigger.requestedAt ??= claim.at;
        waitingOnOthers = true;
        wakeWithin(busyRetryMs);
        return claim;
      }
      if (state.trigger === trigger) state.trigger = null;
      if (claim.state === "claimed") return claim;
    }
    const due = state.schedule.latestDue(dbNow);
    if (!due || state.doneDue === due.getTime()) return null;
    // A run that began after the due time (a trigger's, say) covers it.
    const claim = await claimOccurrence(database, { job, owner, leaseMs, dueAt: due, requestedAt: due });
    if (claim.state === "done") state.doneDue = due.getTime();
    if (claim.state === "busy") waitingOnOthers = true;
    return claim;
  }

  async function run(state: JobState, lease: Lease) {
    const heartbeat = setInterval(() => {
      renewLease(database, lease, leaseMs)
        .then((held) => {
          if (!held) onError(lease.job, new Error("job lease lost: another instance took this occurrence over"));
        })
        .catch((error) => onError(lease.job, error));
    }, leaseMs / 3);
    heartbeat.unref();
    try {
      let result: unknown;
      try {
        result = await state.job.run();
      } catch (error) {
        onError(lease.job, error);
        const reason = error instanceof Error ? error.name : "failed";
        await endOccurrence(database, lease, { ok: false, error: reason, retryMs: failedRetryMs });
        return;
      }
      await endOccurrence(database, lease, { ok: true, result });
    } finally {
      clearInterval(heartbeat);
    }
    if (clock().getTime() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = clock().getTime();
      await pruneOccurrences(database, keepDays);
    }
  }

  if (options.autoStart !== false) void tick(); // catches up an occurrence missed while every instance was down

  return {
    /** Looks at every job's schedule now; resolves when what it claimed has run (tests drive this). */
    tick,
    /** Runs the job now, or, if it runs somewhere, once more after that run: never overlapping it. */
    trigger(name: string) {
      const state = states.get(name);
      if (!state || stopped) return;
      state.trigger = {}; // a run must begin after this moment: forget a busy answer from before
      void step(state);
    },
    /** Takes no new occurrence; resolves when the running steps have finished. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([...states.values()].map((state) => state.active));
    },
  };
}

export type Scheduler = ReturnType<typeof startScheduler>;

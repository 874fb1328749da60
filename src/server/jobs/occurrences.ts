import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";

/**
 * The job_occurrences table's statements (ADR 0023). Every time is the database's `now()`, never
 * an instance's clock, so instances whose clocks disagree still agree on keys and leases.
 */

/** What a claim found: "claimed" runs it here; the others run nothing. */
export type ClaimResult =
  | { state: "claimed"; dueAt: Date }
  | { state: "done" } // this occurrence ran (or a trigger was covered by a run that began after it)
  | { state: "busy"; at: Date } // an occurrence of the job runs under a live lease: no overlap
  | { state: "resting" }; // this occurrence failed and waits out its retry delay

export interface Lease {
  job: string;
  dueAt: Date;
  owner: string;
}

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/** The database's clock. */
export async function databaseNow(database: Database): Promise<Date> {
  const [row] = rowsOf<{ now: unknown }>(await database.db.execute(sql`select now() as now`));
  return toDate(row?.now);
}

/**
 * Claims an occurrence of `job` for `owner`, or says why not. `dueAt` is a scheduled occurrence's
 * key; without it this is an ad-hoc trigger, keyed at the database's now and covered by any
 * occurrence claimed at or after `requestedAt` (a run that began after the request saw its data).
 * Claims of one job are serialized by a transaction-scoped advisory lock (PostgreSQL; PGlite has
 * one connection), so two instances never both find the job idle.
 */
export async function claimOccurrence(
  database: Database,
  input: { job: string; owner: string; leaseMs: number; dueAt?: Date; requestedAt?: Date },
): Promise<ClaimResult> {
  const { job, owner, leaseMs } = input;
  return database.db.transaction(async (tx) => {
    if (database.kind === "postgres") await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job:${job}`}))`);
    const [state] = rowsOf<{
      now: unknown;
      live_other: boolean;
      due_finished: boolean | null;
      due_resting: boolean | null;
      covered: boolean;
    }>(
      await tx.execute(sql`
        select now() as now,
          exists (select 1 from job_occurrences where job = ${job} and finished_at is null and lease_until > now()
            and outcome is null) as live_other,
          (select finished_at is not null from job_occurrences where job = ${job} and due_at = ${input.dueAt ?? null}::timestamptz
            ) as due_finished,
          (select lease_until > now() from job_occurrences where job = ${job} and due_at = ${input.dueAt ?? null}::timestamptz
            ) as due_resting,
          exists (select 1 from job_occurrences where job = ${job} and finished_at is not null
            and claimed_at >= coalesce(${input.requestedAt ?? null}::timestamptz, 'infinity')) as covered`),
    );
    if (!state) throw new Error("job_occurrences: no answer");
    const now = toDate(state.now);
    if (state.due_finished || state.covered) return { state: "done" };
    if (state.live_other) return { state: "busy", at: input.requestedAt ?? now };
    if (state.due_resting) return { state: "resting" };
    if (state.due_finished === false) {
      // A dead instance's lease has ended, or a failed run's retry delay: take it over.
      await tx.execute(sql`
        update job_occurrences set claimed_by = ${owner}, claimed_at = now(), outcome = null,
          lease_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = attempts + 1
        where job = ${job} and due_at = ${input.dueAt!}`);
      return { state: "claimed", dueAt: input.dueAt! };
    }
    const [row] = rowsOf<{ due_at: unknown }>(
      await tx.execute(sql`
        insert into job_occurrences (job, due_at, claimed_by, claimed_at, lease_until)
        values (${job}, coalesce(${input.dueAt ?? null}::timestamptz, date_trunc('milliseconds', now())), ${owner}, now(),
          now() + make_interval(secs => ${leaseMs / 1000}))
        on conflict (job, due_at) do nothing
        returning due_at`), // to the millisecond, as a JavaScript Date holds it
    );
    // A conflict here means an ad-hoc occurrence in this very instant: it is running.
    return row ? { state: "claimed", dueAt: toDate(row.due_at) } : { state: "busy", at: input.requestedAt ?? now };
  });
}

/** Extends a running occurrence's lease; false if it is no longer this owner's (taken over). */
export async function renewLease(database: Database, lease: Lease, leaseMs: number): Promise<boolean> {
  const rows = rowsOf(
    await database.db.execute(sql`
      update job_occurrences set lease_until = now() + make_interval(secs => ${leaseMs / 1000})
      where job = ${lease.job} and due_at = ${lease.dueAt} and claimed_by = ${lease.owner} and finished_at is null
      returning 1`),
  );
  return rows.length > 0;
}

/**
 * Ends a run. A finished run is done for good; a failed one records why (its outcome, which also
 * says it no longer runs) and rests `retryMs`, after which the next look (here or on another
 * instance) runs it again if it is still the latest occurrence.
 */
export async function endOccurrence(
  database: Database,
  lease: Lease,
  outcome: { ok: true; result: unknown } | { ok: false; error: string; retryMs: number },
): Promise<void> {
  const json = JSON.stringify(outcome.ok ? { result: outcome.result ?? null } : { error: outcome.error });
  const stored = json.length > 4_000 ? JSON.stringify({ truncated: json.slice(0, 200) }) : json;
  await database.db.execute(
    outcome.ok
      ? sql`
        update job_occurrences set finished_at = now(), lease_until = now(), outcome = ${stored}::jsonb
        where job = ${lease.job} and due_at = ${lease.dueAt} and claimed_by = ${lease.owner}`
      : sql`
        update job_occurrences set lease_until = now() + make_interval(secs => ${outcome.retryMs / 1000}),
          outcome = ${stored}::jsonb
        where job = ${lease.job} and due_at = ${lease.dueAt} and claimed_by = ${lease.owner} and finished_at is null`,
  );
}

/** Gives a claim back unrun (the instance is stopping): its lease ends now, for another to take over. */
export async function releaseOccurrence(database: Database, lease: Lease): Promise<void> {
  await database.db.execute(sql`
    update job_occurrences set lease_until = now()
    where job = ${lease.job} and due_at = ${lease.dueAt} and claimed_by = ${lease.owner} and finished_at is null`);
}

/**
 * Forgets occurrences claimed more than `keepDays` ago (one statement). A live lease is never cut,
 * nor a job's latest occurrence: it is what tells a later look that this occurrence already ran.
 */
export async function pruneOccurrences(database: Database, keepDays: number): Promise<number> {
  return rowsOf(
    await database.db.execute(sql`
      delete from job_occurrences as o
      where o.claimed_at < now() - make_interval(days => ${keepDays}) and o.lease_until < now()
        and o.due_at < (select max(l.due_at) from job_occurrences as l where l.job = o.job)
      returning 1`),
  ).length;
}

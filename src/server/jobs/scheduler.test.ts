import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../../../test/support/test-app";
import { rowsOf } from "../db/rows";
import { type Job, startScheduler } from "./scheduler";

/** Once a year (1 January, UTC): the latest occurrence is in the past and never claimed yet. */
const YEARLY = "0 0 0 1 1 *";
const database = await openTestDatabase();
afterAll(() => database.close());

interface Occurrence {
  due_at: Date;
  claimed_by: string;
  finished: boolean;
  attempts: number;
  outcome: unknown;
}
const occurrences = async (job: string) =>
  rowsOf<Occurrence>(
    await database.db.execute(sql`
      select due_at, claimed_by, finished_at is not null as finished, attempts, outcome
      from job_occurrences where job = ${job} order by due_at`),
  );
const never = () => {};
/** A job whose runs are counted and can be held open. */
function heldJob(name: string, pattern = YEARLY) {
  let release: () => void = () => {};
  const state = { runs: 0, running: 0, most: 0, hold: false };
  const job: Job = {
    name,
    pattern,
    run: async () => {
      state.runs++;
      state.running++;
      state.most = Math.max(state.most, state.running);
      if (state.hold) await new Promise<void>((resolve) => (release = resolve));
      state.running--;
      return { ran: state.runs };
    },
  };
  return { job, state, release: () => release() };
}

describe("the job scheduler", () => {
  // Regression: the lock transaction held PGlite's only connection, so a job querying the
  // database waited for itself and every later request hung.
  it("runs a job that queries the database, and the database keeps answering", async () => {
    let result: unknown;
    const job: Job = {
      name: "probe",
      pattern: YEARLY,
      run: async () => {
        result = await database.db.transaction(async (tx) => tx.execute(sql`select 1 as one`));
      },
    };
    const scheduler = startScheduler(database, [job], never, { autoStart: false });
    scheduler.trigger("probe");
    await vi.waitFor(() => expect(result).toBeTruthy());
    await scheduler.stop();
    expect(await database.db.execute(sql`select 2 as two`)).toBeTruthy();
  });

  // Regression: e-mail queued while the relay was sending waited for the next tick (15 s).
  it("runs a job once more when triggered while it runs, and not once per trigger", async () => {
    const { job, state, release } = heldJob("relay");
    state.hold = true;
    const scheduler = startScheduler(database, [job], never, { autoStart: false });
    scheduler.trigger("relay");
    await vi.waitFor(() => expect(state.running).toBe(1));
    scheduler.trigger("relay");
    scheduler.trigger("relay");
    state.hold = false;
    release();
    await vi.waitFor(() => expect(state.runs).toBe(2));
    await scheduler.stop();
    expect(state.runs).toBe(2);
    expect(state.most).toBe(1);
  });

  it("catches up the occurrence missed while no instance ran, once", async () => {
    const { job, state } = heldJob("catch-up");
    const scheduler = startScheduler(database, [job], never, { autoStart: false });
    await scheduler.tick();
    await scheduler.tick();
    await scheduler.stop();
    // A second instance, started later, finds it done.
    const later = startScheduler(database, [job], never, { autoStart: false });
    await later.tick();
    await later.stop();
    expect(state.runs).toBe(1);
    const rows = await occurrences("catch-up");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ finished: true, attempts: 1, outcome: { result: { ran: 1 } } });
    expect(new Date(rows[0]!.due_at).toISOString()).toMatch(/-01-01T00:00:00\.000Z$/);
  });

  it("never starts a job again while its run lasts, here or on another instance", async () => {
    const { job, state, release } = heldJob("long", "* * * * * *");
    state.hold = true;
    const first = startScheduler(database, [job], never, { autoStart: false, instanceId: "first" });
    const second = startScheduler(database, [job], never, { autoStart: false, instanceId: "second" });
    const running = first.tick();
    await vi.waitFor(() => expect(state.running).toBe(1));
    // Later seconds are later occurrences; the run of the first still holds the job.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await second.tick();
    void first.tick();
    second.trigger("long");
    expect(state.runs).toBe(1);
    state.hold = false;
    release();
    await running;
    await Promise.all([first.stop(), second.stop()]);
    expect(state.most).toBe(1);
  });

  it("serves a trigger that found the job running elsewhere with one run after that run", async () => {
    const { job, state, release } = heldJob("relayed-elsewhere");
    state.hold = true;
    const first = startScheduler(database, [job], never, { autoStart: false, instanceId: "first" });
    const second = startScheduler(database, [job], never, { autoStart: false, instanceId: "second" });
    const running = first.tick();
    await vi.waitFor(() => expect(state.running).toBe(1));
    second.trigger("relayed-elsewhere");
    second.trigger("relayed-elsewhere");
    await vi.waitFor(async () =>
      expect((await occurrences("relayed-elsewhere")).map((row) => row.claimed_by)).toEqual(["first"]),
    );
    state.hold = false;
    release();
    await running;
    await second.tick(); // the trigger, asked after the first run began: one more run
    await second.tick();
    await first.tick();
    await Promise.all([first.stop(), second.stop()]);
    expect(state.runs).toBe(2);
    expect(state.most).toBe(1);
  });

  it("takes over the occurrence of an instance that died mid-run, and finishes it once", async () => {
    const { job, state } = heldJob("taken-over");
    const due = new Date(Date.UTC(new Date().getUTCFullYear(), 0, 1));
    await database.db.execute(sql`
      insert into job_occurrences (job, due_at, claimed_by, claimed_at, lease_until)
      values ('taken-over', ${due}, 'dead', now() - interval '10 minutes', now() - interval '1 second')`);
    const scheduler = startScheduler(database, [job], never, { autoStart: false, instanceId: "heir" });
    await scheduler.tick();
    await scheduler.tick();
    await scheduler.stop();
    expect(state.runs).toBe(1);
    expect(await occurrences("taken-over")).toMatchObject([{ claimed_by: "heir", finished: true, attempts: 2 }]);
  });

  it("leaves alone an occurrence whose instance still holds its lease", async () => {
    const { job, state } = heldJob("held-elsewhere");
    const due = new Date(Date.UTC(new Date().getUTCFullYear(), 0, 1));
    await database.db.execute(sql`
      insert into job_occurrences (job, due_at, claimed_by, lease_until)
      values ('held-elsewhere', ${due}, 'alive', now() + interval '10 minutes')`);
    const scheduler = startScheduler(database, [job], never, { autoStart: false });
    await scheduler.tick();
    scheduler.trigger("held-elsewhere");
    await scheduler.stop();
    expect(state.runs).toBe(0);
  });

  it("retries a failed run after its rest, and reports the failure by kind", async () => {
    let runs = 0;
    const errors: unknown[] = [];
    const job: Job = {
      name: "flaky",
      pattern: YEARLY,
      run: async () => {
        if (++runs === 1) throw new TypeError("first run fails");
        return "ok";
      },
    };
    const scheduler = startScheduler(database, [job], (_job, error) => errors.push(error), {
      autoStart: false,
      failedRetryMs: 300,
    });
    await scheduler.tick();
    expect(await occurrences("flaky")).toMatchObject([{ finished: false, outcome: { error: "TypeError" } }]);
    await scheduler.tick(); // resting: not yet
    expect(runs).toBe(1);
    await vi.waitFor(async () => {
      await scheduler.tick();
      expect(runs).toBe(2);
    });
    await scheduler.stop();
    expect(errors).toHaveLength(1);
    expect(await occurrences("flaky")).toMatchObject([{ finished: true, attempts: 2, outcome: { result: "ok" } }]);
  });

  // Regression (CI, a server process whose database was cut): a trigger pending while the database
  // refused every call at once (the circuit breaker's 503) was stepped again at once, forever — a
  // loop of promises that starved the event loop, so no request, probe or log line got through.
  it("a pending trigger meeting a database that fails at once waits for the timer instead of looping", async () => {
    let calls = 0;
    // Fails at once, like a pool whose circuit breaker is open; after many calls it gives up, so
    // that the old loop ends instead of hanging the test.
    const execute = (query: Parameters<typeof database.db.execute>[0]) =>
      ++calls > 5_000 ? database.db.execute(query) : Promise.reject(new Error("down"));
    const db = new Proxy(database.db, {
      get: (target, key) => (key === "execute" ? execute : Reflect.get(target, key)),
    });
    const failing = { ...database, db };
    const errors: unknown[] = [];
    const { job } = heldJob("triggered-while-down");
    const scheduler = startScheduler(failing, [job], (_job, error) => errors.push(error), {
      autoStart: false,
      busyRetryMs: 60_000,
    });
    scheduler.trigger("triggered-while-down");
    await new Promise((resolve) => setTimeout(resolve, 100));
    await scheduler.stop();
    expect(errors).toHaveLength(1);
    expect(calls).toBe(1);
  });

  it("stop() resolves once the running step has finished", async () => {
    const { job, state, release } = heldJob("draining");
    state.hold = true;
    const scheduler = startScheduler(database, [job], never, { autoStart: false });
    void scheduler.tick();
    await vi.waitFor(() => expect(state.running).toBe(1));
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(state.running).toBe(0);
    expect(await occurrences("draining")).toMatchObject([{ finished: true }]);
  });

  it("once stopping, starts no run: a claim in flight is handed back for another instance", async () => {
    const { job, state } = heldJob("stopping");
    const scheduler = startScheduler(database, [job], never, { autoStart: false, instanceId: "leaving" });
    scheduler.trigger("stopping"); // its claim is on its way to the database
    await scheduler.stop();
    await scheduler.tick();
    expect(state.runs).toBe(0);
    const rows = rowsOf<{ lapsed: boolean; finished: boolean }>(
      await database.db.execute(sql`
        select lease_until <= now() as lapsed, finished_at is not null as finished
        from job_occurrences where job = 'stopping'`),
    );
    expect(rows).toEqual([{ lapsed: true, finished: false }]);
    const heir = startScheduler(database, [job], never, { autoStart: false });
    await heir.tick();
    await heir.stop();
    expect(state.runs).toBe(1);
  });

  it("forgets occurrences older than a week, in one statement, but each job's latest", async () => {
    await database.db.execute(sql`
      insert into job_occurrences (job, due_at, claimed_by, claimed_at, lease_until, finished_at)
      values ('pruned', now() - interval '9 days', 'old', now() - interval '9 days', now() - interval '9 days', now()),
        ('pruned', now() - interval '8 days', 'latest', now() - interval '8 days', now() - interval '8 days', now()),
        ('other', now() - interval '9 days', 'latest of another', now() - interval '9 days', now() - interval '9 days', now())`);
    const { job } = heldJob("prune-trigger");
    const scheduler = startScheduler(database, [job], never, { autoStart: false });
    await scheduler.tick();
    await scheduler.stop();
    expect((await occurrences("pruned")).map((row) => row.claimed_by)).toEqual(["latest"]);
    expect(await occurrences("other")).toHaveLength(1);
  });

  it("runs on its own timer and catches up at start", async () => {
    const { job, state } = heldJob("timed");
    const scheduler = startScheduler(database, [job], never);
    await vi.waitFor(() => expect(state.runs).toBe(1));
    await scheduler.stop();
  });
});

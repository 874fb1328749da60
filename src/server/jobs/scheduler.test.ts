import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../../../test/support/test-app";
import { startScheduler } from "./scheduler";

describe("the job scheduler", () => {
  // Regression: the lock transaction held PGlite's only connection, so a job querying the
  // database waited for itself and every later request hung.
  it("runs a job that queries the database, and the database keeps answering", async () => {
    const database = await openTestDatabase();
    let result: unknown;
    const done = new Promise<void>((resolve) => {
      const scheduler = startScheduler(
        database,
        [
          {
            name: "probe",
            pattern: "0 0 1 1 *",
            lockId: 1,
            run: async () => {
              result = await database.db.transaction(async (tx) => tx.execute(sql`select 1 as one`));
              resolve();
            },
          },
        ],
        () => resolve(),
      );
      scheduler.trigger("probe");
      scheduler.stop();
    });
    await done;
    expect(result).toBeTruthy();
    expect(await database.db.execute(sql`select 2 as two`)).toBeTruthy();
    await database.close();
  });

  // Regression: e-mail queued while the relay was sending waited for the next tick (15 s).
  it("runs a job once more when triggered while it runs, and not once per trigger", async () => {
    const database = await openTestDatabase();
    let runs = 0;
    let release!: () => void;
    const firstRunHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const scheduler = startScheduler(
      database,
      [{ name: "relay", pattern: "0 0 1 1 *", lockId: 2, run: async () => (++runs === 1 ? firstRunHeld : undefined) }],
      () => {},
    );
    scheduler.trigger("relay");
    scheduler.trigger("relay");
    scheduler.trigger("relay");
    release();
    await vi.waitFor(() => expect(runs).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(2);
    scheduler.stop();
    await database.close();
  });
});

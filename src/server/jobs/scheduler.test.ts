import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/support/test-app";
import { startScheduler } from "./scheduler";
import { sql } from "drizzle-orm";

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
});

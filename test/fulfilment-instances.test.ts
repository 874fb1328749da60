import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/server/app";
import { rowsOf } from "../src/server/db/rows";
import { startScheduler } from "../src/server/jobs/scheduler";
import { fulfilmentGenerationJob } from "../src/server/modules/fulfilment/fulfilment-job";
import { paidSubscription } from "./support/fulfilment";
import { createTestApp } from "./support/test-app";

/**
 * Three app instances on one PostgreSQL (PRODUCT.md "Running on more than one machine"): the
 * fulfilment job, due on all three at the same moment, runs on one of them, and the orders
 * exist once. PGlite is one process, so this runs on PostgreSQL only.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const now = new Date("2026-11-23T00:00:00Z");
const first = await createTestApp({ clock: { now: () => now } });
const others = await Promise.all(
  [1, 2].map(() =>
    buildApp({ database: first.ctx.database, webDistDir: null, rateLimitScale: 1000, clock: { now: () => now } }),
  ),
);
afterAll(() => Promise.all(others.map((app) => app.close())));

describe.skipIf(!onPostgres)("the fulfilment job on three instances", () => {
  it("runs once per moment across instances, and makes each order once", async () => {
    const buyers = await Promise.all([1, 2, 3].map(() => paidSubscription(first)));
    let runs = 0;
    const schedulers = [first, ...others].map((app) => {
      const job = fulfilmentGenerationJob(app.services.fulfilment);
      return startScheduler(
        app.ctx.database,
        [
          {
            ...job,
            pattern: "0 0 0 1 1 *", // 1 January: an occurrence due and never run, looked at below
            run: async () => {
              runs++;
              await job.run();
              // Held a moment, as a big run is: the others find the occurrence taken and skip.
              await new Promise((resolve) => setTimeout(resolve, 300));
            },
          },
        ],
        (_name, error) => {
          throw error;
        },
        { autoStart: false },
      );
    });
    // The three look at the schedule at the same moment (ADR 0023).
    await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));

    expect(runs).toBe(1);
    const counts = rowsOf<{ subscription_id: number; n: number }>(
      await first.ctx.db.execute(sql`
        select subscription_id, count(*)::int as n from fulfilment_orders
        where subscription_id = any(${sql.param(buyers.map((b) => b.subscriptionId))}::int[])
        group by subscription_id`),
    );
    expect(counts.map((c) => c.n)).toEqual([1, 1, 1]);
  });
});

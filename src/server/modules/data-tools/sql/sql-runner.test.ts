import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../../../test/support/test-app";
import { runReadOnly } from "./sql-runner";

// The runner is the last fence: even SQL that got past the translator and the parser could not write,
// and (on PostgreSQL) could not run for long.
const database = await openTestDatabase();
afterAll(() => database.close());

const countBoxes = async () => (await runReadOnly(database, "select count(*) as n from gift_boxes")).rows[0]![0];

describe("running a checked SELECT", () => {
  it("answers columns and typed rows", async () => {
    const result = await runReadOnly(database, "select 'flowers' as category, 12.5 as average, true as active");
    expect(result.columns).toEqual(["category", "average", "active"]);
    expect(result.rows).toEqual([["flowers", 12.5, true]]);
  });

  it("refuses a write in its read-only transaction, and nothing changes", async () => {
    const before = await countBoxes();
    await expect(runReadOnly(database, "delete from gift_boxes")).rejects.toThrow(/read-only/);
    await expect(runReadOnly(database, "update gift_boxes set price_cents = 0")).rejects.toThrow(/read-only/);
    expect(await countBoxes()).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  // PGlite runs in this process and cannot interrupt itself, so only PostgreSQL enforces the time limit.
  it.runIf(process.env.DATABASE_URL)(
    "stops a statement that runs past the time limit",
    { timeout: 20_000 },
    async () => {
      await expect(runReadOnly(database, "select pg_sleep(30)")).rejects.toThrow(/statement timeout/);
    },
  );

  // SQL staff wrote may have no limit: the cursor fetches only the rows asked for.
  it("reads at most maxRows rows through a cursor, whatever the SELECT asks for", async () => {
    const all = await runReadOnly(database, "select gift_boxes.id from gift_boxes");
    const some = await runReadOnly(database, "select gift_boxes.id from gift_boxes order by gift_boxes.id;", {
      maxRows: 3,
    });
    expect(all.rows.length).toBeGreaterThan(3);
    expect(some.columns).toEqual(["id"]);
    expect(some.rows).toHaveLength(3);
    await expect(runReadOnly(database, "delete from gift_boxes returning id", { maxRows: 3 })).rejects.toThrow();
    expect(await countBoxes()).toBe(all.rows.length);
  });

  it.runIf(process.env.DATABASE_URL)(
    "stops a cursor's fetch that runs past the time limit",
    { timeout: 20_000 },
    async () => {
      await expect(runReadOnly(database, "select pg_sleep(30)", { maxRows: 1 })).rejects.toThrow(/statement timeout/);
    },
  );
});

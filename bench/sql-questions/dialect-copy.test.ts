import { sql as drizzleSql, eq } from "drizzle-orm";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client";
import { giftBoxes, users } from "../../src/server/db/schema";
import { builderFor, dayOf } from "../../src/server/modules/data-tools/sql/sql-dialects";
import { openMariaDb, openSqlite, type TabularDatabase } from "../../test/support/dialect-databases";
import { openTestDatabase } from "../../test/support/test-app";
import { type CopyDialect, copyShop } from "./dialect-copy";

// 00:05:00.25 on 27 November in Sydney (AEDT, UTC+11) is still 26 November in UTC.
const JUST_AFTER_SYDNEY_MIDNIGHT = new Date("2026-11-26T13:05:00.250Z");
const TRICKY_NAME = "Nan's \\ 'Best' Box";

let database: Database;
let buyerId: number;
let boxId: number;
let boxCount: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const [buyer] = await database.db
    .insert(users)
    .values({
      email: "copy-test@example.test",
      username: "copytest",
      passwordHash: "not copied",
      role: "customer",
      fullName: "Copy Test",
      state: "NSW",
      createdAt: JUST_AFTER_SYDNEY_MIDNIGHT,
    })
    .returning({ id: users.id });
  buyerId = buyer!.id;
  const [box] = await database.db.select({ id: giftBoxes.id }).from(giftBoxes).limit(1);
  boxId = box!.id;
  await database.db.update(giftBoxes).set({ isActive: false, name: TRICKY_NAME }).where(eq(giftBoxes.id, boxId));
  const [count] = await database.db.select({ n: drizzleSql<number>`count(*)::int` }).from(giftBoxes);
  boxCount = count!.n;
});
afterAll(() => database.close());

async function expectCopied(db: TabularDatabase, dialect: CopyDialect) {
  const copied = await copyShop(database, dialect, db);
  expect(copied.gift_boxes).toBe(boxCount);
  expect(copied.users).toBeGreaterThan(0);

  const buyer = await db.rows(`select created_at, role, state from users where id = ${buyerId}`);
  expect(buyer).toEqual([{ created_at: "2026-11-26 13:05:00", role: "customer", state: "NSW" }]);
  // The translator's own Sydney day for that row, compiled for this dialect, is the 27th.
  const day = builderFor(dialect)
    .selectFrom("users")
    .select(dayOf(dialect, "users.created_at", "timestamp").as("day"))
    .where("users.id", "=", sql.lit(buyerId))
    .compile().sql;
  expect(await db.rows(day)).toEqual([{ day: "2026-11-27" }]);

  const box = await db.table(`select is_active, name from gift_boxes where id = ${boxId}`);
  expect(box.rows).toEqual([[0, TRICKY_NAME]]);
  const active = await db.rows("select count(*) as n from gift_boxes where is_active = 1");
  expect(Number(active[0]!.n)).toBe(boxCount - 1);
  // Only readable columns are copied: no password hash, no e-mail.
  const userColumns = await db.table("select * from users limit 1");
  expect(userColumns.columns).not.toContain("password_hash");
  expect(userColumns.columns).not.toContain("email");
}

describe("copying the shop for the dialect scores", () => {
  it("keeps a timestamp just after Sydney midnight, a boolean and quoted text in SQLite", async () => {
    const db = openSqlite();
    try {
      await expectCopied(db, "sqlite");
    } finally {
      await db.close();
    }
  });

  it("keeps them in MariaDB", async (context) => {
    const maria = await openMariaDb();
    if ("unreachable" in maria) {
      // CI starts MariaDB and sets REQUIRE_MARIADB: there a missing server fails instead of skipping.
      if (process.env.REQUIRE_MARIADB) expect.fail(maria.unreachable);
      context.skip();
      return;
    }
    try {
      await expectCopied(maria.db, "mysql");
    } finally {
      await maria.db.close();
    }
  });
});

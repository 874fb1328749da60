import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { giftBoxes, users } from "../src/server/db/schema";
import { QUERY_FAILED, QUERY_REFUSED, SQL_EDIT_MESSAGE, SQL_ROW_CAP } from "../src/shared/schemas/data-tools";
import { sessionFor } from "./support/http";
import { createTestApp } from "./support/test-app";

// POST /api/translate-sql/run-sql: staff edit the generated SQL and run their edit. It must pass the
// same parser check and allow-list as a translation and run as the read-only role, with the same time
// and row limits; whatever it is refused for, the answer is a 400 that says why, never a 5xx.

const app = await createTestApp();
const staff = await sessionFor(app, "admin");
const URL = "/api/translate-sql/run-sql";

function runSql(sql: unknown, cookie: string | null = staff.cookie) {
  return app.inject({ method: "POST", url: URL, payload: { sql } as object, headers: cookie ? { cookie } : {} });
}

const BY_CATEGORY =
  "select gift_boxes.category as category, count(*) as boxes from gift_boxes group by gift_boxes.category order by boxes desc, category";

describe("running staff's own SQL", () => {
  it("runs an edited SELECT read-only and answers the rows, the chart and the SQL as it ran", async () => {
    const response = await runSql(BY_CATEGORY);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.query).toBe(BY_CATEGORY);
    expect(body.columns).toEqual(["category", "boxes"]);
    expect(body.chart).toEqual({ label: "category", value: "boxes" });
    const [{ boxes }] = await app.ctx.db.select({ boxes: count() }).from(giftBoxes);
    expect(body.rows.reduce((sum: number, row: [string, number]) => sum + row[1], 0)).toBe(boxes);
    expect(body.truncated).toBe(false);
  });

  it("fetches at most the row cap from SQL with no limit, and says there were more", async () => {
    const rows = Array.from({ length: SQL_ROW_CAP + 5 }, (_, i) => ({
      email: `edit.cap.${i}@example.com`,
      username: `editcap${i}`,
      passwordHash: "x",
      role: "customer" as const,
      fullName: `Edit Cap ${i}`,
      state: "NT",
    }));
    await app.ctx.db.insert(users).values(rows);
    const response = await runSql("select users.id, users.state from users where users.state = 'NT';");
    expect(response.statusCode).toBe(200);
    expect(response.json().rows).toHaveLength(SQL_ROW_CAP);
    expect(response.json().truncated).toBe(true);
  });

  it("refuses writes, other tables, secrets and more than one statement, and changes nothing", async () => {
    const [{ before }] = await app.ctx.db.select({ before: count() }).from(users);
    const refused: [string, RegExp][] = [
      ["delete from users", /only a SELECT may run/],
      ["update gift_boxes set price_cents = 0", /only a SELECT may run/],
      ["insert into users (email) values ('x@example.com')", /only a SELECT may run/],
      ["drop table users", /only a SELECT may run/],
      ["select gift_boxes.id from gift_boxes; delete from users", /only one statement may run at a time/],
      ["select users.password_hash from users", /the column users\.password_hash is not one staff may see/],
      ["select users.email from users", /the column users\.email is not one staff may see/],
      ["select sessions.token_hash from sessions", /the table sessions is not one staff may query/],
      ["select pg_user.usename from pg_catalog.pg_user", /only the shop's own tables|not one staff may query/],
      ["select * from users", /name the columns to show/],
      ["select pg_sleep(30)", /the function pg_sleep is not one the tool allows/],
      [
        "with x as (select users.id from users) select x.id from x",
        /only a plain SELECT|not one staff may (query|see)|could not be read/,
      ],
      ["select users.id from users for update", /only a plain SELECT|locking|could not be read/],
      ["this is not sql at all", /could not be read as PostgreSQL/],
    ];
    for (const [sql, reason] of refused) {
      const response = await runSql(sql);
      expect(response.statusCode, sql).toBe(400);
      expect(response.json().message, sql).toMatch(new RegExp(`^${QUERY_REFUSED}: `));
      expect(response.json().message, sql).toMatch(reason);
      expect(response.json().message, sql).toMatch(/Nothing was run\.$/);
    }
    const [{ after }] = await app.ctx.db.select({ after: count() }).from(users);
    expect(after).toBe(before);
  });

  it("answers a query the database cannot run with its reason, as a 400", async () => {
    const zero = await runSql("select gift_boxes.price_cents / 0 as broken from gift_boxes");
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe(`${QUERY_FAILED}: the database could not run it: division by zero.`);
    const typo = await runSql("select gift_boxes.colour from gift_boxes");
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toMatch(/^Query (Refused|Failed): /);
  });

  it("asks for some SQL when there is none, or too much", async () => {
    const empty = await runSql("   ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(SQL_EDIT_MESSAGE);
    const long = await runSql(`select gift_boxes.id from gift_boxes where ${"gift_boxes.id > 0 and ".repeat(300)}true`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/under 5000 characters/);
    expect((await runSql(42)).statusCode).toBe(400);
  });

  it("is for staff only: visitors, buyers and vendors are refused", async () => {
    expect((await runSql(BY_CATEGORY, null)).statusCode).toBe(401);
    expect((await runSql(BY_CATEGORY, (await sessionFor(app, "customer")).cookie)).statusCode).toBe(403);
    expect((await runSql(BY_CATEGORY, (await sessionFor(app, "vendor")).cookie)).statusCode).toBe(403);
  });
});

import { readFileSync } from "node:fs";
import type pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../../../../../test/support/test-app";
import type { Database } from "../../../db/client";
import { ALLOWED_COLUMNS, DENIED_COLUMNS } from "./sql-allow-list";
import { runReadOnly, SQL_READER_ROLE } from "./sql-runner";
import { createSqlTool, READER_ROLE_MISSING } from "./sql-tool";

// The runner's second fence, on PGlite and on PostgreSQL alike: queries run as a role that may read
// the allow-listed columns and nothing else, and write nothing, even if SQL got past the validator
// (these tests call the runner directly, with SQL the validator would refuse).
const database = await openTestDatabase();
afterAll(() => database.close());
const MIGRATION = readFileSync(
  new URL("../../../db/migrations/0011_sql-reader-role.sql", import.meta.url),
  "utf8",
).split("--> statement-breakpoint");

/** Rows of a query run as the app's own user. */
async function rows<T>(db: Database, text: string): Promise<T[]> {
  if (db.pglite) return (await db.pglite.query<T>(text)).rows;
  return (await db.pool!.query(text)).rows as T[];
}

/** Runs a statement as the reader role in a transaction that is NOT read-only, then rolls back. */
async function asReader(db: Database, statement: string): Promise<void> {
  if (db.pglite) {
    await db.pglite.transaction(async (tx) => {
      await tx.query(`set local role ${SQL_READER_ROLE}`);
      await tx.query(statement);
      await tx.rollback();
    });
    return;
  }
  const client = await db.pool!.connect();
  try {
    await client.query("begin");
    await client.query(`set local role ${SQL_READER_ROLE}`);
    await client.query(statement);
  } finally {
    await client.query("rollback").catch(() => {});
    client.release();
  }
}

describe("the SQL tool's read-only role", () => {
  it("is the role every query runs as", async () => {
    const result = await runReadOnly(database, "select current_user as who");
    expect(result.rows).toEqual([[SQL_READER_ROLE]]);
    // Only for the query's transaction: the app's own connection is itself again afterwards.
    const [me] = await rows<{ who: string }>(database, "select current_user as who");
    expect(me!.who).not.toBe(SQL_READER_ROLE);
  });

  it("reads the allow-listed columns", async () => {
    const result = await runReadOnly(database, "select count(*) as n, min(id) as first from gift_boxes");
    expect(Number(result.rows[0]![0])).toBeGreaterThan(0);
    await expect(runReadOnly(database, "select id, role, state from users")).resolves.toBeTruthy();
  });

  it.each([
    ["password hashes", "select password_hash from users"],
    ["e-mail addresses", "select email from users"],
    ["every column of a table with an allowed column", "select * from users"],
    ["session tokens", "select token_hash from sessions"],
    ["a table with no allowed column", "select count(*) from sessions"],
    ["payment-provider ids", "select provider_payment_id from payments"],
    ["intimate preferences", "select sensitive_preferences from recipient_profiles"],
    ["the e-mail outbox", "select to_address, text_body from email_outbox"],
    ["a column named through a join", "select u.email from subscriptions s join users u on u.id = s.id"],
  ])("refuses to read %s, whatever the validator would have said", async (_, text) => {
    await expect(runReadOnly(database, text)).rejects.toThrow(/permission denied/);
  });

  it.each([
    [
      "insert",
      "insert into users (email, username, password_hash, role, full_name) values ('a@b.c', 'ab', 'x', 'admin', 'A')",
    ],
    ["update", "update gift_boxes set price_cents = 0"],
    ["delete", "delete from payments"],
    ["truncate", "truncate email_outbox"],
    ["create a table", "create table reader_was_here (id int)"],
  ])("cannot %s even outside a read-only transaction", async (_, statement) => {
    await expect(asReader(database, statement)).rejects.toThrow(/permission denied/);
  });

  it("holds exactly the allow-listed columns, no table-wide privilege, and cannot log in", async () => {
    const granted = await rows<{ table_name: string; column_name: string; privilege_type: string }>(
      database,
      `select table_name, column_name, privilege_type from information_schema.column_privileges
       where grantee = '${SQL_READER_ROLE}' and table_schema = 'public'`,
    );
    expect(new Set(granted.map((g) => g.privilege_type))).toEqual(new Set(["SELECT"]));
    const expected = [...ALLOWED_COLUMNS].flatMap(([table, columns]) => [...columns].map((c) => `${table}.${c}`));
    // A mismatch means the allow-list changed: add a migration granting (or revoking) the same columns.
    expect(granted.map((g) => `${g.table_name}.${g.column_name}`).sort()).toEqual(expected.sort());
    // Migration 0021 widened the grants (names, suburbs, birthdays, GST, statements…), never to a secret.
    const names = granted.map((g) => `${g.table_name}.${g.column_name}`);
    for (const column of [
      "users.full_name",
      "recipient_profiles.birthday",
      "payments.gst_cents",
      "vendor_statements.total_cents",
    ])
      expect(names).toContain(column);
    expect(names.filter((c) => DENIED_COLUMNS.includes(c))).toEqual([]);
    expect(names.filter((c) => /password|token|secret|provider|sensitive|preferences|email|phone/.test(c))).toEqual([]);
    const tableWide = await rows(
      database,
      `select 1 from information_schema.table_privileges where grantee = '${SQL_READER_ROLE}'`,
    );
    expect(tableWide).toEqual([]);
    const [role] = await rows<{ rolcanlogin: boolean; rolsuper: boolean }>(
      database,
      `select rolcanlogin, rolsuper from pg_roles where rolname = '${SQL_READER_ROLE}'`,
    );
    expect(role).toEqual({ rolcanlogin: false, rolsuper: false });
  });

  it("comes from a migration that runs again without harm", async () => {
    for (const statement of MIGRATION) await rows(database, statement);
    expect((await runReadOnly(database, "select current_user")).rows).toEqual([[SQL_READER_ROLE]]);
  });

  // A role belongs to the whole server: several test databases (or instances) migrating at once
  // race to create it. Shown with a throwaway name, so the real role is never dropped.
  it.runIf(process.env.DATABASE_URL)("tolerates other migrations creating the role at the same moment", async () => {
    const name = `fmn_reader_race_${Math.random().toString(36).slice(2, 10)}`;
    const createRole = MIGRATION[0]!.replaceAll(SQL_READER_ROLE, name);
    const clients = await Promise.all([1, 2, 3].map(() => database.pool!.connect()));
    try {
      const [first, ...others] = clients as [pg.PoolClient, ...pg.PoolClient[]];
      await first.query("begin");
      await first.query(createRole); // created, not yet committed
      const racing = others.map(async (client) => {
        await client.query("begin");
        await client.query(createRole); // waits on the first's new role, then finds it taken
        await client.query("commit");
      });
      // Both wait on the first transaction's lock before it commits.
      await vi.waitFor(
        async () => {
          const pids = others.map((client) => (client as unknown as { processID: number }).processID);
          const waiting = await rows<{ n: number }>(
            database,
            `select count(*)::int as n from pg_locks where not granted and pid in (${pids.join(",")})`,
          );
          expect(waiting[0]!.n).toBe(others.length);
        },
        { timeout: 10_000, interval: 50 },
      );
      await first.query("commit");
      await Promise.all(racing);
      const made = await rows(database, `select 1 from pg_roles where rolname = '${name}'`);
      expect(made).toHaveLength(1);
    } finally {
      for (const client of clients) client.release();
      await rows(database, `drop role if exists ${name}`);
    }
  });
});

// PGlite is a cluster of its own, so the role can be taken away here without touching anyone else.
describe.runIf(!process.env.DATABASE_URL)("without the role", () => {
  it("refuses to run queries, and tells staff why", async () => {
    const bare = await openTestDatabase();
    try {
      await bare.pglite!.exec(`drop owned by ${SQL_READER_ROLE}; drop role ${SQL_READER_ROLE};`);
      const tool = createSqlTool(bare);
      await expect(tool.run({ question: "How many active subscriptions?" })).rejects.toMatchObject({
        code: "UPSTREAM",
        message: READER_ROLE_MISSING,
      });
    } finally {
      await bare.close();
    }
  });
});

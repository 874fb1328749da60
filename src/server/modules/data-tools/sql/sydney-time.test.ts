import { PGlite } from "@electric-sql/pglite";
import { sql } from "kysely";
import nodeSqlParser from "node-sql-parser";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type DialectDatabase, openMariaDb, openSqlite } from "../../../../../test/support/dialect-databases";
import { DATABASE_TYPES, type DatabaseType } from "../../../../shared/schemas/data-tools";
import { builderFor, dayOf, monthOf, weekOf, yearOf } from "./sql-dialects";
import { checkSelect } from "./sql-validator";

// "Revenue by month" once grouped by the UTC month in MySQL, SQLite and SQL Server while its date range
// was in Sydney time. Here each dialect's year, month, week and day of a UTC timestamp are compiled,
// parsed in that dialect, and run on a real engine (PostgreSQL on PGlite and, given DATABASE_URL, the
// server; MySQL on MariaDB; SQLite) over instants either side of Sydney's midnights and clock changes.

const PARSER_DIALECT: Record<DatabaseType, string> = {
  postgresql: "PostgresQL",
  mysql: "MySQL",
  sqlite: "SQLite",
  sqlserver: "TransactSQL",
};
const parser = new nodeSqlParser.Parser();

const ts = (column: string) => `events.${column}`;

/** One row per event: its id and the four Sydney labels of its timestamp. */
function labelsQuery(type: DatabaseType): string {
  return builderFor(type)
    .selectFrom("events")
    .select([
      sql.ref("events.id").as("id"),
      yearOf(type, ts("created_at"), "timestamp").as("year"),
      monthOf(type, ts("created_at"), "timestamp").as("month"),
      weekOf(type, ts("created_at"), "timestamp").as("week"),
      dayOf(type, ts("created_at"), "timestamp").as("day"),
    ])
    .orderBy(sql.ref("events.id"))
    .compile().sql;
}

/** What a report groups by: events per Sydney month. */
function perMonthQuery(type: DatabaseType): string {
  const month = monthOf(type, ts("created_at"), "timestamp");
  return builderFor(type)
    .selectFrom("events")
    .select([month.as("month"), sql`count(*)`.as("count")])
    .groupBy(month)
    .orderBy(sql.ref("month"))
    .compile().sql;
}

/** A date column is a Sydney date already: its labels are read as they are. */
function dateLabelsQuery(type: DatabaseType): string {
  return builderFor(type)
    .selectFrom("events")
    .select([
      sql.ref("events.id").as("id"),
      monthOf(type, ts("due_on"), "date").as("month"),
      weekOf(type, ts("due_on"), "date").as("week"),
      dayOf(type, ts("due_on"), "date").as("day"),
    ])
    .where(sql.ref("events.due_on"), "is not", null)
    .orderBy(sql.ref("events.id"))
    .compile().sql;
}

// Sydney's 2026 changes: clocks forward at 02:00 on Sunday 4 October (16:00 UTC on the 3rd), back at
// 03:00 on Sunday 5 April (16:00 UTC on the 4th). Each instant's Sydney day, written by hand.
const EDGES: [instant: string, sydneyDay: string][] = [
  ["2026-03-31T12:59:59Z", "2026-03-31"], // 23:59:59 AEDT
  ["2026-03-31T13:00:00Z", "2026-04-01"], // midnight AEDT: April in Sydney, March in UTC
  ["2026-04-04T12:59:59Z", "2026-04-04"],
  ["2026-04-04T13:00:00Z", "2026-04-05"], // the night the clocks go back
  ["2026-04-04T15:59:59Z", "2026-04-05"], // 02:59:59 AEDT
  ["2026-04-04T16:00:00Z", "2026-04-05"], // 02:00 AEST again
  ["2026-04-05T13:59:59Z", "2026-04-05"], // 23:59:59 AEST
  ["2026-04-05T14:00:00Z", "2026-04-06"],
  ["2026-06-30T13:59:59Z", "2026-06-30"],
  ["2026-06-30T14:00:00Z", "2026-07-01"],
  ["2026-10-03T13:59:59Z", "2026-10-03"],
  ["2026-10-03T14:00:00Z", "2026-10-04"], // the night the clocks go forward
  ["2026-10-03T15:59:59Z", "2026-10-04"], // 01:59:59 AEST
  ["2026-10-03T16:00:00Z", "2026-10-04"], // 03:00 AEDT
  ["2026-10-04T12:59:59Z", "2026-10-04"], // 23:59:59 AEDT
  ["2026-10-04T13:00:00Z", "2026-10-05"],
  ["2026-10-31T12:59:59Z", "2026-10-31"],
  ["2026-10-31T13:00:00Z", "2026-11-01"], // November in Sydney, October in UTC
  ["2026-12-31T12:59:59Z", "2026-12-31"],
  ["2026-12-31T13:00:00Z", "2027-01-01"], // next year in Sydney
];

const sydneyDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Australia/Sydney",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The four labels of a Sydney day; the week is the Monday on or before it. */
function labelsOfDay(day: string) {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000);
  return { year: day.slice(0, 4), month: day.slice(0, 7), week: monday.toISOString().slice(0, 10), day };
}

/** Every hour of 2026 and 2027 (both clock changes of each); EDGES has the seconds before midnights. */
function sweep(): Date[] {
  const instants: Date[] = [];
  for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 3_600_000) instants.push(new Date(t));
  return instants;
}

interface Row {
  id: number;
  at: Date;
  dueOn: string | null;
}
const ALL_ROWS: Row[] = [
  ...EDGES.map(([at], i) => ({
    id: i + 1,
    at: new Date(at),
    dueOn: i < 4 ? ["2026-03-31", "2026-11-01", "2026-10-04", "2027-01-01"][i]! : null,
  })),
  ...sweep().map((at, i) => ({ id: EDGES.length + i + 1, at, dueOn: null })),
];

const utcText = (at: Date) => at.toISOString().slice(0, 19).replace("T", " ");

async function load(db: DialectDatabase, type: "postgresql" | "mysql" | "sqlite", rows: Row[]) {
  const timestamp = type === "postgresql" ? "timestamptz" : type === "mysql" ? "datetime" : "text";
  const date = type === "sqlite" ? "text" : "date";
  await db.run(`create table events (id integer primary key, created_at ${timestamp} not null, due_on ${date})`);
  const zone = type === "postgresql" ? "+00" : "";
  for (let start = 0; start < rows.length; start += 2000) {
    const values = rows
      .slice(start, start + 2000)
      .map((r) => `(${r.id}, '${utcText(r.at)}${zone}', ${r.dueOn ? `'${r.dueOn}'` : "null"})`)
      .join(", ");
    await db.run(`insert into events (id, created_at, due_on) values ${values}`);
  }
}

/**
 * Runs the compiled queries on one engine and checks every label against Sydney's calendar. PostgreSQL
 * reads its own zone database, so it gets every sixth hour of the sweep (PGlite is slow to fill).
 */
async function expectSydneyLabels(db: DialectDatabase, type: "postgresql" | "mysql" | "sqlite") {
  const ROWS = type === "postgresql" ? ALL_ROWS.filter((row) => row.id <= EDGES.length || row.id % 6 === 0) : ALL_ROWS;
  await load(db, type, ROWS);
  const rows = await db.rows(labelsQuery(type));
  expect(rows).toHaveLength(ROWS.length);
  for (const [i, [instant, day]] of EDGES.entries()) {
    expect({ instant, ...labelsOf(rows[i]!) }).toEqual({ instant, ...labelsOfDay(day) });
  }
  const wrong = rows.filter((row, i) => {
    const expected = labelsOfDay(sydneyDate.format(ROWS[i]!.at));
    const got = labelsOf(row);
    return Number(row.id) !== ROWS[i]!.id || JSON.stringify(got) !== JSON.stringify(expected);
  });
  expect(wrong.slice(0, 3)).toEqual([]);

  const perMonth = await db.rows(perMonthQuery(type));
  const expectedPerMonth = new Map<string, number>();
  for (const row of ROWS) {
    const month = sydneyDate.format(row.at).slice(0, 7);
    expectedPerMonth.set(month, (expectedPerMonth.get(month) ?? 0) + 1);
  }
  expect(perMonth.map((r) => [String(r.month), Number(r.count)])).toEqual(
    [...expectedPerMonth].sort(([a], [b]) => a.localeCompare(b)),
  );

  const dated = await db.rows(dateLabelsQuery(type));
  expect(dated.map((r) => [String(r.month), String(r.week), String(r.day)])).toEqual([
    ["2026-03", "2026-03-30", "2026-03-31"],
    ["2026-11", "2026-10-26", "2026-11-01"],
    ["2026-10", "2026-09-28", "2026-10-04"],
    ["2027-01", "2026-12-28", "2027-01-01"],
  ]);
}

const labelsOf = (row: Record<string, unknown>) => ({
  year: String(row.year),
  month: String(row.month),
  week: String(row.week),
  day: String(row.day),
});

describe("Sydney periods in every dialect", () => {
  it("compile to SQL each dialect's parser reads", () => {
    for (const type of DATABASE_TYPES) {
      for (const query of [labelsQuery(type), perMonthQuery(type), dateLabelsQuery(type)]) {
        expect(() => parser.astify(query, { database: PARSER_DIALECT[type] }), `${type}: ${query}`).not.toThrow();
      }
    }
  });

  it("pass the checks a PostgreSQL query must pass before it runs on the shop's data", () => {
    const periods = [yearOf, monthOf, weekOf, dayOf];
    for (const [i, periodOf] of periods.entries()) {
      const label = periodOf("postgresql", "payments.created_at", "timestamp");
      const query = builderFor("postgresql")
        .selectFrom("payments")
        .select([label.as("period"), sql`count(*)`.as("count")])
        .groupBy(label)
        .compile().sql;
      expect(checkSelect(query), `${i}: ${query}`).toEqual({ ok: true });
    }
  });

  it("read the zone in PostgreSQL and Sydney's written-out rule elsewhere", () => {
    expect(monthOf("postgresql", "payments.paid_at", "timestamp").compile(builderFor("postgresql")).sql).toBe(
      `to_char(timezone('Australia/Sydney', "payments"."paid_at"), 'YYYY-MM')`,
    );
    const sqlServer = monthOf("sqlserver", "payments.paid_at", "timestamp").compile(builderFor("sqlserver")).sql;
    expect(sqlServer).toMatch(
      /^convert\(char\(7\), dateadd\(hour, \(case when .* then 11 else 10 end\), "payments"\."paid_at"\), 126\)$/,
    );
    expect(sqlServer).toContain(`datediff(day, '18991231', dateadd(hour, 10, "payments"."paid_at")) % 7`);
    // A date column is not shifted.
    expect(dayOf("mysql", "deliveries.due_on", "date").compile(builderFor("mysql")).sql).toBe(
      "date_format(`deliveries`.`due_on`, '%Y-%m-%d')",
    );
  });

  it("group SQLite's rows by Sydney year, month, week and day", async () => {
    const db = openSqlite();
    try {
      await expectSydneyLabels(db, "sqlite");
    } finally {
      await db.close();
    }
  });

  it("group PostgreSQL's rows (PGlite) by Sydney year, month, week and day", { timeout: 30_000 }, async () => {
    const pglite = new PGlite();
    const db: DialectDatabase = {
      run: async (statement) => {
        await pglite.exec(statement);
      },
      rows: async (query) => (await pglite.query<Record<string, unknown>>(query)).rows,
      close: () => pglite.close(),
    };
    try {
      await db.run("set time zone 'UTC'");
      await expectSydneyLabels(db, "postgresql");
    } finally {
      await db.close();
    }
  });

  it.runIf(process.env.DATABASE_URL)("group PostgreSQL's rows (the server) the same way", async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const schema = `fmn_dialect_${process.pid}`;
    const db: DialectDatabase = {
      run: async (statement) => {
        await client.query(statement);
      },
      rows: async (query) => (await client.query(query)).rows,
      close: async () => {
        await client.query(`drop schema if exists ${schema} cascade`).catch(() => {});
        await client.end();
      },
    };
    try {
      // The server's own session zone must not matter: Sydney comes from the query.
      await db.run(`create schema ${schema}; set search_path = ${schema}; set time zone 'America/New_York'`);
      await expectSydneyLabels(db, "postgresql");
    } finally {
      await db.close();
    }
  });
});

const maria = await openMariaDb();
afterAll(() => ("db" in maria ? maria.db.close() : undefined));

describe("Sydney periods in MySQL, run on MariaDB", () => {
  if ("unreachable" in maria) {
    // CI starts MariaDB and sets REQUIRE_MARIADB: there a missing server fails instead of skipping.
    if (process.env.REQUIRE_MARIADB) it(`needs MariaDB: ${maria.unreachable}`, () => expect.fail(maria.unreachable));
    else it.skip(`skipped: ${maria.unreachable}`, () => {});
    return;
  }
  it("group MariaDB's rows by Sydney year, month, week and day, without its zone tables", async () => {
    await expectSydneyLabels(maria.db, "mysql");
  });
});

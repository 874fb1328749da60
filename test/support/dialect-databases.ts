import mysql from "mysql2/promise";
import initSqlJs, { type Statement } from "sql.js";

/**
 * Real engines for the dialects the shop does not run on, so that compiled MySQL and SQLite are run,
 * not only parsed: MariaDB on 127.0.0.1:3306 (every machine here and CI has one; MARIADB_URL
 * overrides) and SQLite in memory. Each test file gets a database of its own, dropped at the end.
 */

export const MARIADB_URL = process.env.MARIADB_URL ?? "mysql://root@127.0.0.1:3306";

export interface DialectDatabase {
  run(statement: string): Promise<void>;
  rows(query: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/** MariaDB and SQLite also give rows as arrays with the column names in order (a record merges repeated names). */
export interface TabularDatabase extends DialectDatabase {
  table(query: string): Promise<{ columns: string[]; rows: unknown[][] }>;
}

/** A fresh MariaDB database `fmn_dialect_<pid>_<n>`, or the reason none could be reached. */
export async function openMariaDb(): Promise<{ db: TabularDatabase } | { unreachable: string }> {
  let connection: mysql.Connection;
  try {
    connection = await mysql.createConnection({ uri: MARIADB_URL, connectTimeout: 3000, dateStrings: true });
  } catch (error) {
    return { unreachable: `no MariaDB at ${MARIADB_URL} (${(error as Error).message})` };
  }
  const name = `fmn_dialect_${process.pid}_${Date.now() % 100000}`;
  await connection.query(`create database ${name}`);
  await connection.query(`use ${name}`);
  // Timestamps are stored as UTC datetimes, as the translator assumes; the session zone plays no part.
  await connection.query("set time_zone = '+00:00'");
  return {
    db: {
      run: async (statement) => {
        await connection.query(statement);
      },
      rows: async (query) => (await connection.query(query))[0] as Record<string, unknown>[],
      table: async (query) => {
        const [rows, fields] = await connection.query({ sql: query, rowsAsArray: true });
        return { columns: (fields ?? []).map((f) => f.name), rows: rows as unknown[][] };
      },
      close: async () => {
        await connection.query(`drop database if exists ${name}`).catch(() => {});
        await connection.end();
      },
    },
  };
}

// SQLite compiled to WebAssembly: nothing to build at install (a native binding is compiled from source
// here, as its prebuilt binaries cannot be downloaded). Loaded once per process, before any caller needs it.
const SQL = await initSqlJs();

export function openSqlite(): TabularDatabase {
  const db = new SQL.Database();
  // As the native builds do by default (SQLITE_DEFAULT_FOREIGN_KEYS).
  db.run("pragma foreign_keys = on");
  /** One statement, as a native prepare demands: SQL after the first statement is an error, not ignored. */
  const prepareOne = (query: string) => {
    const statements = db.iterateStatements(query);
    const first = statements.next();
    if (first.done) throw new Error("The supplied SQL string contains no statements");
    // A second iterator, as the first one frees its statement when advanced.
    const rest = db.iterateStatements(statements.getRemainingSQL() ?? "").next();
    if (!rest.done) {
      rest.value.free();
      first.value.free();
      throw new Error("The supplied SQL string contains more than one statement");
    }
    return first.value;
  };
  const read = <T>(query: string, row: (statement: Statement) => T) => {
    const statement = prepareOne(query);
    try {
      const rows: T[] = [];
      while (statement.step()) rows.push(row(statement));
      return { columns: statement.getColumnNames(), rows };
    } finally {
      statement.free();
    }
  };
  return {
    run: async (statement) => {
      db.exec(statement);
    },
    rows: async (query) => read(query, (s) => s.getAsObject() as Record<string, unknown>).rows,
    table: async (query) => read(query, (s) => s.get() as unknown[]),
    close: async () => {
      db.close();
    },
  };
}

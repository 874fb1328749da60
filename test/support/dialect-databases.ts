import Sqlite from "better-sqlite3";
import mysql from "mysql2/promise";

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

export function openSqlite(): TabularDatabase {
  const db = new Sqlite(":memory:");
  return {
    run: async (statement) => {
      db.exec(statement);
    },
    rows: async (query) => db.prepare(query).all() as Record<string, unknown>[],
    table: async (query) => {
      const statement = db.prepare(query);
      return { columns: statement.columns().map((c) => c.name), rows: statement.raw().all() as unknown[][] };
    },
    close: async () => {
      db.close();
    },
  };
}

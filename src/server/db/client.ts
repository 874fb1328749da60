import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import type { DatabaseAvailability, DatabaseLog } from "./availability";
import { createPostgresPool, DEFAULT_TIMEOUTS, type PostgresTimeouts } from "./postgres-pool";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type DbOrTx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Raw SQL for the migrator and for tests. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** PostgreSQL: whether it is reachable now (calls fail fast with 503 while it is not). */
  availability?: DatabaseAvailability;
  /** PostgreSQL: a connection of its own, outside the pool (LISTEN, migrations); the caller closes it. */
  openConnection?(options?: { queryTimeoutMs?: number }): Promise<pg.Client>;
  /** Where the connections' troubles are logged (by kind only); the console until the app's logger is set. */
  setLog(log: DatabaseLog): void;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; "memory://" for an in-memory database. */
  dataDir?: string;
  /** A PGlite data dump to start from (tests copy a migrated template). */
  loadDataDir?: Blob;
  /** PostgreSQL's timeouts (defaults in postgres-pool.ts; tests shorten them). */
  timeouts?: Partial<PostgresTimeouts>;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const postgres = createPostgresPool(options.databaseUrl, { ...DEFAULT_TIMEOUTS, ...options.timeouts });
    const db = drizzlePg(postgres.pool, { schema, casing: "snake_case" }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      pool: postgres.pool,
      availability: postgres.availability,
      openConnection: postgres.openConnection,
      setLog: postgres.setLog,
      close: postgres.close,
    };
  }
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the customer search's indexes (migration 0019), as on PostgreSQL.
  const pglite = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(pglite, { schema, casing: "snake_case" }) as unknown as Db;
  return { db, kind: "pglite", pglite, setLog: () => undefined, close: () => pglite.close() };
}

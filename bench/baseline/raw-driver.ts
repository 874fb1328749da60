// The database driver itself, with no ORM: PGlite's query/transaction, or node-postgres' Pool.
import type { Database } from "../../src/server/db/client";

export interface RawSql {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface RawDriver extends RawSql {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: RawSql) => Promise<T>): Promise<T>;
}

/** The raw driver under one of the app's databases (the same PGlite instance or pg Pool). */
export function rawDriver(database: Database): RawDriver {
  if (database.pglite) {
    const pglite = database.pglite;
    return {
      query: async <Row>(text: string, params?: unknown[]) => (await pglite.query<Row>(text, params)).rows,
      transaction: (work) =>
        pglite.transaction((tx) =>
          work({ query: async <Row>(text: string, params?: unknown[]) => (await tx.query<Row>(text, params)).rows }),
        ),
    };
  }
  const pool = database.pool!;
  return {
    query: async <Row>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as Row[],
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await work({
          query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[],
        });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

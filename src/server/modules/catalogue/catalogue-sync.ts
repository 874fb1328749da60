import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client";

const CHANNEL = "catalogue_changed";

/** Tells every app instance that the catalogue changed, so each rebuilds its snapshot. */
export interface CatalogueSync {
  /** Announces a change to the other instances (this one has already dropped its snapshot). */
  announce(): void;
  close(): Promise<void>;
}

/**
 * On PostgreSQL, several instances share one database (PRODUCT.md "Running on more than one machine"):
 * a change made on one is announced with NOTIFY and each instance LISTENs on a connection of its own.
 * PGlite is one process, where dropping the local snapshot is enough.
 */
export async function catalogueSync(
  database: Database,
  onChange: () => void,
  onError: (error: unknown) => void,
): Promise<CatalogueSync> {
  const pool = database.pool;
  if (database.kind !== "postgres" || !pool) return { announce() {}, close: async () => {} };
  // Each notice names the instance that sent it: that one has already dropped its snapshot, and a late
  // echo of its own notice must not drop a snapshot built since.
  const instance = randomUUID();
  const listener = await pool.connect();
  listener.on("notification", (message) => {
    if (message.channel === CHANNEL && message.payload !== instance) onChange();
  });
  // A broken listening connection is logged (by kind) and the snapshot rebuilt, so nothing stale is kept.
  listener.on("error", (error) => {
    onError(error);
    onChange();
  });
  await listener.query(`listen ${CHANNEL}`);
  return {
    announce() {
      pool.query("select pg_notify($1, $2)", [CHANNEL, instance]).catch(onError);
    },
    async close() {
      await listener.query(`unlisten ${CHANNEL}`).catch(() => undefined);
      listener.release();
    },
  };
}

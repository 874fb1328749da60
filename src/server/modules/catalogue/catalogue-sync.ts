import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { Database } from "../../db/client";
import { dropConnection } from "../../db/postgres-pool";

const CHANNEL = "catalogue_changed";

/** Tells every app instance that the catalogue changed, so each rebuilds its snapshot. */
export interface CatalogueSync {
  /** Announces a change to the other instances (this one has already dropped its snapshot). */
  announce(): void;
  close(): Promise<void>;
}

export interface CatalogueSyncTiming {
  /** How often the listening connection is checked (a silent one notices nothing by itself). */
  heartbeatMs: number;
  /** Waits between tries to listen again, the last repeated. */
  retryMs: readonly number[];
}

const DEFAULT_TIMING: CatalogueSyncTiming = { heartbeatMs: 30_000, retryMs: [500, 1_000, 2_000, 5_000, 10_000] };

/**
 * On PostgreSQL, several instances share one database (PRODUCT.md "Running on more than one machine"):
 * a change made on one is announced with NOTIFY and each instance LISTENs on a connection of its own.
 * PGlite is one process, where dropping the local snapshot is enough.
 *
 * The listening connection mends itself: when it drops, or stops answering the heartbeat, the
 * snapshot is dropped (so nothing stale is kept), and it listens again on a new connection, dropping
 * the snapshot once more then for any change announced while nobody was listening.
 */
export async function catalogueSync(
  database: Database,
  onChange: () => void,
  onError: (error: unknown) => void,
  timing: CatalogueSyncTiming = DEFAULT_TIMING,
): Promise<CatalogueSync> {
  const { pool, openConnection } = database;
  if (database.kind !== "postgres" || !pool || !openConnection) return { announce() {}, close: async () => {} };
  // Each notice names the instance that sent it: that one has already dropped its snapshot, and a late
  // echo of its own notice must not drop a snapshot built since.
  const instance = randomUUID();
  let listener: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;

  async function listen(catchUp: boolean) {
    retryTimer = undefined;
    let client: pg.Client | undefined;
    try {
      client = await openConnection!({ queryTimeoutMs: Math.min(timing.heartbeatMs, 10_000) });
      const current = client;
      current.on("notification", (message) => {
        if (message.channel === CHANNEL && message.payload !== instance) onChange();
      });
      current.on("error", (error) => lost(current, error));
      current.on("end", () => lost(current, new Error("Connection terminated unexpectedly")));
      await current.query(`listen ${CHANNEL}`);
      if (closed) return dropConnection(current);
      listener = current;
      failures = 0;
      if (catchUp) onChange();
      heartbeatTimer = setInterval(() => {
        current.query("select 1").catch((error: unknown) => lost(current, error));
      }, timing.heartbeatMs);
      heartbeatTimer.unref();
    } catch (error) {
      if (client) dropConnection(client);
      onError(error);
      retry();
    }
  }

  function lost(client: pg.Client, error: unknown) {
    if (listener !== client) return;
    listener = undefined;
    clearInterval(heartbeatTimer);
    dropConnection(client);
    if (closed) return;
    onError(error);
    onChange();
    retry();
  }

  function retry() {
    if (closed || retryTimer) return;
    const wait = timing.retryMs[Math.min(failures, timing.retryMs.length - 1)]!;
    failures++;
    retryTimer = setTimeout(() => void listen(true), wait);
    retryTimer.unref();
  }

  await listen(false);
  return {
    announce() {
      pool.query("select pg_notify($1, $2)", [CHANNEL, instance]).catch(onError);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeatTimer);
      const client = listener;
      listener = undefined;
      if (!client) return;
      // A polite goodbye, but never waiting on a server that has gone silent.
      const ended = client.end().catch(() => undefined);
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
      dropConnection(client);
    },
  };
}

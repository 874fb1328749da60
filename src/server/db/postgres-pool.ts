import pg from "pg";
import { errorKind } from "../lib/error-kind";
import {
  createAvailability,
  type DatabaseAvailability,
  type DatabaseLog,
  DatabaseUnavailableError,
} from "./availability";

/** How long PostgreSQL may take before the app stops waiting (README: DATABASE_*_TIMEOUT_MS). */
export interface PostgresTimeouts {
  /** Opening a connection (TCP, start-up, authentication), or waiting for a free one of the pool's. */
  connectMs: number;
  /** `statement_timeout`: the server cancels a statement that runs longer. */
  statementMs: number;
  /** `idle_in_transaction_session_timeout`: the server ends a session stuck in an open transaction. */
  idleInTransactionMs: number;
  /** Between two tries to reach a database found unreachable. */
  probeIntervalMs: number;
}

export const DEFAULT_TIMEOUTS: PostgresTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  idleInTransactionMs: 60_000,
  probeIntervalMs: 1_000,
};
/**
 * A query's answer is waited for this much longer than the server's own statement timeout: a server
 * that is there cancels the statement first, so a query still unanswered by then has lost its server.
 */
const QUERY_TIMEOUT_MARGIN_MS = 2_000;
/** TCP keepalive on every connection, so one that died in silence is noticed even while idle. */
const KEEPALIVE_DELAY_MS = 10_000;
const APPLICATION_NAME = "forget-me-not";

export interface PostgresPool {
  pool: pg.Pool;
  availability: DatabaseAvailability;
  /** A connection of its own, outside the pool (LISTEN, migrations): no statement timeout unless asked. */
  openConnection(options?: { queryTimeoutMs?: number }): Promise<pg.Client>;
  setLog(log: DatabaseLog): void;
  close(): Promise<void>;
}

/** Closes a connection at once, without the goodbye a silent server would never answer. */
export function dropConnection(client: pg.Client) {
  client.connection?.stream?.destroy();
}

/** Until the app's logger takes over: a line with the error's kind, never its details. */
const consoleLog: DatabaseLog = {
  warn: (details, message) => console.warn(withKind(details, message)),
  info: (details, message) => console.log(withKind(details, message)),
};
function withKind(details: object, message: string) {
  const kind = Object.values(details).join(" ");
  return kind ? `${message} (${kind})` : message;
}

/**
 * node-postgres for the app, hardened against a database that blinks (ADR 0016):
 * - every client has an `error` listener, so a connection that drops (idle in the pool, or held by
 *   a transaction, a job's lock or LISTEN) never becomes an unhandled `error` event that ends the
 *   process; the pool drops the broken client and logs only the error's kind (the driver's error
 *   carries the user, host, port and database name);
 * - connections time out, statements time out on the server, and a query the server leaves
 *   unanswered past that times out in the app and closes its connection (a network partition);
 * - a call that finds the server unreachable opens the circuit (`availability`): further calls fail
 *   at once with `DatabaseUnavailableError` (503 and `Retry-After`) until a probe gets through.
 */
export function createPostgresPool(
  connectionString: string,
  timeouts: PostgresTimeouts = DEFAULT_TIMEOUTS,
  max = 10,
): PostgresPool {
  let log = consoleLog;
  const connectionSettings = {
    connectionString,
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    application_name: APPLICATION_NAME,
  };

  async function openConnection(options: { queryTimeoutMs?: number } = {}) {
    const client = new pg.Client({
      ...connectionSettings,
      ...(options.queryTimeoutMs ? { query_timeout: options.queryTimeoutMs } : {}),
    });
    // Whoever holds it learns of a lost connection from its next call (or listens for `end` itself).
    client.on("error", () => undefined);
    try {
      await client.connect();
    } catch (error) {
      availability.failed(error);
      throw error;
    }
    return client;
  }

  const availability = createAvailability({
    probeIntervalMs: timeouts.probeIntervalMs,
    log: () => log,
    async probe() {
      const client = new pg.Client({ ...connectionSettings, query_timeout: timeouts.connectMs });
      client.on("error", () => undefined);
      try {
        await client.connect();
        await client.query("select 1");
      } catch (error) {
        dropConnection(client);
        throw error;
      }
      client.end().catch(() => undefined);
    },
  });

  const GuardedClient = guardedClientClass((error) => availability.failed(error));
  const pool = new GuardedPool(
    {
      ...connectionSettings,
      max,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + QUERY_TIMEOUT_MARGIN_MS,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      Client: GuardedClient as unknown as new () => pg.ClientBase,
    },
    availability,
  );
  // An idle client whose connection dropped: the pool has already removed it; the next call connects anew.
  pool.on("error", (error) => log.warn({ ...errorKind(error) }, "idle database connection lost and dropped"));

  return {
    pool,
    availability,
    openConnection,
    setLog(value) {
      log = value;
    },
    async close() {
      availability.close();
      await pool.end();
    },
  };
}

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

/** The pool, refusing at once while the database is known to be unreachable. */
class GuardedPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly availability: DatabaseAvailability,
  ) {
    super(config);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  // pg-pool's `query` checks out its client through this method too.
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (this.availability.down) {
      const error = new DatabaseUnavailableError();
      if (!callback) return Promise.reject(error);
      process.nextTick(() => callback(error, undefined, () => undefined));
      return undefined;
    }
    if (!callback) {
      return super.connect().catch((error: unknown) => {
        this.availability.failed(error);
        throw error;
      });
    }
    super.connect(((error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => {
      if (error) this.availability.failed(error);
      callback(error, client, done);
    }) as never);
    return undefined;
  }
}

/**
 * The pool's clients: each always has an `error` listener (a checked-out client has none of the
 * pool's), and a query left unanswered past its timeout closes the connection, so a silent
 * connection is never handed out again. Every failed query is reported to the circuit breaker.
 */
function guardedClientClass(reportFailure: (error: unknown) => void) {
  return class GuardedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super(config);
      // The caller of the query in progress gets the error; the pool drops the client on release.
      this.on("error", () => undefined);
    }

    // biome-ignore lint/suspicious/noExplicitAny: node-postgres's query has a dozen overloads; all pass through.
    override query(...args: any[]): any {
      const last = args.at(-1);
      if (typeof last === "function") {
        args[args.length - 1] = (error: Error | undefined, result: unknown) => {
          if (error) this.failed(error);
          last(error, result);
        };
        // biome-ignore lint/suspicious/noExplicitAny: as above
        return (super.query as any)(...args);
      }
      // biome-ignore lint/suspicious/noExplicitAny: as above
      const result = (super.query as any)(...args);
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        this.failed(error);
        throw error;
      });
    }

    private failed(error: unknown) {
      if ((error as { message?: unknown })?.message === "Query read timeout") dropConnection(this);
      reportFailure(error);
    }
  };
}

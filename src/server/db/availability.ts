import { databaseErrorCode, errorKind } from "../lib/error-kind";

/** Seconds a client is asked to wait (`Retry-After`) when a request fails because the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** Thrown instead of touching PostgreSQL while it is known to be unreachable (answered 503). */
export class DatabaseUnavailableError extends Error {
  constructor(message = "The database is unreachable") {
    super(message);
    this.name = "DatabaseUnavailableError";
  }
}

/** What node-postgres and pg-pool say when the server cannot be reached (they set no code). */
const UNREACHABLE_MESSAGES = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "timeout expired",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
]);
const UNREACHABLE_NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** SQLSTATEs of a server going away (class 08, shutdowns) rather than of the query. */
const UNREACHABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03"]);
/** The server answered, but could not take the work now: a statement timeout, no connection slot. */
const BUSY_SQLSTATES = new Set(["57014", "53300", "25P03"]);
/** pg-pool's own wording when every connection stayed busy for the whole connection timeout. */
const POOL_EXHAUSTED = "timeout exceeded when trying to connect";

/**
 * Why a database call failed, when the reason is the database's availability rather than the
 * request: "unreachable" (no connection, or it dropped or went silent) or "busy" (a timeout the
 * server or the pool applied). Null for anything else, e.g. a constraint violation.
 * Drizzle wraps driver errors, so the whole `cause` chain is looked at.
 */
export function databaseOutage(error: unknown): "unreachable" | "busy" | null {
  let busy = false;
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return "unreachable";
    const message = (current as { message?: unknown }).message;
    const code = (current as { code?: unknown }).code;
    if (typeof message === "string" && UNREACHABLE_MESSAGES.has(message)) return "unreachable";
    if (typeof code === "string" && UNREACHABLE_NODE_CODES.has(code)) return "unreachable";
    if (message === POOL_EXHAUSTED) busy = true;
    current = (current as { cause?: unknown }).cause;
  }
  const sqlState = databaseErrorCode(error);
  if (sqlState && (sqlState.startsWith("08") || UNREACHABLE_SQLSTATES.has(sqlState))) return "unreachable";
  if (busy || (sqlState && BUSY_SQLSTATES.has(sqlState))) return "busy";
  return null;
}

export interface DatabaseLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface DatabaseAvailability {
  /** True from a failure that says the database is unreachable until a probe reaches it again. */
  readonly down: boolean;
  /** Reports a failed call; an "unreachable" one marks the database down and starts probing. */
  failed(error: unknown): void;
  close(): void;
}

export interface AvailabilityOptions {
  /** Reaches the database on a connection of its own (never the pool's): resolves when it answered. */
  probe(): Promise<void>;
  probeIntervalMs: number;
  log(): DatabaseLog;
}

/**
 * A circuit breaker for the database. Once a call finds it unreachable (a connection that cannot be
 * made, dropped mid-query or went silent past its timeout), calls fail at once with
 * `DatabaseUnavailableError` instead of each waiting out its own timeout, and a probe tries a fresh
 * connection every `probeIntervalMs` until one answers: then calls go through again, by themselves.
 */
export function createAvailability(options: AvailabilityOptions): DatabaseAvailability {
  let down = false;
  let probing = false;
  let closed = false;
  let wake: (() => void) | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function probeUntilUp() {
    if (probing) return;
    probing = true;
    while (down && !closed) {
      try {
        await options.probe();
        if (closed) break;
        down = false;
        options.log().info({}, "database reachable again");
      } catch {
        await pause(options.probeIntervalMs);
      }
    }
    probing = false;
  }

  return {
    get down() {
      return down;
    },
    failed(error) {
      if (closed || down || databaseOutage(error) !== "unreachable") return;
      down = true;
      // The kind only: a driver's error carries the connection's user, host, port and database.
      options.log().warn({ ...errorKind(error) }, "database unreachable: answering 503 until it is back");
      void probeUntilUp();
    },
    close() {
      closed = true;
      wake?.();
    },
  };
}

/**
 * What may be logged about an error: its kind, never its message or stack. Driver messages
 * quote the values of a query (names, addresses, preferences) and Drizzle's "Failed query"
 * message spans several lines with the parameters in them, so neither ever reaches a log.
 */
export interface ErrorKind {
  errorName: string;
  /** The driver's code (a PostgreSQL SQLSTATE such as 23505), or Node's / Fastify's code. */
  errorCode?: string;
}

/** The SQLSTATE of a database error, whether thrown by the driver or wrapped by Drizzle (in `cause`). */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function errorKind(error: unknown): ErrorKind {
  if (!error || typeof error !== "object") return { errorName: typeof error };
  const name = (error as { name?: unknown }).name;
  const ownCode = (error as { code?: unknown }).code;
  const errorCode = databaseErrorCode(error) ?? (typeof ownCode === "string" ? ownCode.slice(0, 60) : undefined);
  return { errorName: typeof name === "string" ? name.slice(0, 60) : "Error", ...(errorCode ? { errorCode } : {}) };
}

/** Database errors that mean "another request changed this at the same time": answered 409, not 500. */
export const CONCURRENT_CHANGE_CODES: ReadonlySet<string> = new Set([
  "23505", // unique_violation
  "23503", // foreign_key_violation
  "40001", // serialization_failure
  "40P01", // deadlock_detected
]);

export const isUniqueViolation = (error: unknown) => databaseErrorCode(error) === "23505";

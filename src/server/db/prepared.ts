import type { DbOrTx } from "./client";

const cache = new WeakMap<object, Map<string, unknown>>();

/**
 * A query prepared once per database handle and reused: the hot reads (every signed-in request's
 * session lookup, the subscription list) skip Drizzle's query building and the database's planning
 * on each call. `build` receives the handle and returns Drizzle's `.prepare(name)` result.
 */
export function prepared<T>(db: DbOrTx, name: string, build: (db: DbOrTx) => T): T {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  let query = byName.get(name) as T | undefined;
  if (!query) {
    query = build(db);
    byName.set(name, query);
  }
  return query;
}

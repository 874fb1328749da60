import { fileURLToPath } from "node:url";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";
import { dropConnection } from "./postgres-pool";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
/** Any fixed number: only one instance migrates at a time. */
const MIGRATION_LOCK = 727_001;

/**
 * Applies the committed migrations; safe to run at every start and from many instances. On
 * PostgreSQL they run on a connection of their own that holds the lock, without the pool's statement
 * timeout (building an index on a big table may take minutes).
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: the driver-specific type is erased in Database
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  const client = await database.openConnection!();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    await client.end();
  } catch (error) {
    // Closing the connection gives the lock back (and rolls back a migration cut short).
    dropConnection(client);
    throw error;
  }
}

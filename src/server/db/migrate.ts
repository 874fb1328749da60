import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
/** Any fixed number: only one instance migrates at a time. */
const MIGRATION_LOCK = 727_001;

/** Applies the committed migrations; safe to run at every start and from many instances. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: the driver-specific type is erased in Database
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    // biome-ignore lint/suspicious/noExplicitAny: see above
    await migratePg(database.db as any, { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
  await database.db.execute(sql`select 1`);
}

import pg from "pg";

/**
 * A fresh PostgreSQL database for one bench run, named `<prefix>_<pid>` (never the one DATABASE_URL
 * names, which is only used to reach the server); `drop` removes it.
 */
export async function freshPostgres(databaseUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}`;
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const benchUrl = new URL(databaseUrl);
  benchUrl.pathname = `/${name}`;
  return {
    url: benchUrl.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The database for one run of servers: on DATABASE_URL a fresh PostgreSQL database of the run's own,
 * so runs never inherit each other's rows (the app's jobs, for one, would generate orders for every
 * earlier run's subscriptions while this one is measured); otherwise each server's own PGlite. `done` drops it once the
 * servers have been told to stop (with force: a server still preparing loses its connections).
 */
export async function runDatabase(prefix: string) {
  const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL, prefix) : null;
  return {
    env: postgres ? { DATABASE_URL: postgres.url } : {},
    async done() {
      if (!postgres) return;
      await new Promise((resolve) => setTimeout(resolve, 2_000)); // let the servers finish stopping
      await postgres.drop();
    },
  };
}

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

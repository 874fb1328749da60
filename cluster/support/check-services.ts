import { existsSync } from "node:fs";
import pg from "pg";
import { DEFAULT_DATABASE_URL } from "./fleet-database";
import { NGINX_BINARY } from "./nginx";
import { claimRedisSlot } from "./redis-slot";

/** Before any fleet starts: one clear message when PostgreSQL, Redis or nginx is missing. */
export default async function checkServices() {
  const problems: string[] = [];
  const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    problems.push(
      `PostgreSQL is not reachable at ${new URL(databaseUrl).host} (${(error as Error).message}); set DATABASE_URL`,
    );
  } finally {
    await client.end().catch(() => {});
  }
  try {
    await (await claimRedisSlot()).release();
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (!existsSync(NGINX_BINARY))
    problems.push(`nginx is not installed at ${NGINX_BINARY} (apt-get install nginx, or set NGINX_BINARY)`);
  if (problems.length > 0) throw new Error(`The cluster tests cannot run:\n- ${problems.join("\n- ")}`);
}

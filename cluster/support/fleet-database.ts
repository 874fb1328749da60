import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";
import { seedCatalogue } from "../../src/server/db/seed/catalogue-seed";

export const DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";

export interface FleetDatabase {
  /** DATABASE_URL for the instances. */
  url: string;
  name: string;
  /** Drops it (connections still open are ended). */
  drop(): Promise<void>;
}

/** The server's address with another database name. */
function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${new URL(serverUrl).host} (${(error as Error).message}): the cluster tests need one (set DATABASE_URL)`,
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * One migrated, seeded template while this process has fleets; each fleet's database is a copy
 * (CREATE DATABASE … TEMPLATE), and the last one dropped drops the template too.
 */
let template: Promise<string> | undefined;
let copies = 0;

async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `fmn_fleet_template_${process.pid}`;
  await admin(serverUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name) });
  try {
    await runMigrations(database);
    await seedCatalogue(database.db);
  } finally {
    await database.close();
  }
  return name;
}

/** A database of the fleet's own on the PostgreSQL server of DATABASE_URL (else the local test server). */
export async function createFleetDatabase(serverUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL) {
  template ??= migratedTemplate(serverUrl).catch((error) => {
    template = undefined;
    throw error;
  });
  const source = await template;
  const name = `fmn_fleet_${process.pid}_${randomBytes(4).toString("hex")}`;
  await admin(serverUrl, (client) => client.query(`create database ${name} template ${source}`));
  copies++;
  return {
    url: withDatabase(serverUrl, name),
    name,
    async drop() {
      await admin(serverUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
        if (--copies === 0 && template) {
          template = undefined;
          await client.query(`drop database if exists ${source} with (force)`);
        }
      });
    },
  } satisfies FleetDatabase;
}

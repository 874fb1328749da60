import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { type BuildAppOptions, buildApp } from "../../src/server/app";
import { type Database, openDatabase } from "../../src/server/db/client";

/**
 * PostgreSQL only (DATABASE_URL set): the URL of a new copy of the migrated, seeded template database,
 * for a test that connects to it its own way (through a proxy, from a child process). The run's
 * global teardown drops it.
 */
export async function copyTestDatabase(): Promise<string> {
  const template = inject("postgresTemplate");
  const databaseUrl = process.env.DATABASE_URL;
  if (!template || !databaseUrl) throw new Error("copyTestDatabase needs DATABASE_URL (PostgreSQL)");
  const name = `${template}_copy_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh copy of the migrated, seeded template database for this test file. */
export async function openTestDatabase(): Promise<Database> {
  if (inject("postgresTemplate") && process.env.DATABASE_URL) {
    return openDatabase({ databaseUrl: await copyTestDatabase() });
  }
  const dump = readFileSync(inject("pgliteTemplatePath"));
  return openDatabase({ dataDir: "memory://", loadDataDir: new Blob([dump]) });
}

/** Port 9 (discard) on loopback: nothing listens there, so a connection is refused at once. */
const OFFLINE_SOCIAL = {
  mastodon: "http://127.0.0.1:9",
  bluesky: "http://127.0.0.1:9",
  reddit: "http://127.0.0.1:9",
};

/** The whole API on its own database copy; closed after the file's tests. */
export async function createTestApp(overrides: Partial<BuildAppOptions> = {}) {
  const database = await openTestDatabase();
  const app = await buildApp({
    database,
    webDistDir: null,
    rateLimitScale: 1000,
    ...overrides,
    // Tests never reach the real platforms: unless a test points one at its stub, it is a closed local port.
    dataTools: {
      ...overrides.dataTools,
      socialEndpoints: { ...OFFLINE_SOCIAL, ...overrides.dataTools?.socialEndpoints },
    },
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return app;
}

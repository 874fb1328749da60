import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";
import { seedCatalogue } from "../../src/server/db/seed/catalogue-seed";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one template database per run; every test file then starts from a copy
 * (a PGlite data dump, or CREATE DATABASE … TEMPLATE on PostgreSQL when DATABASE_URL is set).
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const templateName = `fmn_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName}`);
    await admin.query(`create database ${templateName}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${templateName}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await runMigrations(database);
    await seedCatalogue(database.db);
    await database.close();
    project.provide("postgresTemplate", templateName);
    project.provide("pgliteTemplatePath", "");
    return async () => {
      const rows = await admin.query<{ datname: string }>(
        // Only this run's copies (named after its template): another run's, on the same server, are left alone.
        "select datname from pg_database where datname like $1 or datname = $2",
        [`${templateName}_copy_%`, templateName],
      );
      for (const row of rows.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ dataDir: "memory://" });
  await runMigrations(database);
  await seedCatalogue(database.db);
  // Uncompressed: every test file loads it, and gunzipping it each time cost about 0.4 s of CPU per file.
  const dump = await database.pglite!.dumpDataDir("none");
  await database.close();
  const dir = fileURLToPath(new URL("../../.tmp", import.meta.url));
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplatePath", path);
  project.provide("postgresTemplate", "");
  return () => rmSync(path, { force: true });
}

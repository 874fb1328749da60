// The baseline server's process. Its database is prepared exactly like the app's: the same open,
// migrations and catalogue seed as src/server/main.ts (on DATABASE_URL, the very same database),
// then the same customers and checkouts made through the app's own API (served from this process
// only while preparing). Then the app is closed and a bare Fastify server answers with raw SQL.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../src/server/app";
import { openDatabase } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";
import { seedCatalogue } from "../../src/server/db/seed/catalogue-seed";
import { prepareCustomers } from "../customer-data";
import { baselineApp } from "./baseline-app";
import { rawDriver } from "./raw-driver";

const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "fmn-baseline-"));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: join(dataDir, "pglite") });
await runMigrations(database);
await seedCatalogue(database.db);

const preparing = await buildApp({ database, webDistDir: null });
const preparingUrl = await preparing.listen({ port: 0, host: "127.0.0.1" });
const customers = await prepareCustomers(preparingUrl, Number(process.env.BENCH_OPEN_CHECKOUTS ?? 0));
await preparing.close();

const baseline = baselineApp(rawDriver(database), customers);
const address = await baseline.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
console.log(`baseline listening ${address}`);
process.on(
  "SIGTERM",
  () =>
    void baseline
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);

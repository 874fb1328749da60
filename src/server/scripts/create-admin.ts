// `npm run admin:create -- email password`: create or update a staff account from the command line.
import { resolve } from "node:path";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";

const [email, password] = process.argv.slice(2);
if (!email || !password || password.length < 8) {
  console.error("Usage: npm run admin:create -- email password   (password of 8 characters or more)");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR, "pglite") });
await runMigrations(database);
const app = await buildApp({ database, webDistDir: null });
await app.services.auth.ensureAdmin(email, password);
await app.close();
await database.close();
console.log(`Staff account ${email.toLowerCase()} is ready.`);

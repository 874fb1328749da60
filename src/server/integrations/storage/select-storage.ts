import { resolve } from "node:path";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { databaseStorage } from "./database-storage";
import { diskStorage } from "./disk-storage";
import type { FileStorage } from "./file-storage";

/**
 * PostgreSQL (DATABASE_URL) may be shared by several instances, so the files go in it too; the
 * embedded database is one instance's alone, so its files sit beside it on disk (ADR 0011).
 */
export function fileStorageFor(config: Pick<Config, "DATABASE_URL" | "DATA_DIR">, database: Database): FileStorage {
  return config.DATABASE_URL ? databaseStorage(database.db) : diskStorage(resolve(config.DATA_DIR, "uploads"));
}

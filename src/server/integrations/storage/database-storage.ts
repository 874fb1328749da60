import { asc, eq, like } from "drizzle-orm";
import type { Db } from "../../db/client";
import { storedFiles } from "../../db/schema";
import { assertSafeKey, type FileStorage } from "./file-storage";

/**
 * Files as rows of `stored_files` (bytea): every app instance on one PostgreSQL sees every file
 * (PRODUCT.md "Vendors"). Uploaded images are small after re-encoding (tens to a few hundred KB a
 * size) and served with a year's caching, so the database is read about once per file per cache.
 */
export function databaseStorage(db: Db): FileStorage {
  return {
    kind: "database",
    async put(key, data, contentType) {
      assertSafeKey(key);
      await db
        .insert(storedFiles)
        .values({ key, contentType, data })
        .onConflictDoUpdate({ target: storedFiles.key, set: { contentType, data } });
    },
    async get(key) {
      const [row] = await db
        .select({ data: storedFiles.data, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      return row ?? null;
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
    async list(prefix = "") {
      // LIKE's wildcards taken literally: keys may hold "_" (assertSafeKey).
      const pattern = `${prefix.replaceAll("\\", "\\\\").replaceAll("%", "\\%").replaceAll("_", "\\_")}%`;
      const rows = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(like(storedFiles.key, pattern))
        .orderBy(asc(storedFiles.key));
      return rows.map((row) => row.key);
    },
  };
}

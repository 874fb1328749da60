import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../../test/support/test-app";
import { databaseStorage } from "./database-storage";
import { diskStorage } from "./disk-storage";
import type { FileStorage } from "./file-storage";
import { memoryStorage } from "./memory-storage";
import { fileStorageFor } from "./select-storage";

const database = await openTestDatabase();
afterAll(() => database.close());
const diskRoot = join(mkdtempSync(join(tmpdir(), "fmn-storage-")), "uploads");

const storages: Record<string, FileStorage> = {
  memory: memoryStorage(),
  disk: diskStorage(diskRoot),
  // PGlite by default; PostgreSQL when DATABASE_URL is set.
  database: databaseStorage(database.db),
};

/** Every byte value, a NUL at each end, and some random bytes: what a bytea or a file must keep exactly. */
const awkwardBytes = Buffer.concat([
  Buffer.from([0]),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  randomBytes(100_000),
  Buffer.from([0]),
]);

for (const [name, storage] of Object.entries(storages)) {
  describe(`${name} storage`, () => {
    it("round-trips bytes exactly, replaces on a second put, and deletes", async () => {
      const key = `${name}_a-b/800.webp`;
      expect(await storage.get(key)).toBeNull();
      await storage.put(key, awkwardBytes, "image/webp");
      const file = await storage.get(key);
      expect(file?.contentType).toBe("image/webp");
      expect(Buffer.compare(file!.data, awkwardBytes)).toBe(0);
      await storage.put(key, Buffer.from("second"), "image/webp");
      expect((await storage.get(key))!.data.toString()).toBe("second");
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      await storage.delete(key); // a missing file is not an error
    });

    it("lists keys by prefix, taking `_` and `%` literally", async () => {
      await storage.put("x_1/400.webp", Buffer.from("1"), "image/webp");
      await storage.put("x_1/800.webp", Buffer.from("2"), "image/webp");
      await storage.put("xa1/400.webp", Buffer.from("3"), "image/webp");
      expect(await storage.list("x_1/")).toEqual(["x_1/400.webp", "x_1/800.webp"]);
      expect(await storage.list("x%")).toEqual([]);
      expect(await storage.list()).toEqual(expect.arrayContaining(["x_1/400.webp", "x_1/800.webp", "xa1/400.webp"]));
    });

    it("refuses keys that could leave its folder or hold odd characters", async () => {
      for (const key of [
        "../outside.webp",
        "uploads/../../outside.webp",
        "/etc/passwd",
        "uploads//a.webp",
        "uploads/a\\b.webp",
        "uploads/a\u0000.webp",
        "uploads/./a.webp",
        "",
        `uploads/${"a".repeat(300)}.webp`,
      ]) {
        await expect(storage.put(key, Buffer.from("x"), "image/webp"), JSON.stringify(key)).rejects.toThrow(
          "Invalid storage key",
        );
      }
    });
  });
}

describe("disk storage", () => {
  it("writes under its root only, leaving no partial files", async () => {
    await storages.disk!.put("abc/400.webp", Buffer.from("x"), "image/webp");
    expect(existsSync(join(diskRoot, "abc/400.webp"))).toBe(true);
    expect(readdirSync(join(diskRoot, "abc"))).toEqual(["400.webp"]);
  });

  it("stores only types it can name again from the key", async () => {
    await expect(storages.disk!.put("abc/400.webp", Buffer.from("x"), "text/html")).rejects.toThrow();
    expect(await diskStorage(join(diskRoot, "missing")).list()).toEqual([]);
  });
});

describe("fileStorageFor", () => {
  it("keeps files in PostgreSQL when DATABASE_URL is set, else on disk under DATA_DIR", () => {
    expect(fileStorageFor({ DATABASE_URL: "postgres://x/y", DATA_DIR: "/tmp/d" }, database).kind).toBe("database");
    expect(fileStorageFor({ DATABASE_URL: undefined, DATA_DIR: "/tmp/d" }, database).kind).toBe("disk");
  });
});

import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { assertSafeKey, contentTypeOfKey, type FileStorage } from "./file-storage";

/**
 * Files under one folder (DATA_DIR/uploads), one file per key. The content type comes from the key's
 * extension, so only known extensions are stored. Each write goes to a temporary name first and is
 * renamed into place: a reader never sees half a file, even if the process dies mid-write.
 */
export function diskStorage(rootDir: string): FileStorage {
  const root = resolve(rootDir);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error("Invalid storage key");
    return path;
  };
  return {
    kind: "disk",
    async put(key, data, contentType) {
      const path = pathOf(key);
      if (contentTypeOfKey(key) !== contentType) throw new Error("The key's extension does not match its type");
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString("hex")}.partial`;
      try {
        await writeFile(temporary, data);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      const contentType = contentTypeOfKey(key);
      if (!contentType) return null;
      try {
        return { data: await readFile(path), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list(prefix = "") {
      let entries: string[];
      try {
        entries = await readdir(root, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      return entries
        .map((entry) => relative(root, join(root, entry)).split(sep).join("/"))
        .filter((key) => contentTypeOfKey(key) && !key.endsWith(".partial") && key.startsWith(prefix))
        .sort();
    },
  };
}

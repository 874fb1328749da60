import { assertSafeKey, type FileStorage, type StoredFile } from "./file-storage";

/** Files in a Map: for tests, and nothing else (lost on restart, not shared between instances). */
export function memoryStorage(): FileStorage {
  const files = new Map<string, StoredFile>();
  return {
    kind: "memory",
    async put(key, data, contentType) {
      assertSafeKey(key);
      files.set(key, { data: Buffer.from(data), contentType });
    },
    async get(key) {
      const file = files.get(key);
      return file ? { data: Buffer.from(file.data), contentType: file.contentType } : null;
    },
    async delete(key) {
      files.delete(key);
    },
    async list(prefix = "") {
      return [...files.keys()].filter((key) => key.startsWith(prefix)).sort();
    },
  };
}

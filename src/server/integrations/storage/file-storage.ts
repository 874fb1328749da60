/**
 * Where uploaded files' bytes live (PRODUCT.md "Vendors"): on disk under DATA_DIR by default, in
 * PostgreSQL when several instances share it, in memory for tests. Callers see one interface; the
 * metadata (who uploaded what, its sizes) lives in the `uploads` table, not here.
 */
export interface FileStorage {
  readonly kind: "disk" | "database" | "memory";
  /** Stores (or replaces) the file at `key`. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file at `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file at `key`; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every key starting with `prefix` (tests count them; a clean-up job could sweep with it). */
  list(prefix?: string): Promise<string[]>;
}

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/**
 * Keys are made by the app (`<random id>/<width>.webp`), never from a client's file name;
 * this check is the disk storage's second line against a path that climbs out of its folder.
 */
const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*(\.[a-z0-9]+)?$/;

export function assertSafeKey(key: string): void {
  if (key.length > 200 || !KEY_PATTERN.test(key)) throw new Error("Invalid storage key");
}

/** Content types the storages know by a key's extension (the disk keeps no other record of them). */
export const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
};

export function contentTypeOfKey(key: string): string | undefined {
  const dot = key.lastIndexOf(".");
  return dot < 0 ? undefined : CONTENT_TYPES[key.slice(dot)];
}

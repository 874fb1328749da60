import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { StartupProblem } from "./startup-problem";

/** "EACCES: permission denied, mkdir '/x'" → "permission denied (EACCES)". */
function reasonOf(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  const description = /^[A-Z]+: ([^,]+)/.exec(message ?? "")?.[1];
  return description && code ? `${description} (${code})` : String(message ?? error);
}

/**
 * Creates each folder under DATA_DIR the server will write (the embedded database, uploads) and
 * writes a file in it, so a folder it cannot use stops the start with one clear line instead of a
 * database error halfway through opening.
 */
export function ensureWritableDataDir(dataDir: string, subfolders: string[]): void {
  const root = resolve(dataDir);
  for (const folder of [root, ...subfolders.map((name) => join(root, name))]) {
    try {
      mkdirSync(folder, { recursive: true });
      rmSync(mkdtempSync(join(folder, ".write-check-")), { recursive: true, force: true });
    } catch (error) {
      const where = folder === root ? "" : ` (at ${folder})`;
      throw new StartupProblem(
        `DATA_DIR ${root} is not writable${where}: ${reasonOf(error)}; set DATA_DIR to a folder this user can write`,
      );
    }
  }
}

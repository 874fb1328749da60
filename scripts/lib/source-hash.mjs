// One hash over every file a build reads, so a build whose inputs did not change is skipped.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * The hash of the folders' files (recursively, in a fixed order) and of the single files, paths
 * relative to `root` included so a rename counts; `skip(path)` leaves a file out.
 */
export function sourceHash(root, { dirs = [], files = [], skip = () => false }) {
  const hash = createHash("sha256");
  const walk = (dir) => {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (!skip(path)) hash.update(path).update(readFileSync(join(root, path)));
    }
  };
  for (const dir of dirs) walk(dir);
  for (const file of files) if (existsSync(join(root, file))) hash.update(file).update(readFileSync(join(root, file)));
  return hash.digest("hex");
}

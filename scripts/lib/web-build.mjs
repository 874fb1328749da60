// Builds the web app into dist/web when its sources changed since the last build (`npm start`,
// `npm run lighthouse`). The hash of every file the build reads is kept beside the build.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const root = new URL("../..", import.meta.url).pathname;
const stampFile = join(root, "dist/web/.source-hash");

/** Hash of every file the web build reads, so an unchanged tree skips the build. */
function sourceHash() {
  const hash = createHash("sha256");
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  for (const dir of ["src/web", "src/shared", "public"]) walk(join(root, dir));
  for (const file of ["vite.config.ts", "package-lock.json"])
    if (existsSync(join(root, file))) hash.update(readFileSync(join(root, file)));
  return hash.digest("hex");
}

/** Runs `vite build` unless dist/web is current. Returns the build's exit status (0 when skipped). */
export function buildWebAppIfChanged(log = console.log) {
  const wanted = sourceHash();
  const built = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
  if (wanted === built && existsSync(join(root, "dist/web/index.html"))) return 0;
  log("Building the web app…");
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) return result.status ?? 1;
  writeFileSync(stampFile, wanted);
  return 0;
}

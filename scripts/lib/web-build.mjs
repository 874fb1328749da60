// Builds the web app into dist/web when its sources changed since the last build (`npm start`,
// `npm run lighthouse`, `npm run build`). The hash of every file the build reads is kept beside the build.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sourceHash } from "./source-hash.mjs";

export const root = new URL("../..", import.meta.url).pathname;
const stampFile = join(root, "dist/web/.source-hash");

const webSourceHash = () =>
  sourceHash(root, { dirs: ["src/web", "src/shared", "public"], files: ["vite.config.ts", "package-lock.json"] });

/**
 * Runs `vite build` unless dist/web is current (always with `force`). Returns the build's exit
 * status (0 when skipped).
 */
export function buildWebAppIfChanged(log = console.log, { force = false } = {}) {
  const wanted = webSourceHash();
  const built = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
  if (!force && wanted === built && existsSync(join(root, "dist/web/index.html"))) return 0;
  log("Building the web app…");
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) return result.status ?? 1;
  writeFileSync(stampFile, wanted);
  return 0;
}

// `npm start`: build the web app when its sources changed since the last build, then serve the shop.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
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
  for (const file of ["vite.config.ts", "package-lock.json"]) if (existsSync(join(root, file))) hash.update(readFileSync(join(root, file)));
  return hash.digest("hex");
}

const wanted = sourceHash();
const built = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
if (wanted !== built || !existsSync(join(root, "dist/web/index.html"))) {
  console.log("Building the web app…");
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, wanted);
}

const server = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], { cwd: root, stdio: "inherit" });
process.exit(server.status ?? 0);

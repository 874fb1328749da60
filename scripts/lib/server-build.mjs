// Compiles the server into dist/server with esbuild (`npm run build`, `npm start`): one ESM bundle per
// entry, npm packages left to node_modules, source maps beside. Skipped when its sources did not change.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { build } from "esbuild";
import { sourceHash } from "./source-hash.mjs";

const root = new URL("../..", import.meta.url).pathname;
export const serverDist = join(root, "dist/server");
/** What `node` runs: the shop, and `npm run admin:create`. */
const ENTRIES = ["src/server/main.ts", "src/server/scripts/create-admin.ts"];
const stampFile = join(serverDist, ".source-hash");

/** The build's inputs: the server and shared sources (not their tests), the compiler settings, this script. */
const serverSourceHash = () =>
  sourceHash(root, {
    dirs: ["src/server", "src/shared"],
    files: ["tsconfig.json", "package-lock.json", "scripts/lib/server-build.mjs"],
    skip: (path) => /\.test\.tsx?$/.test(path),
  });

/** Where a source file's compiled copy would be: src/server/db/migrate.ts → dist/server/db/migrate.js. */
const mirrored = (file) => join(root, "dist", relative(join(root, "src"), file)).replace(/\.tsx?$/, ".js");

/**
 * A module that finds files from its own place (`new URL("./migrations", import.meta.url)`) is inside
 * a bundle elsewhere: its `import.meta.url` becomes the address its compiled copy would have. dist/
 * mirrors src/ at the same depth, so paths that climb to the project root (public/, dist/web) still
 * land there, and files beside a module (the migrations) are copied beside its mirrored place.
 */
const importMetaUrlPerModule = (outFile) => ({
  name: "import-meta-url-per-module",
  setup(esbuild) {
    esbuild.onLoad({ filter: /\/src\/.*\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      let path = relative(dirname(outFile), mirrored(args.path));
      if (!path.startsWith(".")) path = `./${path}`;
      const url = `new URL(${JSON.stringify(path)}, import.meta.url).href`;
      return { contents: source.replaceAll("import.meta.url", url), loader: args.path.endsWith("x") ? "tsx" : "ts" };
    });
  },
});

/** Writes through a temporary name, so a server starting meanwhile never reads half a file. */
function writeWhole(path, contents) {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/** Compiles every entry into dist/server and copies the migrations beside db/migrate's mirrored place. */
export async function buildServer() {
  const written = new Set();
  for (const entry of ENTRIES) {
    const outfile = mirrored(join(root, entry));
    const result = await build({
      absWorkingDir: root,
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      tsconfig: "tsconfig.json",
      sourcemap: true,
      write: false,
      logLevel: "warning",
      plugins: [importMetaUrlPerModule(outfile)],
    });
    for (const file of result.outputFiles) {
      writeWhole(file.path, file.contents);
      written.add(file.path);
    }
  }
  const migrations = join(serverDist, "db/migrations");
  rmSync(`${migrations}.tmp`, { recursive: true, force: true });
  cpSync(join(root, "src/server/db/migrations"), `${migrations}.tmp`, { recursive: true });
  rmSync(migrations, { recursive: true, force: true });
  renameSync(`${migrations}.tmp`, migrations);
  // Bundles of entries that no longer exist would run stale code.
  for (const name of readdirSync(serverDist, { recursive: true })) {
    const path = join(serverDist, name);
    if (/\.js(\.map)?$/.test(name) && !path.startsWith(migrations) && !written.has(path)) rmSync(path);
  }
}

/** Builds dist/server unless it is current. Returns 0, or 1 after printing why the build failed. */
export async function buildServerIfChanged(log = console.log, { force = false } = {}) {
  const wanted = serverSourceHash();
  const built = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
  if (!force && wanted === built && existsSync(join(serverDist, "main.js"))) return 0;
  log("Building the server…");
  try {
    await buildServer();
  } catch {
    // esbuild has printed the errors with their places.
    return 1;
  }
  writeWhole(stampFile, wanted);
  return 0;
}

import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: { alias: { "@shared": r("./src/shared"), "@web": r("./src/web") } },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "test/**/*.test.ts", "bench/**/*.test.ts"],
    globalSetup: ["./test/support/global-setup.ts"],
    pool: "forks",
    // On the embedded database, files share a worker's loaded modules instead of importing the whole
    // app again for each of ~200 files: 1,120 s instead of 1,650 s on the same loaded machine. Not on
    // PostgreSQL: its run spawns server processes with bounded waits (database-faults-process), and
    // once one missed its 15 s while sharing a worker with earlier files' leftovers.
    isolate: Boolean(process.env.DATABASE_URL),
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: { alias: { "@shared": r("./src/shared"), "@web": r("./src/web") } },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "test/**/*.test.ts", "bench/**/*.test.ts"],
    globalSetup: ["./test/support/global-setup.ts"],
    pool: "forks",
    // Files share a worker's loaded modules instead of importing the whole app again for each of ~200
    // files: the suite took 1,120 s instead of 1,650 s on the same loaded machine. Every file builds
    // its own app and database, so no test state crosses files.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

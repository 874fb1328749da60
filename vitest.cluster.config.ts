import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * `npm run test:cluster`: the shop as a fleet (cluster/**): three app processes behind nginx on one
 * PostgreSQL database and Redis. Needs PostgreSQL (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test),
 * Redis (REDIS_URL, else redis://127.0.0.1:6379) and nginx (/usr/sbin/nginx). Not part of `npm test`.
 * One file at a time: each starts its own fleet, and a fleet is several processes.
 */
export default defineConfig({
  resolve: { alias: { "@shared": r("./src/shared"), "@web": r("./src/web") } },
  test: {
    include: ["cluster/**/*.test.ts"],
    globalSetup: ["./cluster/support/check-services.ts"],
    pool: "forks",
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});

import { defineConfig } from "vitest/config";

/**
 * Browser journeys (e2e/*.e2e.ts) against a running shop; started by `npm run test:e2e`
 * (scripts/e2e.mjs), which supplies E2E_BASE_URL and the staff credentials.
 * E2E_WORKERS files at a time (1 unless set): each launches its own Chromium and the machine has two cores.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1) || 1);
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    pool: "forks",
    fileParallelism: workers > 1,
    maxWorkers: workers,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    expect: { poll: { timeout: 10_000, interval: 100 } },
    reporters: ["default"],
  },
});

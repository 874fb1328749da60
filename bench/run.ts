// `npm run bench`: throughput of the app's routes as ratios of a bare Fastify hello-world and,
// for the two database routes, of a raw-driver baseline doing the same SQL (bench/baseline/),
// all measured in the same run in alternating rounds; plus the home page's JavaScript weight.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { UNBATCHED_PREFIX } from "./baseline/baseline-app";
import { homePageJavaScript, largestImage } from "./bundle-size";
import { type BenchCustomers, confirmCheckouts, prepareCustomers } from "./customer-data";
import { CONFIRMATIONS_PER_ROUND, median, ROUNDS, requestsPerSecond, SECONDS } from "./measure";
import { startApp, startBaseline, startHelloWorld } from "./servers";

const distDir = fileURLToPath(new URL("../dist/web", import.meta.url));

const LIST = "GET /api/subscriptions (12 subscriptions)";
const CONFIRM = "POST /api/checkout/{id}/test-payment";
const RAW_LIST = "raw SQL: the list's reads";
const RAW_CONFIRM = "raw SQL: a confirmation's writes";
const RAW_CONFIRM_EACH = "raw SQL: …without batching";

/** Each app route's raw-driver baseline, and the share of it the route should reach. */
const BASELINES: Record<string, { baseline: string; goal: number }> = {
  [LIST]: { baseline: RAW_LIST, goal: 0.7 },
  [CONFIRM]: { baseline: RAW_CONFIRM, goal: 0.6 },
};
const HELLO_WORLD_GOALS: Record<string, number> = {
  "page (non-database route, GET /how-it-works)": 0.5,
  "GET /api/gift-boxes": 0.4,
};

// The baselines batch where the app does (session lookups, group commit). The variant without any
// batching (one transaction per request) only shows what that buys: a quarter of the confirmations
// is enough to time it, and keeps the run (and the preparation) short.
const EACH_PER_ROUND = Math.ceil(CONFIRMATIONS_PER_ROUND / 4);

const percent = (ratio: number) => `${(ratio * 100).toFixed(1).padStart(5)}%`;
const verdict = (ratio: number, goal: number | undefined) => (goal === undefined ? "" : ` (goal ≥ ${goal * 100}%: ${ratio >= goal ? "met" : "MISSED"})`);

async function main() {
  console.log("Building the web app…");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);

  const [app, hello] = await Promise.all([startApp(), startHelloWorld()]);
  // The baseline prepares its own database (on DATABASE_URL, the app's) while the app gets its customers.
  const baselineCheckouts = (CONFIRMATIONS_PER_ROUND + EACH_PER_ROUND) * ROUNDS;
  const baselineStarting = startBaseline(baselineCheckouts);
  baselineStarting.catch(() => {});
  try {
    console.log(`Preparing ${CONFIRMATIONS_PER_ROUND * ROUNDS} open checkouts on the app and ${baselineCheckouts} on the baseline…`);
    const ours = await prepareCustomers(app.url, CONFIRMATIONS_PER_ROUND * ROUNDS);
    const baseline = await baselineStarting;
    const raw = (await (await fetch(`${baseline.url}/fixtures`)).json()) as BenchCustomers;

    const gets: Record<string, { url: string; headers?: Record<string, string> }> = {
      "hello-world": { url: `${hello.url}/` },
      "page (non-database route, GET /how-it-works)": { url: `${app.url}/how-it-works` },
      "GET /api/gift-boxes": { url: `${app.url}/api/gift-boxes` },
      "GET /api/gift-boxes/1": { url: `${app.url}/api/gift-boxes/1` },
      [LIST]: { url: `${app.url}/api/subscriptions`, headers: { cookie: ours.listBuyer } },
      [RAW_LIST]: { url: `${baseline.url}/api/subscriptions`, headers: { cookie: raw.listBuyer } },
    };
    for (const { url, headers } of Object.values(gets)) await requestsPerSecond(url, headers, 1); // warm up
    const samples: Record<string, number[]> = Object.fromEntries([...Object.keys(gets), CONFIRM, RAW_CONFIRM, RAW_CONFIRM_EACH].map((k) => [k, []]));
    // Each round confirms its own slice of distinct open checkouts on each server.
    const ourOpen = [...ours.openCheckoutIds];
    const rawOpen = [...raw.openCheckoutIds];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, { url, headers }] of Object.entries(gets)) samples[name]!.push(await requestsPerSecond(url, headers));
      samples[CONFIRM]!.push(await confirmCheckouts(app.url, ours.checkoutBuyer, ourOpen.splice(0, CONFIRMATIONS_PER_ROUND)));
      samples[RAW_CONFIRM]!.push(await confirmCheckouts(baseline.url, raw.checkoutBuyer, rawOpen.splice(0, CONFIRMATIONS_PER_ROUND)));
      samples[RAW_CONFIRM_EACH]!.push(await confirmCheckouts(baseline.url, raw.checkoutBuyer, rawOpen.splice(0, EACH_PER_ROUND), 20, UNBATCHED_PREFIX));
      console.log(`round ${round + 1}/${ROUNDS} done`);
    }

    const helloWorld = median(samples["hello-world"]!);
    console.log(
      `\nThroughput on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"} (median of ${ROUNDS} alternating rounds of ${SECONDS}s, 20 connections; confirmations: ${CONFIRMATIONS_PER_ROUND} distinct checkouts a round, ${EACH_PER_ROUND} without batching)`,
    );
    for (const [name, values] of Object.entries(samples)) {
      const rps = median(values);
      const ofHello = `${percent(rps / helloWorld)} of hello-world${verdict(rps / helloWorld, HELLO_WORLD_GOALS[name])}`;
      const goal = BASELINES[name];
      const ofBaseline = goal ? `, ${percent(rps / median(samples[goal.baseline]!))} of its raw-SQL baseline${verdict(rps / median(samples[goal.baseline]!), goal.goal)}` : "";
      console.log(`  ${name.padEnd(48)} ${rps.toFixed(0).padStart(7)} req/s ${ofHello}${ofBaseline}`);
    }

    const js = homePageJavaScript(distDir);
    console.log(`\nHome page initial JavaScript: ${(js.gzipBytes / 1024).toFixed(1)} KB gzip (${(js.rawBytes / 1024).toFixed(1)} KB raw, ${js.files.length} files; goal ≤ 125 KB gzip)`);
    const compressed = await fetch(`${app.url}/api/gift-boxes`, { headers: { "accept-encoding": "gzip" } });
    console.log(`Compression: GET /api/gift-boxes answers content-encoding=${compressed.headers.get("content-encoding") ?? "none"}`);
    const boxes = (await compressed.json()) as { imageUrl: string; galleryImages: string[] }[];
    const images = boxes.flatMap((b) => [b.imageUrl, ...b.galleryImages]);
    console.log(`Catalogue images: ${images.length}, largest ${(largestImage(distDir, images) / 1024).toFixed(1)} KB`);
  } finally {
    app.stop();
    hello.stop();
    // Stopped on exit anyway if it is still preparing (servers.ts).
    void baselineStarting.then((baseline) => baseline.stop(), () => {});
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

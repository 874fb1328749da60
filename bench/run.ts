// `npm run bench`: throughput of the app's routes as ratios of a bare Fastify hello-world
// measured in the same run (alternating rounds), plus the home page's JavaScript weight.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { homePageJavaScript, largestImage } from "./bundle-size";
import { TEST_CARD, openCheckouts, registerCustomer } from "./customer-data";
import { postMany } from "./post-many";
import { startApp, startHelloWorld } from "./servers";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const distDir = fileURLToPath(new URL("../dist/web", import.meta.url));

async function requestsPerSecond(url: string, seconds = SECONDS): Promise<number> {
  const result = await autocannon({ url, connections: 20, pipelining: 1, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Confirms distinct open checkouts, 20 at a time like the other routes; answers req/s from the
 * wall time of the whole set (autocannon's `amount` mode only reports whole seconds).
 */
function confirmationsPerSecond(base: string, cookie: string, ids: number[]): Promise<number> {
  return postMany(base, ids.map((id) => `/api/checkout/${id}/test-payment`), TEST_CARD, { cookie }, 20);
}

async function main() {
  console.log("Building the web app…");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);

  const [app, hello] = await Promise.all([startApp(), startHelloWorld()]);
  try {
    const targets = {
      "hello-world": `${hello.url}/`,
      "page (non-database route, GET /how-it-works)": `${app.url}/how-it-works`,
      "GET /api/gift-boxes": `${app.url}/api/gift-boxes`,
      "GET /api/gift-boxes/1": `${app.url}/api/gift-boxes/1`,
    };
    // A buyer with 12 live subscriptions for the list route, and open checkouts for the confirmations.
    const buyer = await registerCustomer(app.url);
    const listIds = await openCheckouts(app.url, buyer, 12);
    await confirmationsPerSecond(app.url, buyer, listIds);
    const CONFIRMATIONS_PER_ROUND = Number(process.env.BENCH_CONFIRMATIONS ?? 600);
    console.log(`Preparing ${CONFIRMATIONS_PER_ROUND * ROUNDS} open checkouts…`);
    const checkoutBuyer = await registerCustomer(app.url);
    const pending = await openCheckouts(app.url, checkoutBuyer, CONFIRMATIONS_PER_ROUND * ROUNDS);

    for (const url of Object.values(targets)) await requestsPerSecond(url, 1); // warm up
    const samples: Record<string, number[]> = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
    const listName = "GET /api/subscriptions (12 subscriptions)";
    const confirmName = "POST /api/checkout/{id}/test-payment";
    samples[listName] = [];
    samples[confirmName] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, url] of Object.entries(targets)) samples[name]!.push(await requestsPerSecond(url));
      const list = await autocannon({ url: `${app.url}/api/subscriptions`, connections: 20, duration: SECONDS, headers: { cookie: buyer } });
      if (list.non2xx) throw new Error(`subscription list: ${list.non2xx} non-2xx`);
      samples[listName]!.push(list.requests.average);
      const ids = pending.slice((round - 1) * CONFIRMATIONS_PER_ROUND, round * CONFIRMATIONS_PER_ROUND);
      samples[confirmName]!.push(await confirmationsPerSecond(app.url, checkoutBuyer, ids));
      console.log(`round ${round}/${ROUNDS} done`);
    }
    const baseline = median(samples["hello-world"]!);
    const goals: Record<string, number> = {
      "page (non-database route, GET /how-it-works)": 0.5,
      "GET /api/gift-boxes": 0.4,
    };
    console.log(`\nThroughput on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"} (median of ${ROUNDS} alternating rounds of ${SECONDS}s, 20 connections; confirmations: ${CONFIRMATIONS_PER_ROUND} distinct checkouts a round)`);
    for (const [name, values] of Object.entries(samples)) {
      const rps = median(values);
      const ratio = rps / baseline;
      const goal = goals[name];
      const verdict = goal === undefined ? "" : ratio >= goal ? `  (goal ≥ ${goal * 100}%: met)` : `  (goal ≥ ${goal * 100}%: MISSED)`;
      console.log(`  ${name.padEnd(48)} ${rps.toFixed(0).padStart(7)} req/s  ${(ratio * 100).toFixed(1).padStart(5)}% of hello-world${verdict}`);
    }

    const confirmRatio = median(samples[confirmName]!) / median(samples["GET /api/gift-boxes"]!);
    console.log(
      `  checkout confirmations are ${(confirmRatio * 100).toFixed(1)}% of the catalogue list route (goal ≥ 25%: ${confirmRatio >= 0.25 ? "met" : "MISSED"})`,
    );

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
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

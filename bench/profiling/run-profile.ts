// `npm run bench:profile`: where the app's two database routes spend the CPU time their raw-SQL
// baselines do not. The app and the baseline each run under the bench's load with the CPU profiler
// on for the measured phase only (profile-on-signal.mjs); the report puts the two side by side in
// CPU microseconds per request. On PGlite the database runs inside the server's own thread, so
// this is nearly all of a request's cost; on PostgreSQL the database server's share is not seen.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BenchCustomers, confirmCheckouts, prepareCustomers } from "../customer-data";
import { CONFIRMATIONS_PER_ROUND, getLoad, SECONDS } from "../measure";
import { type RunningServer, startApp, startBaseline } from "../servers";
import { type CpuProfile, type ProfileSummary, summariseProfile } from "./cpu-profile";

const hook = fileURLToPath(new URL("./profile-on-signal.mjs", import.meta.url));
const distDir = fileURLToPath(new URL("../../dist/web", import.meta.url));
const WARM_UP = 100;

interface Profiled {
  server: RunningServer;
  dir: string;
  written: number;
}

function profiledEnv(dir: string) {
  mkdirSync(dir, { recursive: true });
  return { NODE_OPTIONS: `--import=${hook}`, BENCH_PROFILE_DIR: dir };
}

/** Runs `load` with the server's profiler on; answers the profile's summary. */
async function profile(target: Profiled, load: () => Promise<unknown>): Promise<ProfileSummary> {
  process.kill(target.server.pid, "SIGUSR2");
  await new Promise((r) => setTimeout(r, 200));
  await load();
  process.kill(target.server.pid, "SIGUSR2");
  const file = join(target.dir, `${target.written++}.cpuprofile`);
  for (let waited = 0; !existsSync(file); waited += 100) {
    if (waited > 30_000) throw new Error(`no profile written to ${file}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 200)); // let the write finish
  return summariseProfile(JSON.parse(readFileSync(file, "utf8")) as CpuProfile);
}

async function listLoad(url: string, cookie: string, seconds: number) {
  return (await getLoad(`${url}/api/subscriptions`, { cookie }, seconds)).requests;
}

const micros = (value: number) => `${(value / 1000).toFixed(2).padStart(7)} ms`;

function report(title: string, app: ProfileSummary, appRequests: number, raw: ProfileSummary, rawRequests: number) {
  const perApp = (us: number) => us / appRequests;
  const perRaw = (us: number) => us / rawRequests;
  console.log(`\n${title}`);
  console.log(`  CPU per request, server thread: app ${micros(perApp(app.busyMicros))}, raw-SQL baseline ${micros(perRaw(raw.busyMicros))}`);
  console.log(`  ${"by area (self time)".padEnd(58)}     app   baseline    extra`);
  const rawByArea = new Map(raw.byArea);
  const areas = new Set([...app.byArea.map(([a]) => a), ...raw.byArea.map(([a]) => a)]);
  const rows = [...areas].map((a) => ({ a, app: perApp(new Map(app.byArea).get(a) ?? 0), raw: perRaw(rawByArea.get(a) ?? 0) }));
  for (const row of rows.sort((x, y) => Math.max(y.app, y.raw) - Math.max(x.app, x.raw)).slice(0, 18)) {
    console.log(`  ${row.a.slice(0, 58).padEnd(58)} ${micros(row.app)} ${micros(row.raw)} ${micros(row.app - row.raw)}`);
  }
  console.log("  the app's own functions (callees included), per request:");
  for (const [name, us] of app.inclusive.slice(0, 22)) console.log(`    ${micros(perApp(us))}  ${name}`);
}

async function main() {
  if (!existsSync(join(distDir, "index.html"))) spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  const root = mkdtempSync(join(tmpdir(), "fmn-profile-"));
  const confirmations = CONFIRMATIONS_PER_ROUND;
  const appServer = await startApp(profiledEnv(join(root, "app")));
  const baselineStarting = startBaseline(confirmations + WARM_UP, profiledEnv(join(root, "baseline")));
  baselineStarting.catch(() => {});
  try {
    console.log(`Preparing ${confirmations + WARM_UP} open checkouts on each server…`);
    const ours = await prepareCustomers(appServer.url, confirmations + WARM_UP);
    const baselineServer = await baselineStarting;
    const raw = (await (await fetch(`${baselineServer.url}/fixtures`)).json()) as BenchCustomers;
    const app: Profiled = { server: appServer, dir: join(root, "app"), written: 0 };
    const baseline: Profiled = { server: baselineServer, dir: join(root, "baseline"), written: 0 };

    // Warm up both (JIT, caches) before profiling.
    await listLoad(appServer.url, ours.listBuyer, 1);
    await listLoad(baselineServer.url, raw.listBuyer, 1);
    await confirmCheckouts(appServer.url, ours.checkoutBuyer, ours.openCheckoutIds.slice(0, WARM_UP));
    await confirmCheckouts(baselineServer.url, raw.checkoutBuyer, raw.openCheckoutIds.slice(0, WARM_UP));

    let appRequests = 0;
    let rawRequests = 0;
    const appList = await profile(app, async () => (appRequests = await listLoad(appServer.url, ours.listBuyer, SECONDS)));
    const rawList = await profile(baseline, async () => (rawRequests = await listLoad(baselineServer.url, raw.listBuyer, SECONDS)));
    report(`GET /api/subscriptions (12 subscriptions): ${appRequests} requests on the app, ${rawRequests} on the baseline`, appList, appRequests, rawList, rawRequests);

    const appConfirm = await profile(app, () => confirmCheckouts(appServer.url, ours.checkoutBuyer, ours.openCheckoutIds.slice(WARM_UP)));
    const rawConfirm = await profile(baseline, () =>
confirmCheckouts(baselineServer.url, raw.checkoutBuyer, raw.openCheckoutIds.slice(WARM_UP)));
    report(`POST /api/checkout/{id}/test-payment: ${confirmations} confirmations on each (both with group commit)`, appConfirm, confirmations, rawConfirm, confirmations);
    console.log(`\nProfiles: ${root}/{app,baseline}/*.cpuprofile (open them in Chrome DevTools or speedscope)`);
  } finally {
    appServer.stop();
    void baselineStarting.then((s) => s.stop(), () => {});
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

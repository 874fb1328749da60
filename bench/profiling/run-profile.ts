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
import { runDatabase } from "../fresh-postgres";
import { CONFIRMATIONS_PER_ROUND, getLoad, measured, SECONDS } from "../measure";
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

interface Profile {
  summary: ProfileSummary;
  /** The server thread's CPU per request (from /proc, or the profile's busy time where /proc is missing). */
  cpuMsPerRequest: number;
}

/**
 * Runs `load` with the server's profiler on. The profile gives each area's share of the thread's
 * time; /proc gives the CPU time those shares divide (a busy machine deschedules the server, which
 * a sampling profiler counts as time spent wherever the thread was).
 */
async function profile(
  target: Profiled,
  load: () => Promise<{ requests: number; requestsPerSecond: number }>,
): Promise<Profile> {
  process.kill(target.server.pid, "SIGUSR2");
  await new Promise((r) => setTimeout(r, 200));
  let requests = 0;
  const sample = await measured(target.server.pid, async () => {
    const result = await load();
    requests = result.requests;
    return result;
  });
  process.kill(target.server.pid, "SIGUSR2");
  const file = join(target.dir, `${target.written++}.cpuprofile`);
  for (let waited = 0; !existsSync(file); waited += 100) {
    if (waited > 30_000) throw new Error(`no profile written to ${file}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 200)); // let the write finish
  const summary = summariseProfile(JSON.parse(readFileSync(file, "utf8")) as CpuProfile);
  return { summary, cpuMsPerRequest: sample.cpuMsPerRequest ?? summary.busyMicros / 1000 / requests };
}

const ms = (value: number) => `${value.toFixed(2).padStart(6)} ms`;

function report(title: string, app: Profile, raw: Profile) {
  // Each area's share of the sampled time, times the CPU per request.
  const perRequest = ({ summary, cpuMsPerRequest }: Profile, micros: number) =>
    (micros / summary.busyMicros) * cpuMsPerRequest;
  console.log(`\n${title}`);
  console.log(
    `  server thread CPU per request: app ${ms(app.cpuMsPerRequest)}, raw-SQL baseline ${ms(raw.cpuMsPerRequest)}`,
  );
  console.log(`  ${"by area (self time), per request".padEnd(58)}     app   baseline     extra`);
  const appByArea = new Map(app.summary.byArea);
  const rawByArea = new Map(raw.summary.byArea);
  const rows = [...new Set([...appByArea.keys(), ...rawByArea.keys()])].map((area) => ({
    area,
    app: perRequest(app, appByArea.get(area) ?? 0),
    raw: perRequest(raw, rawByArea.get(area) ?? 0),
  }));
  for (const row of rows.sort((x, y) => Math.max(y.app, y.raw) - Math.max(x.app, x.raw)).slice(0, 18)) {
    console.log(`  ${row.area.slice(0, 58).padEnd(58)} ${ms(row.app)} ${ms(row.raw)} ${ms(row.app - row.raw)}`);
  }
  console.log("  the app's own functions (callees included), per request:");
  for (const [name, micros] of app.summary.inclusive.slice(0, 22))
    console.log(`    ${ms(perRequest(app, micros))}  ${name}`);
}

async function main() {
  if (!existsSync(join(distDir, "index.html")))
    spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  const root = mkdtempSync(join(tmpdir(), "fmn-profile-"));
  const confirmations = CONFIRMATIONS_PER_ROUND;
  const database = await runDatabase("bench_profile");
  const appServer = await startApp({ ...profiledEnv(join(root, "app")), ...database.env });
  const baselineStarting = startBaseline(confirmations + WARM_UP, {
    ...profiledEnv(join(root, "baseline")),
    ...database.env,
  });
  baselineStarting.catch(() => {});
  try {
    console.log(`Preparing ${confirmations + WARM_UP} open checkouts on each server…`);
    const ours = await prepareCustomers(appServer.url, confirmations + WARM_UP);
    const baselineServer = await baselineStarting;
    const raw = (await (await fetch(`${baselineServer.url}/fixtures`)).json()) as BenchCustomers;
    const app: Profiled = { server: appServer, dir: join(root, "app"), written: 0 };
    const baseline: Profiled = { server: baselineServer, dir: join(root, "baseline"), written: 0 };

    const list =
      (server: RunningServer, cookie: string, seconds = SECONDS) =>
      () =>
        getLoad(`${server.url}/api/subscriptions`, { cookie }, seconds);
    const confirm = (server: RunningServer, cookie: string, ids: number[]) => async () => ({
      requests: ids.length,
      requestsPerSecond: await confirmCheckouts(server.url, cookie, ids),
    });
    // Warm up both (JIT, caches) before profiling.
    await list(appServer, ours.listBuyer, 1)();
    await list(baselineServer, raw.listBuyer, 1)();
    await confirm(appServer, ours.checkoutBuyer, ours.openCheckoutIds.slice(0, WARM_UP))();
    await confirm(baselineServer, raw.checkoutBuyer, raw.openCheckoutIds.slice(0, WARM_UP))();

    const appList = await profile(app, list(appServer, ours.listBuyer));
    const rawList = await profile(baseline, list(baselineServer, raw.listBuyer));
    report("GET /api/subscriptions (12 subscriptions)", appList, rawList);
    const appConfirm = await profile(app, confirm(appServer, ours.checkoutBuyer, ours.openCheckoutIds.slice(WARM_UP)));
    const rawConfirm = await profile(
      baseline,
      confirm(baselineServer, raw.checkoutBuyer, raw.openCheckoutIds.slice(WARM_UP)),
    );
    report(
      `POST /api/checkout/{id}/test-payment (${confirmations} confirmations each, both with group commit)`,
      appConfirm,
      rawConfirm,
    );
    console.log(`\nProfiles: ${root}/{app,baseline}/*.cpuprofile (open them in Chrome DevTools or speedscope)`);
  } finally {
    appServer.stop();
    void baselineStarting.then(
      (s) => s.stop(),
      () => {},
    );
    await database.done();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

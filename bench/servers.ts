import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface RunningServer {
  url: string;
  /** The server's process id (for its CPU time, or a signal to its profiler). */
  pid: number;
  stop(): void;
}

async function waitFor(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

// The servers run detached (their own process group): on Ctrl-C or a kill, exit through
// process.exit so each server's "exit" handler below stops it instead of leaving it running.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));

function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  readyUrl: (port: number) => string,
  port: number,
  timeoutMs?: number,
) {
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  process.on("exit", stop);
  return waitFor(readyUrl(port), timeoutMs).then(() => ({ url: `http://127.0.0.1:${port}`, pid: child.pid!, stop }));
}

/** The real app (built web app, embedded database unless DATABASE_URL is set) on a free port. */
export async function startApp(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "fmn-bench-"));
  return startProcess(
    ["--import", "tsx", "src/server/main.ts"],
    {
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      ADMIN_EMAIL: "bench@example.com",
      ADMIN_PASSWORD: "bench-password-1",
      ...env,
    },
    (p) => `http://127.0.0.1:${p}/api/health`,
    port,
  );
}

export async function startHelloWorld(): Promise<RunningServer> {
  const port = await freePort();
  return startProcess(["--import", "tsx", "bench/hello-world.ts"], {}, (p) => `http://127.0.0.1:${p}/`, port);
}

/**
 * The raw-driver baseline (bench/baseline/server.ts) on a free port, once it has prepared its
 * database and `openCheckouts` open checkouts; its customers are at GET /fixtures.
 */
export async function startBaseline(openCheckouts: number, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "fmn-bench-baseline-"));
  return startProcess(
    ["--import", "tsx", "bench/baseline/server.ts"],
    { DATA_DIR: dataDir, BENCH_OPEN_CHECKOUTS: String(openCheckouts), ...env },
    (p) => `http://127.0.0.1:${p}/fixtures`,
    port,
    300_000,
  );
}

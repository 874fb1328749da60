import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServerIfChanged } from "../../scripts/lib/server-build.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** Variables of the test run the server must not inherit: it talks to what the test gives it only. */
const NOT_INHERITED = [
  "DATABASE_URL",
  "REDIS_URL",
  "SMTP_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "UNSPLASH_ACCESS_KEY",
  "PEXELS_API_KEY",
  "NODE_OPTIONS",
];

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once it has exited. */
  exited: Promise<number | string>;
  alive(): boolean;
  /** GET a path: the status, or null when no answer came within `timeoutMs`. */
  status(path: string, timeoutMs?: number): Promise<number | null>;
  /** Waits until GET `path` answers 200, failing if the process exits or `timeoutMs` passes. */
  waitFor200(path: string, timeoutMs: number): Promise<void>;
  /** SIGTERM (SIGKILL after 10 s), then its data folder is removed. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /**
   * Run the compiled bundle as `npm start` does (`node dist/server/main.js`, built first when its
   * sources changed) instead of the TypeScript sources through tsx.
   */
  compiled?: boolean;
  /** Listen on this port instead of a free one. */
  port?: number;
  /** Another TypeScript entry run through tsx (e.g. e2e/support/shop-with-moving-clock.ts); not with `compiled`. */
  entry?: string;
}

/** What `npm start` runs, built now unless dist/server is current. */
export async function compiledServerEntry(): Promise<string[]> {
  if ((await buildServerIfChanged(() => {})) !== 0) throw new Error("the server build failed (its errors are above)");
  return ["--enable-source-maps", "dist/server/main.js"];
}

/**
 * The real server entry (`node --import tsx src/server/main.ts`, or the compiled bundle) as a child
 * process on a free loopback port, with its own DATA_DIR, the given environment on top, and its
 * output captured.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const args = options.compiled
    ? await compiledServerEntry()
    : ["--import", "tsx", options.entry ?? "src/server/main.ts"];
  // A given port: a restarted instance comes back where its load balancer expects it (cluster/support/fleet.ts).
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "fmn-server-process-"));
  const inherited = { ...process.env };
  for (const name of NOT_INHERITED) delete inherited[name];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...inherited, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: baseUrl, DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;

  async function status(path: string, timeoutMs = 5_000) {
    try {
      const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return null;
    }
  }

  return {
    child,
    baseUrl,
    output: () => output,
    exited,
    alive,
    status,
    async waitFor200(path, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (!alive()) throw new Error(`the server exited (${await exited}):\n${output}`);
        if ((await status(path)) === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`GET ${path} did not answer 200 within ${timeoutMs / 1000} s:\n${output}`);
    },
    async stop() {
      if (alive()) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

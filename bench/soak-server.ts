import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compiledServerEntry, freePort } from "../test/support/server-process";
import { STAFF } from "./peak/actors";

/**
 * The server as `npm start` runs it, on a loopback port with `--trace-gc` (not allowed in NODE_OPTIONS, so given on
 * the command line): V8 prints each collection's heap sizes on stdout, which the soak reads from outside.
 */
export async function startTracedServer(databaseUrl: string | undefined) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "fmn-soak-"));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "NODE_OPTIONS"]) delete env[name];
  // What `npm start` runs (the compiled bundle, built now if its sources changed).
  const child = spawn(process.execPath, ["--trace-gc", ...(await compiledServerEntry())], {
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString("utf8");
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const base = new URL(`http://127.0.0.1:${port}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the server exited:\n${output}`);
    }
    const ok = await fetch(new URL("/api/health", base), { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the server did not answer within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    pid: child.pid!,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

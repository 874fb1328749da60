// Starts the shop for the developer scripts (browser journeys, Lighthouse): a free loopback port, a
// fresh embedded database in a temporary folder, a random staff login, and a stop that cleans up.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "./web-build.mjs";

// A cold start migrates a fresh embedded database: about 10 s idle, over a minute on a busy 2-core machine.
const HEALTH_TIMEOUT_MS = 180_000;

/** A port the OS says is free right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited early with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET ${baseUrl}/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

function killGroup(child, signal) {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function stopServer(server) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  killGroup(server, "SIGTERM");
  const timer = setTimeout(() => killGroup(server, "SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts `entry` (src/server/main.ts by default) on 127.0.0.1 with a fresh embedded database, never a
 * configured PostgreSQL, and mailing `smtpUrl` when given (never a configured SMTP server). Resolves
 * once /api/health answers; `stop()` ends the server and deletes its data. Ctrl-C stops it too.
 */
export async function startShop({ entry = "src/server/main.ts", log = console.log, smtpUrl } = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "fmn-shop-data-"));
  const admin = { email: "staff@e2e.test", password: `E2e-${randomBytes(12).toString("hex")}` };

  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: "warn",
    // Each journey's browser acts as its own customer's address (X-Forwarded-For from loopback), as
    // real buyers do; otherwise every journey shares 127.0.0.1's per-IP sign-in and registration limits.
    TRUST_PROXY: "loopback",
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  if (smtpUrl) env.SMTP_URL = smtpUrl;

  log(`starting the server on ${baseUrl} (data in ${dataDir})…`);
  const server = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
  });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      void stop().finally(() => process.exit(130));
    });
  }

  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, admin, stop };
}

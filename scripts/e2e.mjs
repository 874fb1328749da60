// `npm run test:e2e`: build the web app, start the shop on a free port with a fresh embedded database,
// run the browser journeys in e2e/ against it, then stop the server.
//
//   npm run test:e2e                      every journey
//   npm run test:e2e -- e2e/browse        only the files matching the filter (passed to vitest)
//   E2E_SKIP_BUILD=1 npm run test:e2e     reuse the existing dist/web build
//   E2E_SERVER_ENTRY=path                 start another server entry than src/server/main.ts
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

const root = new URL("..", import.meta.url).pathname;
const HEALTH_TIMEOUT_MS = 60_000;

function log(message) {
  console.log(`[e2e] ${message}`);
}

/** A port the OS says is free right now. */
function freePort() {
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
 * A local SMTP server standing in for the mail provider: every message the shop sends is appended
 * to `file` as one JSON line ({ to, raw }). Journeys read e-mailed links there, since staff never
 * see a live reset link in the outbox.
 */
async function startMailbox(file) {
  writeFileSync(file, "");
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        appendFileSync(file, `${JSON.stringify({ to, raw: Buffer.concat(chunks).toString("utf8") })}\n`);
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function main() {
  if (process.env.E2E_SKIP_BUILD !== "1") {
    log("building the web app…");
    const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) return build.status ?? 1;
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "fmn-e2e-data-"));
  const mailboxFile = join(dataDir, "mailbox.jsonl");
  const mailbox = await startMailbox(mailboxFile);
  const adminEmail = "staff@e2e.test";
  const adminPassword = `E2e-${randomBytes(12).toString("hex")}`;

  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: "warn",
  };
  // The journeys run on the embedded database, never a configured Postgres, and mail the local mailbox.
  delete serverEnv.DATABASE_URL;
  serverEnv.SMTP_URL = mailbox.url;

  log(`starting the server on ${baseUrl} (data in ${dataDir})…`);
  const entry = process.env.E2E_SERVER_ENTRY ?? "src/server/main.ts";
  const server = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: root,
    env: serverEnv,
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
  });

  let cleanedUp = false;
  const cleanup = async () => {
    if (cleanedUp) return;
    cleanedUp = true;
    await stopServer(server);
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      void cleanup().finally(() => process.exit(130));
    });
  }

  try {
    await waitForHealth(baseUrl, server);
    log("server is healthy; running the journeys…");
    // CI asks for a JSON report too (E2E_JSON) to add the journeys to its pass/fail count.
    const reportArgs = process.env.E2E_JSON ? ["--reporter=default", "--reporter=json", `--outputFile=${process.env.E2E_JSON}`] : [];
    const vitestArgs = ["vitest", "run", "--config", "vitest.e2e.config.ts", ...reportArgs, ...process.argv.slice(2)];
    const status = await new Promise((resolve) => {
      const vitest = spawn("npx", vitestArgs, {
        cwd: root,
        stdio: "inherit",
        env: {
          ...process.env,
          E2E_BASE_URL: baseUrl,
          E2E_ADMIN_EMAIL: adminEmail,
          E2E_ADMIN_PASSWORD: adminPassword,
          E2E_MAILBOX_FILE: mailboxFile,
        },
      });
      vitest.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      vitest.on("error", () => resolve(1));
    });
    return status;
  } catch (error) {
    console.error(`[e2e] ${error instanceof Error ? error.message : error}`);
    return 1;
  } finally {
    await cleanup();
  }
}

process.exit(await main());

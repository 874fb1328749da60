import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compiledServerEntry, type ServerProcess, startServerProcess } from "./support/server-process";
import { copyTestDatabase } from "./support/test-app";

/**
 * Issue 18, "Production build and deployment", on the real process `npm start` runs: the compiled
 * bundle (dist/server/main.js, built here when its sources changed), on PGlite, or on a copy of the
 * test database when DATABASE_URL is set.
 */
const START_MS = 90_000;
/** The machine is slow and shared: bounds to fail on, never durations asserted. */
const GENEROUS_MS = 30_000;

const servers: ServerProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of servers) {
    if (server.alive()) server.child.kill("SIGKILL");
    await server.stop();
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function startCompiled(env: Record<string, string> = {}) {
  const databaseUrl: Record<string, string> = process.env.DATABASE_URL
    ? { DATABASE_URL: await copyTestDatabase() }
    : {};
  const server = await startServerProcess({ LOG_LEVEL: "warn", ...databaseUrl, ...env }, { compiled: true });
  servers.push(server);
  return server;
}

/** Resolves once `check()` holds, polling; fails with `what` after `timeoutMs`. */
async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = GENEROUS_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

/** Whether a new TCP connection to the server is refused. */
function refused(baseUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

/** Everything the socket receives until the server closes it. */
function received(socket: Socket): Promise<string> {
  let text = "";
  socket.on("data", (chunk: Buffer) => {
    text += chunk.toString("utf8");
  });
  return new Promise((resolve, reject) => {
    socket.once("close", () => resolve(text));
    socket.once("error", reject);
  });
}

describe("the compiled server", () => {
  beforeAll(async () => {
    // Built once here (when stale), so each start below only runs it.
    await compiledServerEntry();
  }, START_MS);

  it(
    "starts from dist/server/main.js, finds its migrations, and serves the API",
    async () => {
      const server = await startCompiled();
      expect(server.child.spawnargs).toContain("dist/server/main.js");
      expect(server.child.spawnargs.join(" ")).not.toContain("tsx");
      await server.waitFor200("/api/health", START_MS);
      // The catalogue comes from the migrated, seeded database.
      const boxes = await fetch(`${server.baseUrl}/api/gift-boxes`);
      expect(boxes.status).toBe(200);
      expect(((await boxes.json()) as unknown[]).length).toBeGreaterThan(0);
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain("Forget Me Not stopped");
    },
    START_MS + GENEROUS_MS,
  );

  it(
    "on SIGTERM refuses new connections at once, answers the request under way, and exits 0",
    async () => {
      const server = await startCompiled();
      await server.waitFor200("/api/health", START_MS);
      const { hostname, port } = new URL(server.baseUrl);
      const body = JSON.stringify({ email: "draining@example.com" });
      const socket = connect({ host: hostname, port: Number(port) });
      const answer = received(socket);
      // "Expect: 100-continue": the server's "100 Continue" says it has the request, now under way.
      const continued = new Promise<void>((resolve) =>
        socket.on("data", (chunk: Buffer) => {
          if (chunk.toString("utf8").startsWith("HTTP/1.1 100")) resolve();
        }),
      );
      socket.write(
        `POST /api/newsletter HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: keep-alive\r\n\r\n`,
      );
      await continued;
      socket.write(body.slice(0, 10));

      server.child.kill("SIGTERM");
      await eventually("new connections refused after SIGTERM", () => refused(server.baseUrl));
      expect(server.alive()).toBe(true);
      // The rest of the body, well after the stop began: the request still completes.
      socket.write(body.slice(10));
      const response = await answer;
      // Answered, and then its connection closed by the server (the answer resolves on close).
      expect(response).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
      expect(response).toContain('"ok":true');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain("Forget Me Not stopped");
    },
    START_MS + 2 * GENEROUS_MS,
  );

  it(
    "exits 1 saying so when a request is still under way at SHUTDOWN_TIMEOUT_MS",
    async () => {
      const server = await startCompiled({ SHUTDOWN_TIMEOUT_MS: "1000" });
      await server.waitFor200("/api/health", START_MS);
      const { hostname, port } = new URL(server.baseUrl);
      const socket = connect({ host: hostname, port: Number(port) });
      const continued = new Promise<void>((resolve) => socket.once("data", () => resolve()));
      // A body announced and never sent: the request cannot finish.
      socket.write(
        `POST /api/newsletter HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
          "Content-Length: 100\r\nExpect: 100-continue\r\n\r\n",
      );
      await continued;
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(1);
      socket.destroy();
      expect(server.output()).toContain(
        "Forget Me Not did not stop within SHUTDOWN_TIMEOUT_MS (1000 ms): exiting with requests or a job still running",
      );
      expect(server.output()).not.toContain("Forget Me Not stopped");
    },
    START_MS + GENEROUS_MS,
  );

  it(
    "says in one line which DATA_DIR it cannot write, and exits non-zero",
    async () => {
      const folder = mkdtempSync(join(tmpdir(), "fmn-data-dir-"));
      folders.push(folder);
      // A file where a folder should be: not creatable, even for root.
      writeFileSync(join(folder, "a-file"), "");
      const dataDir = join(folder, "a-file", "data");
      const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }, { compiled: true });
      servers.push(server);
      expect(await server.exited).not.toBe(0);
      const output = server.output().trim();
      expect(output).toBe(
        `Forget Me Not could not start: DATA_DIR ${dataDir} is not writable: not a directory (ENOTDIR); set DATA_DIR to a folder this user can write`,
      );

      // DATA_DIR itself is fine, but the embedded database's folder in it is taken by a file.
      const usable = join(folder, "usable");
      mkdirSync(usable);
      writeFileSync(join(usable, "pglite"), "");
      const second = await startServerProcess({ DATA_DIR: usable, LOG_LEVEL: "warn" }, { compiled: true });
      servers.push(second);
      expect(await second.exited).not.toBe(0);
      expect(second.output().trim()).toBe(
        `Forget Me Not could not start: DATA_DIR ${usable} is not writable (at ${join(usable, "pglite")}): file already exists (EEXIST); set DATA_DIR to a folder this user can write`,
      );
    },
    2 * GENEROUS_MS,
  );
});

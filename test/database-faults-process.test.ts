import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "./support/server-process";
import { startTcpProxy, type TcpProxy, throughProxy } from "./support/tcp-proxy";
import { copyTestDatabase } from "./support/test-app";

/**
 * Issue 15, findings 1 and 3, on the real server process (`node --import tsx src/server/main.ts`)
 * talking to PostgreSQL through a TCP proxy the test controls; the shared server is never touched.
 * 1. Its connections cut, idle or not, it keeps serving, and its output never names the database's
 *    user, host, port or name (the driver's errors carry all four).
 * 3. (Killed with SIGKILL in the middle of order generation: now in the fault suite,
 *    cluster/faults/instance-killed.test.ts, with two instances and the e-mails counted at an SMTP server.)
 */
const databaseUrl = process.env.DATABASE_URL;
const PGLITE_REASON = "needs DATABASE_URL: the server process shares PostgreSQL with the test through a proxy";
/** A child server compiles the app with tsx on start: slow on a busy machine. */
const START_MS = 90_000;
const GENEROUS_MS = 15_000;

const serverOf = (url: string) => ({ host: new URL(url).hostname, port: Number(new URL(url).port || 5432) });
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) {
    if (server.alive()) server.child.kill("SIGKILL");
    await server.stop();
  }
});

describe.skipIf(databaseUrl)("database faults in the server process", () => {
  it.skip(PGLITE_REASON, () => {});
});

describe.runIf(databaseUrl)("the server process on a database that blinks", () => {
  let url: string;
  let proxy: TcpProxy;

  beforeAll(async () => {
    url = await copyTestDatabase();
    // Its own loopback address, so the address written anywhere in the output can only be the database's.
    proxy = await startTcpProxy(serverOf(url), { host: "127.0.0.2" });
  });
  afterAll(() => proxy?.close());

  it(
    "keeps serving through three cuts of its connections, mends its catalogue listener, and never prints connection details",
    async () => {
      const server = await startServerProcess({ DATABASE_URL: throughProxy(url, proxy), LOG_LEVEL: "info" });
      servers.push(server);
      await server.waitFor200("/api/health", START_MS);
      for (let cut = 1; cut <= 3; cut++) {
        expect(await server.status("/api/gift-boxes/1")).toBe(200);
        expect(proxy.connections).toBeGreaterThan(0);
        proxy.cut();
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(server.alive(), `alive after cut ${cut}:\n${server.output()}`).toBe(true);
        await server.waitFor200("/api/health", GENEROUS_MS);
      }
      // Another instance renames a box and says so: the listener, cut three times, hears it.
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        await other.query("update gift_boxes set name = 'Proxy Mended Blooms' where id = 1");
        const deadline = Date.now() + GENEROUS_MS;
        let name = "";
        while (Date.now() < deadline && name !== "Proxy Mended Blooms") {
          await other.query("select pg_notify('catalogue_changed', 'another-instance')");
          const response = await fetch(`${server.baseUrl}/api/gift-boxes/1`);
          name = ((await response.json()) as { name: string }).name;
          if (name !== "Proxy Mended Blooms") await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(name).toBe("Proxy Mended Blooms");
      } finally {
        await other.end();
      }
      await server.stop();

      const output = server.output();
      // What it did say: that a connection was lost, by the error's kind.
      expect(output).toMatch(
        /idle database connection lost and dropped.*ECONNRESET|ECONNRESET.*idle database connection lost/,
      );
      const name = new URL(url).pathname.slice(1);
      expect(output).not.toContain(name);
      expect(output).not.toContain(proxy.host);
      expect(output).not.toMatch(new RegExp(`(?<![0-9])${proxy.port}(?![0-9])`));
      expect(output).not.toMatch(/user\W{1,4}postgres/i);
      expect(output).not.toContain("postgres://");
    },
    START_MS + 60_000,
  );
});

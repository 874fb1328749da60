import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/server/app";
import type { Database } from "../src/server/db/client";
import { openTestDatabase } from "./support/test-app";

/**
 * Issue 18: what the app's close (on SIGTERM) does to connections, on a listening app: an idle
 * kept-alive connection is closed at once, and a request that arrives on a connection still open
 * while it drains is answered, /api/health with 503 so a load balancer sends nothing more.
 */
const GENEROUS_MS = 30_000;

let database: Database;
let app: App;
/** The close the test starts; afterAll waits for it rather than closing twice. */
let closing: Promise<unknown> | undefined;
/** The server's side of each accepted connection, in order. */
const accepted: Socket[] = [];
let port: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ database, webDistDir: null, rateLimitScale: 1000 });
  app.server.on("connection", (socket: Socket) => accepted.push(socket));
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await (closing ?? app?.close());
  await database.close();
});

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port }, () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Everything the socket receives until the server closes it. */
function received(socket: Socket): Promise<string> {
  let text = "";
  socket.on("data", (chunk: Buffer) => {
    text += chunk.toString("utf8");
  });
  return new Promise((resolve) => socket.once("close", () => resolve(text)));
}

async function until(what: string, check: () => boolean) {
  const deadline = Date.now() + GENEROUS_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${GENEROUS_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("closing the app", () => {
  it(
    "closes an idle kept-alive connection, answers /api/health 503 on one still open, and then finishes",
    async () => {
      // An idle kept-alive connection: one request answered, the socket left open.
      const idle = await open();
      const idleClosed = received(idle);
      let idleText = "";
      idle.on("data", (chunk: Buffer) => {
        idleText += chunk.toString("utf8");
      });
      idle.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n");
      await until("the first health answer", () => idleText.includes('{"status":"ok"}'));
      expect(idleText).toMatch(/^HTTP\/1\.1 200 /);

      // A request begun before the close (its first header line read by the server), finished after.
      const busy = await open();
      const busyAnswer = received(busy);
      busy.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      const serverSide = accepted.at(-1)!;
      await until("the server reading the request's start", () => serverSide.bytesRead > 0);

      closing = app.close();
      // The idle connection goes at once: it cannot hold the close until the keep-alive timeout.
      await idleClosed;
      busy.write("Connection: keep-alive\r\n\r\n");
      const answer = await busyAnswer;
      expect(answer).toMatch(/^HTTP\/1\.1 503 /);
      expect(answer.toLowerCase()).toContain("connection: close");
      expect(answer.toLowerCase()).toContain("retry-after:");
      await closing;
      await expect(open()).rejects.toMatchObject({ code: "ECONNREFUSED" });
    },
    2 * GENEROUS_MS,
  );
});

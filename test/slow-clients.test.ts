import { connect, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { uploads } from "../src/server/db/schema";
import { memoryStorage } from "../src/server/integrations/storage/memory-storage";
import { noisy } from "../src/server/modules/media/testing/image-fixtures";
import { filePart, multipartBody } from "../src/server/modules/media/testing/multipart";
import { HTTP_TIMEOUTS } from "../src/server/plugins/http-timeouts";
import { sessionFor } from "./support/http";
import { createTestApp } from "./support/test-app";

// A client that sends its request a byte at a time (slow loris) is cut by the server, on a real
// socket. The app here allows 1 s for a request (production: HTTP_TIMEOUTS) and looks every 100 ms;
// the test gives up trickling after TRICKLE_FOR_MS, far past that, so it is bounded either way.
const TRICKLE_FOR_MS = 8_000;
const BYTE_EVERY_MS = 200;

const storage = memoryStorage();
const app = await createTestApp({
  storage,
  httpTimeouts: { requestMs: 1_000, headersMs: 1_000, checkEveryMs: 100 },
});
await app.listen({ port: 0, host: "127.0.0.1" });
const port = (app.server.address() as { port: number }).port;
const vendor = await sessionFor(app, "vendor");
const photo = await noisy(320, 240).jpeg().toBuffer();

const openSockets: Socket[] = [];
afterAll(() => {
  for (const socket of openSockets) socket.destroy();
});

/**
 * Sends `head` at once, then `rest` one byte every BYTE_EVERY_MS until the server closes the
 * socket or TRICKLE_FOR_MS passes. Answers whether the server closed it, and what it answered.
 */
async function trickle(head: Buffer, rest: Buffer) {
  const socket = connect(port, "127.0.0.1");
  openSockets.push(socket);
  let answer = "";
  socket.on("data", (chunk) => {
    answer += chunk.toString("latin1");
  });
  const closed = new Promise<void>((resolve) => {
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
  });
  let isClosed = false;
  void closed.then(() => {
    isClosed = true;
  });
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  socket.write(head);
  const giveUpAt = Date.now() + TRICKLE_FOR_MS;
  for (let i = 0; i < rest.length && !isClosed && Date.now() < giveUpAt; i++) {
    socket.write(rest.subarray(i, i + 1));
    await new Promise((resolve) => setTimeout(resolve, BYTE_EVERY_MS));
  }
  const closedByServer = isClosed;
  socket.destroy();
  await closed;
  return { closedByServer, answer };
}

function uploadRequest() {
  const body = multipartBody([filePart(photo)]);
  const head = Buffer.from(
    [
      "POST /api/uploads HTTP/1.1",
      "Host: 127.0.0.1",
      `Cookie: ${vendor.cookie}`,
      `Content-Type: ${body.headers["content-type"]}`,
      `Content-Length: ${body.payload.length}`,
      "",
      "",
    ].join("\r\n"),
    "latin1",
  );
  return { head, body: body.payload };
}

const storedUploads = async () =>
  (await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(uploads))[0]!.n + (await storage.list()).length;

describe("slow clients", () => {
  it("has a request timeout, a headers timeout and a keep-alive longer than a load balancer's idle timeout", async () => {
    const defaults = await createTestApp();
    expect(defaults.server.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
    expect(defaults.server.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
    expect(defaults.server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
    expect(HTTP_TIMEOUTS.requestMs).toBeGreaterThan(0);
    expect(HTTP_TIMEOUTS.keepAliveMs).toBeGreaterThan(60_000);
  });

  it("cuts an upload whose body is trickled a byte at a time, and stores nothing", async () => {
    const { head, body } = uploadRequest();
    // The first half of the body arrives at once; the rest would take minutes.
    const half = Math.floor(body.length / 2);
    const result = await trickle(Buffer.concat([head, body.subarray(0, half)]), body.subarray(half));
    expect(result.closedByServer).toBe(true);
    // Node answers 408 when nothing has been answered yet (or just closes the socket).
    if (result.answer) expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(await storedUploads()).toBe(0);
  });

  it("cuts a request whose headers are trickled", async () => {
    const { head } = uploadRequest();
    const result = await trickle(head.subarray(0, 20), head.subarray(20));
    expect(result.closedByServer).toBe(true);
  });

  it("still takes an upload sent at a normal pace", async () => {
    const { head, body } = uploadRequest();
    const socket = connect(port, "127.0.0.1");
    openSockets.push(socket);
    const answer = await new Promise<string>((resolve, reject) => {
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk.toString("latin1");
        if (/\r\n\r\n[\s\S]*\}$/.test(text)) resolve(text);
      });
      socket.on("error", reject);
      socket.write(Buffer.concat([head, body]));
    });
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(await storedUploads()).toBeGreaterThan(0);
  });
});

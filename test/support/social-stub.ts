import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";

export interface SocialStubRequest {
  method: string;
  /** The path, percent-decoded. */
  path: string;
  /** The path and query exactly as sent, still percent-encoded. */
  rawUrl: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

/** How the stub answers: a status with JSON or raw text, hanging up before or halfway through the answer, or never. */
export type SocialStubAnswer =
  | { status?: number; json: unknown }
  | { status?: number; text: string; contentType?: string }
  | "close"
  | "cut"
  | "hang";

/**
 * A platform's public API on 127.0.0.1 (port 0), recording every request. Each test says how it
 * answers with `answerWith`; the server is closed (hanging requests included) after the file.
 */
export async function startSocialStub() {
  const requests: SocialStubRequest[] = [];
  let answer: (request: SocialStubRequest) => SocialStubAnswer = () => ({ status: 404, json: { error: "Not found" } });

  const server = createServer((req, res) => {
    const rawUrl = req.url ?? "/";
    const url = new URL(rawUrl, "http://stub.invalid");
    const request = {
      method: req.method ?? "GET",
      path: decodeURIComponent(url.pathname),
      rawUrl,
      query: url.searchParams,
      headers: req.headers,
    };
    requests.push(request);
    const reply = answer(request);
    if (reply === "hang") return;
    if (reply === "close") {
      req.socket.destroy();
      return;
    }
    if (reply === "cut") {
      res.writeHead(200, { "content-type": "application/json", "content-length": "4096" });
      res.write('[{"id":"1","content":"<p>half');
      setImmediate(() => req.socket.destroy());
      return;
    }
    if ("json" in reply) {
      res.writeHead(reply.status ?? 200, { "content-type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(reply.json));
      return;
    }
    res.writeHead(reply.status ?? 200, { "content-type": reply.contentType ?? "text/html; charset=utf-8" });
    res.end(reply.text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const { port } = server.address() as AddressInfo;

  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    /** Sets how every following request is answered, and forgets the requests seen so far. */
    answerWith(next: SocialStubAnswer | ((request: SocialStubRequest) => SocialStubAnswer)) {
      answer = typeof next === "function" ? next : () => next;
      requests.length = 0;
    },
  };
}

/** A loopback address where nothing listens (a server opened on port 0, then closed). */
export async function closedPortBase(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

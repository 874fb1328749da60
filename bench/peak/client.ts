import http from "node:http";

/** One answer: its status, parsed JSON body (or null), and how long it took end to end. */
export interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

/** Requests sent again after a kept-alive connection closed under them (see Visitor.request). */
export let staleConnectionRetries = 0;

/** Loopback addresses handed out one by one (127.0.1.1 onwards): each visitor connects from its own. */
let addressesMade = 0;
export function nextLoopbackAddress(): string {
  const n = 256 + addressesMade++; // skip 127.0.0.x
  const b = Math.floor(n / 254) % 256;
  const c = (n % 254) + 1;
  return `127.0.${b}.${c}`;
}

/**
 * A visitor: its own client address (the local end of its kept-alive sockets, so nginx and the app
 * see a distinct IP and per-IP rate limits count each visitor apart) and its own session cookie.
 */
export class Visitor {
  readonly address: string;
  private readonly agent: http.Agent;
  private cookie = "";
  requests = 0;

  constructor(
    private readonly base: URL,
    address = nextLoopbackAddress(),
  ) {
    this.address = address;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: address });
  }

  /**
   * Sends a request with the visitor's cookie; keeps any session cookie it is given. A kept-alive
   * connection the server closed just as the request went out is retried once on a new one, as
   * browsers do (Node's documented `reusedSocket` pattern); counted in `staleConnectionRetries`.
   */
  async request(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer> {
    try {
      return await this.send(method, path, body, extraHeaders);
    } catch (error) {
      if (!(error as { staleConnection?: boolean }).staleConnection) throw error;
      staleConnectionRetries++;
      return this.send(method, path, body, extraHeaders);
    }
  }

  private send(method: string, path: string, body: unknown, extraHeaders: Record<string, string>): Promise<Answer> {
    const payload =
      body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body), "utf8");
    const headers: Record<string, string | number> = { accept: "application/json", ...extraHeaders };
    if (payload) {
      headers["content-length"] = payload.length;
      headers["content-type"] ??= "application/json";
    }
    if (this.cookie) headers.cookie = this.cookie;
    this.requests++;
    const started = performance.now();
    return new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          agent: this.agent,
          host: this.base.hostname,
          port: this.base.port,
          path,
          method,
          headers,
          timeout: 30_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const ms = performance.now() - started;
            for (const line of response.headers["set-cookie"] ?? []) {
              const pair = line.split(";")[0]!;
              if (pair.includes("=")) this.cookie = pair;
            }
            const text = Buffer.concat(chunks).toString("utf8");
            let parsed: unknown = null;
            if ((response.headers["content-type"] ?? "").includes("json") && text) {
              try {
                parsed = JSON.parse(text);
              } catch {
                parsed = text;
              }
            } else parsed = text;
            resolve({ status: response.statusCode ?? 0, body: parsed, ms });
          });
          response.on("error", reject);
        },
      );
      req.on("timeout", () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
      req.on("error", (error: NodeJS.ErrnoException) => {
        // Closed before any answer on a reused connection: the keep-alive race, not the server's answer.
        if (req.reusedSocket && (error.code === "ECONNRESET" || error.message === "socket hang up"))
          Object.assign(error, { staleConnection: true });
        reject(error);
      });
      if (payload) req.write(payload);
      req.end();
    });
  }

  /** Like request, but a status outside 2xx is an error naming the call. */
  async expect(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
    const answer = await this.request(method, path, body, headers);
    if (answer.status < 200 || answer.status > 299)
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    return answer;
  }

  close() {
    this.agent.destroy();
  }
}

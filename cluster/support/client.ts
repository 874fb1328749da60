import { request as httpRequest } from "node:http";
import { newCustomer } from "../../test/support/http";
import { newVendorApplication } from "../../test/support/vendor";

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the endpoint answers
  json(): any;
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  /** A JSON body (sent as JSON), or raw bytes with their own content-type in `headers`. */
  body?: unknown;
  cookie?: string;
  /** The visitor's address as nginx (or a trusting instance) reports it. */
  ip?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /**
   * A connection of its own, closed after the answer (no keep-alive): what a test needs when nginx
   * reloads, since its old workers close idle kept-alive connections, which browsers retry by
   * themselves but fetch does not.
   */
  fresh?: boolean;
}

/** One HTTP request over the network (not inject): to nginx or straight to an instance. */
export async function request(baseUrl: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ip) headers["x-forwarded-for"] = options.ip;
  let body: string | Uint8Array | undefined;
  if (Buffer.isBuffer(options.body)) body = new Uint8Array(options.body);
  else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  if (options.fresh)
    return requestOnNewConnection(`${baseUrl}${path}`, options.method, headers, body, options.timeoutMs);
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body: body as BodyInit | undefined,
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString("utf8");
  return { status: response.status, headers: response.headers, text, body: bytes, json: () => JSON.parse(text) };
}

function requestOnNewConnection(
  url: string,
  method: string | undefined,
  headers: Record<string, string>,
  body: string | Uint8Array | undefined,
  timeoutMs = 15_000,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, {
      method: method ?? (body === undefined ? "GET" : "POST"),
      headers,
      agent: false,
      timeout: timeoutMs,
    });
    sent.on("timeout", () => sent.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    sent.on("error", reject);
    sent.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString("utf8");
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
            answerHeaders.append(name, one);
        resolve({
          status: response.statusCode ?? 0,
          headers: answerHeaders,
          text,
          body: bytes,
          json: () => JSON.parse(text),
        });
      });
    });
    sent.end(body);
  });
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookieOf(answer: Answer): string {
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("fmn_session="));
  if (!cookie) throw new Error(`no session cookie set (${answer.status} ${answer.text.slice(0, 200)})`);
  return cookie.split(";")[0]!;
}

function expectStatus(answer: Answer, status: number, what: string) {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
}

/** Registers a new customer (from `ip`): their e-mail, password and session cookie. */
export async function register(baseUrl: string, ip?: string) {
  const payload = newCustomer();
  const answer = await request(baseUrl, "/api/auth/register", { body: payload, ip });
  expectStatus(answer, 201, "register");
  return {
    email: payload.email,
    password: payload.password,
    cookie: sessionCookieOf(answer),
    user: answer.json().user,
  };
}

export function login(baseUrl: string, email: string, password: string, ip?: string) {
  return request(baseUrl, "/api/auth/login", { body: { email, password }, ip });
}

/** Signs in and returns the cookie (fails unless 200). */
export async function signIn(baseUrl: string, email: string, password: string, ip?: string): Promise<string> {
  const answer = await login(baseUrl, email, password, ip);
  expectStatus(answer, 200, `sign in as ${email}`);
  return sessionCookieOf(answer);
}

/** Applies as a vendor and signs in through the vendor login: the supplier id and cookie. */
export async function applyAsVendor(baseUrl: string, ip?: string) {
  const payload = newVendorApplication();
  const applied = await request(baseUrl, "/api/vendor/apply", { body: payload, ip });
  expectStatus(applied, 201, "vendor apply");
  const signedIn = await request(baseUrl, "/api/vendor/login", {
    body: { email: payload.email, password: payload.password },
    ip,
  });
  expectStatus(signedIn, 200, "vendor login");
  return { supplierId: applied.json().id as number, cookie: sessionCookieOf(signedIn), email: payload.email };
}

import type { IncomingMessage } from "node:http";
import { type FetchNetwork, systemNetwork } from "./fetch-network";
import { FetchRefused, REFUSAL } from "./fetch-refused";
import { type FetchTarget, fetchTarget } from "./fetch-target";
import { openPinnedRequest } from "./pinned-request";
import { readCappedBody } from "./read-capped-body";
import { resolvePublicAddress } from "./resolve-public";

export const SAFE_FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 } as const;

export interface SafeFetchOptions {
  userAgent: string;
  /** Media types accepted, e.g. ["text/html"]; anything else is refused before the body is read. */
  accept: readonly string[];
  /** Tests only (see FetchNetwork); production leaves it out and gets DNS with every address checked. */
  network?: FetchNetwork;
  /** Overall time for the whole fetch, redirects included. Tests shorten it. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface FetchedPage {
  /** Where the page finally came from, after redirects. */
  url: string;
  contentType: string;
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches a public page without letting the caller reach anything private (SSRF). Each hop, the
 * first URL and every redirect alike, passes the same checks: http(s), port 80/443, no credentials,
 * every resolved address public, connection pinned to the checked address. Redirects are followed
 * here, never by the HTTP client. Throws FetchRefused with the reason.
 */
export function createSafeFetcher(options: SafeFetchOptions) {
  const network = options.network ?? systemNetwork;
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? SAFE_FETCH_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_LIMITS.maxRedirects;

  async function fetchPage(url: string, signal: AbortSignal): Promise<FetchedPage> {
    let target = fetchTarget(url);
    for (let redirects = 0; ; redirects++) {
      const response = await request(target, signal);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (redirects >= maxRedirects) throw new FetchRefused(REFUSAL.tooManyRedirects);
        target = fetchTarget(location, target.url);
        continue;
      }
      const status = response.statusCode ?? 0;
      if (status < 200 || status > 299) {
        response.destroy();
        throw new FetchRefused(REFUSAL.status(status));
      }
      const contentType = mediaType(response);
      if (!options.accept.includes(contentType)) {
        response.destroy();
        throw new FetchRefused(REFUSAL.notHtml);
      }
      const body = await readCappedBody(response, maxBytes, signal);
      return { url: target.url.toString(), contentType: String(response.headers["content-type"]), body };
    }
  }

  async function request(target: FetchTarget, signal: AbortSignal): Promise<IncomingMessage> {
    const address = await resolvePublicAddress(target, network);
    if (signal.aborted) throw signal.reason;
    return openPinnedRequest({ target, address, network, userAgent: options.userAgent, signal });
  }

  return async function safeFetch(url: string): Promise<FetchedPage> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new FetchRefused(REFUSAL.timeout(timeoutMs))), timeoutMs);
    // The time limit also covers a DNS lookup that hangs, which the abort signal cannot cancel.
    const timedOut = new Promise<never>((_, reject) =>
      controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true }),
    );
    try {
      return await Promise.race([fetchPage(url, controller.signal), timedOut]);
    } finally {
      clearTimeout(timer);
      controller.abort(new FetchRefused(REFUSAL.timeout(timeoutMs)));
    }
  };
}

function mediaType(response: IncomingMessage): string {
  return String(response.headers["content-type"] ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
}

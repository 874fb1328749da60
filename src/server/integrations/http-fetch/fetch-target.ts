import { FetchRefused, REFUSAL } from "./fetch-refused";
import { ipLiteralOf } from "./public-address";

/** A URL the fetcher may try: http(s), port 80 or 443, no user name or password. */
export interface FetchTarget {
  url: URL;
  /** The host name as DNS sees it (trailing dot dropped), or the IP literal without brackets. */
  host: string;
  /** True when the URL names an IP address, which is checked as it is and never looked up. */
  isIpLiteral: boolean;
  port: 80 | 443;
}

const DEFAULT_PORT = { "http:": 80, "https:": 443 } as const;

/**
 * Checks a URL's shape before anything is looked up. WHATWG parsing has already turned
 * 2130706433, 0x7f.1, 0177.0.0.1 and 127.1 into 127.0.0.1, so the host checked later is the
 * normalised one. The first failing rule decides the reason.
 */
export function fetchTarget(raw: string | URL, base?: URL): FetchTarget {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new FetchRefused(REFUSAL.badRedirect);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new FetchRefused(REFUSAL.scheme);
  if (url.username || url.password) throw new FetchRefused(REFUSAL.credentials);
  // URL drops a port equal to the scheme's default, so 80/443 are the only explicit ones allowed.
  const port = url.port === "" ? DEFAULT_PORT[url.protocol] : Number(url.port);
  if (port !== 80 && port !== 443) throw new FetchRefused(REFUSAL.port);
  if (!url.hostname) throw new FetchRefused(REFUSAL.notFound);
  const literal = ipLiteralOf(url.hostname);
  const host = literal ?? url.hostname.replace(/\.$/, "");
  return { url, host, isIpLiteral: literal !== null, port };
}

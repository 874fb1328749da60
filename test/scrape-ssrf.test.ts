import { afterAll, describe, expect, it } from "vitest";
import type { App } from "../src/server/app";
import { REFUSAL } from "../src/server/integrations/http-fetch/fetch-refused";
import { SCRAPING_FAILED, VALID_URL_MESSAGE } from "../src/shared/schemas/data-tools";
import { sessionFor } from "./support/http";
import { PAGE_ORIGIN, startCanary, startPageServer, testNetwork } from "./support/scrape-servers";
import { createTestApp } from "./support/test-app";

/**
 * Server-side request forgery: every URL below must be refused with a 400 and no connection may
 * reach the canary on loopback. Each direct URL is tried twice: through the production resolver
 * (no scrape network: real DNS, real connections) and through the test network, whose `dial` sends
 * anything that passed the checks to the canary (so a gap in the checks would be counted, not hidden
 * by a closed port). Redirects are served by a page on the test network and point at the canary.
 */
const canary = await startCanary();
const pages = await startPageServer();
const production = await createTestApp();
const tested = await createTestApp({ dataTools: { scrapeNetwork: testNetwork(pages.port, canary) } });
const staffOf = new Map<App, string>([
  [production, (await sessionFor(production, "admin")).cookie],
  [tested, (await sessionFor(tested, "admin")).cookie],
]);

const c = canary.port;
const c6 = canary.port6 ?? canary.port;

/** URL → the reason it must be refused with (null: the request schema refuses it as not a URL). */
const DIRECT: Record<string, string | null> = {};
const add = (reason: string | null, urls: string[]) => {
  for (const url of urls) DIRECT[url] = reason;
};

add(REFUSAL.notPublic, [
  // loopback, in every spelling WHATWG parsing folds to 127.0.0.1
  "http://127.0.0.1/",
  "http://127.0.0.1:80/",
  "https://127.0.0.1/",
  "http://127.1/",
  "http://2130706433/",
  "http://0x7f000001/",
  "http://0177.0.0.1/",
  "http://0x7f.0.0.1/",
  "http://0x7f.1/",
  "http://0x7f.0x0.0x0.0x1/",
  "http://017700000001/",
  "http://127.000.000.001/",
  "http://①②⑦.0.0.1/",
  "http://127。0。0。1/",
  "http://127.0.0.2/",
  "http://127.255.255.254/",
  "http://[::1]/",
  "http://[0:0:0:0:0:0:0:1]/",
  "http://[::ffff:127.0.0.1]/",
  "http://[::ffff:7f00:1]/",
  "http://[0:0:0:0:0:ffff:127.0.0.1]/",
  "http://[::127.0.0.1]/",
  "http://[::ffff:0:7f00:1]/",
  "http://localhost/",
  "http://localhost./",
  "http://LOCALHOST/",
  "https://localhost:443/",
  "http://127.0.0.1#@public.example/",
  // unspecified
  "http://0.0.0.0/",
  "http://0/",
  "http://[::]/",
  // private, carrier-grade NAT, link-local and cloud metadata
  "http://10.0.0.1/",
  "http://10.255.255.255/",
  "http://172.16.0.1/",
  "http://172.31.255.254/",
  "http://192.168.0.1/",
  "https://192.168.1.1:443/",
  "http://100.64.0.1/",
  "http://100.100.100.200/latest/meta-data/",
  "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
  "http://169.254.169.254/computeMetadata/v1/",
  "http://[::ffff:169.254.169.254]/",
  "http://[::ffff:a9fe:a9fe]/",
  "http://[::ffff:10.0.0.1]/",
  "http://[fd00:ec2::254]/",
  "http://[fc00::1]/",
  "http://[fd12:3456:789a::1]/",
  "http://[fe80::1]/",
  "http://[fec0::1]/",
  // multicast, broadcast, reserved, benchmarking, documentation
  "http://224.0.0.1/",
  "http://239.255.255.250/",
  "http://[ff02::1]/",
  "http://255.255.255.255/",
  "http://240.0.0.1/",
  "http://198.18.0.1/",
  "http://192.0.0.8/",
  "http://192.0.2.1/",
  "http://198.51.100.7/",
  "http://203.0.113.9/",
  "http://[2001:db8::1]/",
  // IPv4 wrapped in IPv6 tunnels and translators
  "http://[2002:7f00:1::]/",
  "http://[2002:a00:1::1]/",
  "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/",
  "http://[64:ff9b::7f00:1]/",
  "http://[64:ff9b::a00:1]/",
  "http://[64:ff9b:1::1]/",
]);
add(REFUSAL.port, [
  `http://127.0.0.1:${c}/`,
  `http://127.1:${c}/`,
  `http://2130706433:${c}/`,
  `http://localhost:${c}/`,
  `http://[::1]:${c6}/`,
  `http://[::ffff:7f00:1]:${c}/`,
  `http://0.0.0.0:${c}/`,
  `https://127.0.0.1:${c}/`,
  `http://public.example.com:${c}/`,
  "http://93.184.216.34:8080/",
  "http://93.184.216.34:22/",
  "https://93.184.216.34:8443/",
  "http://93.184.216.34:0/",
]);
add(REFUSAL.credentials, [
  "http://public.example@127.0.0.1/",
  `http://user:pass@127.0.0.1:${c}/`,
  "http://93.184.216.34@127.0.0.1/",
  "https://admin:admin@93.184.216.34/",
]);
add(null, [
  "file:///etc/passwd",
  `gopher://127.0.0.1:${c}/_GET%20/`,
  "ftp://127.0.0.1/",
  "data:text/html,<title>x</title>",
  "javascript:alert(1)",
  `dict://127.0.0.1:${c}/info`,
  `ws://127.0.0.1:${c}/`,
  "//127.0.0.1/",
  "127.0.0.1",
  "http://[::1/",
]);

/** Redirects from a page on the test network to places it must not lead (reason to expect). */
const redirect = (to: string) => `${PAGE_ORIGIN}/redirect?to=${encodeURIComponent(to)}`;
const REDIRECTS: Record<string, string> = {
  [redirect(`http://127.0.0.1:${c}/`)]: REFUSAL.port,
  [redirect("http://127.0.0.1/")]: REFUSAL.notPublic,
  [redirect("http://2130706433/")]: REFUSAL.notPublic,
  [redirect("http://[::1]/")]: REFUSAL.notPublic,
  [redirect("http://[::ffff:127.0.0.1]/")]: REFUSAL.notPublic,
  [redirect("http://localhost/")]: REFUSAL.notPublic,
  [redirect(`http://localhost:${c}/`)]: REFUSAL.port,
  [redirect("http://10.0.0.1/")]: REFUSAL.notPublic,
  [redirect("http://192.168.1.1/")]: REFUSAL.notPublic,
  [redirect("http://169.254.169.254/latest/meta-data/")]: REFUSAL.notPublic,
  [redirect("http://[fd00::1]/")]: REFUSAL.notPublic,
  [redirect("http://user:pass@127.0.0.1/")]: REFUSAL.credentials,
  [redirect(`ftp://127.0.0.1:${c}/`)]: REFUSAL.scheme,
  [redirect("file:///etc/passwd")]: REFUSAL.scheme,
  [redirect(`gopher://127.0.0.1:${c}/_x`)]: REFUSAL.scheme,
  [redirect("javascript:alert(1)")]: REFUSAL.scheme,
  [redirect("data:text/html,<p>x</p>")]: REFUSAL.scheme,
  [redirect(`${PAGE_ORIGIN}:${c}/`)]: REFUSAL.port,
  [redirect(redirect("http://127.0.0.1/"))]: REFUSAL.notPublic,
  [`${PAGE_ORIGIN}/chain/6`]: REFUSAL.tooManyRedirects,
};

let attempts = 0;
let hitsFromRefusals: number | null = null;
let refusedAttempts = 0;
async function scrape(app: App, url: string) {
  attempts++;
  const response = await app.inject({
    method: "POST",
    url: "/api/scrape-website",
    headers: { cookie: staffOf.get(app)! },
    payload: { url },
  });
  return { status: response.statusCode, body: response.json() as { message: string; fieldErrors?: object } };
}

function expectRefused(result: Awaited<ReturnType<typeof scrape>>, reason: string | null) {
  expect(result.status).toBe(400);
  if (reason === null) expect(result.body.message).toBe(VALID_URL_MESSAGE);
  else {
    expect(result.body.message).toBe(`${SCRAPING_FAILED}: ${reason}`);
    expect(result.body.fieldErrors).toEqual({ url: reason });
  }
}

const uniqueUrls = Object.keys(DIRECT).length + Object.keys(REDIRECTS).length + 1; // + metadata.google.internal

afterAll(() => {
  console.info(
    `SSRF: ${uniqueUrls} URLs in ${refusedAttempts} refused requests; canary connections: ${hitsFromRefusals}`,
  );
});

describe("POST /api/scrape-website refuses every address that is not public", () => {
  it("has at least 60 URLs to try", () => {
    expect(uniqueUrls).toBeGreaterThanOrEqual(60);
  });

  it.each(Object.entries(DIRECT))("production resolver: %s", async (url, reason) => {
    expectRefused(await scrape(production, url), reason);
    expect(canary.hits()).toBe(0);
  });

  it.each(Object.entries(DIRECT))("test network dialling the canary: %s", async (url, reason) => {
    expectRefused(await scrape(tested, url), reason);
    expect(canary.hits()).toBe(0);
  });

  it.each(Object.entries(REDIRECTS))("a redirect is checked again: %s", async (url, reason) => {
    expectRefused(await scrape(tested, url), reason);
    expect(canary.hits()).toBe(0);
  });

  it("a cloud metadata name that does not resolve here is still refused", async () => {
    const result = await scrape(production, "http://metadata.google.internal/computeMetadata/v1/");
    expect(result.status).toBe(400);
    expect(result.body.message.startsWith(SCRAPING_FAILED)).toBe(true);
  });

  it("no connection ever reached the canary", () => {
    hitsFromRefusals = canary.hits();
    refusedAttempts = attempts;
    expect(hitsFromRefusals).toBe(0);
  });

  // Last, because it hits the canary on purpose: it proves the canary would have counted a leak.
  it("the canary does count: a public address the test network dials to it is reached", async () => {
    const before = canary.hits();
    const result = await scrape(tested, "http://93.184.216.35/");
    expect(result.status).toBe(200);
    expect(canary.hits()).toBe(before + 1);
  });
});

import { describe, expect, it } from "vitest";
import type { App } from "../src/server/app";
import type { ScrapeNetwork } from "../src/server/modules/data-tools/scrape/website-scraper";
import { SCRAPE_CAPS, SCRAPING_FAILED, type ScrapeResult, VALID_URL_MESSAGE } from "../src/shared/schemas/data-tools";
import { sessionFor, signUp } from "./support/http";
import {
  PAGE_ADDRESS,
  PAGE_HOST,
  PAGE_ORIGIN,
  startCanary,
  startPageServer,
  startSelfSignedPageServer,
  testNetwork,
} from "./support/scrape-servers";
import { createTestApp } from "./support/test-app";

/** The scraper's success path and limits, through the TEST-ONLY network (see testNetwork). */
const canary = await startCanary();
const pages = await startPageServer();
const secure = await startSelfSignedPageServer();
const app = await createTestApp({
  // Generous: a loaded machine takes a few hundred milliseconds to unpack the gzip bomb before refusing it.
  dataTools: { scrapeNetwork: testNetwork(pages.port, canary, { timeoutMs: 2_000, tlsPort: secure.port }) },
});
const staff = await sessionFor(app, "admin");

async function scrape(target: App, body: object, cookie: string | null = staff.cookie) {
  const response = await target.inject({
    method: "POST",
    url: "/api/scrape-website",
    headers: cookie ? { cookie } : {},
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

const failure = (reason: string) => ({ message: `${SCRAPING_FAILED}: ${reason}`, fieldErrors: { url: reason } });

describe("POST /api/scrape-website reads a public page", () => {
  it("collects the title, headings, paragraphs, links and images with the display caps and totals", async () => {
    const { status, body } = await scrape(app, { url: `${PAGE_ORIGIN}/page` });
    expect(status).toBe(200);
    const result = body as ScrapeResult;
    expect(result.url).toBe(`${PAGE_ORIGIN}/page`);
    expect(new Date(result.scraped_at).toISOString()).toBe(result.scraped_at);
    const { data } = result;
    expect(data.title).toBe("Wattle & Co — Gift Hampers");

    // 13 headings (h1-h3, the blank one and the h4 left out), the first 10 shown in page order.
    expect(data.totals.headings).toBe(13);
    expect(data.headings).toHaveLength(SCRAPE_CAPS.headings);
    expect(data.headings!.slice(0, 4)).toEqual([
      { level: 1, text: "Gift hampers" },
      { level: 1, text: "Heading 1" },
      { level: 2, text: "Heading 2" },
      { level: 3, text: "Heading 3" },
    ]);

    // 8 paragraphs (the blank one dropped), 5 shown, whitespace collapsed, long ones cut to 150.
    expect(data.totals.paragraphs).toBe(8);
    expect(data.paragraphs).toHaveLength(SCRAPE_CAPS.paragraphs);
    const first = data.paragraphs![0]!;
    expect(Array.from(first)).toHaveLength(SCRAPE_CAPS.paragraphChars);
    expect(first.startsWith("Paragraph 1: Native flowers and local honey, packed by hand. Native")).toBe(true);
    expect(first.endsWith("…")).toBe(true);
    expect(data.paragraphs![1]).toBe("Paragraph 2: Native flowers and local honey, packed by hand.");

    // Links made absolute; javascript:, mailto: and text-less links dropped; an image link named by its alt.
    expect(data.totals.links).toBe(14);
    expect(data.links).toHaveLength(SCRAPE_CAPS.links);
    expect(data.links!.slice(0, 4)).toEqual([
      { text: "About us", href: `${PAGE_ORIGIN}/about` },
      { text: "Contact", href: `${PAGE_ORIGIN}/contact.html` },
      { text: "Elsewhere", href: "https://elsewhere.example.org/x?y=1" },
      { text: "Logo", href: `${PAGE_ORIGIN}/logo` },
    ]);
    expect(JSON.stringify(data.links)).not.toMatch(/javascript:|mailto:/);

    // Images: absolute, data: dropped, a missing alt is "".
    expect(data.totals.images).toBe(9);
    expect(data.images).toHaveLength(SCRAPE_CAPS.images);
    expect(data.images![0]).toEqual({ src: `${PAGE_ORIGIN}/logo.png`, alt: "Logo" });
    expect(data.images![1]).toEqual({ src: `${PAGE_ORIGIN}/img/0.jpg`, alt: "Photo 0" });
  });

  it("asks for the page by its own name, as the shop, without cookies or credentials", async () => {
    await scrape(app, { url: `${PAGE_ORIGIN}/page?from=test` });
    const seen = pages.requests.at(-1)!;
    expect(seen.path).toBe("/page");
    expect(seen.host).toBe(PAGE_HOST);
    expect(seen.headers["user-agent"]).toMatch(/Forget Me Not/);
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers.authorization).toBeUndefined();
  });

  it("returns only the parts asked for", async () => {
    const { status, body } = await scrape(app, { url: `${PAGE_ORIGIN}/page`, selectors: ["title", "links"] });
    expect(status).toBe(200);
    const { data } = body as ScrapeResult;
    expect(Object.keys(data).sort()).toEqual(["links", "title", "totals"]);
    expect(data.links).toHaveLength(SCRAPE_CAPS.links);
  });

  it("a page with none of the parts gives empty lists, not a failure", async () => {
    const { status, body } = await scrape(app, { url: `${PAGE_ORIGIN}/empty` });
    expect(status).toBe(200);
    expect((body as ScrapeResult).data).toEqual({
      headings: [],
      paragraphs: [],
      links: [],
      images: [],
      totals: { headings: 0, paragraphs: 0, links: 0, images: 0 },
    });
  });

  it("follows up to 5 redirects and reports where the page came from", async () => {
    const { status, body } = await scrape(app, { url: `${PAGE_ORIGIN}/chain/5` });
    expect(status).toBe(200);
    expect(body.url).toBe(`${PAGE_ORIGIN}/chain/0`);
    expect(body.data.title).toBe("End of the chain");
  });

  it("reads gzipped pages and XHTML", async () => {
    expect((await scrape(app, { url: `${PAGE_ORIGIN}/gzip` })).body.data.title).toBe("Squeezed");
    expect((await scrape(app, { url: `${PAGE_ORIGIN}/xhtml` })).body.data.title).toBe("XHTML");
  });
});

describe("POST /api/scrape-website refuses what it must not read", () => {
  it.each([
    ["a sixth redirect", "/chain/6", "too many redirects"],
    ["a page over 2 MB without a length", "/big", "the page is larger than 2 MB"],
    ["a page declaring over 2 MB", "/big-declared", "the page is larger than 2 MB"],
    ["a small gzip that unpacks past 2 MB", "/gzip-bomb", "the page is larger than 2 MB"],
    ["a page that is not HTML", "/json", "the page is not HTML"],
    ["a page that never answers", "/slow", "the page did not answer within 2 seconds"],
    ["a page that never finishes", "/trickle", "the page did not answer within 2 seconds"],
    ["a missing page", "/missing", "the page answered with status 404"],
  ])("%s", async (_name, path, reason) => {
    const { status, body } = await scrape(app, { url: `${PAGE_ORIGIN}${path}` });
    expect(status).toBe(400);
    expect(body).toMatchObject(failure(reason));
  });

  it("an https site whose certificate does not check out, asked for by its name (SNI) on the pinned address", async () => {
    const { status, body } = await scrape(app, { url: `https://${PAGE_HOST}/` });
    expect(status).toBe(400);
    expect(body).toMatchObject(failure("the site's security certificate is not valid"));
    expect(secure.serverNames).toContain(PAGE_HOST);
  });

  it("a name that does not resolve", async () => {
    const { status, body } = await scrape(app, { url: "http://no-such-shop.invalid/" });
    expect(status).toBe(400);
    expect(body).toMatchObject(failure("the site could not be found"));
  });

  it("answers 400 with the spec's message for something that is not a URL", async () => {
    for (const url of ["not a url", "", "   ", "shop dot com", "ftp://example.com/"]) {
      const { status, body } = await scrape(app, { url });
      expect(status).toBe(400);
      expect(body.message).toBe(VALID_URL_MESSAGE);
    }
    expect((await scrape(app, { url: `${PAGE_ORIGIN}/`, selectors: ["scripts"] })).status).toBe(400);
  });

  it("is for staff only: 401 signed out, 403 for customers and vendors", async () => {
    const url = `${PAGE_ORIGIN}/page`;
    const before = pages.requests.length;
    expect((await scrape(app, { url }, null)).status).toBe(401);
    expect((await scrape(app, { url }, (await signUp(app)).cookie)).status).toBe(403);
    expect((await scrape(app, { url }, (await sessionFor(app, "vendor")).cookie)).status).toBe(403);
    expect(pages.requests.length).toBe(before);
  });
});

describe("DNS rebinding", () => {
  /** A name that answers a public address the first time it is asked and loopback after that. */
  function rebindingNetwork(): ScrapeNetwork & { lookups: () => number; dialled: string[] } {
    const base = testNetwork(pages.port, canary);
    let lookups = 0;
    const dialled: string[] = [];
    return {
      lookups: () => lookups,
      dialled,
      async resolve(hostname) {
        if (hostname !== "rebind.shop-test.net") return base.resolve(hostname);
        lookups++;
        return lookups === 1 ? [PAGE_ADDRESS] : ["127.0.0.1"];
      },
      dial(address, port) {
        dialled.push(address);
        return base.dial(address, port);
      },
    };
  }

  it("connects to the address it checked, not to a second answer", async () => {
    const network = rebindingNetwork();
    const rebinding = await createTestApp({ dataTools: { scrapeNetwork: network } });
    const cookie = (await sessionFor(rebinding, "admin")).cookie;

    const first = await scrape(rebinding, { url: "http://rebind.shop-test.net/page" }, cookie);
    expect(first.status).toBe(200);
    expect(first.body.data.title).toBe("Wattle & Co — Gift Hampers");
    // One lookup, and the socket went to the checked public address.
    expect(network.lookups()).toBe(1);
    expect(network.dialled).toEqual([PAGE_ADDRESS]);

    // Asked again, the name now answers loopback: refused before any connection.
    const second = await scrape(rebinding, { url: "http://rebind.shop-test.net/page" }, cookie);
    expect(second.body).toMatchObject(failure("the address is not public"));
    expect(network.dialled).toEqual([PAGE_ADDRESS]);

    // A redirect back to the same name is looked up and checked again.
    const third = rebindingNetwork();
    const redirecting = await createTestApp({ dataTools: { scrapeNetwork: third } });
    const cookie3 = (await sessionFor(redirecting, "admin")).cookie;
    const hop = await scrape(
      redirecting,
      { url: `http://rebind.shop-test.net/redirect?to=${encodeURIComponent("/page")}` },
      cookie3,
    );
    expect(hop.body).toMatchObject(failure("the address is not public"));
    expect(third.lookups()).toBe(2);
    expect(third.dialled).toEqual([PAGE_ADDRESS]);
    expect(canary.hits()).toBe(0);
  });

  it("refuses a name when any one of its addresses is private", async () => {
    const mixed = await createTestApp({
      dataTools: {
        scrapeNetwork: testNetwork(pages.port, canary, {
          names: { "mixed.shop-test.net": [PAGE_ADDRESS, "10.0.0.7"] },
        }),
      },
    });
    const cookie = (await sessionFor(mixed, "admin")).cookie;
    const { body } = await scrape(mixed, { url: "http://mixed.shop-test.net/page" }, cookie);
    expect(body).toMatchObject(failure("the address is not public"));
    expect(canary.hits()).toBe(0);
  });
});

import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { signPhotoToken } from "./photo-tokens";
import { pexelsProvider } from "./providers/pexels";
import { tokenKeyFor } from "./providers/stock-photo-provider";
import { unsplashProvider } from "./providers/unsplash";
import { pexelsResults, sendJson, startStubServer, unsplashResults } from "./testing/stub-server";

const UNSPLASH_KEY = "unsplash-route-key";
const PEXELS_KEY = "pexels-route-key";
const PHOTO = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c3426b" } })
  .jpeg()
  .toBuffer();
const ELEVEN_MB = Buffer.alloc(11 * 1024 * 1024, 0xff);

const canary = await startStubServer((_, res) => {
  res.writeHead(200, { "content-type": "image/jpeg" });
  res.end(PHOTO);
});
const imageHost = await startStubServer((request, res) => {
  const send = (type: string, body: Buffer | string, status = 200) => {
    res.writeHead(status, { "content-type": type });
    res.end(body);
  };
  if (request.path.startsWith("/photo-") || request.path.startsWith("/photos/")) return send("image/jpeg", PHOTO);
  if (request.path === "/page") return send("text/html", "<html><body>not a photo</body></html>");
  if (request.path === "/drawing.svg") return send("image/svg+xml", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  if (request.path === "/garbage.jpg") return send("image/jpeg", "this is not a JPEG at all");
  if (request.path === "/big.jpg") return send("image/jpeg", ELEVEN_MB);
  if (request.path === "/big-stream.jpg") {
    res.writeHead(200, { "content-type": "image/jpeg" }); // chunked: no length to refuse up front
    for (let i = 0; i < 11; i++) res.write(ELEVEN_MB.subarray(0, 1024 * 1024));
    return res.end();
  }
  if (request.path === "/redirect") {
    res.writeHead(302, { location: `${canary.origin}/photo-u0` });
    return res.end();
  }
  send("text/plain", "missing", 404);
});
const unsplashApi = await startStubServer();
const pexelsApi = await startStubServer();

afterAll(async () => {
  await Promise.all([canary, imageHost, unsplashApi, pexelsApi].map((server) => server.close()));
});

const app = await createTestApp({
  stockPhotoProviders: [
    unsplashProvider({ key: UNSPLASH_KEY, apiBase: unsplashApi.origin, imageOrigins: [imageHost.origin] }),
    pexelsProvider({ key: PEXELS_KEY, apiBase: pexelsApi.origin, imageOrigins: [imageHost.origin] }),
  ],
});
const customer = await signUp(app);

beforeEach(() => {
  for (const server of [canary, imageHost, unsplashApi, pexelsApi]) server.requests.length = 0;
  unsplashApi.answer((_, res) => sendJson(res, unsplashResults(imageHost.origin, 12)));
  pexelsApi.answer((_, res) => sendJson(res, pexelsResults(imageHost.origin, 12)));
});

/** Each test asks a different question: the service keeps an answer for an hour. */
const search = (payload: Record<string, unknown>, cookie: string | null = customer.cookie) =>
  app.inject({
    method: "POST",
    url: "/api/stock-photo-queries",
    payload,
    headers: cookie ? { cookie } : {},
  });
const getImage = (url: string, headers: Record<string, string> = { cookie: customer.cookie }) =>
  app.inject({ method: "GET", url, headers });
const unsplashToken = (url: string) => signPhotoToken(tokenKeyFor("unsplash", UNSPLASH_KEY), url);
const unsplashProxy = (url: string) => `/api/stock-photo-proxy/unsplash?token=${unsplashToken(url)}`;

describe("searching with providers configured", () => {
  it("asks Unsplash first and answers with the shop's own image URLs and the photographers' credits", async () => {
    const response = await search({ queryType: "subscription_gift_boxes", count: 4, orientation: "landscape" });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.source).toBe("unsplash");
    expect(body.imageUrls).toHaveLength(4);
    for (const url of body.imageUrls) expect(url).toMatch(/^\/api\/stock-photo-proxy\/unsplash\?token=[\w.-]+$/);
    expect(body.credits).toHaveLength(4);
    expect(body.credits[0]).toEqual({
      photographer: "Una Photographer 1",
      photographerUrl: "https://unsplash.com/@una0?utm_source=forget_me_not&utm_medium=referral",
      photoUrl: "https://unsplash.com/photos/u0?utm_source=forget_me_not&utm_medium=referral",
      description: "a wrapped gift 1",
    });

    expect(unsplashApi.requests).toHaveLength(1);
    const [asked] = unsplashApi.requests;
    expect(asked!.headers.authorization).toBe(`Client-ID ${UNSPLASH_KEY}`);
    expect(asked!.query.get("query")).toBe("gift box");
    expect(asked!.query.get("per_page")).toBe("4");
    expect(asked!.query.get("orientation")).toBe("landscape");
    expect(pexelsApi.requests).toHaveLength(0);
    // Searching fetches no image: the browser asks the proxy for each.
    expect(imageHost.requests).toHaveLength(0);
  });

  it("hands over to Pexels when Unsplash refuses, with Pexels' key, words and orientation", async () => {
    unsplashApi.answer((_, res) => sendJson(res, { errors: ["OAuth error: The access token is invalid"] }, 401));
    const response = await search({ queryType: "flower_arrangements", count: 6, orientation: "square" });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.source).toBe("pexels");
    expect(body.imageUrls).toHaveLength(6);
    expect(body.credits[2].photographer).toBe("Pia Photographer 3");
    const [asked] = pexelsApi.requests;
    expect(asked!.headers.authorization).toBe(PEXELS_KEY);
    expect(Object.fromEntries(asked!.query)).toEqual({
      query: "flower arrangement",
      per_page: "6",
      orientation: "square",
    });

    const image = await getImage(body.imageUrls[0]);
    expect(image.statusCode).toBe(200);
    expect(imageHost.requests.map((r) => r.path)).toEqual(["/photos/100/large.jpeg"]);
  });

  it("answers 502 with each provider's reason when none can be searched, and tries again next time", async () => {
    unsplashApi.answer((_, res) => sendJson(res, {}, 503));
    pexelsApi.answer((_, res) => sendJson(res, {}, 429));
    const query = { queryType: "gift_delivery", count: 8, orientation: "portrait" };
    const response = await search(query);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: "UPSTREAM",
      message:
        "Unsplash could not be searched: it is having trouble (HTTP 503). Please try again later. " +
        "Pexels could not be searched: the shop has made too many searches for now. Please try again later.",
    });
    unsplashApi.answer((_, res) => sendJson(res, unsplashResults(imageHost.origin, 3)));
    const again = await search(query);
    expect(again.statusCode).toBe(200);
    expect(again.json().imageUrls).toHaveLength(3);
  });

  it("still needs a signed-in user", async () => {
    const response = await search({ queryType: "surprise_presents", count: 4, orientation: "landscape" }, null);
    expect(response.statusCode).toBe(401);
    expect(unsplashApi.requests).toHaveLength(0);
  });
});

describe("GET /api/stock-photo-proxy/:provider", () => {
  it("serves the provider's photo from the shop's origin, re-encoded as WebP, with cautious headers", async () => {
    const response = await search({ queryType: "surprise_presents", count: 4, orientation: "portrait" });
    const [url] = response.json().imageUrls as string[];
    const image = await getImage(url!);
    expect(image.statusCode, image.body).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.headers["content-security-policy"]).toBe("default-src 'none'");
    expect(image.headers["cache-control"]).toBe("private, max-age=86400");
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 64, height: 48 });
    expect(imageHost.requests.map((r) => `${r.path}?${r.query}`)).toEqual(["/photo-u0?w=1080"]);

    const etag = String(image.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await getImage(url!, { cookie: customer.cookie, "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(imageHost.requests).toHaveLength(1);
  });

  it("answers a photo asked for again from memory: fetched and re-encoded once, even when asked at once", async () => {
    const encodes = vi.spyOn(sharp.prototype, "toBuffer");
    try {
      const url = unsplashProxy(`${imageHost.origin}/photo-kept`);
      const together = await Promise.all([getImage(url), getImage(url), getImage(url)]);
      const later = await getImage(url);
      for (const response of [...together, later]) {
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.equals(together[0]!.rawPayload)).toBe(true);
      }
      expect(imageHost.requests.map((r) => r.path)).toEqual(["/photo-kept"]);
      expect(encodes).toHaveBeenCalledTimes(1);
    } finally {
      encodes.mockRestore();
    }
  });

  it("keeps no failure: a photo that could not be fetched is fetched again next time", async () => {
    const url = unsplashProxy(`${imageHost.origin}/missing-then-kept.jpg`);
    expect((await getImage(url)).statusCode).toBe(502);
    expect((await getImage(url)).statusCode).toBe(502);
    expect(imageHost.requests).toHaveLength(2);
  });

  it("needs a signed-in user", async () => {
    const response = await getImage(unsplashProxy(`${imageHost.origin}/photo-u0`), {});
    expect(response.statusCode).toBe(401);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(imageHost.requests).toHaveLength(0);
  });

  it.each([
    ["another host", () => `${canary.origin}/photo-u0`],
    ["another port of the image host", () => `http://127.0.0.1:1/photo-u0`],
    ["localhost for the image host", () => imageHost.origin.replace("127.0.0.1", "localhost")],
    ["the cloud metadata address", () => "http://169.254.169.254/latest/meta-data/"],
    ["a private address", () => "http://10.0.0.1/photo.jpg"],
    ["IPv6 loopback", () => "http://[::1]/photo.jpg"],
    ["a look-alike host", () => "https://images.unsplash.com.evil.example/photo.jpg"],
    ["credentials in the URL", () => imageHost.origin.replace("http://", "http://user:pass@")],
    ["a file URL", () => "file:///etc/passwd"],
    ["not a URL", () => "photo-u0"],
    // The real host is not on this app's list (tests replace it with the stub).
    ["a host the provider does not use here", () => "https://images.unsplash.com/photo-1"],
  ])("refuses a correctly signed token for %s (404, nothing fetched)", async (_, target) => {
    const response = await getImage(unsplashProxy(target()));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: "Image not found" });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(canary.requests).toHaveLength(0);
    expect(imageHost.requests).toHaveLength(0);
  });

  it("refuses forged, tampered and misplaced tokens", async () => {
    const good = unsplashToken(`${imageHost.origin}/photo-u0`);
    const [encodedUrl, mac] = good.split(".");
    const canaryUrl = Buffer.from(`${canary.origin}/photo-u0`).toString("base64url");
    const forgedMac = signPhotoToken(tokenKeyFor("unsplash", "a guessed key"), `${canary.origin}/photo-u0`);
    const cases: [string, number][] = [
      [`/api/stock-photo-proxy/unsplash?token=${canaryUrl}.${mac}`, 404],
      [`/api/stock-photo-proxy/unsplash?token=${forgedMac}`, 404],
      [`/api/stock-photo-proxy/unsplash?token=${encodedUrl}.${"A".repeat(43)}`, 404],
      [`/api/stock-photo-proxy/unsplash?token=${encodedUrl}`, 404],
      [`/api/stock-photo-proxy/unsplash?token=garbage`, 404],
      [`/api/stock-photo-proxy/pexels?token=${good}`, 404],
      [`/api/stock-photo-proxy/unsplash?token=${"A".repeat(5000)}`, 400],
      ["/api/stock-photo-proxy/unsplash", 400],
      [`/api/stock-photo-proxy/flickr?token=${good}`, 400],
    ];
    for (const [url, status] of cases) {
      const response = await getImage(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
    }
    expect(canary.requests).toHaveLength(0);
    expect(imageHost.requests).toHaveLength(0);
    expect((await getImage(`/api/stock-photo-proxy/unsplash?token=${good}`)).statusCode).toBe(200);
  });

  it.each([
    ["a redirect (not followed)", "/redirect", "The photo could not be fetched. Please try again later."],
    ["a web page", "/page", "The photo could not be fetched. Please try again later."],
    ["an SVG", "/drawing.svg", "The photo could not be fetched. Please try again later."],
    ["a missing image", "/missing.jpg", "The photo could not be fetched. Please try again later."],
    ["bytes that are not an image", "/garbage.jpg", "The photo could not be read."],
    ["an image over 10 MB", "/big.jpg", "The photo is larger than 10 MB."],
    ["an image streamed past 10 MB", "/big-stream.jpg", "The photo is larger than 10 MB."],
  ])("answers 502 for %s from the image host", async (_, path, message) => {
    const response = await getImage(unsplashProxy(`${imageHost.origin}${path}`));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ code: "UPSTREAM", message });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(canary.requests).toHaveLength(0);
  });
});

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/server/app";
import { openTestDatabase } from "./support/test-app";

const distDir = mkdtempSync(join(tmpdir(), "fmn-web-"));
const INDEX_HTML = `<!doctype html><html><head><title>Forget Me Not</title><script type="module" src="/assets/app-abc.js"></script></head><body><div id="root"></div></body></html>`;
const APP_JS = `console.log(${JSON.stringify("forget me not ".repeat(200))});`;
mkdirSync(join(distDir, "assets"));
writeFileSync(join(distDir, "index.html"), INDEX_HTML);
writeFileSync(join(distDir, "assets", "app-abc.js"), APP_JS);
// Vite copies public/ into the build as it is.
const ROBOTS_TXT = new URL("../public/robots.txt", import.meta.url);
copyFileSync(ROBOTS_TXT, join(distDir, "robots.txt"));
const emptyDir = mkdtempSync(join(tmpdir(), "fmn-web-empty-"));

const database = await openTestDatabase();
const app = await buildApp({ database, webDistDir: distDir, rateLimitScale: 1000 });
const withoutBuild = await buildApp({ database, webDistDir: emptyDir, rateLimitScale: 1000 });
afterAll(async () => {
  await app.close();
  await withoutBuild.close();
  await database.close();
  rmSync(distDir, { recursive: true, force: true });
  rmSync(emptyDir, { recursive: true, force: true });
});

describe("the web app", () => {
  it.each([
    "/",
    "/gift-boxes",
    "/gift-box/flowers?from=home",
    "/gift-box/7",
    "/reset-password?token=abc",
    "/admin/fulfillment",
    "/billing/12",
    "/story/",
    "/Story",
  ])("answers GET %s, one of its pages, with index.html, never cached", async (url) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each(["/some/unknown/path", "/no-such-page?x=1", "/gift-box", "/gift-box/7/extra", "/admin", "/wp-login.php"])(
    "answers GET %s, no page of the app, 404 with index.html (the app shows its not-found page)",
    async (url) => {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it("answers HEAD as GET: 200 for a page, 404 for an unknown path", async () => {
    expect((await app.inject({ method: "HEAD", url: "/how-it-works" })).statusCode).toBe(200);
    expect((await app.inject({ method: "HEAD", url: "/how-it-doesnt" })).statusCode).toBe(404);
  });

  it("serves /sitemap.xml: the public pages and every gift box on sale, on the shop's origin", async () => {
    const response = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    expect(response.body).not.toContain("<html");
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain("http://localhost:3000/");
    expect(locs).toContain("http://localhost:3000/gift-boxes");
    expect(locs).toContain("http://localhost:3000/how-it-works");
    const boxes = (await app.inject({ method: "GET", url: "/api/gift-boxes" })).json() as { id: number }[];
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(locs).toContain(`http://localhost:3000/gift-box/${box.id}`);
    // Personal and staff pages are never offered to crawlers.
    for (const loc of locs) expect(loc).not.toMatch(/\/(account|admin|checkout|dashboard|billing|data-tools)/);
  });

  it("serves hashed assets as immutable, with their own type", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/app-abc.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.headers["cache-control"]).toContain("max-age=31536000");
    expect(response.body).toBe(APP_JS);
  });

  it("serves robots.txt from public/ as plain text, not the app's HTML", async () => {
    const response = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toBe(readFileSync(ROBOTS_TXT, "utf8"));
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).not.toMatch(/<html/i);
  });

  it("does not serve files outside the build folder", async () => {
    for (const url of ["/../package.json", "/assets/..%2f..%2fpackage.json", "/%2e%2e/%2e%2e/etc/passwd"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('"dependencies"');
      expect(response.body, url).not.toContain("root:");
    }
  });

  it("answers unknown /api paths and non-GET requests with a JSON 404", async () => {
    for (const [method, url] of [
      ["GET", "/api/nope"],
      ["GET", "/api/nope/deeper?x=1"],
      ["POST", "/some/page"],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers["content-type"]).toMatch(/application\/json/);
      expect(response.json()).toEqual({ code: "NOT_FOUND", message: "Not found" });
    }
  });

  it("answers JSON 404 for pages when the web app is not built", async () => {
    const response = await withoutBuild.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
    expect((await withoutBuild.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});

describe("security headers", () => {
  it.each(["/", "/assets/app-abc.js", "/api/gift-boxes", "/api/nope"])("are sent on %s", async (url) => {
    const response = await app.inject({ method: "GET", url });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("stripe.com"); // test mode loads nothing from Stripe
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    // Plain HTTP here: HSTS only over HTTPS (test/response-headers.test.ts).
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });
});

describe("the API through the full app", () => {
  it("answers GET /api/health", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("gzips a large JSON response when the client accepts it", async () => {
    const plain = await app.inject({ method: "GET", url: "/api/gift-boxes" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const zipped = await app.inject({ method: "GET", url: "/api/gift-boxes", headers: { "accept-encoding": "gzip" } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers["content-type"]).toMatch(/application\/json/);
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString("utf8"))).toEqual(plain.json());
  });

  it("leaves small responses uncompressed", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health", headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBeUndefined();
  });
});

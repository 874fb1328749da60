import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { signPhotoToken } from "../src/server/modules/stock-photos/photo-tokens";
import { tokenKeyFor } from "../src/server/modules/stock-photos/providers/stock-photo-provider";
import { unsplashProvider } from "../src/server/modules/stock-photos/providers/unsplash";
import { STOCK_PHOTO_PROXY_LIMITS } from "../src/server/modules/stock-photos/proxy-rate-limit";
import { startStubServer } from "../src/server/modules/stock-photos/testing/stub-server";
import { TOO_MANY_ATTEMPTS } from "../src/server/plugins/rate-limits";
import { sessionFor } from "./support/http";
import { createTestApp } from "./support/test-app";

// The production limits (scale 1): proxied stock photos are counted per user and per IP.
const PHOTO = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#c3426b" } })
  .jpeg()
  .toBuffer();
const imageHost = await startStubServer((_, res) => {
  res.writeHead(200, { "content-type": "image/jpeg" });
  res.end(PHOTO);
});
afterAll(() => imageHost.close());

const KEY = "proxy-limit-key";
const app = await createTestApp({
  rateLimitScale: 1,
  stockPhotoProviders: [
    unsplashProvider({ key: KEY, apiBase: "http://127.0.0.1:9", imageOrigins: [imageHost.origin] }),
  ],
});
const url = `/api/stock-photo-proxy/unsplash?token=${signPhotoToken(tokenKeyFor("unsplash", KEY), `${imageHost.origin}/photo-1`)}`;
const proxied = (cookie: string, remoteAddress = "127.0.0.1") =>
  app.inject({ url, headers: { cookie }, remoteAddress });

async function askTimes(times: number, cookie: string, remoteAddress?: string) {
  const statuses = new Set<number>();
  for (let i = 0; i < times; i++) statuses.add((await proxied(cookie, remoteAddress)).statusCode);
  return [...statuses];
}

describe("the stock photo proxy's rate limit", () => {
  it("stops a signed-in user after their limit, with a wait, while another user still gets photos", async () => {
    const busy = await sessionFor(app, "customer");
    const other = await sessionFor(app, "customer");
    expect(await askTimes(STOCK_PHOTO_PROXY_LIMITS.perUser, busy.cookie, "127.0.0.2")).toEqual([200]);

    const refused = await proxied(busy.cookie, "127.0.0.2");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED", message: TOO_MANY_ATTEMPTS });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // From another address too: the limit follows the user.
    expect((await proxied(busy.cookie, "127.0.0.3")).statusCode).toBe(429);
    expect((await proxied(other.cookie, "127.0.0.2")).statusCode).toBe(200);
  });

  it("stops one address after its limit, whichever users ask from it", async () => {
    const { perUser, perIp } = STOCK_PHOTO_PROXY_LIMITS;
    const users = await Promise.all(
      Array.from({ length: Math.ceil(perIp / perUser) + 1 }, () => sessionFor(app, "vendor")),
    );
    let asked = 0;
    for (const user of users) {
      const times = Math.min(perUser, perIp - asked);
      if (times > 0) expect(await askTimes(times, user.cookie, "127.0.0.9")).toEqual([200]);
      asked += times;
    }
    const last = users.at(-1)!;
    expect((await proxied(last.cookie, "127.0.0.9")).statusCode).toBe(429);
    expect((await proxied(last.cookie, "127.0.0.10")).statusCode).toBe(200);
  });
});

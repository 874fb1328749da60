import sharp, { type Sharp } from "sharp";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { memoryStorage } from "../src/server/integrations/storage/memory-storage";
import { noisy } from "../src/server/modules/media/testing/image-fixtures";
import { filePart, multipartBody } from "../src/server/modules/media/testing/multipart";
import { signPhotoToken } from "../src/server/modules/stock-photos/photo-tokens";
import { tokenKeyFor } from "../src/server/modules/stock-photos/providers/stock-photo-provider";
import { unsplashProvider } from "../src/server/modules/stock-photos/providers/unsplash";
import { startStubServer } from "../src/server/modules/stock-photos/testing/stub-server";
import { sessionFor } from "./support/http";
import { createTestApp } from "./support/test-app";

// Decoding and encoding images is what makes the server's memory climb (ADR 0011): however many
// uploads and stock photos are asked for at once, only a couple of sharp operations may run together.
const IMAGE_WORK_LIMIT = 2;

const UNSPLASH_KEY = "image-work-key";
const PHOTO = await noisy(640, 480).jpeg().toBuffer();
const imageHost = await startStubServer((_, res) => {
  res.writeHead(200, { "content-type": "image/jpeg" });
  res.end(PHOTO);
});
afterAll(() => imageHost.close());

const app = await createTestApp({
  storage: memoryStorage(),
  stockPhotoProviders: [
    unsplashProvider({ key: UNSPLASH_KEY, apiBase: "http://127.0.0.1:9", imageOrigins: [imageHost.origin] }),
  ],
});
const vendor = await sessionFor(app, "vendor");

/**
 * Timing-free instrumentation: every sharp pipeline that decodes or encodes pixels ends in
 * toBuffer; counting the calls in flight shows how many run at once, whatever the machine's speed.
 */
const inFlight = { now: 0, peak: 0, total: 0 };
const originalToBuffer = sharp.prototype.toBuffer;
beforeEach(() => {
  Object.assign(inFlight, { now: 0, peak: 0, total: 0 });
  sharp.prototype.toBuffer = function countedToBuffer(this: Sharp, ...args: unknown[]) {
    inFlight.now++;
    inFlight.total++;
    inFlight.peak = Math.max(inFlight.peak, inFlight.now);
    const done = () => {
      inFlight.now--;
    };
    const result = (originalToBuffer as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    result.then(done, done);
    return result;
  } as typeof sharp.prototype.toBuffer;
});
afterEach(() => {
  sharp.prototype.toBuffer = originalToBuffer;
});

const upload = (photo: Buffer) => {
  const body = multipartBody([filePart(photo)]);
  return app.inject({
    method: "POST",
    url: "/api/uploads",
    payload: body.payload,
    headers: { ...body.headers, cookie: vendor.cookie },
  });
};
/** A different image address each time: nothing is answered from a cache. */
const proxied = (n: number) => {
  const token = signPhotoToken(tokenKeyFor("unsplash", UNSPLASH_KEY), `${imageHost.origin}/photo-${n}`);
  return app.inject({ url: `/api/stock-photo-proxy/unsplash?token=${token}`, headers: { cookie: vendor.cookie } });
};

describe("image work runs a few operations at a time", () => {
  it(`never has more than ${IMAGE_WORK_LIMIT} sharp operations running, for eight uploads at once`, async () => {
    const photos = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        noisy(640 + i * 8, 480)
          .jpeg()
          .toBuffer(),
      ),
    );
    inFlight.total = 0; // the photos above were made before the uploads started
    inFlight.peak = 0;
    const responses = await Promise.all(photos.map(upload));
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    // Per upload one decode and two encodes (400 wide and its own width): all went through the limit.
    expect(inFlight.total).toBe(8 * 3);
    expect(inFlight.peak).toBeLessThanOrEqual(IMAGE_WORK_LIMIT);
  });

  it("shares the limit between uploads and the stock photo proxy", async () => {
    const photo = await noisy(640, 480).jpeg().toBuffer();
    inFlight.total = 0;
    inFlight.peak = 0;
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, () => upload(photo)),
      ...Array.from({ length: 8 }, (_, i) => proxied(i)),
    ]);
    for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(300);
    expect(inFlight.total).toBe(4 * 3 + 8);
    expect(inFlight.peak).toBeLessThanOrEqual(IMAGE_WORK_LIMIT);
  });
});

import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sessionFor } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_BAD_PURPOSE,
  UPLOAD_BAD_SHAPE,
  UPLOAD_MISSING,
  UPLOAD_ONE_FILE,
  UPLOAD_TOO_LARGE,
  UPLOAD_TOO_MANY_PIXELS,
  UPLOAD_UNREADABLE,
  UPLOAD_WRONG_TYPE,
  uploadResponseSchema,
} from "../../../shared/schemas/upload";
import { IMAGE_MESSAGE } from "../../../shared/schemas/vendor-gift-box";
import { uploads } from "../../db/schema";
import { memoryStorage } from "../../integrations/storage/memory-storage";
import { AppError } from "../../lib/errors";
import * as fixtures from "./testing/image-fixtures";
import { filePart, multipartBody, type Part } from "./testing/multipart";

const storage = memoryStorage();
const app = await createTestApp({ storage });
const vendor = await sessionFor(app, "vendor");
const otherVendor = await sessionFor(app, "vendor");
const staff = await sessionFor(app, "admin");
const customer = await sessionFor(app, "customer");

type Body = { payload: Buffer | string; headers: Record<string, string> };
const asParts = (...parts: Part[]): Body => multipartBody(parts);

function send(body: Body, cookie: string | null = vendor.cookie) {
  return app.inject({
    method: "POST",
    url: "/api/uploads",
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

/** What is stored: uploads rows and files. */
async function stored() {
  const [row] = await app.ctx.db.select({ count: sql<number>`count(*)::int` }).from(uploads);
  return { rows: row!.count, files: (await storage.list()).length };
}

/** Byte strings no stored file may contain, whatever was uploaded. */
const NEVER_STORED = ["GPS", "Exif", "<script", "<?php", "PK\u0003\u0004", "secret", "passwd", "<svg", "<html"];

/** Each stored size: a WebP with nothing in it but pixels. */
async function expectCleanVariants(id: string, widths: number[]) {
  const files: Buffer[] = [];
  for (const width of widths) {
    const file = await storage.get(`${id}/${width}.webp`);
    expect(file?.contentType).toBe("image/webp");
    const meta = await sharp(file!.data).metadata();
    expect(meta).toMatchObject({ format: "webp", width });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.comments).toBeUndefined();
    for (const text of NEVER_STORED) expect(file!.data.includes(text, 0, "latin1"), text).toBe(false);
    files.push(file!.data);
  }
  return files;
}

type Outcome =
  | { refused: { status: number; code: string; message: string } }
  | { stored: (upload: { width: number; height: number; files: Buffer[]; widths: number[] }) => Promise<void> | void };

const refused = (message: string, status = 400, code = "VALIDATION"): Outcome => ({
  refused: { status, code, message },
});
const storedClean = (check: Extract<Outcome, { stored: unknown }>["stored"] = () => {}): Outcome => ({
  stored: check,
});

const pad = (file: Buffer, size: number) => Buffer.concat([file, Buffer.alloc(size - file.length)]);

/**
 * Hostile and awkward files: each is refused with its clear message and nothing stored, or stored
 * re-encoded with nothing of the original but its pixels.
 */
const HOSTILE: { name: string; body: () => Promise<Body> | Body; outcome: Outcome }[] = [
  // Not a PNG or JPEG, whatever the name or type says.
  {
    name: "an SVG with a script",
    body: () => asParts(filePart(fixtures.SVG, "logo.svg", "image/svg+xml")),
    outcome: refused(UPLOAD_WRONG_TYPE),
  },
  {
    name: "an HTML page renamed .png",
    body: () => asParts(filePart(fixtures.HTML, "photo.png", "application/octet-stream")),
    outcome: refused(UPLOAD_WRONG_TYPE),
  },
  {
    name: "an HTML page sent as image/png",
    body: () => asParts(filePart(fixtures.HTML, "photo.png", "image/png")),
    outcome: refused(UPLOAD_WRONG_TYPE),
  },
  {
    name: "a PHP script named .jpg",
    body: () => asParts(filePart(fixtures.PHP, "shell.php.jpg", "image/jpeg")),
    outcome: refused(UPLOAD_WRONG_TYPE),
  },
  {
    name: "JavaScript named .png",
    body: () => asParts(filePart(fixtures.JS, "app.png", "image/png")),
    outcome: refused(UPLOAD_WRONG_TYPE),
  },
  {
    name: "a GIF",
    body: async () => asParts(filePart(await fixtures.solid(20, 20).gif().toBuffer(), "a.gif", "image/gif")),
    outcome: refused(UPLOAD_WRONG_TYPE),
  },
  {
    name: "a WebP",
    body: async () => asParts(filePart(await fixtures.solid(20, 20).webp().toBuffer(), "a.png", "image/png")),
    outcome: refused(UPLOAD_WRONG_TYPE),
  },
  {
    name: "a TIFF",
    body: async () => asParts(filePart(await fixtures.solid(20, 20).tiff().toBuffer(), "a.jpg")),
    outcome: refused(UPLOAD_WRONG_TYPE),
  },
  {
    name: "an AVIF",
    body: async () => asParts(filePart(await fixtures.solid(20, 20).avif().toBuffer(), "a.jpg")),
    outcome: refused(UPLOAD_WRONG_TYPE),
  },
  {
    name: "a BMP",
    body: () => asParts(filePart(fixtures.bmp(), "a.bmp", "image/bmp")),
    outcome: refused(UPLOAD_WRONG_TYPE),
  },
  {
    name: "a PDF with JavaScript",
    body: () => asParts(filePart(fixtures.PDF, "a.pdf", "application/pdf")),
    outcome: refused(UPLOAD_WRONG_TYPE),
  },
  {
    name: "a ZIP",
    body: () => asParts(filePart(fixtures.zip(), "a.zip", "application/zip")),
    outcome: refused(UPLOAD_WRONG_TYPE),
  },
  { name: "a 1-byte file", body: () => asParts(filePart(Buffer.from([0xff]))), outcome: refused(UPLOAD_WRONG_TYPE) },

  // A PNG or JPEG signature over something that does not decode.
  {
    name: "a PNG behind a JPEG header (mismatched)",
    body: async () => asParts(filePart(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), await fixtures.png()]))),
    outcome: refused(UPLOAD_UNREADABLE),
  },
  {
    name: "a JPEG behind a PNG signature (mismatched)",
    body: async () =>
      asParts(filePart(Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), await fixtures.jpeg()]), "a.png")),
    outcome: refused(UPLOAD_UNREADABLE),
  },
  {
    name: "JPEG magic bytes followed by garbage",
    body: () => asParts(filePart(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(4000)]))),
    outcome: refused(UPLOAD_UNREADABLE),
  },
  {
    name: "a truncated PNG",
    body: async () => {
      const file = await fixtures.noisy(200, 150).png().toBuffer();
      return asParts(filePart(file.subarray(0, file.length / 2), "a.png", "image/png"));
    },
    outcome: refused(UPLOAD_UNREADABLE),
  },
  {
    name: "a truncated JPEG",
    body: async () => {
      const file = await fixtures.noisy(200, 150).jpeg().toBuffer();
      return asParts(filePart(file.subarray(0, file.length / 2)));
    },
    outcome: refused(UPLOAD_UNREADABLE),
  },
  {
    name: "a JPEG declaring 6000×6000 over 64×48 of data",
    body: async () => asParts(filePart(fixtures.withDeclaredJpegSize(await fixtures.jpeg(), 6000, 6000))),
    outcome: refused(UPLOAD_UNREADABLE),
  },

  // Pictures too big or too odd to decode or show.
  {
    name: "a decompression bomb (30000×30000 PNG, ~110 KB)",
    body: () => asParts(filePart(fixtures.pngBomb(30_000), "bomb.png", "image/png")),
    outcome: refused(UPLOAD_TOO_MANY_PIXELS),
  },
  {
    name: "a JPEG declaring 65000×65000",
    body: async () => asParts(filePart(fixtures.withDeclaredJpegSize(await fixtures.jpeg(), 65_000, 65_000))),
    outcome: refused(UPLOAD_TOO_MANY_PIXELS),
  },
  {
    name: "a 20000×100 strip",
    body: async () => asParts(filePart(await fixtures.png(20_000, 100), "strip.png", "image/png")),
    outcome: refused(UPLOAD_BAD_SHAPE),
  },
  {
    name: "a 100×20000 strip",
    body: async () => asParts(filePart(await fixtures.png(100, 20_000), "strip.png", "image/png")),
    outcome: refused(UPLOAD_BAD_SHAPE),
  },

  // The form itself.
  { name: "a zero-byte file", body: () => asParts(filePart(Buffer.alloc(0))), outcome: refused(UPLOAD_MISSING) },
  {
    name: "no file part",
    body: () => asParts({ name: "purpose", data: "gift-box" }),
    outcome: refused(UPLOAD_MISSING),
  },
  {
    name: "a JSON body",
    body: () => ({
      payload: JSON.stringify({ file: "iVBORw0KGgo=" }),
      headers: { "content-type": "application/json" },
    }),
    outcome: refused(UPLOAD_MISSING),
  },
  {
    name: "the file under another field name",
    body: async () =>
      asParts({ name: "image", filename: "a.jpg", contentType: "image/jpeg", data: await fixtures.jpeg() }),
    outcome: refused(UPLOAD_MISSING),
  },
  {
    name: "two file parts",
    body: async () => asParts(filePart(await fixtures.jpeg()), filePart(await fixtures.jpeg())),
    outcome: refused(UPLOAD_ONE_FILE),
  },
  {
    name: "10 MB + 1 byte",
    body: async () => asParts(filePart(pad(await fixtures.jpeg(), MAX_UPLOAD_BYTES + 1))),
    outcome: refused(UPLOAD_TOO_LARGE, 413, "PAYLOAD_TOO_LARGE"),
  },
  {
    name: "an unknown purpose",
    body: async () => asParts(filePart(await fixtures.jpeg()), { name: "purpose", data: "avatar" }),
    outcome: refused(UPLOAD_BAD_PURPOSE),
  },
  {
    name: "a body cut off in the middle of the file",
    body: async () => {
      const body = asParts(filePart(await fixtures.noisy(100, 100).jpeg().toBuffer()));
      return { ...body, payload: (body.payload as Buffer).subarray(0, 600) };
    },
    outcome: refused(UPLOAD_UNREADABLE),
  },

  // Real photos carrying something else: stored, re-encoded, with nothing but their pixels.
  {
    name: "a PNG/ZIP polyglot",
    body: async () => asParts(filePart(Buffer.concat([await fixtures.png(), fixtures.zip()]), "a.png", "image/png")),
    outcome: storedClean(),
  },
  {
    name: "a JPEG with HTML appended",
    body: async () => asParts(filePart(Buffer.concat([await fixtures.jpeg(), Buffer.from(fixtures.HTML)]))),
    outcome: storedClean(),
  },
  {
    name: "exactly 10 MB (a JPEG padded with zeros)",
    body: async () => asParts(filePart(pad(await fixtures.jpeg(), MAX_UPLOAD_BYTES))),
    outcome: storedClean(({ width }) => expect(width).toBe(64)),
  },
  {
    name: "a file part without a filename or type",
    body: async () => asParts({ name: "file", data: await fixtures.jpeg() }),
    outcome: storedClean(),
  },
  {
    name: "a path-traversal filename",
    body: async () => asParts(filePart(await fixtures.jpeg(), "../../etc/passwd.png", "image/png")),
    outcome: storedClean(),
  },
  {
    name: "a filename with a null byte",
    body: async () => asParts(filePart(await fixtures.jpeg(), "secret\u0000.png.php", "image/png")),
    outcome: storedClean(),
  },
  {
    name: "a JPEG with EXIF GPS tags",
    body: async () => {
      const file = await fixtures
        .solid(64, 48)
        .jpeg()
        .withExif({
          IFD0: { Make: "Phone", ImageDescription: "secret home" },
          IFD3: {
            GPSLatitudeRef: "S",
            GPSLatitude: "37/1 48/1 0/1",
            GPSLongitudeRef: "E",
            GPSLongitude: "144/1 57/1 0/1",
            GPSMapDatum: "GPS WGS-84",
          },
        })
        .toBuffer();
      // The fixture really carries them: they must not survive.
      expect((await sharp(file).metadata()).exif).toBeDefined();
      expect(file.includes("GPS")).toBe(true);
      return asParts(filePart(file));
    },
    outcome: storedClean(),
  },
  {
    name: "an EXIF-rotated JPEG (orientation 6)",
    body: async () =>
      asParts(filePart(await (await fixtures.halves(64, 48)).jpeg().withMetadata({ orientation: 6 }).toBuffer())),
    outcome: storedClean(async ({ width, height, files }) => {
      // Stored 64×48 with "rotate 90° clockwise to show": shown 48×64, the left (red) half on top.
      expect({ width, height }).toEqual({ width: 48, height: 64 });
      const { data, info } = await sharp(files[0]).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      expect(pixel(24, 4)[0]).toBeGreaterThan(200);
      expect(pixel(24, 4)[2]).toBeLessThan(60);
      expect(pixel(24, 60)[2]).toBeGreaterThan(200);
      expect(pixel(24, 60)[0]).toBeLessThan(60);
    }),
  },
  {
    name: "a CMYK JPEG",
    body: async () => asParts(filePart(await fixtures.solid(64, 48).toColourspace("cmyk").jpeg().toBuffer())),
    outcome: storedClean(async ({ files }) => {
      const meta = await sharp(files[0]).metadata();
      expect({ space: meta.space, channels: meta.channels }).toEqual({ space: "srgb", channels: 3 });
    }),
  },
  {
    name: "a 16-bit PNG",
    body: async () => asParts(filePart(await fixtures.noisy(64, 48).toColourspace("rgb16").png().toBuffer(), "a.png")),
    outcome: storedClean(async ({ files }) => expect((await sharp(files[0]).metadata()).depth).toBe("uchar")),
  },
  {
    name: "a PNG with alpha",
    body: async () =>
      asParts(filePart(await fixtures.solid(64, 48, { r: 0, g: 128, b: 0, alpha: 0.5 }).png().toBuffer())),
    outcome: storedClean(async ({ files }) => expect((await sharp(files[0]).metadata()).hasAlpha).toBe(true)),
  },
  {
    name: "an animated PNG (the first frame is kept)",
    body: async () => asParts(filePart(await fixtures.animatedPng(), "a.png", "image/png")),
    outcome: storedClean(async ({ files }) => {
      const meta = await sharp(files[0]).metadata();
      expect(meta.pages ?? 1).toBe(1);
      const { channels } = await sharp(files[0]).stats();
      expect(channels[0]!.mean).toBeGreaterThan(200); // red, the default image
      expect(channels[1]!.mean).toBeLessThan(60);
    }),
  },
  {
    name: "a 1×1 PNG (kept at 1×1)",
    body: async () => asParts(filePart(await fixtures.png(1, 1), "dot.png")),
    outcome: storedClean(({ width, height, widths }) => {
      expect({ width, height, widths }).toEqual({ width: 1, height: 1, widths: [1] });
    }),
  },
  {
    name: "a PNG with a script and a location in a text chunk",
    body: async () =>
      asParts(filePart(fixtures.withPngText(await fixtures.png(), "Comment", "<script>alert(1)</script> GPS secret"))),
    outcome: storedClean(),
  },
  {
    name: "a JPEG with an ICC profile and XMP",
    body: async () =>
      asParts(
        filePart(
          await fixtures
            .solid(64, 48)
            .jpeg()
            .withIccProfile("p3")
            .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/">secret</x:xmpmeta>')
            .toBuffer(),
        ),
      ),
    outcome: storedClean(),
  },
  {
    name: "a JPEG named .gif and sent as image/gif (the content decides)",
    body: async () => asParts(filePart(await fixtures.jpeg(), "a.gif", "image/gif")),
    outcome: storedClean(),
  },
];

describe("POST /api/uploads with hostile and awkward files", () => {
  it(`tries ${HOSTILE.length} of them`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
  });

  for (const { name, body, outcome } of HOSTILE) {
    if ("refused" in outcome) {
      it(`refuses ${name}, storing nothing`, async () => {
        const before = await stored();
        const response = await send(await body());
        expect(response.statusCode, response.body).toBe(outcome.refused.status);
        expect(response.json()).toEqual({
          code: outcome.refused.code,
          message: outcome.refused.message,
          fieldErrors: { file: outcome.refused.message },
        });
        expect(await stored()).toEqual(before);
      });
    } else {
      it(`stores ${name} re-encoded, with nothing but its pixels`, async () => {
        const before = await stored();
        const response = await send(await body());
        expect(response.statusCode, response.body).toBe(201);
        const result = uploadResponseSchema.parse(response.json());
        const widths = result.variants.map((variant) => variant.width);
        const files = await expectCleanVariants(result.id, widths);
        expect(await stored()).toEqual({ rows: before.rows + 1, files: before.files + widths.length });
        await outcome.stored({ width: result.width, height: result.height, files, widths });
      });
    }
  }
});

describe("POST /api/uploads", () => {
  it("stores a photo at display widths, never upscaled, and answers its addresses", async () => {
    const response = await send(asParts(filePart(await fixtures.noisy(2000, 1500).jpeg().toBuffer())));
    expect(response.statusCode, response.body).toBe(201);
    const body = uploadResponseSchema.parse(response.json());
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(body).toMatchObject({ width: 2000, height: 1500, url: `/media/${body.id}/800.webp` });
    expect(body.variants).toEqual([400, 800, 1600].map((width) => ({ width, url: `/media/${body.id}/${width}.webp` })));
    // The gift box form's own check accepts the address.
    expect(body.url).toMatch(/^\/media\/[A-Za-z0-9_-]{10,64}\/[a-z0-9]+\.(webp|jpg|png)$/);
    const [row] = await app.ctx.db.select().from(uploads).where(sql`${uploads.id} = ${body.id}`);
    expect(row).toMatchObject({
      ownerUserId: vendor.userId,
      purpose: "gift-box",
      width: 2000,
      height: 1500,
      variantWidths: [400, 800, 1600],
      format: "webp",
    });
    expect(row!.byteSize).toBeGreaterThan(0);
    const small = await send(asParts(filePart(await fixtures.jpeg(600, 300))));
    expect(small.json()).toMatchObject({ width: 600, height: 300, url: expect.stringMatching(/\/600\.webp$/) });
    expect(small.json().variants.map((v: { width: number }) => v.width)).toEqual([400, 600]);
  });

  it("is for vendors and staff only: 401 signed out, 403 for a customer, nothing stored", async () => {
    const file = asParts(filePart(await fixtures.jpeg()));
    const before = await stored();
    const anonymous = await send(file, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("UNAUTHENTICATED");
    const forbidden = await send(file, customer.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe("FORBIDDEN");
    expect(await stored()).toEqual(before);
    expect((await send(file, staff.cookie)).statusCode).toBe(201);
  });

  it("keeps the 1 MB JSON limit and JSON-only bodies everywhere else", async () => {
    const body = asParts(filePart(await fixtures.jpeg()));
    const elsewhere = await app.inject({ method: "POST", url: "/api/contact-form", ...body });
    expect(elsewhere.statusCode).toBe(415);
    const big = await app.inject({
      method: "POST",
      url: "/api/contact-form",
      payload: JSON.stringify({ message: "x".repeat(1_100_000) }),
      headers: { "content-type": "application/json" },
    });
    expect(big.statusCode).toBe(413);
  });
});

describe("POST /api/uploads in the OpenAPI document", () => {
  it("is described as a multipart form: a required binary `file` and an optional `purpose`", async () => {
    const docs = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(docs.statusCode).toBe(200);
    const body = docs.json().paths["/api/uploads"].post.requestBody;
    expect(Object.keys(body.content)).toEqual(["multipart/form-data"]);
    const form = body.content["multipart/form-data"].schema;
    expect(form).toMatchObject({
      type: "object",
      required: ["file"],
      properties: {
        file: { type: "string", format: "binary", maxLength: MAX_UPLOAD_BYTES },
        purpose: { type: "string", enum: ["gift-box", "package-photo", "delivery-photo"], default: "gift-box" },
      },
    });
    // Documented only: the route still reads the parts itself, so an upload without `purpose` works.
    expect((await send(asParts(filePart(await fixtures.jpeg())))).statusCode).toBe(201);
  });
});

async function uploadAs(cookie: string, purpose?: string) {
  const parts = [filePart(await fixtures.jpeg(900, 600)), ...(purpose ? [{ name: "purpose", data: purpose }] : [])];
  const response = await send(asParts(...parts), cookie);
  expect(response.statusCode, response.body).toBe(201);
  return uploadResponseSchema.parse(response.json());
}

describe("GET /media/:id/:file", () => {
  it("serves each stored size from the shop's origin with a year's caching", async () => {
    const upload = await uploadAs(vendor.cookie);
    for (const variant of upload.variants) {
      const response = await app.inject({ url: variant.url });
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        "content-type": "image/webp",
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
      });
      expect((await sharp(response.rawPayload).metadata()).width).toBe(variant.width);
      const again = await app.inject({ url: variant.url, headers: { "if-none-match": String(response.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
  });

  it("answers 404 for anything that is not a stored public size", async () => {
    const upload = await uploadAs(vendor.cookie);
    const packagePhoto = await uploadAs(vendor.cookie, "package-photo");
    expect(await storage.list(`${packagePhoto.id}/`)).toHaveLength(3);
    for (const url of [
      `/media/${upload.id}/123.webp`,
      `/media/${upload.id}/800.png`,
      `/media/${upload.id}/800.webp.html`,
      `/media/${upload.id}/0800.webp`,
      `/media/${"A".repeat(24)}/800.webp`,
      `/media/${upload.id}`,
      `/media/${upload.id}/800.webp/x`,
      "/media/..%2F..%2Fetc/passwd",
      "/media/%2e%2e/%2e%2e",
      `/media/${upload.id}/..%2F..%2Fpackage.json`,
      // Package photos are private (buyer, vendor, staff): not served publicly until that issue.
      packagePhoto.url,
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: "NOT_FOUND", message: "Not found" });
    }
  });
});

describe("assertUsableImage (the gift box form's image check)", () => {
  const { media } = app.services;
  const refusal = { code: "VALIDATION", message: IMAGE_MESSAGE, fieldErrors: { imageUrl: IMAGE_MESSAGE } };
  const refused = async (promise: Promise<void>) => {
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject(refusal);
  };

  it("accepts the user's own gift-box upload at any stored size, and staff may use anyone's", async () => {
    const upload = await uploadAs(vendor.cookie);
    for (const { url } of upload.variants) await media.assertUsableImage(url, vendor.userId, false);
    await media.assertUsableImage(` ${upload.url} `, vendor.userId, false);
    await media.assertUsableImage(upload.url, staff.userId, true);
  });

  it("refuses someone else's upload, a package photo, a size or id that does not exist, and outside addresses", async () => {
    const upload = await uploadAs(vendor.cookie);
    const packagePhoto = await uploadAs(vendor.cookie, "package-photo");
    await refused(media.assertUsableImage(upload.url, otherVendor.userId, false));
    await refused(media.assertUsableImage(packagePhoto.url, vendor.userId, false));
    await refused(media.assertUsableImage(packagePhoto.url, staff.userId, true));
    await refused(media.assertUsableImage(`/media/${upload.id}/1600.webp`, vendor.userId, false));
    await refused(media.assertUsableImage(`/media/${"b".repeat(24)}/800.webp`, staff.userId, true));
    for (const url of ["https://example.com/a.png", `${upload.url}?x=1`, `//evil.example${upload.url}`, ""]) {
      await refused(media.assertUsableImage(url, vendor.userId, false));
    }
  });
});

const webDir = mkdtempSync(join(tmpdir(), "fmn-media-web-"));
writeFileSync(join(webDir, "index.html"), "<!doctype html><title>shop</title>");
const lines: string[] = [];
// The default storage (the database), the web app's page fallback, 2 uploads per user a window (40 × 0.05).
const web = await createTestApp({
  webDistDir: webDir,
  rateLimitScale: 0.05,
  logStream: { write: (line) => void lines.push(line) },
});
const uploader = await sessionFor(web, "vendor");
const post = (body: Body) =>
  web.inject({
    method: "POST",
    url: "/api/uploads",
    payload: body.payload,
    headers: { ...body.headers, cookie: uploader.cookie },
  });

describe("with the built web app, the database storage, production-like rate limits and logs", () => {
  it("stores in the database, serves it, never lets the page fallback answer /media, and rate-limits per user", async () => {
    const first = await post(asParts(filePart(await fixtures.jpeg(), "secret-holiday.jpg")));
    expect(first.statusCode, first.body).toBe(201);
    const { url, id } = first.json();
    expect(await web.services.media.storage.list(`${id}/`)).toEqual([`${id}/64.webp`]);
    const served = await web.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    for (const path of ["/media/nothing", `/media/${id}/9.webp`, "/media/a/b/c"]) {
      const missing = await web.inject({ url: path });
      expect(missing.statusCode, path).toBe(404);
      expect(missing.headers["content-type"], path).toMatch(/^application\/json/);
    }
    expect((await web.inject({ url: "/gift-boxes" })).headers["content-type"]).toMatch(/^text\/html/);

    expect((await post(asParts(filePart(fixtures.HTML, "secret-page.png")))).statusCode).toBe(400);
    const before = await web.services.media.storage.list();
    const limited = await post(asParts(filePart(await fixtures.jpeg())));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    expect(await web.services.media.storage.list()).toEqual(before);
    // Logs never carry a file's name.
    expect(lines.join("\n")).toContain("upload refused");
    expect(lines.join("\n")).not.toContain("secret");
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { signInAsAdmin, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import {
  STOCK_PHOTO_COUNTS,
  STOCK_PHOTO_ORIENTATIONS,
  STOCK_PHOTO_QUERY_TYPES,
  type StockPhotoOrientation,
} from "../../../shared/schemas/stock-photo";
import { giftBoxes, sessions, users } from "../../db/schema";
import { CATALOGUE } from "../../db/seed/catalogue-data";
import { hashToken, newToken } from "../../lib/tokens";
import { signPhotoToken } from "./photo-tokens";
import { tokenKeyFor } from "./providers/stock-photo-provider";
import { DEFAULT_LIBRARY_DIR, ORIENTATION_SIZES } from "./stock-photo-library";

const app = await createTestApp();
const customer = await signUp(app);
const other = await signUp(app);
const staff = await signInAsAdmin(app);

const QUERY_URL = "/api/stock-photo-queries";
const fileName = (url: string) => url.slice(url.lastIndexOf("/") + 1);
const boxFiles = (pick: (box: (typeof CATALOGUE)[number]) => string[]) =>
  new Set(CATALOGUE.flatMap(pick).map(fileName));

/** Each query type's honest set, from the catalogue data. */
const EXPECTED_SETS = {
  subscription_gift_boxes: boxFiles((box) => [box.imageUrl]),
  flower_arrangements: boxFiles((box) => (box.category === "flowers" ? [box.imageUrl, ...box.galleryImages] : [])),
  gift_delivery: new Set([
    "flowers-wrapped.svg",
    "flowers-posy-box.svg",
    "native-blooms-wrapped.svg",
    "unwind-edit-box.svg",
    "stay-in-stay-close-box.svg",
    "lucky-dip-stack.svg",
    "keepsake-collection-silk.svg",
  ]),
  surprise_presents: new Set(["lucky-dip.svg", "lucky-dip-stack.svg"]),
};

const validQuery = (overrides: Record<string, unknown> = {}) => ({
  queryType: "subscription_gift_boxes",
  count: 4,
  orientation: "landscape",
  ...overrides,
});

/** `cookie: null` sends the request signed out. */
const search = (payload: unknown, cookie: string | null = customer.cookie) =>
  app.inject({ method: "POST", url: QUERY_URL, payload: payload as object, headers: cookie ? { cookie } : {} });

async function imageUrls(overrides: Record<string, unknown> = {}, cookie?: string): Promise<string[]> {
  const response = await search(validQuery(overrides), cookie);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.source).toBe("library");
  return body.imageUrls;
}

/** The original drawing's markup inside its root <svg>. */
const originalInner = (name: string) => {
  const text = readFileSync(join(DEFAULT_LIBRARY_DIR, name), "utf8");
  return text.slice(text.indexOf(">") + 1, text.lastIndexOf("</svg>"));
};

function parseSvg(text: string) {
  const document = new new Window().DOMParser().parseFromString(text, "image/svg+xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}

describe("POST /api/stock-photo-queries", () => {
  it.each(
    STOCK_PHOTO_QUERY_TYPES.flatMap((queryType) => STOCK_PHOTO_COUNTS.map((count) => [queryType, count] as const)),
  )("%s: at most %i distinct images, all from the type's set", async (queryType, count) => {
    const urls = await imageUrls({ queryType, count });
    const expected = EXPECTED_SETS[queryType];
    expect(urls.length).toBe(Math.min(count, expected.size));
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/stock-photos\/[a-z0-9-]+\.svg\?orientation=landscape$/);
      expect(expected, url).toContain(fileName(url.split("?")[0]!));
    }
  });

  it("returns the whole set when the count allows, in a stable order", async () => {
    for (const queryType of STOCK_PHOTO_QUERY_TYPES) {
      const all = await imageUrls({ queryType, count: 12 });
      if (EXPECTED_SETS[queryType].size <= 12) {
        expect(new Set(all.map((url) => fileName(url.split("?")[0]!)))).toEqual(EXPECTED_SETS[queryType]);
      }
      expect(await imageUrls({ queryType, count: 12 })).toEqual(all);
      expect(await imageUrls({ queryType, count: 4 })).toEqual(all.slice(0, 4));
    }
  });

  it("shows different boxes first: four flower images come from both flowers boxes", async () => {
    const urls = (await imageUrls({ queryType: "flower_arrangements", count: 4 })).map((url) =>
      fileName(url.split("?")[0]!),
    );
    expect(urls.slice(0, 2)).toEqual(["white-flowers.svg", "native-blooms.svg"]);
  });

  it.each(STOCK_PHOTO_ORIENTATIONS)("puts the orientation %s in every URL", async (orientation) => {
    const urls = await imageUrls({ queryType: "subscription_gift_boxes", count: 12, orientation });
    expect(urls).toHaveLength(12);
    for (const url of urls) expect(new URL(url, "http://x").searchParams.get("orientation")).toBe(orientation);
  });

  it("answers 401 when signed out", async () => {
    const response = await search(validQuery(), null);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("UNAUTHENTICATED");
  });

  it("accepts the caller's own userId, refuses another user's to a customer with 403, allows it for staff", async () => {
    expect(await imageUrls({ userId: customer.user.id })).toHaveLength(4);
    const refused = await search(validQuery({ userId: other.user.id }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("FORBIDDEN");
    expect(await imageUrls({ userId: other.user.id }, staff.cookie)).toHaveLength(4);
    expect(await imageUrls({}, staff.cookie)).toHaveLength(4);
  });

  it("is open to vendors too (any signed-in user)", async () => {
    const [vendor] = await app.ctx.db
      .insert(users)
      .values({
        email: "vendor.stock@example.com",
        username: "vendorstock",
        passwordHash: "x",
        role: "vendor",
        fullName: "Vera Vendor",
      })
      .returning();
    const token = newToken();
    await app.ctx.db
      .insert(sessions)
      .values({ tokenHash: hashToken(token), userId: vendor!.id, expiresAt: new Date(Date.now() + 86_400_000) });
    expect(await imageUrls({}, `fmn_session=${token}`)).toHaveLength(4);
  });

  it.each([
    ["queryType", { queryType: undefined }, "Query type is required"],
    ["queryType", { queryType: "" }, "Query type is required"],
    ["queryType", { queryType: "kittens" }, "Query type is required"],
    ["count", { count: undefined }, "Count is required"],
    ["count", { count: 5 }, "Count is required"],
    ["count", { count: 0 }, "Count is required"],
    ["count", { count: "lots" }, "Count is required"],
    ["orientation", { orientation: undefined }, "Orientation is required"],
    ["orientation", { orientation: "diagonal" }, "Orientation is required"],
  ])("refuses a missing or invalid %s with the spec's message", async (field, override, message) => {
    const response = await search(validQuery(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", message, fieldErrors: { [field]: message } });
  });

  it("names every missing field at once", async () => {
    const response = await search({});
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      queryType: "Query type is required",
      count: "Count is required",
      orientation: "Orientation is required",
    });
  });
});

describe("GET /api/stock-photos/:name", () => {
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

  it.each(STOCK_PHOTO_ORIENTATIONS)(
    "serves a %s centre crop holding the original drawing",
    async (orientation: StockPhotoOrientation) => {
      const [url] = await imageUrls({ queryType: "flower_arrangements", orientation });
      const response = await get(url!);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(response.headers["cache-control"]).toMatch(/^public, max-age=\d+/);

      const { width, height } = ORIENTATION_SIZES[orientation];
      const root = parseSvg(response.body).documentElement;
      expect(root.tagName.toLowerCase()).toBe("svg");
      expect(root.getAttribute("width")).toBe(String(width));
      expect(root.getAttribute("height")).toBe(String(height));
      expect(root.getAttribute("viewBox")).toBe(`0 0 ${width} ${height}`);
      const inner = root.children[0]!;
      expect(root.children).toHaveLength(1);
      expect(inner.tagName.toLowerCase()).toBe("svg");
      expect(inner.getAttribute("viewBox")).toBe("0 0 800 600");
      expect(inner.getAttribute("preserveAspectRatio")).toBe("xMidYMid slice");
      expect(inner.getAttribute("width")).toBe(String(width));
      expect(inner.getAttribute("height")).toBe(String(height));
      expect(response.body).toContain(originalInner("white-flowers.svg"));
    },
  );

  it("crops every library image to a well-formed SVG", async () => {
    for (const queryType of STOCK_PHOTO_QUERY_TYPES) {
      for (const url of await imageUrls({ queryType, count: 12, orientation: "portrait" })) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        parseSvg(response.body);
        expect(response.body).toContain(originalInner(fileName(url.split("?")[0]!)));
      }
    }
  });

  it("defaults to landscape, refuses an unknown orientation, and answers 304 to a matching ETag", async () => {
    const plain = await get("/api/stock-photos/lucky-dip.svg");
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe((await get("/api/stock-photos/lucky-dip.svg?orientation=landscape")).body);
    const bad = await get("/api/stock-photos/lucky-dip.svg?orientation=diagonal");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION", message: "Orientation is required" });
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get("/api/stock-photos/lucky-dip.svg", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it.each([
    "nope.svg",
    "white-flowers",
    "WHITE-FLOWERS.SVG",
    "..%2F..%2F..%2Fpackage.json",
    "%2e%2e%2f%2e%2e%2fpackage.json",
    "..%2Fboxes%2Fwhite-flowers.svg",
    "..%5C..%5Cpackage.json",
    "__proto__",
  ])("answers 404 for %s", async (name) => {
    const response = await get(`/api/stock-photos/${name}?orientation=square`);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json().code).toBe("NOT_FOUND");
  });

  it("answers 400 for a NUL in the name, like any text PostgreSQL cannot store", async () => {
    const response = await get("/api/stock-photos/white-flowers.svg%00?orientation=square");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "VALIDATION", message: "The request contains an invalid character." });
  });

  it("answers 404 for an unencoded ../../package.json", async () => {
    const response = await get("/api/stock-photos/../../package.json");
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("forget-me-not");
  });
});

describe("boxes outside the library", () => {
  it("never returns an image the library does not hold, and finds new surprise boxes", async () => {
    await app.ctx.db.insert(giftBoxes).values([
      {
        slug: "outside-flowers",
        name: "Outside Flowers",
        description: "Blooms from elsewhere.",
        priceCents: 9_000,
        imageUrl: "https://example.com/roses.svg",
        galleryImages: ["/images/boxes/../../package.json"],
        category: "flowers",
        featuredRank: 0,
      },
      {
        slug: "mystery-treats",
        name: "Mystery Treats",
        description: "A surprise treat every month.",
        priceCents: 9_000,
        imageUrl: "/images/boxes/chocolatier.svg",
        category: "food",
        featuredRank: 0,
      },
    ]);
    app.services.catalogue.invalidate();
    const flowers = (await imageUrls({ queryType: "flower_arrangements", count: 12 })).map((url) =>
      fileName(url.split("?")[0]!),
    );
    expect(new Set(flowers)).toEqual(EXPECTED_SETS.flower_arrangements);
    const surprises = (await imageUrls({ queryType: "surprise_presents", count: 12 })).map((url) =>
      fileName(url.split("?")[0]!),
    );
    expect(surprises).toEqual(["chocolatier.svg", "lucky-dip.svg", "lucky-dip-stack.svg"]);
  });
});

describe("without a provider key", () => {
  it("the image proxy serves nothing, whatever the token", async () => {
    const token = signPhotoToken(tokenKeyFor("unsplash", ""), "https://images.unsplash.com/photo-1");
    for (const provider of ["unsplash", "pexels"]) {
      const response = await app.inject({
        url: `/api/stock-photo-proxy/${provider}?token=${token}`,
        headers: { cookie: customer.cookie },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("NOT_FOUND");
    }
  });
});

import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../../../lib/errors";
import { sendJson, startStubServer, unsplashResults } from "../testing/stub-server";
import { unsplashProvider } from "./unsplash";

const api = await startStubServer();
const canary = await startStubServer((_, res) => sendJson(res, unsplashResults("https://images.unsplash.com", 1)));
const IMAGES = "http://127.0.0.1:9"; // never fetched by a search
const KEY = "unsplash-test-key";
const unsplash = unsplashProvider({ key: KEY, apiBase: api.origin, imageOrigins: [IMAGES] });
/** Only for the test of an API that never answers: other searches get the default time. */
const impatient = unsplashProvider({ key: KEY, apiBase: api.origin, imageOrigins: [IMAGES], timeoutMs: 200 });

afterAll(async () => {
  await api.close();
  await canary.close();
});

beforeEach(() => {
  api.requests.length = 0;
  api.answer((_, res) => sendJson(res, unsplashResults(IMAGES, 12)));
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe("UPSTREAM");
  return error as AppError;
}

describe("the Unsplash adapter", () => {
  it.each([
    ["landscape", "landscape"],
    ["portrait", "portrait"],
    ["square", "squarish"],
  ] as const)("asks /search/photos with the key, the words, the count and %s as %s", async (orientation, sent) => {
    await unsplash.search("gift box", 6, orientation);
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request!.method).toBe("GET");
    expect(request!.path).toBe("/search/photos");
    expect(request!.headers.authorization).toBe(`Client-ID ${KEY}`);
    expect(request!.headers["accept-version"]).toBe("v1");
    expect(Object.fromEntries(request!.query)).toEqual({
      query: "gift box",
      per_page: "6",
      orientation: sent,
      content_filter: "high",
    });
  });

  it("maps each result to its regular image and a credit with Unsplash's referral links", async () => {
    const photos = await unsplash.search("gift box", 4, "landscape");
    expect(photos).toHaveLength(4);
    expect(photos[0]).toEqual({
      imageUrl: `${IMAGES}/photo-u0?w=1080`,
      credit: {
        photographer: "Una Photographer 1",
        photographerUrl: "https://unsplash.com/@una0?utm_source=forget_me_not&utm_medium=referral",
        photoUrl: "https://unsplash.com/photos/u0?utm_source=forget_me_not&utm_medium=referral",
        description: "a wrapped gift 1",
      },
    });
  });

  it("falls back to the small image and the description; skips results it cannot use", async () => {
    api.answer((_, res) =>
      sendJson(res, {
        results: [
          {
            alt_description: null,
            description: "Ribbon on a box",
            urls: { small: `${IMAGES}/small-only` },
            links: { html: "javascript:alert(1)" },
            // A disguised address (it opens evil.example), refused by the one link rule.
            user: { name: "Sam", links: { html: "https://unsplash.com@evil.example/@sam" } },
          },
          // An image on another host: never proxied, so never offered.
          { ...unsplashResults("https://evil.example", 1).results[0] },
          // Not a result at all.
          { id: "broken" },
          "nonsense",
        ],
      }),
    );
    const photos = await unsplash.search("gift box", 4, "landscape");
    expect(photos).toEqual([
      {
        imageUrl: `${IMAGES}/small-only`,
        credit: { photographer: "Sam", photographerUrl: null, photoUrl: null, description: "Ribbon on a box" },
      },
    ]);
  });

  it("never returns more than the count", async () => {
    expect(await unsplash.search("gift box", 4, "portrait")).toHaveLength(4);
  });

  it.each([
    [401, "Unsplash could not be searched: it refused the shop's access key. Please try again later."],
    [403, "Unsplash could not be searched: it refused the shop's access key. Please try again later."],
    [429, "Unsplash could not be searched: the shop has made too many searches for now. Please try again later."],
    [503, "Unsplash could not be searched: it is having trouble (HTTP 503). Please try again later."],
    [404, "Unsplash could not be searched: it answered HTTP 404. Please try again later."],
  ])("turns HTTP %i into a 502 that says why", async (status, message) => {
    api.answer((_, res) => sendJson(res, { errors: ["nope"] }, status));
    const error = await failure(unsplash.search("gift box", 4, "landscape"));
    expect(error.message).toBe(message);
    expect(error.status).toBe(502);
  });

  it("refuses an answer that is not JSON or not a search result", async () => {
    for (const body of ["<html>hello</html>", JSON.stringify({ photos: [] }), JSON.stringify([1, 2])]) {
      api.answer((_, res) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(body);
      });
      expect((await failure(unsplash.search("gift box", 4, "landscape"))).message).toBe(
        "Unsplash could not be searched: its answer was not understood. Please try again later.",
      );
    }
  });

  it("gives up on an API that does not answer in time", async () => {
    api.answer(() => {}); // never answers
    expect((await failure(impatient.search("gift box", 4, "landscape"))).message).toBe(
      "Unsplash could not be searched: it did not answer in time. Please try again later.",
    );
  });

  it("says so when the API cannot be reached", async () => {
    const closed = await startStubServer();
    await closed.close();
    const offline = unsplashProvider({ key: KEY, apiBase: closed.origin, imageOrigins: [IMAGES] });
    expect((await failure(offline.search("gift box", 4, "landscape"))).message).toBe(
      "Unsplash could not be searched: it could not be reached. Please try again later.",
    );
  });

  it("does not follow a redirect away from the API", async () => {
    api.answer((_, res) => {
      res.writeHead(302, { location: `${canary.origin}/search/photos` });
      res.end();
    });
    await failure(unsplash.search("gift box", 4, "landscape"));
    expect(canary.requests).toHaveLength(0);
  });

  it("only offers images on Unsplash's image host by default", async () => {
    const real = unsplashProvider({ key: KEY, apiBase: api.origin });
    expect(real.imageOrigins).toEqual(["https://images.unsplash.com"]);
    expect(await real.search("gift box", 4, "landscape")).toEqual([]);
    api.answer((_, res) => sendJson(res, unsplashResults("https://images.unsplash.com", 2)));
    expect((await real.search("gift box", 4, "landscape")).map((p) => p.imageUrl)).toEqual([
      "https://images.unsplash.com/photo-u0?w=1080",
      "https://images.unsplash.com/photo-u1?w=1080",
    ]);
  });
});

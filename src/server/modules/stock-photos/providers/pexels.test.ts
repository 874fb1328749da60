import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../../../lib/errors";
import { pexelsResults, sendJson, startStubServer } from "../testing/stub-server";
import { pexelsProvider } from "./pexels";

const api = await startStubServer();
const IMAGES = "http://127.0.0.1:9"; // never fetched by a search
const KEY = "pexels-test-key";
const pexels = pexelsProvider({ key: KEY, apiBase: api.origin, imageOrigins: [IMAGES] });
/** Only for the test of an API that never answers: other searches get the default time. */
const impatient = pexelsProvider({ key: KEY, apiBase: api.origin, imageOrigins: [IMAGES], timeoutMs: 200 });

afterAll(() => api.close());

beforeEach(() => {
  api.requests.length = 0;
  api.answer((_, res) => sendJson(res, pexelsResults(IMAGES, 12)));
});

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe("the Pexels adapter", () => {
  it.each(["landscape", "portrait", "square"] as const)(
    "asks /v1/search with the bare key, the words, the count and %s",
    async (orientation) => {
      await pexels.search("flower arrangement", 8, orientation);
      expect(api.requests).toHaveLength(1);
      const [request] = api.requests;
      expect(request!.path).toBe("/v1/search");
      expect(request!.headers.authorization).toBe(KEY);
      expect(Object.fromEntries(request!.query)).toEqual({
        query: "flower arrangement",
        per_page: "8",
        orientation,
      });
    },
  );

  it("maps each photo to its large image and a credit", async () => {
    const photos = await pexels.search("flower arrangement", 4, "square");
    expect(photos).toHaveLength(4);
    expect(photos[1]).toEqual({
      imageUrl: `${IMAGES}/photos/101/large.jpeg`,
      credit: {
        photographer: "Pia Photographer 2",
        photographerUrl: "https://www.pexels.com/@pia1",
        photoUrl: "https://www.pexels.com/photo/flowers-101/",
        description: "flowers in a vase 2",
      },
    });
  });

  it("falls back to the medium image; skips photos on other hosts or without a photographer", async () => {
    const [first, second, third] = pexelsResults(IMAGES, 3).photos;
    api.answer((_, res) =>
      sendJson(res, {
        photos: [
          { ...first, alt: "", src: { medium: `${IMAGES}/medium-only.jpeg` } },
          { ...second, src: { large: "https://images.example.com/x.jpeg" } },
          { ...third, photographer: "" },
        ],
      }),
    );
    expect(await pexels.search("gift box", 4, "landscape")).toEqual([
      {
        imageUrl: `${IMAGES}/medium-only.jpeg`,
        credit: {
          photographer: "Pia Photographer 1",
          photographerUrl: "https://www.pexels.com/@pia0",
          photoUrl: "https://www.pexels.com/photo/flowers-100/",
          description: null,
        },
      },
    ]);
  });

  it("turns a refusal, a strange answer or silence into a 502 naming Pexels", async () => {
    api.answer((_, res) => sendJson(res, { error: "bad key" }, 401));
    expect((await failure(pexels.search("gift box", 4, "landscape"))).message).toBe(
      "Pexels could not be searched: it refused the shop's access key. Please try again later.",
    );
    api.answer((_, res) => sendJson(res, { results: [] }));
    expect((await failure(pexels.search("gift box", 4, "landscape"))).message).toBe(
      "Pexels could not be searched: its answer was not understood. Please try again later.",
    );
    api.answer(() => {});
    const slow = await failure(impatient.search("gift box", 4, "landscape"));
    expect(slow.message).toBe("Pexels could not be searched: it did not answer in time. Please try again later.");
    expect(slow.status).toBe(502);
  });

  it("only offers images on Pexels' image host by default", () => {
    expect(pexelsProvider({ key: KEY }).imageOrigins).toEqual(["https://images.pexels.com"]);
  });
});

import { describe, expect, it } from "vitest";
import type { StockPhotoQuery } from "../../../shared/schemas/stock-photo";
import { AppError } from "../../lib/errors";
import { verifyPhotoToken } from "./photo-tokens";
import { createProviderSearch } from "./provider-search";
import { type ProviderPhoto, type StockPhotoProvider, tokenKeyFor } from "./providers/stock-photo-provider";
import { searchFailed } from "./providers/upstream-fetch";

const QUERY: StockPhotoQuery = { queryType: "surprise_presents", count: 4, orientation: "portrait" };

/** A provider that answers from a list (or fails), counting its calls. */
function fakeProvider(name: "unsplash" | "pexels", answer: () => ProviderPhoto[]) {
  const calls: unknown[][] = [];
  const provider: StockPhotoProvider = {
    name,
    imageOrigins: ["https://images.example.com"],
    tokenKey: tokenKeyFor(name, `${name}-key`),
    async search(...args) {
      calls.push(args);
      return answer();
    },
  };
  return { provider, calls };
}

const photo = (n: number): ProviderPhoto => ({
  imageUrl: `https://images.example.com/${n}.jpg`,
  credit: { photographer: `P${n}`, photographerUrl: null, photoUrl: null, description: null },
});
const down = (label: string) => () => {
  throw searchFailed(label, "it could not be reached");
};

describe("searching the providers", () => {
  it("asks the first provider with the query type's words and answers with proxy URLs and credits", async () => {
    const unsplash = fakeProvider("unsplash", () => [photo(1), photo(2)]);
    const pexels = fakeProvider("pexels", () => [photo(3)]);
    const result = await createProviderSearch([unsplash.provider, pexels.provider])(QUERY);
    expect(unsplash.calls).toEqual([["wrapped present", 4, "portrait"]]);
    expect(pexels.calls).toEqual([]);
    expect(result.source).toBe("unsplash");
    expect(result.credits?.map((c) => c.photographer)).toEqual(["P1", "P2"]);
    expect(result.imageUrls).toHaveLength(2);
    result.imageUrls.forEach((url, i) => {
      expect(url).toMatch(/^\/api\/stock-photo-proxy\/unsplash\?token=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
      const token = new URL(url, "http://shop").searchParams.get("token")!;
      expect(verifyPhotoToken(unsplash.provider.tokenKey, token)).toBe(photo(i + 1).imageUrl);
    });
  });

  it("hands over to the next provider when one fails, but not when one finds nothing", async () => {
    const pexels = fakeProvider("pexels", () => [photo(3)]);
    const failing = fakeProvider("unsplash", down("Unsplash"));
    expect((await createProviderSearch([failing.provider, pexels.provider])(QUERY)).source).toBe("pexels");
    const empty = fakeProvider("unsplash", () => []);
    const nothing = await createProviderSearch([empty.provider, pexels.provider])(QUERY);
    expect(nothing).toEqual({ source: "unsplash", imageUrls: [], credits: [] });
  });

  it("says why each provider failed when all do", async () => {
    const search = createProviderSearch([
      fakeProvider("unsplash", down("Unsplash")).provider,
      fakeProvider("pexels", down("Pexels")).provider,
    ]);
    const error = await search(QUERY).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("UPSTREAM");
    expect((error as AppError).message).toBe(
      "Unsplash could not be searched: it could not be reached. Please try again later. Pexels could not be searched: it could not be reached. Please try again later.",
    );
  });

  it("reuses an answer within the hour, not a failure, and asks again after it", async () => {
    let now = 0;
    let fail = true;
    const unsplash = fakeProvider("unsplash", () => {
      if (fail) throw searchFailed("Unsplash", "it could not be reached");
      return [photo(1)];
    });
    const search = createProviderSearch([unsplash.provider], { now: () => now });
    await expect(search(QUERY)).rejects.toThrow(AppError);
    fail = false;
    const first = await search(QUERY);
    expect(await search(QUERY)).toBe(first);
    expect(unsplash.calls).toHaveLength(2);
    await search({ ...QUERY, count: 8 });
    expect(unsplash.calls).toHaveLength(3);
    now = 60 * 60 * 1000 + 1;
    await search(QUERY);
    expect(unsplash.calls).toHaveLength(4);
  });
});

import { describe, expect, it } from "vitest";
import { createProxiedImageCache } from "./proxied-image-cache";

/** A loader that makes an image of `size` bytes per token and counts how often it was asked. */
function countingLoader(size = 10) {
  const loads: string[] = [];
  const load = async (provider: string, token: string) => {
    loads.push(`${provider}:${token}`);
    return { data: Buffer.alloc(size, token.length), etag: `"${token}"` };
  };
  return { loads, load };
}

describe("the proxied photo cache", () => {
  it("drops the least recently used photo past its number of entries", async () => {
    const { loads, load } = countingLoader();
    const cached = createProxiedImageCache(load, { maxEntries: 2, maxBytes: 1_000 });
    await cached("unsplash", "a");
    await cached("unsplash", "b");
    await cached("unsplash", "a"); // a is now the most recently used
    await cached("unsplash", "c"); // b goes
    await cached("unsplash", "a");
    await cached("unsplash", "b");
    expect(loads).toEqual(["unsplash:a", "unsplash:b", "unsplash:c", "unsplash:b"]);
  });

  it("keeps no more bytes than its limit, and still answers a photo larger than all of it", async () => {
    const { loads, load } = countingLoader(400);
    const cached = createProxiedImageCache(load, { maxEntries: 100, maxBytes: 1_000 });
    for (const token of ["a", "b", "c"]) await cached("pexels", token); // 1,200 bytes: a goes
    await cached("pexels", "c");
    await cached("pexels", "a");
    expect(loads).toEqual(["pexels:a", "pexels:b", "pexels:c", "pexels:a"]);

    const huge = countingLoader(5_000);
    const small = createProxiedImageCache(huge.load, { maxEntries: 100, maxBytes: 1_000 });
    expect((await small("pexels", "big")).data).toHaveLength(5_000);
    await small("pexels", "big");
    expect(huge.loads).toHaveLength(2);
  });

  it("keeps providers apart: the same token from another provider is another photo", async () => {
    const { loads, load } = countingLoader();
    const cached = createProxiedImageCache(load);
    await cached("unsplash", "same");
    await cached("pexels", "same");
    expect(loads).toEqual(["unsplash:same", "pexels:same"]);
  });
});

import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../config";
import { stockPhotoProvidersFromConfig } from "./providers-from-config";

const providersFor = (env: Record<string, string>) => stockPhotoProvidersFromConfig(loadConfig(env)).map((p) => p.name);

describe("stock photo providers from the environment", () => {
  it("are none without keys (the shop's library answers), and an empty key counts as unset", () => {
    expect(providersFor({})).toEqual([]);
    expect(providersFor({ UNSPLASH_ACCESS_KEY: "", PEXELS_API_KEY: "" })).toEqual([]);
  });

  it("are those with keys, Unsplash first", () => {
    expect(providersFor({ PEXELS_API_KEY: "p" })).toEqual(["pexels"]);
    expect(providersFor({ UNSPLASH_ACCESS_KEY: "u" })).toEqual(["unsplash"]);
    expect(providersFor({ PEXELS_API_KEY: "p", UNSPLASH_ACCESS_KEY: "u" })).toEqual(["unsplash", "pexels"]);
  });

  it("fetch images only from the providers' own image hosts, on https", () => {
    const [unsplash, pexels] = stockPhotoProvidersFromConfig(
      loadConfig({ UNSPLASH_ACCESS_KEY: "u", PEXELS_API_KEY: "p" }),
    );
    expect(unsplash!.imageOrigins).toEqual(["https://images.unsplash.com"]);
    expect(pexels!.imageOrigins).toEqual(["https://images.pexels.com"]);
  });
});

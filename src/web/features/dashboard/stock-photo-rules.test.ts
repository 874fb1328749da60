import { STOCK_PHOTO_COUNTS, STOCK_PHOTO_ORIENTATIONS, STOCK_PHOTO_QUERY_TYPES } from "@shared/schemas/stock-photo";
import { describe, expect, it } from "vitest";
import {
  COUNT_OPTIONS,
  ORIENTATION_ASPECT,
  ORIENTATION_OPTIONS,
  QUERY_TYPE_OPTIONS,
  STOCK_PHOTO_DEFAULTS,
  sameOriginImageUrl,
  stockPhotoAlt,
  stockPhotoAltFor,
  stockPhotoCaption,
  stockPhotoCredit,
  stockPhotoFormSchema,
  stockPhotoFoundMessage,
  stockPhotoShortfall,
  stockPhotoState,
  stockPhotoStatus,
  toStockPhotoRequest,
} from "./stock-photo-rules";

describe("stock photo form defaults", () => {
  it("are subscription gift boxes, 4 photos, landscape, and pass the schema", () => {
    expect(stockPhotoFormSchema.parse(STOCK_PHOTO_DEFAULTS)).toEqual({
      queryType: "subscription_gift_boxes",
      count: 4,
      orientation: "landscape",
    });
  });

  it("give the spec's messages when a field is empty", () => {
    const result = stockPhotoFormSchema.safeParse({ queryType: "", count: "", orientation: "" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      queryType: "Query type is required",
      count: "Count is required",
      orientation: "Orientation is required",
    });
  });

  it("rejects a count outside 4, 6, 8, 12", () => {
    expect(stockPhotoFormSchema.safeParse({ ...STOCK_PHOTO_DEFAULTS, count: "5" }).success).toBe(false);
    expect(stockPhotoFormSchema.parse({ ...STOCK_PHOTO_DEFAULTS, count: "12" }).count).toBe(12);
  });
});

describe("options", () => {
  it("cover every constant, in order, with human labels", () => {
    expect(QUERY_TYPE_OPTIONS.map((o) => o.value)).toEqual([...STOCK_PHOTO_QUERY_TYPES]);
    expect(QUERY_TYPE_OPTIONS.map((o) => o.label)).toEqual([
      "Subscription gift boxes",
      "Flower arrangements",
      "Gift delivery",
      "Surprise presents",
    ]);
    expect(COUNT_OPTIONS.map((o) => Number(o.value))).toEqual([...STOCK_PHOTO_COUNTS]);
    expect(COUNT_OPTIONS[0]!.label).toBe("4 photos");
    expect(ORIENTATION_OPTIONS.map((o) => o.value)).toEqual([...STOCK_PHOTO_ORIENTATIONS]);
    expect(ORIENTATION_OPTIONS.map((o) => o.label)).toEqual(["Landscape", "Portrait", "Square"]);
    for (const orientation of STOCK_PHOTO_ORIENTATIONS) expect(ORIENTATION_ASPECT[orientation]).toMatch(/^aspect-/);
  });
});

describe("toStockPhotoRequest", () => {
  it("adds the signed-in user's id to the form's values", () => {
    expect(toStockPhotoRequest({ queryType: "flower_arrangements", count: 6, orientation: "portrait" }, 42)).toEqual({
      queryType: "flower_arrangements",
      count: 6,
      orientation: "portrait",
      userId: 42,
    });
  });
});

describe("stockPhotoAlt", () => {
  it("names the query's label and the photo's place", () => {
    expect(stockPhotoAlt("subscription_gift_boxes", 0, 4)).toBe("Subscription gift boxes photo 1 of 4");
    expect(stockPhotoAlt("flower_arrangements", 5, 6)).toBe("Flower arrangements photo 6 of 6");
  });
});

describe("stockPhotoState", () => {
  it("follows the search: idle, searching, results or empty, failed", () => {
    expect(stockPhotoState("idle", 0)).toBe("idle");
    expect(stockPhotoState("pending", 4)).toBe("searching");
    expect(stockPhotoState("success", 4)).toBe("results");
    expect(stockPhotoState("success", 0)).toBe("empty");
    expect(stockPhotoState("error", 0)).toBe("failed");
  });
});

describe("stockPhotoStatus", () => {
  it("announces each state", () => {
    expect(stockPhotoStatus("idle")).toBe("");
    expect(stockPhotoStatus("searching")).toMatch(/^Searching/);
    expect(stockPhotoStatus("results", 1)).toBe("1 photo found.");
    expect(stockPhotoStatus("results", 6)).toBe("6 photos found.");
    expect(stockPhotoStatus("empty")).toBe("No photos found.");
    expect(stockPhotoStatus("failed")).toBe("");
  });
});

describe("stockPhotoShortfall", () => {
  it("explains only a short answer", () => {
    expect(stockPhotoShortfall(4, 4)).toBeNull();
    expect(stockPhotoShortfall(5, 6)).toBe("You asked for 6; our library has 5 for this theme, so here they all are.");
    expect(stockPhotoShortfall(3, 8, "unsplash")).toBe("You asked for 8; Unsplash found 3 for this theme.");
    expect(stockPhotoShortfall(8, 8, "pexels")).toBeNull();
  });
});

describe("stockPhotoFoundMessage", () => {
  it("is the spec's success toast for a search with results, and nothing for an empty one", () => {
    expect(stockPhotoFoundMessage(4)).toBe("Found 4 images matching your query");
    expect(stockPhotoFoundMessage(12)).toBe("Found 12 images matching your query");
    expect(stockPhotoFoundMessage(1)).toBe("Found 1 image matching your query");
    expect(stockPhotoFoundMessage(0)).toBeNull();
  });
});

describe("stockPhotoCaption", () => {
  it("names the library or the provider", () => {
    expect(stockPhotoCaption("library")).toBe("From the Forget Me Not image library");
    expect(stockPhotoCaption("unsplash")).toBe("Photos from Unsplash");
    expect(stockPhotoCaption("pexels")).toBe("Photos from Pexels");
  });
});

describe("sameOriginImageUrl", () => {
  it("lets the page load images from the shop's own origin only", () => {
    expect(sameOriginImageUrl("/api/stock-photos/lucky-dip.svg?orientation=square")).toBe(
      "/api/stock-photos/lucky-dip.svg?orientation=square",
    );
    expect(sameOriginImageUrl("/api/stock-photo-proxy/unsplash?token=abc.def")).toBe(
      "/api/stock-photo-proxy/unsplash?token=abc.def",
    );
    for (const other of [
      "https://images.unsplash.com/photo-1",
      "//images.pexels.com/photos/1.jpeg",
      "/\\evil.example/x.jpg",
      "http://127.0.0.1/x.jpg",
      "data:image/svg+xml,<svg/>",
      "javascript:alert(1)",
      "",
    ]) {
      expect(sameOriginImageUrl(other), other).toBeNull();
    }
  });
});

describe("stockPhotoCredit", () => {
  const credit = {
    photographer: "Una",
    photographerUrl: "https://unsplash.com/@una?utm_source=forget_me_not&utm_medium=referral",
    photoUrl: "https://unsplash.com/photos/u0?utm_source=forget_me_not&utm_medium=referral",
    description: "a wrapped gift",
  };

  it("credits the photographer and the provider, linking to both", () => {
    expect(stockPhotoCredit("unsplash", credit)).toEqual({
      photographer: "Una",
      photographerUrl: credit.photographerUrl,
      provider: "Unsplash",
      providerUrl: credit.photoUrl,
    });
  });

  it("links the provider's home without a photo page, and drops links the link rule refuses", () => {
    expect(stockPhotoCredit("pexels", { ...credit, photographerUrl: "javascript:alert(1)", photoUrl: null })).toEqual({
      photographer: "Una",
      photographerUrl: null,
      provider: "Pexels",
      providerUrl: "https://www.pexels.com",
    });
    const disguised = "https://unsplash.com@evil.example/photos/u0";
    expect(stockPhotoCredit("unsplash", { ...credit, photoUrl: disguised })?.providerUrl).toBe(
      "https://unsplash.com/?utm_source=forget_me_not&utm_medium=referral",
    );
  });

  it("is nothing for the library's own drawings or a photo without a credit", () => {
    expect(stockPhotoCredit("library", credit)).toBeNull();
    expect(stockPhotoCredit("unsplash", undefined)).toBeNull();
  });
});

describe("stockPhotoAltFor", () => {
  it("uses the provider's description, else the theme and place", () => {
    const credit = { photographer: "Pia", photographerUrl: null, photoUrl: null, description: "Roses in a vase" };
    expect(stockPhotoAltFor("flower_arrangements", 0, 4, credit)).toBe("Roses in a vase");
    expect(stockPhotoAltFor("flower_arrangements", 1, 4, { ...credit, description: "  " })).toBe(
      "Flower arrangements photo 2 of 4",
    );
    expect(stockPhotoAltFor("gift_delivery", 2, 3, undefined)).toBe(stockPhotoAlt("gift_delivery", 2, 3));
  });
});

import { describe, expect, it } from "vitest";
import {
  formatScrapedAt,
  imageLabel,
  isEmptyScrape,
  NO_SELECTORS_MESSAGE,
  SCRAPE_FORM_DEFAULTS,
  scrapeFormSchema,
  shownOfText,
} from "./scrape-rules";

const totals = { headings: 0, paragraphs: 0, links: 0, images: 0 };

describe("scrape form", () => {
  it("ticks all five parts by default and needs a valid http(s) URL", () => {
    expect(SCRAPE_FORM_DEFAULTS.selectors).toEqual(["title", "headings", "paragraphs", "links", "images"]);
    const bad = scrapeFormSchema.safeParse({ ...SCRAPE_FORM_DEFAULTS, url: "shop dot com" });
    expect(bad.success ? null : bad.error.issues[0]!.message).toBe("Please enter a valid URL");
    expect(scrapeFormSchema.safeParse({ ...SCRAPE_FORM_DEFAULTS, url: "ftp://shop.example.com" }).success).toBe(false);
    expect(scrapeFormSchema.safeParse({ ...SCRAPE_FORM_DEFAULTS, url: " https://shop.example.com " }).data?.url).toBe(
      "https://shop.example.com",
    );
  });

  it("needs at least one part ticked", () => {
    const none = scrapeFormSchema.safeParse({ url: "https://shop.example.com", selectors: [] });
    expect(none.success ? null : none.error.issues[0]!.message).toBe(NO_SELECTORS_MESSAGE);
  });
});

describe("scrape results", () => {
  it("says how many are shown only when the cap hid some", () => {
    expect(shownOfText(10, 42)).toBe(" (showing 10 of 42)");
    expect(shownOfText(3, 3)).toBe("");
  });

  it("is empty when the page gave none of the parts asked for", () => {
    expect(isEmptyScrape({ totals, headings: [], links: [] })).toBe(true);
    expect(isEmptyScrape({ totals, title: "Shop" })).toBe(false);
    expect(isEmptyScrape({ totals, images: [{ src: "https://a.example/x.png", alt: "" }] })).toBe(false);
  });

  it("names an image by its alt text, else its file name", () => {
    expect(imageLabel({ src: "https://a.example/p/rose%20bunch.jpg", alt: "Roses" })).toBe("Roses");
    expect(imageLabel({ src: "https://a.example/p/rose%20bunch.jpg", alt: "" })).toBe("rose bunch.jpg");
    expect(imageLabel({ src: "https://a.example/", alt: "" })).toBe("https://a.example/");
  });

  it("shows the time in Sydney, en-AU", () => {
    expect(formatScrapedAt("2026-11-23T00:04:05.000Z")).toBe("23 Nov 2026, 11:04:05 am AEDT");
    expect(formatScrapedAt("not a date")).toBe("not a date");
  });
});

import { type CheerioAPI, loadBuffer } from "cheerio";
import { safeWebLink } from "../../../../shared/domain/web-links";

/** Everything the scraper reads from a page, before the display caps. */
export interface PageParts {
  title: string | undefined;
  headings: { level: number; text: string }[];
  paragraphs: string[];
  links: { text: string; href: string }[];
  images: { src: string; alt: string }[];
}

/**
 * Reads the spec's default parts (title, h1/h2/h3, p, a, img) with cheerio. Text is whitespace
 * collapsed, empty items are dropped, and links and images are made absolute against the page (or
 * its <base>) and kept only when the shop's one link rule allows them (shared/domain/web-links.ts):
 * no javascript:, data: or mailto: reaches the screen.
 */
export function extractPage(html: Buffer, pageUrl: string, charset?: string): PageParts {
  const $ = loadBuffer(html, { encoding: { transportLayerEncodingLabel: charset } });
  const base = baseUrl($, pageUrl);
  return {
    title: clean($("title").first().text()) || undefined,
    headings: $("h1, h2, h3")
      .toArray()
      .map((element) => ({ level: Number(element.tagName.slice(1)), text: clean($(element).text()) }))
      .filter((heading) => heading.text),
    paragraphs: $("p")
      .toArray()
      .map((element) => clean($(element).text()))
      .filter(Boolean),
    links: $("a[href]")
      .toArray()
      .map((element) => {
        const link = $(element);
        const text = clean(link.text()) || clean(link.attr("aria-label")) || clean(link.find("img").attr("alt"));
        return { text, href: webAddress(link.attr("href"), base) };
      })
      .filter((link): link is { text: string; href: string } => Boolean(link.text && link.href)),
    images: $("img[src]")
      .toArray()
      .map((element) => ({ src: webAddress($(element).attr("src"), base), alt: clean($(element).attr("alt")) }))
      .filter((image): image is { src: string; alt: string } => Boolean(image.src)),
  };
}

function clean(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** A <base href> moves relative links, as it does in a browser; only an http(s) one counts. */
function baseUrl($: CheerioAPI, pageUrl: string): string {
  return webAddress($("base[href]").first().attr("href"), pageUrl) ?? pageUrl;
}

/** An absolute web address the page may link to, or undefined (javascript:, data:, mailto:, junk). */
function webAddress(value: string | undefined, base: string): string | undefined {
  return safeWebLink(value, base) ?? undefined;
}

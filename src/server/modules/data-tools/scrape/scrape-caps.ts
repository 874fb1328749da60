import { SCRAPE_CAPS, type ScrapeResult, type ScrapeSelector } from "../../../../shared/schemas/data-tools";
import type { PageParts } from "./page-extract";

/**
 * The response's `data`: only the chosen parts, each cut to the spec's display caps (section 9),
 * with the totals the page held before the caps so the screen can say "showing 10 of 42".
 */
export function capPageParts(parts: PageParts, selectors: readonly ScrapeSelector[]): ScrapeResult["data"] {
  const chosen = new Set(selectors);
  return {
    ...(chosen.has("title") && parts.title ? { title: parts.title } : {}),
    ...(chosen.has("headings") ? { headings: parts.headings.slice(0, SCRAPE_CAPS.headings) } : {}),
    ...(chosen.has("paragraphs")
      ? { paragraphs: parts.paragraphs.slice(0, SCRAPE_CAPS.paragraphs).map(shortParagraph) }
      : {}),
    ...(chosen.has("links") ? { links: parts.links.slice(0, SCRAPE_CAPS.links) } : {}),
    ...(chosen.has("images") ? { images: parts.images.slice(0, SCRAPE_CAPS.images) } : {}),
    totals: {
      headings: parts.headings.length,
      paragraphs: parts.paragraphs.length,
      links: parts.links.length,
      images: parts.images.length,
    },
  };
}

/** At most SCRAPE_CAPS.paragraphChars characters, the last an ellipsis when the text was cut. */
export function shortParagraph(text: string): string {
  const characters = Array.from(text);
  if (characters.length <= SCRAPE_CAPS.paragraphChars) return text;
  return `${characters
    .slice(0, SCRAPE_CAPS.paragraphChars - 1)
    .join("")
    .trimEnd()}…`;
}

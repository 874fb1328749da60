import { SCRAPE_SELECTORS, type ScrapeResult, scrapeRequestSchema } from "@shared/schemas/data-tools";
import { z } from "zod";
import { formatShopDateTime } from "../../lib/shop-time";

export const NO_SELECTORS_MESSAGE = "Please choose at least one part of the page";

/** The scrape request, plus the form's own rule that at least one part is ticked. */
export const scrapeFormSchema = scrapeRequestSchema.extend({
  selectors: z.array(z.enum(SCRAPE_SELECTORS)).min(1, NO_SELECTORS_MESSAGE),
});
export type ScrapeFormInput = z.input<typeof scrapeFormSchema>;
export type ScrapeFormOutput = z.output<typeof scrapeFormSchema>;

export const SCRAPE_FORM_DEFAULTS: ScrapeFormInput = { url: "", selectors: [...SCRAPE_SELECTORS] };

/** " (showing 10 of 42)" when the display cap hid some, "" when everything is shown. */
export function shownOfText(shown: number, total: number): string {
  return total > shown ? ` (showing ${shown} of ${total})` : "";
}

/** True when the page gave nothing of what was asked for: the screen shows its empty state. */
export function isEmptyScrape(data: ScrapeResult["data"]): boolean {
  return (
    !data.title && !data.headings?.length && !data.paragraphs?.length && !data.links?.length && !data.images?.length
  );
}

/** How an image is named in its link: its alt text, else the file's name, else the address. */
export function imageLabel(image: { src: string; alt: string }): string {
  if (image.alt) return image.alt;
  const file = URL.canParse(image.src) ? new URL(image.src).pathname.split("/").pop() : "";
  return file ? decodeSafely(file) : image.src;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** "23 Nov 2026, 11:04:05 am AEDT" (Sydney time, like every staff time); an unreadable value as it came. */
export function formatScrapedAt(value: string): string {
  return formatShopDateTime(value, { withSeconds: true });
}

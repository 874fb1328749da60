/** What every box offers: shown when a box (e.g. one a vendor added later) has no highlights of its own (spec §2). */
export const DEFAULT_HIGHLIGHTS: readonly string[] = [
  "Curated for your recipient by a local vendor",
  "Free delivery anywhere in Australia",
  "Add a handwritten card with your message",
  "Cancel any time, or skip a delivery with a pause after the first one",
];

/** The box's own highlights (blank entries dropped), or the default list when it has none. */
export function highlightsFor(items: readonly string[]): readonly string[] {
  const own = items.map((item) => item.trim()).filter((item) => item.length > 0);
  return own.length > 0 ? own : DEFAULT_HIGHLIGHTS;
}

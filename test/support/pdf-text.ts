import { fileURLToPath } from "node:url";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** pdf.js reads the 14 standard fonts' metrics from its own folder (with a trailing slash, as it asks). */
const standardFontDataUrl = `${fileURLToPath(new URL("../../node_modules/pdfjs-dist/standard_fonts/", import.meta.url))}`;

/**
 * The text of a PDF as a reader sees it: one string per visual line (pieces at the same height joined
 * by a space, left to right), pages in order. pdf.js, so no poppler is needed.
 */
export async function pdfTextLines(data: Uint8Array | Buffer): Promise<string[]> {
  const pdf = await getDocument({
    data: new Uint8Array(data),
    standardFontDataUrl,
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!("str" in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5]);
      const row = rows.get(y) ?? [];
      row.push({ x: item.transform[4], text: item.str.trim() });
      rows.set(y, row);
    }
    for (const y of [...rows.keys()].sort((a, b) => b - a))
      lines.push(
        rows
          .get(y)!
          .sort((a, b) => a.x - b.x)
          .map((piece) => piece.text)
          .join(" "),
      );
  }
  await pdf.destroy();
  return lines;
}

import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { StockPhotoOrientation } from "../../../shared/schemas/stock-photo";

/** The shop's own illustrations, as the catalogue uses them (`/images/boxes/<name>.svg`). */
export const LIBRARY_URL_PREFIX = "/images/boxes/";
export const DEFAULT_LIBRARY_DIR = fileURLToPath(new URL("../../../../public/images/boxes/", import.meta.url));

/** The size of a served image per orientation (the library's drawings are 800×600). */
export const ORIENTATION_SIZES: Record<StockPhotoOrientation, { width: number; height: number }> = {
  landscape: { width: 1200, height: 800 },
  portrait: { width: 800, height: 1200 },
  square: { width: 1000, height: 1000 },
};

interface Drawing {
  /** The original root's viewBox, e.g. "0 0 800 600". */
  viewBox: string;
  /** Everything inside the original root <svg>. */
  inner: string;
  usesXlink: boolean;
}

export interface CroppedImage {
  svg: string;
  etag: string;
}

const ROOT = /^\s*(?:<\?xml[^>]*\?>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;
const VIEW_BOX = /\bviewBox\s*=\s*"([^"]*)"/;

/** The root element's viewBox and inner markup, or null when the file is not a plain SVG drawing. */
export function parseDrawing(text: string): Drawing | null {
  const root = ROOT.exec(text);
  if (!root) return null;
  const [, attributes = "", inner = ""] = root;
  if (attributes.trimEnd().endsWith("/")) return null;
  const viewBox = VIEW_BOX.exec(attributes)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox?.length !== 4 || !viewBox.every(Number.isFinite) || viewBox[2]! <= 0 || viewBox[3]! <= 0) return null;
  return { viewBox: viewBox.join(" "), inner, usesXlink: /\bxlink:/.test(attributes) || /\bxlink:/.test(inner) };
}

/**
 * An honest centre crop: an outer <svg> of the target size whose inner <svg> keeps the original
 * viewBox and fills the frame (`slice`), so the middle of the drawing is shown and nothing is stretched.
 */
export function cropDrawing(drawing: Drawing, orientation: StockPhotoOrientation): string {
  const { width, height } = ORIENTATION_SIZES[orientation];
  const xlink = drawing.usesXlink ? ' xmlns:xlink="http://www.w3.org/1999/xlink"' : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${xlink} width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<svg x="0" y="0" width="${width}" height="${height}" viewBox="${drawing.viewBox}" preserveAspectRatio="xMidYMid slice">` +
    `${drawing.inner}</svg></svg>`
  );
}

/**
 * The image library: every SVG drawing in one folder, read once (on first use) and kept in memory
 * with its crops. Names are only ever looked up in what the folder listed, never joined from input.
 */
export function createStockPhotoLibrary(dir: string = DEFAULT_LIBRARY_DIR) {
  let drawings: Promise<Map<string, Drawing>> | undefined;
  const crops = new Map<string, CroppedImage>();

  async function load() {
    const found = new Map<string, Drawing>();
    const names = (await readdir(dir, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && entry.name.endsWith(".svg"))
      .map((entry) => entry.name)
      .sort();
    for (const name of names) {
      const drawing = parseDrawing(await readFile(join(dir, name), "utf8"));
      if (drawing) found.set(name, drawing);
    }
    return found;
  }

  function all() {
    drawings ??= load().catch((error) => {
      drawings = undefined;
      throw error;
    });
    return drawings;
  }

  return {
    /** The library's file names, sorted. */
    async names(): Promise<string[]> {
      return [...(await all()).keys()];
    },
    /** The library name behind a catalogue image URL, or null when the image is not the shop's own. */
    async nameForUrl(url: string): Promise<string | null> {
      if (!url.startsWith(LIBRARY_URL_PREFIX)) return null;
      const name = url.slice(LIBRARY_URL_PREFIX.length);
      return (await all()).has(name) ? name : null;
    },
    /** The drawing cropped to the orientation, or null when the name is not in the library. */
    async cropped(name: string, orientation: StockPhotoOrientation): Promise<CroppedImage | null> {
      const drawing = (await all()).get(name);
      if (!drawing) return null;
      const key = `${orientation}/${name}`;
      let image = crops.get(key);
      if (!image) {
        const svg = cropDrawing(drawing, orientation);
        image = { svg, etag: `"${createHash("sha256").update(svg).digest("base64url").slice(0, 27)}"` };
        crops.set(key, image);
      }
      return image;
    },
  };
}

export type StockPhotoLibrary = ReturnType<typeof createStockPhotoLibrary>;

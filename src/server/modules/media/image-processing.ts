import sharp, { type Metadata, type OutputInfo } from "sharp";
import { MAX_UPLOAD_ASPECT_RATIO, MAX_UPLOAD_PIXELS } from "../../../shared/schemas/upload";
import { withImageSlot } from "../../lib/image-work";

/** Display widths (ADR 0011): a card, a detail page, a wide or high-density screen. */
export const VARIANT_WIDTHS = [400, 800, 1600] as const;
/** The width `url` points at: the detail page's size. */
export const DISPLAY_WIDTH = 800;
export const OUTPUT_FORMAT = "webp";
const WEBP_QUALITY = 80;
/** A file sharp takes longer than this on is refused, not waited on (no real photo comes near it). */
const TIMEOUT_SECONDS = 30;

export type ImageFormat = "png" | "jpeg";
export type RefusalReason = "wrong-type" | "unreadable" | "too-many-pixels" | "bad-shape";

/** Why an upload's bytes are not a usable photo; the service turns it into the user's message. */
export class ImageRefusal extends Error {
  constructor(readonly reason: RefusalReason) {
    super(`Image refused: ${reason}`);
    this.name = "ImageRefusal";
  }
}

export interface ImageVariant {
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** Upright (after EXIF orientation) size of the original. */
  width: number;
  height: number;
  format: typeof OUTPUT_FORMAT;
  /** Smallest first. */
  variants: ImageVariant[];
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** The format the first bytes announce; the name and Content-Type a client sent are never asked. */
export function sniffFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return "png";
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return "jpeg";
  return null;
}

/** The sizes to store: each display width below the original, and the original's own if it is not wider than the largest. */
export function variantWidths(width: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  const below = VARIANT_WIDTHS.filter((w) => w < width);
  return width > largest ? [...VARIANT_WIDTHS] : [...below, width];
}

/** The stored width `url` names: the display width, or the largest stored below it. */
export function displayWidth(widths: readonly number[]): number {
  return widths.filter((w) => w <= DISPLAY_WIDTH).at(-1) ?? widths[0]!;
}

/** The header only: the format sharp sees and the declared size, before any pixel is decoded. */
async function readHeader(bytes: Buffer): Promise<Metadata> {
  try {
    // The limit is checked below with its own message; here a huge declared size must not throw.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusal("unreadable");
  }
}

/**
 * Checks the bytes are a PNG or JPEG by content, then re-encodes them: decoded once (EXIF orientation
 * applied, at most the largest display width, sRGB, 8 bits), then each size encoded from those raw
 * pixels alone. Nothing of the uploaded file but its pixels reaches the output: no EXIF, GPS, ICC,
 * XMP, comments, extra frames or bytes after the image's end.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const sniffed = sniffFormat(bytes);
  if (!sniffed) throw new ImageRefusal("wrong-type");
  const header = await readHeader(bytes);
  if (header.format !== sniffed) throw new ImageRefusal("wrong-type");
  if (!header.width || !header.height) throw new ImageRefusal("unreadable");
  if (header.width * header.height > MAX_UPLOAD_PIXELS) throw new ImageRefusal("too-many-pixels");
  const { width, height } = header.autoOrient ?? header;
  if (Math.max(width, height) > MAX_UPLOAD_ASPECT_RATIO * Math.min(width, height)) throw new ImageRefusal("bad-shape");

  const widths = variantWidths(width);
  // One slot for the whole image (ADR 0011): its decode, then its sizes one after the other.
  return withImageSlot(async () => {
    let decoded: { data: Buffer; info: OutputInfo };
    try {
      decoded = await sharp(bytes, {
        // sharp's advice for untrusted input: truncated or corrupt pixel data is refused, not filled in grey.
        failOn: "warning",
        limitInputPixels: MAX_UPLOAD_PIXELS,
        autoOrient: true,
        pages: 1,
      })
        .resize({ width: widths.at(-1)!, withoutEnlargement: true })
        .toColourspace("srgb")
        .raw({ depth: "uchar" })
        .timeout({ seconds: TIMEOUT_SECONDS })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw new ImageRefusal("unreadable");
    }
    const { info } = decoded;
    const raw = { width: info.width, height: info.height, channels: info.channels };
    // One size at a time: side by side they would hold three encoders' memory for little gain
    // (the largest takes most of the time anyway).
    const variants: ImageVariant[] = [];
    for (const variantWidth of widths) {
      const pipeline = sharp(decoded.data, { raw });
      if (variantWidth < info.width) pipeline.resize({ width: variantWidth });
      const { data, info: out } = await pipeline
        .webp({ quality: WEBP_QUALITY })
        .timeout({ seconds: TIMEOUT_SECONDS })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: out.width, height: out.height, data });
    }
    return { width, height, format: OUTPUT_FORMAT, variants };
  });
}

import { createHash } from "node:crypto";
import sharp from "sharp";
import { AppError, notFound } from "../../lib/errors";
import { withImageSlot } from "../../lib/image-work";
import { verifyPhotoToken } from "./photo-tokens";
import { isAllowedImageUrl, type StockPhotoProvider } from "./providers/stock-photo-provider";
import { BodyTooLarge, readCapped } from "./providers/upstream-fetch";

export const MAX_REMOTE_IMAGE_BYTES = 10 * 1024 * 1024;
export const REMOTE_IMAGE_TIMEOUT_MS = 10_000;
/** Wide enough for a result tile on any screen; a provider's larger sizes are scaled down. */
export const PROXIED_IMAGE_MAX_SIDE = 1_600;
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]);

export interface ProxiedImage {
  /** WebP the shop encoded itself: never the provider's bytes. */
  data: Buffer;
  etag: string;
}

const fetchFailed = () => new AppError("UPSTREAM", "The photo could not be fetched. Please try again later.");

/** The ETag of a token's image: the same token always names the same image. */
export const proxiedImageEtag = (token: string) =>
  `"${createHash("sha256").update(token).digest("base64url").slice(0, 27)}"`;

/**
 * The URL a token names, if it was minted with this provider's key and is on one of its image
 * origins: a 404 otherwise, so the proxy can reach no other host, whatever the token holds.
 */
export function tokenImageUrl(provider: StockPhotoProvider, token: string): string {
  const url = verifyPhotoToken(provider.tokenKey, token);
  if (!url || !isAllowedImageUrl(url, provider.imageOrigins)) throw notFound("Image not found");
  return url;
}

async function download(url: string): Promise<Buffer> {
  try {
    // No redirects: an allowed host may not send the proxy anywhere else.
    const response = await fetch(url, {
      headers: { accept: "image/webp,image/jpeg,image/png;q=0.9,image/*;q=0.8" },
      redirect: "error",
      signal: AbortSignal.timeout(REMOTE_IMAGE_TIMEOUT_MS),
    });
    const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!response.ok || !ACCEPTED_TYPES.has(type)) {
      await response.body?.cancel().catch(() => {});
      throw fetchFailed();
    }
    return await readCapped(response, MAX_REMOTE_IMAGE_BYTES);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof BodyTooLarge) throw new AppError("UPSTREAM", "The photo is larger than 10 MB.");
    throw fetchFailed();
  }
}

/**
 * Fetches a provider's image and re-encodes it (decoded by sharp within pixel and time limits,
 * EXIF-rotated, metadata dropped, scaled down to fit), so what the shop serves is an image it made.
 */
export async function proxiedImage(provider: StockPhotoProvider, token: string): Promise<ProxiedImage> {
  const url = tokenImageUrl(provider, token);
  const bytes = await download(url);
  try {
    // The same few slots as uploads: a page of stock photos is as heavy as a burst of uploads.
    const data = await withImageSlot(() =>
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({
          width: PROXIED_IMAGE_MAX_SIDE,
          height: PROXIED_IMAGE_MAX_SIDE,
          fit: "inside",
          withoutEnlargement: true,
        })
        .webp({ quality: 80 })
        .timeout({ seconds: 10 })
        .toBuffer(),
    );
    return { data, etag: proxiedImageEtag(token) };
  } catch {
    throw new AppError("UPSTREAM", "The photo could not be read.");
  }
}

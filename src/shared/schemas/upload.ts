import { z } from "zod";

/** Uploads (PRODUCT.md "Vendors"): PNG or JPEG by content, at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_PURPOSES = ["gift-box", "package-photo", "delivery-photo"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const UPLOAD_TOO_LARGE = "The photo is larger than 10 MB. Please choose a smaller one.";
export const UPLOAD_WRONG_TYPE = "Please choose a PNG or JPG photo.";
export const UPLOAD_UNREADABLE = "This photo could not be read. Please choose another PNG or JPG.";
export const UPLOAD_MISSING = "Please choose a photo to upload.";

/** Decoded size limits (ADR 0011): a small file can still unpack to a huge picture. */
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** The longer side at most this many times the shorter. */
export const MAX_UPLOAD_ASPECT_RATIO = 5;
export const UPLOAD_TOO_MANY_PIXELS = "This photo is larger than 40 megapixels. Please choose a smaller one.";
export const UPLOAD_BAD_SHAPE =
  "This photo is too long and narrow. Please crop it so its longer side is at most 5 times the shorter.";
export const UPLOAD_ONE_FILE = "Please upload one photo at a time.";
export const UPLOAD_BAD_PURPOSE = 'The photo\'s purpose must be "gift-box", "package-photo" or "delivery-photo".';

/**
 * POST /api/uploads: a multipart/form-data body with one `file` part and an optional `purpose`. The
 * route reads the parts itself (the bytes decide the type, never the part's headers), so this schema
 * only describes the form in the OpenAPI document.
 */
export const uploadFormSchema = z.object({
  file: z
    .file()
    .max(MAX_UPLOAD_BYTES)
    .describe("The photo: PNG or JPEG by its content, at most 10 MB and 40 megapixels. Re-encoded, metadata removed."),
  purpose: z
    .enum(UPLOAD_PURPOSES)
    .default("gift-box")
    .describe(
      "A gift box picture (public), or a package or proof-of-delivery photo (private to the buyer, the vendor and staff).",
    ),
});
export type UploadForm = z.input<typeof uploadFormSchema>;

/** POST /api/uploads's answer. */
export const uploadResponseSchema = z.object({
  id: z.string(),
  /** The display-size address to store (e.g. a gift box's imageUrl). */
  url: z.string(),
  width: z.number(),
  height: z.number(),
  /** Every stored size, smallest first (for srcset). */
  variants: z.array(z.object({ width: z.number(), url: z.string() })),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

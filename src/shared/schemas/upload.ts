import { z } from "zod";

/** Uploads (PRODUCT.md "Vendors"): PNG or JPEG by content, at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_PURPOSES = ["gift-box", "package-photo"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const UPLOAD_TOO_LARGE = "The photo is larger than 10 MB. Please choose a smaller one.";
export const UPLOAD_WRONG_TYPE = "Please choose a PNG or JPG photo.";
export const UPLOAD_UNREADABLE = "This photo could not be read. Please choose another PNG or JPG.";
export const UPLOAD_MISSING = "Please choose a photo to upload.";

/** POST /api/uploads (multipart, one `file` part; optional `purpose` field). */
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

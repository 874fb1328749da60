import {
  MAX_UPLOAD_BYTES,
  UPLOAD_MISSING,
  UPLOAD_TOO_LARGE,
  UPLOAD_UNREADABLE,
  UPLOAD_WRONG_TYPE,
} from "@shared/schemas/upload";

/** What the file input offers; the server checks the content again. */
export const ACCEPTED_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(",");

const ACCEPTED_EXTENSIONS = /\.(png|jpe?g)$/i;

/**
 * The message for a file the server would refuse anyway, checked before a 10 MB upload starts; null when it
 * may go. A file without a reported type (some phones) passes on its extension.
 */
export function uploadProblem(file: Pick<File, "name" | "size" | "type"> | null | undefined): string | null {
  if (!file) return UPLOAD_MISSING;
  const typeOk = file.type
    ? (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)
    : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeOk) return UPLOAD_WRONG_TYPE;
  if (file.size === 0) return UPLOAD_UNREADABLE;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE;
  return null;
}

/** "2.4 MB", "380 KB": sizes in the photo's caption. */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

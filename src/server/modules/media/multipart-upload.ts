import type { FastifyRequest } from "fastify";
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_BAD_PURPOSE,
  UPLOAD_MISSING,
  UPLOAD_ONE_FILE,
  UPLOAD_PURPOSES,
  UPLOAD_TOO_LARGE,
  UPLOAD_UNREADABLE,
  type UploadForm,
  type UploadPurpose,
} from "../../../shared/schemas/upload";
import { AppError, validation } from "../../lib/errors";

/** The field names POST /api/uploads reads (its form, as the OpenAPI document describes it). */
export const FILE_FIELD = "file" satisfies keyof UploadForm;
export const PURPOSE_FIELD = "purpose" satisfies keyof UploadForm;

/**
 * Busboy's limits for the upload: one file of at most 10 MB, a short `purpose`, and little else.
 * Every other route keeps Fastify's 1 MB JSON body (multipart is registered for this route alone).
 */
export const MULTIPART_OPTIONS = {
  limits: {
    fileSize: MAX_UPLOAD_BYTES,
    files: 1,
    fields: 2,
    parts: 3,
    fieldSize: 100,
    fieldNameSize: 100,
    headerPairs: 10,
  },
  // The `file` part is the file whether or not it carries a file name or a Content-Type: neither is
  // trusted or used (the content decides). Any other part is a short text field.
  isPartAFile: (fieldName: string | undefined) => fieldName === FILE_FIELD,
  throwFileSizeLimit: true,
};

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", UPLOAD_TOO_LARGE, { file: UPLOAD_TOO_LARGE });
const refused = (message: string) => validation(message, { file: message });

/** @fastify/multipart's and busboy's errors as the upload's own messages. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge();
  if (code === "FST_FILES_LIMIT") return refused(UPLOAD_ONE_FILE);
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return refused(UPLOAD_ONE_FILE);
  // A malformed body (no boundary, a part cut short, a broken header): nothing usable arrived.
  return refused(UPLOAD_UNREADABLE);
}

/**
 * Reads the one `file` part (into memory: at most 10 MB, and sharp wants a buffer) and the optional
 * `purpose`. Unknown fields are ignored; the client's file name and Content-Type are never read.
 */
export async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; purpose: UploadPurpose }> {
  if (!request.isMultipart()) throw refused(UPLOAD_MISSING);
  let bytes: Buffer | undefined;
  let purpose: string | undefined;
  try {
    for await (const part of request.parts(MULTIPART_OPTIONS)) {
      if (part.type === "file") bytes = await part.toBuffer();
      else if (part.fieldname === PURPOSE_FIELD) purpose = String(part.value);
    }
  } catch (error) {
    throw uploadError(error);
  }
  // An empty file part is what a browser sends for a form whose file input was left empty.
  if (!bytes || bytes.length === 0) throw refused(UPLOAD_MISSING);
  if (purpose === undefined) return { bytes, purpose: "gift-box" };
  if (!(UPLOAD_PURPOSES as readonly string[]).includes(purpose)) throw refused(UPLOAD_BAD_PURPOSE);
  return { bytes, purpose: purpose as UploadPurpose };
}

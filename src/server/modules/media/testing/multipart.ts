import { randomBytes } from "node:crypto";

export interface Part {
  name: string;
  /** Omitted: no filename parameter at all. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/**
 * A multipart/form-data body built by hand (so tests control every byte: names, types, missing
 * filenames, odd characters), and its Content-Type header.
 */
export function multipartBody(parts: Part[]) {
  const boundary = `----fmn-test-${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += "\r\n";
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, "latin1"), Buffer.from(part.data), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** The usual upload: one `file` part with a name and a type (both ignored by the server). */
export function filePart(data: Buffer | string, filename = "photo.jpg", contentType = "image/jpeg"): Part {
  return { name: "file", filename, contentType, data };
}

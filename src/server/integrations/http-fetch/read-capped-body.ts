import type { IncomingMessage } from "node:http";
import { pipeline, type Readable } from "node:stream";
import zlib from "node:zlib";
import { FetchRefused, REFUSAL } from "./fetch-refused";

/**
 * The response body, decompressed, refused as soon as it passes `maxBytes` (counted after
 * decompression, so a small compressed bomb is caught too). A declared Content-Length over the
 * cap is refused before a byte is read.
 */
export async function readCappedBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal) {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new FetchRefused(REFUSAL.tooLarge(maxBytes));
  }
  const stream = decoded(response);
  const chunks: Buffer[] = [];
  let total = 0;
  const stop = () => {
    response.destroy();
    stream.destroy();
  };
  signal.addEventListener("abort", stop, { once: true });
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) throw new FetchRefused(REFUSAL.tooLarge(maxBytes));
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if (error instanceof FetchRefused) throw error;
    throw new FetchRefused(REFUSAL.unreachable);
  } finally {
    signal.removeEventListener("abort", stop);
    stop();
  }
  if (signal.aborted) throw signal.reason;
  return Buffer.concat(chunks);
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "identity")
    .trim()
    .toLowerCase();
  if (encoding === "identity" || encoding === "") return response;
  const decoder = DECODERS[encoding];
  if (!decoder) {
    response.destroy();
    throw new FetchRefused(REFUSAL.encoding);
  }
  // pipeline passes a dropped connection on to the decoder, so the read loop ends with an error.
  return pipeline(response, decoder(), () => {});
}

const DECODERS: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
  gzip: () => zlib.createGunzip(),
  "x-gzip": () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

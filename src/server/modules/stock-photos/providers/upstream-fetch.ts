import type { z } from "zod";
import { AppError } from "../../../lib/errors";

/** A provider's search answer is a few tens of kilobytes; anything near this is not one. */
const MAX_JSON_BYTES = 2 * 1024 * 1024;

/** Why a read was refused, for the caller to word. */
export class BodyTooLarge extends Error {
  constructor() {
    super("The response is larger than allowed");
    this.name = "BodyTooLarge";
  }
}

/** The body, read until `maxBytes` and no further (a declared or streamed larger body is refused). */
export async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new BodyTooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const isTimeout = (error: unknown) =>
  error instanceof Error &&
  (error.name === "TimeoutError" || (error.cause as Error | undefined)?.name === "TimeoutError");

function statusReason(status: number): string {
  if (status === 401 || status === 403) return "it refused the shop's access key";
  if (status === 429) return "the shop has made too many searches for now";
  if (status >= 500) return `it is having trouble (HTTP ${status})`;
  return `it answered HTTP ${status}`;
}

/** The error the stock photo tool's "Search failed" toast shows. */
export const searchFailed = (label: string, reason: string) =>
  new AppError("UPSTREAM", `${label} could not be searched: ${reason}. Please try again later.`);

/**
 * GET a provider's JSON API within a time limit, checked against `schema`. Every failure (no
 * answer, refusal, oversize or unexpected answer) is a 502 naming the provider and why.
 */
export async function fetchProviderJson<T>(
  label: string,
  url: URL,
  headers: Record<string, string>,
  schema: z.ZodType<T>,
  timeoutMs: number,
): Promise<T> {
  try {
    // Redirects are not followed: the API answers at the configured address or not at all.
    const response = await fetch(url, {
      headers: { accept: "application/json", ...headers },
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw searchFailed(label, statusReason(response.status));
    }
    const text = (await readCapped(response, MAX_JSON_BYTES)).toString("utf8");
    const parsed = schema.safeParse(JSON.parse(text));
    if (!parsed.success) throw searchFailed(label, "its answer was not understood");
    return parsed.data;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isTimeout(error)) throw searchFailed(label, "it did not answer in time");
    if (error instanceof SyntaxError || error instanceof BodyTooLarge)
      throw searchFailed(label, "its answer was not understood");
    throw searchFailed(label, "it could not be reached");
  }
}

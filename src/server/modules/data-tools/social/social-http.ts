import { DATA_RETRIEVAL_FAILED } from "../../../../shared/schemas/data-tools";
import { AppError } from "../../../lib/errors";

/** Reddit asks every client to name itself; the others are sent the same courtesy. */
export const SOCIAL_USER_AGENT = "web:forget-me-not-data-tools:0.1.0 (staff social search)";

/** A search answer is a few hundred kilobytes; anything far bigger is not a search answer. */
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

/** "Data Retrieval Failed: <reason>", answered as 502 UPSTREAM. */
export function retrievalFailed(reason: string): AppError {
  return new AppError("UPSTREAM", `${DATA_RETRIEVAL_FAILED}: ${reason}`);
}

export const unexpectedAnswer = (label: string) => retrievalFailed(`${label} answered with something unexpected`);

export interface UpstreamRequest {
  /** The platform's name as staff read it ("Mastodon"). */
  label: string;
  url: URL;
  /** One deadline for the whole search (several pages share it). */
  signal: AbortSignal;
}

/**
 * GETs JSON from a platform's public API. Every way it can go wrong becomes one clear
 * "Data Retrieval Failed" error; the URL (which holds the staff member's search) is never logged.
 */
export async function getJson({ label, url, signal }: UpstreamRequest): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: "application/json", "user-agent": SOCIAL_USER_AGENT },
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw retrievalFailed(`${label} took too long to answer`);
    throw retrievalFailed(
      closedBySocket(error) ? `${label} closed the connection without answering` : `${label} could not be reached`,
    );
  }
  if (!response.ok) {
    // Nothing of a refusal's body is needed; free the connection.
    await response.body?.cancel().catch(() => undefined);
    throw retrievalFailed(refusalReason(label, response.status));
  }
  const text = await readAnswer(label, response, signal);
  try {
    return JSON.parse(text);
  } catch {
    throw unexpectedAnswer(label);
  }
}

function refusalReason(label: string, status: number): string {
  if (status === 429) return `${label} is rate limiting requests, try again in a minute`;
  if (status === 401 || status === 403) return `${label} refused the search (HTTP ${status})`;
  return `${label} answered with an error (HTTP ${status})`;
}

/** The body as text, stopping at MAX_ANSWER_BYTES. */
async function readAnswer(label: string, response: Response, signal: AbortSignal): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_ANSWER_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw retrievalFailed(`${label} answered with far more than a search result`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (signal.aborted) throw retrievalFailed(`${label} took too long to answer`);
    throw retrievalFailed(`${label}'s answer was cut off`);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** undici's error when the server hung up (as opposed to never being reachable). */
function closedBySocket(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return cause?.code === "UND_ERR_SOCKET" || cause?.code === "ECONNRESET";
}

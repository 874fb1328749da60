import { type ApiErrorBody, UNAVAILABLE_MESSAGE } from "@shared/domain/errors";

/** The one error the web client raises: HTTP status plus the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Partial<ApiErrorBody> | null,
  ) {
    super(message);
    this.name = "ApiError";
  }
  get fieldErrors(): Record<string, string> {
    return this.body?.fieldErrors ?? {};
  }
}

/**
 * Sends JSON with the session cookie; any non-success response raises an ApiError whose
 * message is the server's message (or "status: text" when the body has none, as the spec says).
 */
export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) {
    const errorBody = (parsed && typeof parsed === "object" ? parsed : null) as Partial<ApiErrorBody> | null;
    const message = errorBody?.message ?? `${response.status}: ${text || response.statusText}`;
    throw new ApiError(response.status, message, errorBody);
  }
  return parsed as T;
}

export const apiGet = <T>(url: string) => apiRequest<T>("GET", url);

/** The HTTP status of a failed call, or null when it never got an answer (offline, aborted). */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** The server's message for each field it refused ({} for any other failure). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}

/** fetch rejects with a TypeError when the request never reached the server. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * The server's own reason when it refused the request: a 4xx with a message that is not blank
 * (e.g. "Alcohol can only be included for recipients aged 18 or over."). Null for anything else: a
 * 5xx never shows its text.
 */
export function refusalReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  return error.body?.message?.trim() || null;
}

/**
 * The words to show for a failed call: the server's reason for a refusal; that the shop is briefly
 * unavailable for a 503 (its database is out of reach: trying again in a minute will work);
 * otherwise the screen's fallback (the spec's failure message), or `offline` when the request never
 * reached the server and the screen words that case apart (the spec's "network error" messages).
 */
export function errorText(error: unknown, fallback: string, offline: string = fallback): string {
  if (isNetworkFailure(error)) return offline;
  if (errorStatus(error) === 503) return UNAVAILABLE_MESSAGE;
  return refusalReason(error) ?? fallback;
}

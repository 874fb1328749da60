import type { ApiErrorBody } from "@shared/domain/errors";

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

/**
 * The words to show for a failed call: the server's own reason when it refused the request (a 4xx
 * with a message, e.g. "Alcohol can only be included for recipients aged 18 or over."), otherwise the
 * screen's fallback (the spec's failure message). A 5xx never shows its text.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.body?.message) return error.body.message;
  return fallback;
}

import type { ApiErrorBody } from "@shared/domain/errors";
import { ApiError } from "../../../lib/api";

/**
 * POSTs a FormData body with the session cookie. The shared apiRequest sends JSON only; this one lets the
 * browser set the multipart boundary, and raises the same ApiError so errorText reads it the same way.
 */
export async function sendMultipart<T>(url: string, body: FormData): Promise<T> {
  const response = await fetch(url, { method: "POST", credentials: "include", body });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const errorBody = (parsed && typeof parsed === "object" ? parsed : null) as Partial<ApiErrorBody> | null;
    throw new ApiError(
      response.status,
      errorBody?.message ?? `${response.status}: ${text || response.statusText}`,
      errorBody,
    );
  }
  return parsed as T;
}

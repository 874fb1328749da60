import { ApiError } from "../../lib/api";

export const NEWSLETTER_OFFLINE_MESSAGE = "We couldn't reach Forget Me Not. Check your connection and try again.";
export const NEWSLETTER_FAILED_MESSAGE = "Something went wrong on our side. Please try again in a moment.";

/**
 * What a newsletter form says when a request fails: the server's own words for a refusal it
 * explains (too many attempts, a broken link), our own for a dropped connection or a server fault.
 */
export function newsletterErrorMessage(error: unknown): string {
  // fetch rejects with a TypeError when the network itself fails.
  if (error instanceof TypeError) return NEWSLETTER_OFFLINE_MESSAGE;
  if (error instanceof ApiError && error.status < 500 && error.body?.message) return error.body.message;
  return NEWSLETTER_FAILED_MESSAGE;
}

/** The server's message for the e-mail field, when it refused the address itself. */
export function emailFieldError(error: unknown): string | undefined {
  return error instanceof ApiError ? error.fieldErrors.email : undefined;
}

/** A link the server does not recognise (404) or could not read (400): asking again won't help. */
export function isBrokenLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

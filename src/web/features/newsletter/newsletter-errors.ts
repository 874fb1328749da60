import { errorStatus, errorText, fieldErrorsOf } from "../../lib/api";

export const NEWSLETTER_OFFLINE_MESSAGE = "We couldn't reach Forget Me Not. Check your connection and try again.";
export const NEWSLETTER_FAILED_MESSAGE = "Something went wrong on our side. Please try again in a moment.";

/**
 * What a newsletter form says when a request fails: the server's own words for a refusal it
 * explains (too many attempts, a broken link), our own for a dropped connection or a server fault.
 */
export function newsletterErrorMessage(error: unknown): string {
  return errorText(error, NEWSLETTER_FAILED_MESSAGE, NEWSLETTER_OFFLINE_MESSAGE);
}

/** The server's message for the e-mail field, when it refused the address itself. */
export function emailFieldError(error: unknown): string | undefined {
  return fieldErrorsOf(error).email;
}

/** A link the server does not recognise (404) or could not read (400): asking again won't help. */
export function isBrokenLink(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 400;
}

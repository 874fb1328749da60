/** The closed set of error codes the API answers with, and their HTTP statuses. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_STATE: 409,
  PAYLOAD_TOO_LARGE: 413,
  PAYMENT_FAILED: 402,
  RATE_LIMITED: 429,
  UPSTREAM: 502,
  /** The shop's database is out of reach for now: try again shortly (answered with `Retry-After`). */
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error body every endpoint answers with. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  fieldErrors?: Record<string, string>;
}

/** What a 503 UNAVAILABLE says, on the server and in the web app. */
export const UNAVAILABLE_MESSAGE = "The shop is briefly unavailable. Please try again in a minute.";

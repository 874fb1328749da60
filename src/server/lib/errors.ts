import { ERROR_STATUS, type ErrorCode } from "../../shared/domain/errors";

/** The one error type services throw; the error handler maps its code to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
export const forbidden = (message = "You do not have access to this resource") => new AppError("FORBIDDEN", message);
export const unauthenticated = (message = "Please sign in to continue") => new AppError("UNAUTHENTICATED", message);
export const conflict = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError("CONFLICT", message, fieldErrors);
export const validation = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError("VALIDATION", message, fieldErrors);

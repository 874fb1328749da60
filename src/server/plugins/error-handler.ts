import type { FastifyInstance, FastifyError } from "fastify";
import secureJson from "secure-json-parse";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody } from "../../shared/domain/errors";
import { AppError } from "../lib/errors";

/** Turns zod issues into one readable message plus a message per field. */
function describeValidation(issues: { instancePath?: string; message?: string; params?: unknown }[]) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".") || "body";
    if (!fieldErrors[field]) fieldErrors[field] = issue.message ?? "Invalid value";
  }
  const [first] = Object.entries(fieldErrors);
  const message = first ? first[1] : "Invalid request";
  return { message, fieldErrors };
}

/**
 * One error handler: known errors keep their status and message; anything else
 * is logged and answered with a generic 500 that leaks nothing.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ApiErrorBody;
    if (error instanceof AppError) {
      status = error.status;
      body = { code: error.code, message: error.message, fieldErrors: error.fieldErrors };
    } else if (String((error as { type?: unknown }).type ?? "").startsWith("Stripe")) {
      // The payment provider's own wording (and ids) stay in our logs, not on the buyer's screen.
      request.log.warn({ stripeType: (error as { type?: string }).type, stripeCode: (error as { code?: string }).code }, "payment provider error");
      status = 502;
      body = { code: "UPSTREAM", message: "The payment provider could not be reached. Please try again." };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      body = { code: "VALIDATION", ...describeValidation(error.validation) };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { code: "RATE_LIMITED", message: "Too many attempts. Please wait a few minutes and try again." };
    } else if (error.statusCode === 413) {
      status = 413;
      body = { code: "PAYLOAD_TOO_LARGE", message: "The request is too large." };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      const message =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.name === "SyntaxError"
          ? "The request body is not valid JSON."
          : error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
            ? "Send the request body as JSON."
            : error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
              ? "The request body is empty."
              : error.message;
      body = { code: status === 404 ? "NOT_FOUND" : "VALIDATION", message };
    } else {
      // Driver messages can quote the values of a query (names, e-mails): log the kind, never the text.
      request.log.error({ errorName: error.name, errorCode: error.code, stack: error.stack?.split("\n").slice(1, 6).join("\n") }, "unhandled error");
      status = 500;
      body = { code: "INTERNAL", message: "Something went wrong on our side. Please try again." };
    }
    reply.status(status).send(body);
  });
}

/**
 * The JSON body parser. PostgreSQL cannot store U+0000 in text, so a body carrying one is refused
 * up front with a clear 400 (checked on the raw text, so nesting depth never matters).
 */
export function registerJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (text.includes("\\u0000")) return done(new AppError("VALIDATION", "The request contains an invalid character."), undefined);
    if (text.trim() === "") return done(new AppError("VALIDATION", "The request body is empty."), undefined);
    try {
      // Fastify's own choice: prototype-poisoning keys are refused, not merged into objects.
      done(null, secureJson.parse(text, undefined, { protoAction: "error", constructorAction: "error" }));
    } catch {
      done(new AppError("VALIDATION", "The request body is not valid JSON."), undefined);
    }
  });
}

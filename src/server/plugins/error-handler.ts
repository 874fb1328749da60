import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import secureJson from "secure-json-parse";
import { type ApiErrorBody, UNAVAILABLE_MESSAGE } from "../../shared/domain/errors";
import { databaseOutage, RETRY_AFTER_SECONDS } from "../db/availability";
import { CONCURRENT_CHANGE_CODES, databaseErrorCode, errorKind } from "../lib/error-kind";
import { AppError } from "../lib/errors";
import { findInvalidText, INVALID_CHARACTER_MESSAGE } from "./invalid-text";

const CONCURRENT_CHANGE_MESSAGE = "This changed at the same time as another request. Please try again.";

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
 * One error handler: known errors keep their status and message; a database out of reach is a 503
 * with `Retry-After`; a database conflict between concurrent requests is a 409; anything else is
 * logged by its kind and answered with a generic 500 that leaks nothing.
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
      request.log.warn(
        { stripeType: (error as { type?: string }).type, stripeCode: (error as { code?: string }).code },
        "payment provider error",
      );
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
    } else if (databaseOutage(error)) {
      // The database is unreachable or could not take the work in time: the request may succeed shortly.
      request.log.warn({ ...errorKind(error), route: routeOf(request) }, "database unavailable");
      status = 503;
      body = { code: "UNAVAILABLE", message: UNAVAILABLE_MESSAGE };
    } else if (CONCURRENT_CHANGE_CODES.has(databaseErrorCode(error) ?? "")) {
      // The backstop for races a service did not foresee (a unique index, a vanished row, a deadlock).
      request.log.warn({ ...errorKind(error), route: routeOf(request) }, "concurrent change refused");
      status = 409;
      body = { code: "CONFLICT", message: CONCURRENT_CHANGE_MESSAGE };
    } else {
      // Only the kind, the route pattern and (from the request's logger) the request id: the message
      // and stack of a database error quote the query's parameters.
      request.log.error({ ...errorKind(error), route: routeOf(request) }, "unhandled error");
      status = 500;
      body = { code: "INTERNAL", message: "Something went wrong on our side. Please try again." };
    }
    // A load balancer or client waits this long before asking again (the health check included).
    if (status === 503) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    reply.status(status).send(body);
  });
}

/** "GET /api/users/:id": the route's pattern, never the path's values or its query string. */
function routeOf(request: FastifyRequest) {
  return `${request.method} ${request.routeOptions.url ?? "(no route)"}`;
}

/**
 * The JSON body parser, and the same character check for query strings and path parameters. Text
 * PostgreSQL cannot store (U+0000, a lone UTF-16 surrogate) is refused with a clear 400 after
 * parsing, so escaped and raw forms, keys and values at any depth are caught.
 */
export function registerInputParsing(app: FastifyInstance) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(new AppError("VALIDATION", "The request body is empty."), undefined);
    let parsed: unknown;
    try {
      // Fastify's own choice: prototype-poisoning keys are refused, not merged into objects.
      parsed = secureJson.parse(text, undefined, { protoAction: "error", constructorAction: "error" });
    } catch {
      return done(new AppError("VALIDATION", "The request body is not valid JSON."), undefined);
    }
    if (findInvalidText(parsed)) return done(new AppError("VALIDATION", INVALID_CHARACTER_MESSAGE), undefined);
    done(null, parsed);
  });
  // Query strings and path parameters (and a text/plain body) get the same check before validation.
  // Buffers (Stripe's raw webhook body) are left to their route.
  app.addHook("preValidation", (request, _reply, done) => {
    const body = typeof request.body === "string" ? request.body : undefined;
    if (findInvalidText(request.params) || findInvalidText(request.query) || findInvalidText(body)) {
      return done(new AppError("VALIDATION", INVALID_CHARACTER_MESSAGE));
    }
    done();
  });
}

import type { SwaggerTransform } from "@fastify/swagger";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { z } from "zod";

/**
 * The OpenAPI description of a route that reads a multipart body itself. Such a route declares no
 * `body` schema (Fastify would validate a body it never parses), so its form is added to the document
 * only, under the route's `consumes` (multipart/form-data): a client sees the fields it must send.
 */
export function documentedForm(form: z.ZodType): SwaggerTransform {
  return (document) =>
    jsonSchemaTransform({ ...document, schema: { ...document.schema, body: form } } as Parameters<
      typeof jsonSchemaTransform
    >[0]);
}

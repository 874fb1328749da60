import fastJson from "fast-json-stringify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Answers are written by fast-json-stringify, compiled once per route and status from the route's
 * zod response schema (as JSON Schema), instead of a zod pass over every answer: on the subscription
 * list that pass was about a twentieth of the request's CPU (bench/README.md). Like zod's serializer it
 * writes only the fields the schema names, so nothing unnamed leaves the server; the handlers' return
 * types are checked against the same schemas at compile time. A schema JSON Schema can't express keeps
 * zod's serializer.
 */
export const responseSerializerCompiler = (route: RouteSchema) => {
  try {
    return fastJson(
      z.toJSONSchema(route.schema as z.ZodType, { io: "output", unrepresentable: "throw" }) as Parameters<
        typeof fastJson
      >[0],
    );
  } catch {
    return zodSerializerCompiler(route);
  }
};

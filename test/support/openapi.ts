import type { DeclaredRoute } from "../../src/server/plugins/access";

/** The little of a JSON schema the route tests read. */
export interface JsonSchema {
  type?: string | string[];
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

type OpenApiDocument = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
};

/** Whether a JSON schema refuses `{}` (required fields, a non-object type, or every alternative refusing it). */
export function refusesEmptyObject(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.required?.length) return true;
  if (schema.type && !(Array.isArray(schema.type) ? schema.type : [schema.type]).includes("object")) return true;
  if (schema.anyOf) return schema.anyOf.every(refusesEmptyObject);
  if (schema.oneOf) return schema.oneOf.every(refusesEmptyObject);
  if (schema.allOf) return schema.allOf.some(refusesEmptyObject);
  return false;
}

/** Route body schemas, read from the OpenAPI document the app's zod schemas generate. */
export function openApiBodies(app: { swagger(): unknown }) {
  const openApi = app.swagger() as OpenApiDocument;

  /** The route's JSON body schema, if it declares one. */
  function bodySchema(route: DeclaredRoute): JsonSchema | undefined {
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
    return openApi.paths[path]?.[route.method.toLowerCase()]?.requestBody?.content?.["application/json"]?.schema;
  }

  /** Whether the route's body schema refuses an empty object. */
  const requiresBodyFields = (route: DeclaredRoute) => refusesEmptyObject(bodySchema(route));

  return { bodySchema, requiresBodyFields };
}

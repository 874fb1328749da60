import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  runEditedSqlRequestSchema,
  runSqlRequestSchema,
  runSqlResultSchema,
  scrapeRequestSchema,
  scrapeResultSchema,
  socialDataRequestSchema,
  socialDataResultSchema,
  translateSqlRequestSchema,
  translateSqlResultSchema,
} from "../../../shared/schemas/data-tools";
import type { Access } from "../../plugins/access";
import type { DataToolsServices } from "./data-tools.service";
import { dataToolRateLimit } from "./data-tools-rate-limit";

const STAFF: Access = ["admin"];

/** The staff data tools (PRODUCT.md "Staff tools"): staff only, each limited per staff member. */
export function dataToolsRoutes(tools: DataToolsServices, options: { rateLimitScale?: number } = {}) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["data-tools"];
    const limit = (tool: string) => dataToolRateLimit(app, tool, options.rateLimitScale);

    r.post(
      "/api/translate-sql",
      {
        config: { access: STAFF },
        preHandler: limit("translate"),
        schema: { tags, body: translateSqlRequestSchema, response: { 200: translateSqlResultSchema } },
      },
      async (request) => tools.sql.translate(request.body),
    );

    r.post(
      "/api/translate-sql/run",
      {
        config: { access: STAFF },
        preHandler: limit("run-sql"),
        schema: { tags, body: runSqlRequestSchema, response: { 200: runSqlResultSchema } },
      },
      async (request) => tools.sql.run(request.body),
    );

    // Staff's own SQL (an edit of a translation): checked and run exactly like one; counted with Run.
    r.post(
      "/api/translate-sql/run-sql",
      {
        config: { access: STAFF },
        preHandler: limit("run-sql"),
        schema: { tags, body: runEditedSqlRequestSchema, response: { 200: runSqlResultSchema } },
      },
      async (request) => tools.sql.runSql(request.body),
    );

    r.post(
      "/api/scrape-website",
      {
        config: { access: STAFF },
        preHandler: limit("scrape"),
        schema: { tags, body: scrapeRequestSchema, response: { 200: scrapeResultSchema } },
      },
      async (request) => tools.scraper.scrape(request.body),
    );

    r.post(
      "/api/social-data",
      {
        config: { access: STAFF },
        preHandler: limit("social"),
        schema: { tags, body: socialDataRequestSchema, response: { 200: socialDataResultSchema } },
      },
      async (request) => tools.social.search(request.body),
    );
  };
}

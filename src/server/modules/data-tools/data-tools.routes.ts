import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
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

    /** A tool's route options: staff only, counted per staff member under `tool`, one body and one answer. */
    const toolRoute = <Body extends z.ZodType, Result extends z.ZodType>(tool: string, body: Body, result: Result) => ({
      config: { access: STAFF },
      preHandler: limit(tool),
      schema: { tags, body, response: { 200: result } },
    });

    r.post(
      "/api/translate-sql",
      toolRoute("translate", translateSqlRequestSchema, translateSqlResultSchema),
      async (request) => tools.sql.translate(request.body),
    );
    r.post("/api/translate-sql/run", toolRoute("run-sql", runSqlRequestSchema, runSqlResultSchema), async (request) =>
      tools.sql.run(request.body),
    );
    // Staff's own SQL (an edit of a translation): checked and run exactly like one; counted with Run.
    r.post(
      "/api/translate-sql/run-sql",
      toolRoute("run-sql", runEditedSqlRequestSchema, runSqlResultSchema),
      async (request) => tools.sql.runSql(request.body),
    );
    r.post("/api/scrape-website", toolRoute("scrape", scrapeRequestSchema, scrapeResultSchema), async (request) =>
      tools.scraper.scrape(request.body),
    );
    r.post("/api/social-data", toolRoute("social", socialDataRequestSchema, socialDataResultSchema), async (request) =>
      tools.social.search(request.body),
    );
  };
}

import type { RunEditedSqlRequest, TranslateSqlRequest } from "../../../shared/schemas/data-tools";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { createWebsiteScraper, type ScrapeNetwork } from "./scrape/website-scraper";
import { createSocialSearch, type SocialEndpoints } from "./social/social-search";
import { runCheckedSql } from "./sql/checked-sql-runner";
import { createModelTranslator, isTranslationRefusal, type SqlModelOptions } from "./sql/model-translator";
import { createSqlTool } from "./sql/sql-tool";

/** The outside world of the data tools; tests pass stub servers and a loopback network. */
export interface DataToolsOptions {
  /** Tests only: where the scraper's host names resolve and connect. Production uses DNS and checks every address. */
  scrapeNetwork?: ScrapeNetwork;
  /** Base URLs of the social platforms' public APIs (tests point them at stub servers). */
  socialEndpoints?: Partial<SocialEndpoints>;
  /** How long a platform may take to answer (10 s unless given; tests shorten it). */
  socialTimeoutMs?: number;
  /** An OpenAI-compatible model that proposes SQL when the offline translator refuses (SQL_MODEL_*). */
  sqlModel?: SqlModelOptions;
}

export function createDataTools(database: Database, clock: Clock, options: DataToolsOptions = {}) {
  return {
    sql: createSql(database, clock, options.sqlModel),
    scraper: createWebsiteScraper({ clock, network: options.scrapeNetwork }),
    social: createSocialSearch(options.socialEndpoints, { timeoutMs: options.socialTimeoutMs }),
  };
}

export type DataToolsServices = ReturnType<typeof createDataTools>;

/**
 * SQL Translation: the offline translator answers; a configured model is asked only when it refuses a
 * PostgreSQL question; staff's own SQL (an edit, or the model's proposal) runs behind the same checks.
 */
function createSql(database: Database, clock: Clock, modelOptions: SqlModelOptions | undefined) {
  const offline = createSqlTool(database, clock);
  const model = modelOptions ? createModelTranslator(modelOptions) : null;
  return {
    async translate(request: TranslateSqlRequest) {
      try {
        return offline.translate(request);
      } catch (error) {
        if (!model || request.databaseType !== "postgresql" || !isTranslationRefusal(error)) throw error;
        return model.translate(request.question, error.message);
      }
    },
    run: offline.run,
    runSql: (request: RunEditedSqlRequest) => runCheckedSql(database, request.sql),
  };
}

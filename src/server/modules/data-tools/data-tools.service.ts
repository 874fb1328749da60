import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { createWebsiteScraper, type ScrapeNetwork } from "./scrape/website-scraper";
import { createSocialSearch, type SocialEndpoints } from "./social/social-search";
import { createSqlTool } from "./sql/sql-tool";

/** The outside world of the data tools; tests pass stub servers and a loopback network. */
export interface DataToolsOptions {
  /** Tests only: where the scraper's host names resolve and connect. Production uses DNS and checks every address. */
  scrapeNetwork?: ScrapeNetwork;
  /** Base URLs of the social platforms' public APIs (tests point them at stub servers). */
  socialEndpoints?: Partial<SocialEndpoints>;
  /** How long a platform may take to answer (10 s unless given; tests shorten it). */
  socialTimeoutMs?: number;
}

export function createDataTools(database: Database, clock: Clock, options: DataToolsOptions = {}) {
  return {
    sql: createSqlTool(database, clock),
    scraper: createWebsiteScraper({ clock, network: options.scrapeNetwork }),
    social: createSocialSearch(options.socialEndpoints, { timeoutMs: options.socialTimeoutMs }),
  };
}

export type DataToolsServices = ReturnType<typeof createDataTools>;

import { z } from "zod";

/** The staff data tools (spec: "Data tools page", section 7 calls, section 5 field rules). */

export const DATABASE_TYPES = ["postgresql", "mysql", "sqlite", "sqlserver"] as const;
export type DatabaseType = (typeof DATABASE_TYPES)[number];
export const DATABASE_TYPE_LABELS: Record<DatabaseType, string> = {
  postgresql: "PostgreSQL",
  mysql: "MySQL",
  sqlite: "SQLite",
  sqlserver: "SQL Server",
};

export const SQL_QUESTION_MESSAGE = "Please ask a question of at least 5 characters";
export const TRANSLATION_FAILED = "Translation Failed";
export const SCRAPING_FAILED = "Scraping Failed (check the URL)";
export const DATA_RETRIEVAL_FAILED = "Data Retrieval Failed";

const question = z
  .string({ error: SQL_QUESTION_MESSAGE })
  .trim()
  .min(5, SQL_QUESTION_MESSAGE)
  .max(500, "Please keep the question under 500 characters");

/** POST /api/translate-sql */
export const translateSqlRequestSchema = z.object({
  question,
  databaseType: z.enum(DATABASE_TYPES, { error: "Please choose a database type" }).default("postgresql"),
});
export type TranslateSqlRequest = z.output<typeof translateSqlRequestSchema>;

export const SQL_COMPLEXITIES = ["simple", "moderate", "complex"] as const;
export const translateSqlResultSchema = z.object({
  query: z.string(),
  metadata: z.object({
    complexity: z.enum(SQL_COMPLEXITIES),
    database_type: z.enum(DATABASE_TYPES),
    tables: z.array(z.string()),
  }),
  /** What the translator understood, in plain English (shown above the SQL). */
  understood: z.string(),
  /**
   * Who wrote the SQL: the shop's own translator, or (when one is configured and the translator could
   * not) a language model, whose SQL passed the same checks but whose meaning nobody checked.
   */
  source: z.enum(["translator", "model"]).optional(),
});
export type TranslateSqlResult = z.output<typeof translateSqlResultSchema>;

/** POST /api/translate-sql/run: the question is translated again on the server and only that SQL runs. */
export const runSqlRequestSchema = z.object({ question });
export type RunSqlRequest = z.output<typeof runSqlRequestSchema>;

/** POST /api/translate-sql/run-sql: staff's own edit of the SQL, checked and run like a translation. */
export const SQL_EDIT_MESSAGE = "Please enter the SQL to run";
export const SQL_EDIT_MAX = 5000;
export const QUERY_REFUSED = "Query Refused";
export const QUERY_FAILED = "Query Failed";
export const runEditedSqlRequestSchema = z.object({
  sql: z
    .string({ error: SQL_EDIT_MESSAGE })
    .trim()
    .min(1, SQL_EDIT_MESSAGE)
    .max(SQL_EDIT_MAX, `Please keep the SQL under ${SQL_EDIT_MAX} characters`),
});
export type RunEditedSqlRequest = z.output<typeof runEditedSqlRequestSchema>;

export const SQL_ROW_CAP = 200;
const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const runSqlResultSchema = z.object({
  /** The PostgreSQL that ran, exactly as it ran (the translator's, or staff's own edit). */
  query: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(cell)),
  /** True when there were more than SQL_ROW_CAP rows and only the first SQL_ROW_CAP are shown. */
  truncated: z.boolean(),
  /** Which column labels the bars and which holds the figure, when the result has that shape. */
  chart: z.object({ label: z.string(), value: z.string() }).nullable(),
});
export type RunSqlResult = z.output<typeof runSqlResultSchema>;

/** POST /api/scrape-website */
export const SCRAPE_SELECTORS = ["title", "headings", "paragraphs", "links", "images"] as const;
export type ScrapeSelector = (typeof SCRAPE_SELECTORS)[number];
export const SCRAPE_SELECTOR_LABELS: Record<ScrapeSelector, string> = {
  title: "Title",
  headings: "Headings",
  paragraphs: "Paragraphs",
  links: "Links",
  images: "Images",
};
/** Spec section 9: at most 10 headings, 5 paragraphs of 150 characters, 10 links and 6 images shown. */
export const SCRAPE_CAPS = { headings: 10, paragraphs: 5, paragraphChars: 150, links: 10, images: 6 } as const;
export const VALID_URL_MESSAGE = "Please enter a valid URL";

export const scrapeRequestSchema = z.object({
  url: z
    .string({ error: VALID_URL_MESSAGE })
    .trim()
    .max(2048, VALID_URL_MESSAGE)
    .refine((value) => URL.canParse(value) && /^https?:$/i.test(new URL(value).protocol), VALID_URL_MESSAGE),
  /** Which parts to collect; all five unless given (spec default: title, h1/h2/h3, p, a, img). */
  selectors: z.array(z.enum(SCRAPE_SELECTORS)).max(SCRAPE_SELECTORS.length).optional(),
});
export type ScrapeRequest = z.output<typeof scrapeRequestSchema>;

export const scrapeResultSchema = z.object({
  url: z.string(),
  scraped_at: z.string(),
  data: z.object({
    title: z.string().optional(),
    headings: z.array(z.object({ level: z.number().int().min(1).max(3), text: z.string() })).optional(),
    paragraphs: z.array(z.string()).optional(),
    links: z.array(z.object({ text: z.string(), href: z.string() })).optional(),
    images: z.array(z.object({ src: z.string(), alt: z.string() })).optional(),
    /** How many of each the page held before the caps. */
    totals: z.object({
      headings: z.number().int(),
      paragraphs: z.number().int(),
      links: z.number().int(),
      images: z.number().int(),
    }),
  }),
});
export type ScrapeResult = z.output<typeof scrapeResultSchema>;

/** POST /api/social-data */
export const SOCIAL_PLATFORMS = ["mastodon", "bluesky", "reddit"] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  mastodon: "Mastodon",
  bluesky: "Bluesky",
  reddit: "Reddit",
};
export const SOCIAL_QUERY_MESSAGE = "Please enter a search of at least 2 characters";
export const SOCIAL_LIMIT_MESSAGE = "Limit must be between 1 and 50";
export const SOCIAL_LIMIT = { min: 1, max: 50, default: 10 } as const;

export const socialDataRequestSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS, { error: "Please choose a platform" }),
  query: z
    .string({ error: SOCIAL_QUERY_MESSAGE })
    .trim()
    .min(2, SOCIAL_QUERY_MESSAGE)
    .max(200, "Please keep the search under 200 characters"),
  limit: z.coerce
    .number({ error: SOCIAL_LIMIT_MESSAGE })
    .int(SOCIAL_LIMIT_MESSAGE)
    .min(SOCIAL_LIMIT.min, SOCIAL_LIMIT_MESSAGE)
    .max(SOCIAL_LIMIT.max, SOCIAL_LIMIT_MESSAGE)
    .default(SOCIAL_LIMIT.default),
});
export type SocialDataRequest = z.output<typeof socialDataRequestSchema>;

export const socialPostSchema = z.object({
  id: z.string(),
  author: z.string(),
  text: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type SocialPost = z.output<typeof socialPostSchema>;

export const socialDataResultSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS),
  query: z.string(),
  count: z.number().int(),
  results: z.array(socialPostSchema),
});
export type SocialDataResult = z.output<typeof socialDataResultSchema>;

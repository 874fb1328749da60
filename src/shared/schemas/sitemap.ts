import { z } from "zod";

/** GET /sitemap.xml: the shop's public pages and every gift box on sale, for search engines. */
export const sitemapSchema = z.string().describe("application/xml: a sitemaps.org URL set");

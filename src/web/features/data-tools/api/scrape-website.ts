import type { ScrapeRequest, ScrapeResult } from "@shared/schemas/data-tools";
import { mutationOptions, useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

/** POST /api/scrape-website {url, selectors?} → {url, scraped_at, data}; reads a public page on the server. */
export const scrapeWebsiteOptions = () =>
  mutationOptions({
    mutationKey: ["/api/scrape-website"],
    mutationFn: (request: ScrapeRequest) => apiRequest<ScrapeResult>("POST", "/api/scrape-website", request),
  });

export function useScrapeWebsite() {
  return useMutation(scrapeWebsiteOptions());
}

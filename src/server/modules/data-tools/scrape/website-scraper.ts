import {
  SCRAPE_SELECTORS,
  SCRAPING_FAILED,
  type ScrapeRequest,
  type ScrapeResult,
} from "../../../../shared/schemas/data-tools";
import type { FetchNetwork } from "../../../integrations/http-fetch/fetch-network";
import { FetchRefused } from "../../../integrations/http-fetch/fetch-refused";
import { createSafeFetcher } from "../../../integrations/http-fetch/safe-fetch";
import type { Clock } from "../../../lib/clock";
import { validation } from "../../../lib/errors";
import { extractPage } from "./page-extract";
import { capPageParts } from "./scrape-caps";

/**
 * TEST ONLY. Lets a test send a public-looking host name to a loopback test server: `resolve`
 * answers instead of DNS and `dial` says where the socket really opens for a checked address.
 * The address checks still apply to whatever `resolve` answers (a loopback answer is refused), so
 * a test must answer public addresses and map them in `dial`. `timeoutMs` shortens the 10 s limit
 * so the slow-page test does not wait. Production (main.ts) never passes a network: the scraper then
 * uses real DNS, checks every address and connects to the checked one.
 */
export interface ScrapeNetwork extends FetchNetwork {
  timeoutMs?: number;
}

const USER_AGENT = "ForgetMeNot-DataTools/1.0 (staff page reader of the Forget Me Not gift shop)";

/** POST /api/scrape-website: a public page's title, headings, paragraphs, links and images. */
export function createWebsiteScraper(options: { clock: Clock; network?: ScrapeNetwork }) {
  const fetchPage = createSafeFetcher({
    userAgent: USER_AGENT,
    accept: ["text/html", "application/xhtml+xml"],
    network: options.network,
    timeoutMs: options.network?.timeoutMs,
  });

  return {
    async scrape(request: ScrapeRequest): Promise<ScrapeResult> {
      const page = await fetchPage(request.url).catch((error: unknown) => {
        if (error instanceof FetchRefused) {
          throw validation(`${SCRAPING_FAILED}: ${error.reason}`, { url: error.reason });
        }
        throw error;
      });
      const parts = extractPage(page.body, page.url, charsetOf(page.contentType));
      return {
        url: page.url,
        scraped_at: options.clock.now().toISOString(),
        data: capPageParts(parts, request.selectors ?? SCRAPE_SELECTORS),
      };
    },
  };
}

function charsetOf(contentType: string): string | undefined {
  return /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
}

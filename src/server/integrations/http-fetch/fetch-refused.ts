/**
 * Why the safe fetcher would not fetch (or finish fetching) a page. The reason is plain English a
 * member of staff can act on; it never carries the resolved address or the response body.
 */
export class FetchRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "FetchRefused";
  }
}

export const REFUSAL = {
  scheme: "only http and https addresses",
  port: "only ports 80 and 443",
  credentials: "the address must not include a user name or password",
  notPublic: "the address is not public",
  notFound: "the site could not be found",
  unreachable: "the site could not be reached",
  certificate: "the site's security certificate is not valid",
  tooManyRedirects: "too many redirects",
  badRedirect: "the page redirected to an address that is not valid",
  notHtml: "the page is not HTML",
  encoding: "the page is compressed in a way the scraper cannot read",
  tooLarge: (bytes: number) => `the page is larger than ${Math.round(bytes / (1024 * 1024))} MB`,
  timeout: (ms: number) => `the page did not answer within ${ms >= 1000 ? `${ms / 1000} seconds` : `${ms} ms`}`,
  status: (status: number) => `the page answered with status ${status}`,
} as const;

/**
 * Every page of the web app, by path pattern (React Router's syntax: `:name` is one path segment).
 * The one route table: the web router gives each key its screen, and the server answers 200 with the
 * app for these paths and 404 (still the app, which shows its not-found page) for any other.
 * `listed` pages are public and go into /sitemap.xml.
 */
export const WEB_PAGES = {
  home: { path: "/", listed: true },
  howItWorks: { path: "/how-it-works", listed: true },
  browse: { path: "/gift-boxes", listed: true },
  giftBox: { path: "/gift-box/:id", listed: false },
  account: { path: "/account", listed: false },
  resetPassword: { path: "/reset-password", listed: false },
  story: { path: "/story", listed: true },
  storyAlias: { path: "/rock-exact-copy", listed: false },
  customerTerms: { path: "/customer-terms", listed: true },
  privacyPolicy: { path: "/privacy-policy", listed: true },
  terms: { path: "/terms", listed: true },
  vendorTerms: { path: "/vendor-terms", listed: true },
  vendorSupport: { path: "/vendor-support", listed: true },
  vendorResources: { path: "/vendor-resources", listed: true },
  vendorApplication: { path: "/vendor-application", listed: true },
  vendorApplicationConfirmation: { path: "/vendor-application-confirmation", listed: false },
  vendorSignIn: { path: "/vendor-signin", listed: false },
  previewConfirmation: { path: "/preview-confirmation", listed: false },
  adminOutbox: { path: "/admin/outbox", listed: false },
  adminVendors: { path: "/admin/vendors", listed: false },
  adminVendorLoad: { path: "/admin/vendors/load", listed: false },
  adminFulfilment: { path: "/admin/fulfillment", listed: false },
  adminPayouts: { path: "/admin/payouts", listed: false },
  adminCustomers: { path: "/admin/customers", listed: false },
  adminCustomer: { path: "/admin/customers/:id", listed: false },
  dataTools: { path: "/data-tools", listed: false },
  customerProfileSetup: { path: "/customer-profile-setup", listed: false },
  recipientSetup: { path: "/recipient-setup", listed: false },
  subscription: { path: "/subscription/:id", listed: false },
  subscriptionDeliveries: { path: "/subscription/:id/deliveries", listed: false },
  checkout: { path: "/checkout", listed: false },
  confirmation: { path: "/confirmation", listed: false },
  dashboard: { path: "/dashboard", listed: false },
  billing: { path: "/billing/:id", listed: false },
  newsletterUnsubscribe: { path: "/newsletter/unsubscribe", listed: false },
  vendorPortal: { path: "/for-vendors", listed: false },
} as const satisfies Record<string, { path: string; listed: boolean }>;

export type WebPageKey = keyof typeof WEB_PAGES;

const segmentsOf = (path: string) => path.split("/").filter(Boolean);

const PATTERNS = Object.values(WEB_PAGES).map((page) => segmentsOf(page.path));

/**
 * True when the path (without its query) is one of the app's pages. Matches as the router does:
 * case-insensitively, a trailing slash ignored, `:name` standing for any one non-empty segment.
 */
export function isWebPagePath(pathname: string): boolean {
  const segments = segmentsOf(pathname.toLowerCase());
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(":") || part === segments[index]),
  );
}

/** The public pages without parameters, for the sitemap. */
export const LISTED_PAGE_PATHS: readonly string[] = Object.values(WEB_PAGES)
  .filter((page) => page.listed)
  .map((page) => page.path);

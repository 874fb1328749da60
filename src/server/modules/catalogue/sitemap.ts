import { LISTED_PAGE_PATHS, WEB_PAGES } from "../../../shared/web-pages";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/**
 * The sitemaps.org URL set of the public pages (the shared route table's listed ones) and of each gift
 * box on sale, as absolute URLs on the shop's origin (PUBLIC_URL).
 */
export function sitemapXml(origin: string, giftBoxIds: readonly number[]): string {
  const base = origin.replace(/\/+$/, "");
  const paths = [...LISTED_PAGE_PATHS, ...giftBoxIds.map((id) => WEB_PAGES.giftBox.path.replace(":id", String(id)))];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

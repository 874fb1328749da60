import { useEffect } from "react";

export const SITE_NAME = "Forget Me Not";

/** index.html's description: what a page without its own description shows. */
const DEFAULT_DESCRIPTION =
  typeof document === "undefined"
    ? ""
    : (document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "");

/** "How It Works" → "How It Works | Forget Me Not"; a title that already names the shop stays as it is. */
export function pageTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/**
 * Sets `document.title` for the current page, and its meta description (the shop's default when the
 * page gives none, so one page's description never lingers on the next). Pages of every feature use it.
 */
export function usePageTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
    const meta = document.querySelector('meta[name="description"]');
    meta?.setAttribute("content", description?.trim() || DEFAULT_DESCRIPTION);
  }, [title, description]);
}

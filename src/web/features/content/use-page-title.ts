import { useEffect } from "react";

export const SITE_NAME = "Forget Me Not";

/**
 * Sets `document.title` for the current page, e.g. "How It Works | Forget Me Not".
 * A title that already names the shop is used as it is. Pages of every feature may use it.
 */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  }, [title]);
}

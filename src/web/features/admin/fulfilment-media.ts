import { useSyncExternalStore } from "react";

/**
 * From here the orders are a table, below it cards: the table's seven columns need about 1,150 px
 * (checked at 1,200 and 1,366 px by e2e/staff-layout.e2e.ts), so narrower laptops and tablets get the cards.
 */
export const WIDE_QUERY = "(min-width: 1200px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Whether the window is wide enough for the table. Only one layout is ever drawn (not both hidden by CSS),
 * so each order's fields exist once on the page.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}

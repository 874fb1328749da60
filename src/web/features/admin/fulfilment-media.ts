import { useSyncExternalStore } from "react";

/** Tailwind's md breakpoint (spec §9: 768 px): from here the orders are a table, below it cards. */
export const WIDE_QUERY = "(min-width: 768px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Whether the window is at least tablet-wide. Only one layout is ever drawn (not both hidden by CSS),
 * so each order's fields exist once on the page.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}

import type { QueryClient } from "@tanstack/react-query";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** After a box is created or changed: every gift box list (the vendor's and the catalogue) and the box count. */
export const refreshVendorBoxes = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.giftBoxes] }),
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.vendorOverview] }),
  ]);

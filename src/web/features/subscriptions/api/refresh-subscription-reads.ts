import type { QueryClient } from "@tanstack/react-query";
import { QUERY_ROOTS } from "../../../lib/query-keys";
import { billingQueryKey } from "./get-billing";

/** After a change to one subscription: every subscription read, and that subscription's billing page. */
export const refreshSubscriptionReads = (queryClient: QueryClient, id: number | string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.subscriptions] }),
    queryClient.invalidateQueries({ queryKey: billingQueryKey(id) }),
  ]);

import type { vendorChoiceSchema } from "@shared/schemas/fulfilment";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export type VendorChoice = z.infer<typeof vendorChoiceSchema>;

/** Under the vendors' root: approving or suspending a vendor refreshes the choices too. */
export const vendorChoicesQueryKey = [QUERY_ROOTS.adminVendors, "choices"] as const;

/** GET /api/admin/vendor-choices (staff only): approved vendors an order can be given to. */
export const getVendorChoices = () => apiGet<VendorChoice[]>("/api/admin/vendor-choices");

/** An answer that is not a list reads as empty; the choices are sorted by name for the select. */
export const toVendorChoices = (data: unknown): VendorChoice[] =>
  Array.isArray(data) ? [...(data as VendorChoice[])].sort((a, b) => a.name.localeCompare(b.name, "en-AU")) : [];

/** The choices change rarely: one read serves every row's select for a minute. */
export const vendorChoicesQueryOptions = () =>
  queryOptions({
    queryKey: vendorChoicesQueryKey,
    queryFn: getVendorChoices,
    select: toVendorChoices,
    staleTime: 60_000,
  });

export const useVendorChoices = () => useQuery(vendorChoicesQueryOptions());

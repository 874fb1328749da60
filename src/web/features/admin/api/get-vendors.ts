import type { AdminVendor, adminVendorListQuerySchema } from "@shared/schemas/admin-vendors";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** pending | approved | rejected | suspended | all. */
export type VendorListStatus = z.output<typeof adminVendorListQuerySchema>["status"];

export const adminVendorsQueryKey = (status: VendorListStatus) => [QUERY_ROOTS.adminVendors, status] as const;

/** GET /api/admin/vendors?status (staff only): applications and vendors, newest first. */
export const getAdminVendors = (status: VendorListStatus) =>
  apiGet<AdminVendor[]>(`/api/admin/vendors?status=${encodeURIComponent(status)}`);

/** An answer that is not a list reads as empty. */
export const toAdminVendorList = (data: unknown): AdminVendor[] => (Array.isArray(data) ? (data as AdminVendor[]) : []);

export const adminVendorsQueryOptions = (status: VendorListStatus) =>
  queryOptions({
    queryKey: adminVendorsQueryKey(status),
    queryFn: () => getAdminVendors(status),
    select: toAdminVendorList,
  });

export const useAdminVendors = (status: VendorListStatus) => useQuery(adminVendorsQueryOptions(status));

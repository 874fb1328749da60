import type { GiftBox } from "@shared/schemas/gift-box";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export const giftBoxesQueryKey = [QUERY_ROOTS.giftBoxes] as const;

/** GET /api/gift-boxes: the whole catalogue, in featured order. */
export const getGiftBoxes = () => apiGet<GiftBox[]>("/api/gift-boxes");

/** A list answer that is not an array counts as empty (spec §7). */
export const toGiftBoxList = (data: unknown): GiftBox[] => (Array.isArray(data) ? (data as GiftBox[]) : []);

/** The cache keeps the raw answer. */
export const giftBoxesQueryOptions = () =>
  queryOptions({
    queryKey: giftBoxesQueryKey,
    queryFn: getGiftBoxes,
    select: toGiftBoxList,
  });

export const useGiftBoxes = () => useQuery(giftBoxesQueryOptions());

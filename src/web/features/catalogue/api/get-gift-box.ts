import type { GiftBox } from "@shared/schemas/gift-box";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";
import { giftBoxesQueryKey, toGiftBoxList } from "./get-gift-boxes";

export const giftBoxQueryKey = (id: number | null) => [QUERY_ROOTS.giftBoxes, id] as const;

/** GET /api/gift-boxes/{id}: one box; 404 "Gift Box Not Found" for an unknown or retired one. */
export const getGiftBox = (id: number) => apiGet<GiftBox>(`/api/gift-boxes/${id}`);

export const giftBoxQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: giftBoxQueryKey(id), queryFn: () => getGiftBox(id as number), enabled: id !== null });

/** One gift box, showing the catalogue's copy of it (when the list is cached) while the box itself loads. */
export function useGiftBox(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...giftBoxQueryOptions(id),
    placeholderData: () => toGiftBoxList(queryClient.getQueryData(giftBoxesQueryKey)).find((box) => box.id === id),
  });
}

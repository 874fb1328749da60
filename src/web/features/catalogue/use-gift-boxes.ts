import type { GiftBox } from "@shared/schemas/gift-box";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiGet } from "../../lib/api";
import { type CatalogueItem, toGiftBoxList } from "./sort-and-filter";

export const GIFT_BOXES_KEY = ["/api/gift-boxes"] as const;

/** The whole catalogue (the cache keeps the raw answer; a non-array reads as empty). */
export function useGiftBoxes() {
  return useQuery({
    queryKey: GIFT_BOXES_KEY,
    queryFn: () => apiGet<GiftBox[]>("/api/gift-boxes"),
    select: toGiftBoxList,
  });
}

/** One gift box; shows the list's copy while the box itself loads. */
export function useGiftBox(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...GIFT_BOXES_KEY, id],
    queryFn: () => apiGet<CatalogueItem>(`/api/gift-boxes/${id}`),
    enabled: id !== null,
    placeholderData: () =>
      toGiftBoxList(queryClient.getQueryData(GIFT_BOXES_KEY)).find((box) => box.id === id),
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.message === "Gift Box Not Found");
}

/** The parts of a recipient profile the browse page shows. */
export interface RecipientSummary {
  id: number;
  name?: string | null;
  fullName?: string | null;
  relationship?: string | null;
  favouriteColor?: string | null;
  favoriteColor?: string | null;
  favouriteFlower?: string | null;
  favoriteFlower?: string | null;
  colourPalette?: string | null;
  preferences?: Record<string, unknown> | null;
}

/** A recipient profile for the browse page; null when it cannot be read (spec §7). */
export function useRecipientProfile(id: string | null) {
  return useQuery({
    queryKey: ["/api/recipient-profiles", id],
    queryFn: async () => {
      try {
        return await apiGet<RecipientSummary | null>(`/api/recipient-profiles/${encodeURIComponent(id ?? "")}`);
      } catch {
        return null;
      }
    },
    enabled: Boolean(id),
  });
}

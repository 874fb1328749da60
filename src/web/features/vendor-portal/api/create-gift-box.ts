import type { GiftBoxCreateInput, VendorGiftBox } from "@shared/schemas/vendor-gift-box";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { refreshVendorBoxes } from "./refresh-vendor-boxes";

/** POST /api/gift-boxes (201): price in dollars, imageUrl from an upload; a read-only vendor gets 409. */
export const createGiftBoxOptions = () =>
  mutationOptions({
    mutationKey: ["gift-boxes", "create"],
    mutationFn: (input: GiftBoxCreateInput) => apiRequest<VendorGiftBox>("POST", "/api/gift-boxes", input),
  });

export function useCreateGiftBox() {
  const queryClient = useQueryClient();
  return useMutation({ ...createGiftBoxOptions(), onSuccess: () => refreshVendorBoxes(queryClient) });
}

import type { GiftBoxUpdateInput, VendorGiftBox } from "@shared/schemas/vendor-gift-box";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { refreshVendorBoxes } from "./refresh-vendor-boxes";

interface UpdateGiftBoxVariables {
  id: number;
  changes: GiftBoxUpdateInput;
}

/** PATCH /api/gift-boxes/{id}: any field, or just {isActive}. */
export const updateGiftBoxOptions = () =>
  mutationOptions({
    mutationKey: ["gift-boxes", "update"],
    mutationFn: ({ id, changes }: UpdateGiftBoxVariables) =>
      apiRequest<VendorGiftBox>("PATCH", `/api/gift-boxes/${id}`, changes),
  });

export function useUpdateGiftBox() {
  const queryClient = useQueryClient();
  return useMutation({ ...updateGiftBoxOptions(), onSuccess: () => refreshVendorBoxes(queryClient) });
}

import type { CapacitySettings, CapacitySettingsInput } from "@shared/schemas/vendor-capacity";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { capacityQueryKey } from "./get-capacity";

/**
 * PUT /api/vendor/capacity: capacity and closed dates saved together. Bad input is 400 with the field's
 * message; a rejected or suspended vendor gets 409 (read-only).
 */
export const saveCapacityOptions = () =>
  mutationOptions({
    mutationKey: [...capacityQueryKey, "save"],
    mutationFn: (input: CapacitySettingsInput) => apiRequest<CapacitySettings>("PUT", "/api/vendor/capacity", input),
  });

/** Saves; the answer replaces the cached settings. */
export function useSaveCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveCapacityOptions(),
    onSuccess: (settings) => queryClient.setQueryData(capacityQueryKey, settings),
  });
}

import type { LoginInput } from "@shared/schemas/auth";
import type { vendorResponseSchema } from "@shared/schemas/vendor-application";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api";
import { useSetSessionUser } from "../../../lib/session";
import { getSession, sessionQueryKey } from "../../../lib/session/get-session";
import { writeCachedVendor } from "../../../lib/vendor-cache";

/**
 * POST /api/vendor/login: answers {vendor} and sets the same session cookie customers get. Wrong
 * credentials answer 401; a customer or staff account answers 403 CUSTOMER_AT_VENDOR_SIGNIN.
 */
export const logInVendorOptions = () =>
  mutationOptions({
    mutationKey: ["vendor", "login"],
    mutationFn: (input: LoginInput) =>
      apiRequest<z.infer<typeof vendorResponseSchema>>("POST", "/api/vendor/login", input),
  });

/**
 * Signs a vendor in. The answer names a vendor, not a session user, so the session is read afresh
 * (the header then shows the vendor's links); the vendor is kept as a display cache only.
 */
export function useLogInVendor() {
  const setUser = useSetSessionUser();
  const queryClient = useQueryClient();
  return useMutation({
    ...logInVendorOptions(),
    onSuccess: async ({ vendor }) => {
      writeCachedVendor(vendor);
      try {
        setUser(await getSession());
      } catch {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
    },
  });
}

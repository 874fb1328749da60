import type { VendorApplicationInput, vendorApplicationResponseSchema } from "@shared/schemas/vendor-application";
import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api";

/**
 * POST /api/vendor/apply (public): creates the pending vendor account and answers 201 {id}. It does not
 * sign in. An e-mail that already has an account answers 409 with fieldErrors.email.
 */
export const applyVendorOptions = () =>
  mutationOptions({
    mutationKey: ["vendor", "apply"],
    mutationFn: (input: VendorApplicationInput) =>
      apiRequest<z.infer<typeof vendorApplicationResponseSchema>>("POST", "/api/vendor/apply", input),
  });

export const useApplyVendor = () => useMutation(applyVendorOptions());

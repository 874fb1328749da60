import type { SocialDataRequest, SocialDataResult } from "@shared/schemas/data-tools";
import { mutationOptions, useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

/** POST /api/social-data {platform, query, limit} → {platform, query, count, results} (staff only). */
export const getSocialData = (request: SocialDataRequest) =>
  apiRequest<SocialDataResult>("POST", "/api/social-data", request);

/** A search asks the platform afresh each time: nothing is cached, and a failure is not retried. */
export const getSocialDataOptions = () =>
  mutationOptions({
    mutationKey: ["/api/social-data"],
    mutationFn: getSocialData,
  });

export const useGetSocialData = () => useMutation(getSocialDataOptions());

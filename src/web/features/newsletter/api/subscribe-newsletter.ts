import type { NewsletterSignupInput, NewsletterSignupResponse } from "@shared/schemas/newsletter";
import { mutationOptions, useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

/** POST /api/newsletter: the answer is the same whether or not the address was already on the list. */
export const subscribeNewsletterOptions = () =>
  mutationOptions({
    mutationKey: ["newsletter", "subscribe"],
    mutationFn: (input: NewsletterSignupInput) =>
      apiRequest<NewsletterSignupResponse>("POST", "/api/newsletter", input),
  });

export const useSubscribeNewsletter = () => useMutation(subscribeNewsletterOptions());

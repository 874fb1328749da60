import type { NewsletterUnsubscribeInput, NewsletterUnsubscribeResponse } from "@shared/schemas/newsletter";
import { mutationOptions, useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

/** POST /api/newsletter/unsubscribe: idempotent; an unknown or broken token answers 404/400. */
export const unsubscribeNewsletterOptions = () =>
  mutationOptions({
    mutationKey: ["newsletter", "unsubscribe"],
    mutationFn: (input: NewsletterUnsubscribeInput) =>
      apiRequest<NewsletterUnsubscribeResponse>("POST", "/api/newsletter/unsubscribe", input),
  });

export const useUnsubscribeNewsletter = () => useMutation(unsubscribeNewsletterOptions());

import type { ContactFormInput, contactFormResultSchema } from "@shared/schemas/contact";
import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api";

/** POST /api/contact-form (201): the message is stored and e-mailed to staff. */
export const sendContactMessageOptions = () =>
  mutationOptions({
    mutationKey: ["contact", "send"],
    mutationFn: (input: ContactFormInput) =>
      apiRequest<z.infer<typeof contactFormResultSchema>>("POST", "/api/contact-form", input),
  });

export const useSendContactMessage = () => useMutation(sendContactMessageOptions());

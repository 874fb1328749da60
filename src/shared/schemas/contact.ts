import { z } from "zod";
import { emailField, requiredText } from "./fields";

export const contactFormSchema = z.object({
  name: requiredText(1, "Please enter your name", 120),
  email: emailField,
  message: requiredText(1, "Please enter a message", 5000),
  subject: z.string().trim().max(200).default("Website inquiry"),
  formType: z.string().trim().max(50).default("contact"),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;

/** POST /api/contact-form: stored, and e-mailed to staff. */
export const contactFormResultSchema = z.object({ ok: z.literal(true), id: z.number() });

import { z } from "zod";

/** Small field schemas with the spec's messages, shared by every form and route. */
const MAX = 200;

export const emailField = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .max(254, "Please enter a valid email address")
  .email("Please enter a valid email address")
  .transform((value) => value.toLowerCase());

/** An e-mail that may be left empty (empty → null). */
export const optionalEmailField = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .pipe(emailField.nullable());

export const passwordField = z
  .string({ error: "Password must be at least 8 characters" })
  .min(8, "Password must be at least 8 characters")
  .max(200, "Password must be at most 200 characters");

export const requiredText = (min: number, message: string, max = MAX) =>
  z.string({ error: message }).trim().min(min, message).max(max, `Must be at most ${max} characters`);

export const optionalText = (max = MAX) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const phoneField = requiredText(10, "Please enter a valid phone number", 30);
export const postcodeField = z
  .string({ error: "Postcode must be 4 digits" })
  .trim()
  .regex(/^\d{4}$/, "Postcode must be 4 digits");

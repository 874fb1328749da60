import { z } from "zod";
import { AUSTRALIAN_PHONE_MESSAGE, isAustralianPhone } from "../domain/australia";
import { dateOfBirthProblem } from "../domain/date-of-birth";
import { isIsoDate, todayIso } from "../domain/dates";

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

/** A recipient's phone: required, and a number a courier in Australia can ring. */
export const australianPhoneField = z
  .string({ error: "Phone number is required" })
  .trim()
  .min(1, { error: "Phone number is required", abort: true })
  .max(30, { error: AUSTRALIAN_PHONE_MESSAGE, abort: true })
  .refine(isAustralianPhone, AUSTRALIAN_PHONE_MESSAGE);

/** The same phone, optional: empty → null. */
export const optionalAustralianPhoneField = z
  .string({ error: AUSTRALIAN_PHONE_MESSAGE })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isAustralianPhone(value), AUSTRALIAN_PHONE_MESSAGE);

/**
 * A date of birth: a yyyy-mm-dd calendar date, not after today (Sydney) and not a mistyped century.
 * Each check stops at its own message, so an empty field says only `requiredMessage`.
 */
export const dateOfBirthField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(isIsoDate, { error: "Please enter a date as YYYY-MM-DD", abort: true })
    .superRefine((value, ctx) => {
      const problem = dateOfBirthProblem(value, todayIso());
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

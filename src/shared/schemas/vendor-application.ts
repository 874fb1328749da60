import { z } from "zod";
import { AUSTRALIAN_STATES } from "../domain/australia";
import { APPLICATION_BUSINESS_TYPES } from "../domain/vendor-categories";
import { VENDOR_STATUSES } from "../domain/vendor-status";
import { emailField, optionalText, passwordField, requiredText } from "./fields";

/** An optional field that is blank → null. */
const optional = (max: number, message = `Must be at most ${max} characters`) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

export const WEBSITE_MESSAGE = "Please enter a website address starting with http:// or https://";
/** A website is an http(s) address; "shop.com.au" gets https:// in front. */
export const websiteField = optional(300).pipe(
  z
    .string()
    .transform((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: WEBSITE_MESSAGE }))
    .nullable(),
);

export const HANDLE_MESSAGE = "Handles use letters, numbers, dots and underscores only";
/** A social handle without its leading "@". */
export const handleField = optional(60).pipe(
  z
    .string()
    .transform((value) => value.replace(/^@+/, ""))
    .pipe(z.string().regex(/^[A-Za-z0-9._]{1,30}$/, HANDLE_MESSAGE))
    .nullable(),
);

export const APPLICATION_POSTCODE_MESSAGE = "Please enter your postcode";
export const DUPLICATE_VENDOR_EMAIL = "An account with this email already exists. Please sign in instead.";

/** POST /api/vendor/apply: the application without confirmPassword (spec §3, §5). */
export const vendorApplicationSchema = z.object({
  businessName: requiredText(2, "Business name must be at least 2 characters", 120),
  contactName: requiredText(2, "Contact name must be at least 2 characters", 120),
  email: emailField,
  phone: requiredText(8, "Please enter a valid phone number", 30),
  password: passwordField,
  website: websiteField,
  instagramHandle: handleField,
  tiktokHandle: handleField,
  businessAddress: requiredText(5, "Please enter your business address", 200),
  suburb: requiredText(2, "Please enter your suburb", 100),
  state: z.enum(AUSTRALIAN_STATES, { error: "Please select your state" }),
  postcode: z
    .string({ error: APPLICATION_POSTCODE_MESSAGE })
    .trim()
    .min(4, APPLICATION_POSTCODE_MESSAGE)
    .regex(/^\d{4}$/, "Postcode must be 4 digits"),
  businessType: z.enum(APPLICATION_BUSINESS_TYPES, { error: "Please select a business type" }),
  serviceArea: requiredText(5, "Please describe your service area in Australia", 500),
  description: requiredText(10, "Please tell us about your business", 2000),
  agreeTerms: z.literal(true, { error: "You must agree to the terms and conditions" }),
});
export type VendorApplicationInput = z.input<typeof vendorApplicationSchema>;

/** The application form: the payload plus the password confirmation. */
export const vendorApplicationFormSchema = vendorApplicationSchema
  .extend({ confirmPassword: z.string().min(8, "Please confirm your password") })
  .refine((data) => data.password === data.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

export const vendorApplicationResponseSchema = z.object({ id: z.number() });

/** POST /api/vendor/login takes the customers' sign-in body (`loginSchema`, auth.ts); these are its refusals. */
export const CUSTOMER_AT_VENDOR_SIGNIN =
  "This is a customer account. Please sign in on the Join / Log In page instead.";
export const STAFF_AT_VENDOR_SIGNIN = "This is a staff account. Please sign in on the Join / Log In page instead.";

/** The vendor as the sign-in returns it (kept in browser storage as a display cache only). */
export const vendorSchema = z.object({
  id: z.number(),
  email: z.string(),
  contactName: z.string(),
  supplierId: z.number().nullable(),
  businessName: z.string().nullable(),
  phone: z.string().nullable(),
  businessType: z.string().nullable(),
  serviceArea: z.string().nullable(),
  businessAddress: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  description: z.string().nullable(),
  /** Null until the vendor has a supplier record. */
  status: z.enum(VENDOR_STATUSES).nullable(),
});
export type Vendor = z.infer<typeof vendorSchema>;
export const vendorResponseSchema = z.object({ vendor: vendorSchema });

/** POST /api/vendor/reapply: a rejected vendor asks for another look, saying what changed (optional). */
export const vendorReapplySchema = z.object({ note: optionalText(1000) }).strict();
export type VendorReapplyInput = z.input<typeof vendorReapplySchema>;

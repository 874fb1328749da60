import { z } from "zod";
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from "./auth";
import { emailField, optionalText, requiredText } from "./fields";

/** The customer profile form (spec §5 "Customer profile") and PUT /api/users/{id}. */
export const customerProfileSchema = z.object({
  fullName: requiredText(2, "Full name must be at least 2 characters", 120),
  email: emailField,
  phone: requiredText(10, "Please enter a valid phone number", 30),
  streetNumber: requiredText(1, "Street number is required", 20),
  streetName: requiredText(2, "Street name is required"),
  aptUnitNumber: optionalText(20),
  suburb: requiredText(2, "Suburb is required", 100),
  city: requiredText(2, "City is required", 100),
  state: requiredText(1, "State is required", 50),
  postcode: z
    .string({ error: "Post code is required" })
    .trim()
    .min(4, "Post code is required")
    .max(4, "Postcode must be 4 digits"),
  country: requiredText(1, "Country is required", 60).default("Australia"),
  address: optionalText(400),
  /** Required when the signed-in customer changes their own e-mail (see `emailChangeNeedsPassword`). */
  currentPassword: z.string().max(200, CURRENT_PASSWORD_WRONG).optional(),
});
export type CustomerProfileInput = z.input<typeof customerProfileSchema>;

/** Whether saving `newEmail` over the account's `savedEmail` changes it (and so asks for the current password). */
export function emailChangeNeedsPassword(savedEmail: string, newEmail: string): boolean {
  return savedEmail.trim().toLowerCase() !== newEmail.trim().toLowerCase();
}

/** The profile form of a signed-in customer: as the route, plus the current password once the e-mail differs. */
export function customerProfileFormSchema(savedEmail: string) {
  return customerProfileSchema.superRefine((values, ctx) => {
    if (emailChangeNeedsPassword(savedEmail, values.email) && !values.currentPassword) {
      ctx.addIssue({ code: "custom", path: ["currentPassword"], message: CURRENT_PASSWORD_REQUIRED });
    }
  });
}

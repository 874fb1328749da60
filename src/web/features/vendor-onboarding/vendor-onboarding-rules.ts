import type { User } from "@shared/schemas/auth";
import type { VendorApplicationInput, vendorApplicationFormSchema } from "@shared/schemas/vendor-application";
import type { z } from "zod";

export type ApplicationFormInput = z.input<typeof vendorApplicationFormSchema>;
export type ApplicationFormOutput = z.output<typeof vendorApplicationFormSchema>;

/** Spec §8: the application's toast, and its words when the request never reached the server. */
export const APPLICATION_FAILED_TITLE = "Something went wrong";
export const APPLICATION_FAILED_MESSAGE = "Failed to submit application";
export const APPLICATION_OFFLINE_MESSAGE = "Your application could not be submitted. Please try again later.";

/** Spec §8: the sign-in banner's words. */
export const VENDOR_LOGIN_FAILED_MESSAGE = "Login failed";
export const VENDOR_LOGIN_OFFLINE_MESSAGE = "An error occurred. Please try again.";

export const VENDOR_PORTAL_PATH = "/for-vendors";

/** The form's fields, in the order they appear (server field errors are put only on these). */
export const APPLICATION_FIELDS = [
  "businessName",
  "contactName",
  "email",
  "phone",
  "password",
  "confirmPassword",
  "website",
  "instagramHandle",
  "tiktokHandle",
  "businessAddress",
  "suburb",
  "state",
  "postcode",
  "businessType",
  "serviceArea",
  "description",
  "agreeTerms",
] as const satisfies readonly (keyof ApplicationFormInput)[];

/** The server payload (spec §3): the checked form minus confirmPassword. */
export function toApplicationPayload({
  confirmPassword: _confirm,
  ...payload
}: ApplicationFormOutput): VendorApplicationInput {
  return payload;
}

/** Where /vendor-signin sends someone who is already signed in: a vendor goes straight to the portal. */
export function signedInVendorDestination(user: Pick<User, "role"> | null | undefined): string | null {
  return user?.role === "vendor" ? VENDOR_PORTAL_PATH : null;
}

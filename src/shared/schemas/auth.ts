import { z } from "zod";
import { emailField, optionalText, passwordField, phoneField, postcodeField, requiredText } from "./fields";

export const ROLES = ["customer", "vendor", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** The user as the API returns it: never a password hash. */
export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES),
  phone: z.string().nullable(),
  streetNumber: z.string().nullable(),
  streetName: z.string().nullable(),
  aptUnitNumber: z.string().nullable(),
  suburb: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string().nullable(),
  address: z.string().nullable(),
  /** When the account was made (ISO instant): the web app greets a first-day account as new. */
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
export const userResponseSchema = z.object({ user: userSchema });
/** GET /api/auth/session: who is signed in, or null for a visitor (never a 401). */
export const sessionResponseSchema = z.object({ user: userSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});
export type LoginInput = z.input<typeof loginSchema>;

/** Address fields shared by registration and the customer profile. */
export const addressFields = {
  phone: phoneField,
  streetNumber: requiredText(1, "Street number is required", 20),
  streetName: requiredText(2, "Street name is required"),
  aptUnitNumber: optionalText(20),
  suburb: requiredText(2, "Suburb is required", 100),
  city: requiredText(2, "City is required", 100),
  state: requiredText(2, "State is required", 50),
  postcode: postcodeField,
  country: requiredText(2, "Country is required", 60).default("Australia"),
};

/** What the server accepts at POST /api/auth/register (no confirmPassword, no captcha). */
export const registerSchema = z.object({
  fullName: requiredText(2, "Full name must be at least 2 characters", 120),
  email: emailField,
  password: passwordField,
  username: optionalText(120),
  address: optionalText(400),
  ...addressFields,
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The registration form: the server payload plus confirmation and the math check. */
export const registerFormSchema = registerSchema
  .omit({ username: true, address: true })
  .extend({
    confirmPassword: z.string(),
    securityAnswer: z.string().min(1, "Please complete the security check"),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

export const forgotPasswordSchema = z.object({ email: emailField });
export const resetPasswordSchema = z.object({
  token: z.string().min(10, "This reset link is invalid or has expired.").max(200),
  password: passwordField,
});

/** Asked before the account's password (or its e-mail) changes. */
export const CURRENT_PASSWORD_REQUIRED = "Please enter your current password.";
export const CURRENT_PASSWORD_WRONG = "Your current password is not correct.";
export const currentPasswordField = z
  .string({ error: CURRENT_PASSWORD_REQUIRED })
  .min(1, CURRENT_PASSWORD_REQUIRED)
  .max(200, CURRENT_PASSWORD_WRONG);

/** POST /api/auth/change-password. */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: passwordField,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The change-password form: the payload plus a confirmation of the new password. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmNewPassword: z.string() })
  .refine((data) => data.newPassword === data.confirmNewPassword, {
    message: "Passwords don't match",
    path: ["confirmNewPassword"],
  });

/** Responses of the auth routes that return no user. */
export const messageResponseSchema = z.object({ message: z.string() });
export const okResponseSchema = z.object({ ok: z.literal(true) });
/** POST /api/auth/sign-out-others: how many other sessions ended. */
export const signOutOthersResponseSchema = z.object({ endedSessions: z.number().int().min(0) });
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponseSchema>;
/** 204 No Content. */
export const noContentSchema = z.null().describe("No content");

export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists with this email, you'll receive reset instructions shortly.";
export const INVALID_LOGIN_MESSAGE = "Invalid email or password";
export const INVALID_RESET_MESSAGE = "This reset link is invalid or has expired.";

/** Username derived from the part of the e-mail before the @ (spec §5). */
export function usernameFromEmail(email: string): string {
  return email.split("@")[0] ?? email;
}

/** One-line address: number, street, suburb, state postcode, country. */
export function composeAddress(a: {
  aptUnitNumber?: string | null;
  streetNumber?: string | null;
  streetName?: string | null;
  suburb?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  country?: string | null;
}): string {
  const street = [a.aptUnitNumber ? `${a.aptUnitNumber}/` : "", a.streetNumber ?? "", " ", a.streetName ?? ""]
    .join("")
    .trim();
  const statePostcode = [a.state, a.postcode].filter(Boolean).join(" ");
  return [street, a.suburb, a.city !== a.suburb ? a.city : null, statePostcode, a.country]
    .filter((part) => part && String(part).trim())
    .join(", ");
}

import { isAustralianPhone } from "@shared/domain/australia";
import type { Recipient } from "@shared/schemas/recipient";

/** Filling the subscription form's recipient fields from a saved profile. */

export const RECIPIENT_FIELDS = ["recipientName", "recipientEmail", "recipientPhone", "recipientAddress"] as const;
export type RecipientField = (typeof RECIPIENT_FIELDS)[number];

/** The parts of a recipient profile (GET /api/recipient-profiles) the form reads. */
type ProfileLike = Partial<Pick<Recipient, "name" | "fullName" | "email" | "phone" | "phoneNumber" | "address">>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The form values a profile supplies, and which of them are complete enough to lock (read-only).
 * A field the profile lacks (profiles set up through the form have no e-mail) stays editable.
 */
export function fieldsFromProfile(profile: ProfileLike): {
  values: Record<RecipientField, string>;
  locked: RecipientField[];
} {
  const values: Record<RecipientField, string> = {
    recipientName: (profile.name || profile.fullName || "").trim(),
    recipientEmail: (profile.email ?? "").trim(),
    recipientPhone: (profile.phoneNumber || profile.phone || "").trim(),
    recipientAddress: (profile.address ?? "").trim(),
  };
  const locked = RECIPIENT_FIELDS.filter((field) => {
    const value = values[field];
    if (field === "recipientName") return value.length >= 2;
    if (field === "recipientEmail") return EMAIL.test(value);
    if (field === "recipientAddress") return value.length >= 5;
    // A phone saved before numbers were checked stays editable, so it can be put right here.
    return isAustralianPhone(value);
  });
  return { values, locked };
}

export const EMPTY_RECIPIENT: Record<RecipientField, string> = {
  recipientName: "",
  recipientEmail: "",
  recipientPhone: "",
  recipientAddress: "",
};

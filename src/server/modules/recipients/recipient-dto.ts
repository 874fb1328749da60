import { composeAddress } from "../../../shared/schemas/auth";
import type { Recipient } from "../../../shared/schemas/recipient";
import type { recipientProfiles } from "../../db/schema";

type RecipientRow = typeof recipientProfiles.$inferSelect;

/** The profile as its owner and staff see it (both naming variants of the spec). */
export function toRecipientDto(row: RecipientRow): Recipient {
  const sensitive = row.sensitivePreferences ?? {};
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    fullName: row.name,
    relationship: row.relationship,
    otherRelationship: row.otherRelationship,
    email: row.email,
    phone: row.phone,
    phoneNumber: row.phone,
    address: composeAddress(row),
    streetNumber: row.streetNumber,
    streetName: row.streetName,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    country: row.country,
    deliveryInstructions: row.deliveryInstructions,
    birthday: row.birthday,
    dateOfBirth: row.birthday,
    anniversary: row.anniversary,
    specialDates: row.specialDates,
    personalMessages: row.personalMessages,
    giftCategories: row.giftCategories,
    preferences: row.preferences,
    genderRelevant: sensitive.genderRelevant ?? null,
    rRatedComfort: sensitive.rRatedComfort ?? null,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

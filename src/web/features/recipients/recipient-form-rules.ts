import { alcoholAgeProblem } from "@shared/domain/alcohol";
import { giftPlanKey, INTIMATE_PLAN_KEY } from "@shared/domain/catalogue";
import { todayIso } from "@shared/domain/dates";
import { CUSTOM_PROMPT, INTIMATE_PLAN_WARNING_RELATIONSHIPS, recipientCreateSchema } from "@shared/schemas/recipient";
import type { z } from "zod";

/** The setup form's schema: the server's create schema, and its alcohol rule shown by the drinks question. */
export const recipientSetupSchema = recipientCreateSchema
  // The server's alcohol rule, checked before sending so the reason shows by the drinks question.
  .superRefine((values, ctx) => {
    const problem = alcoholAgeProblem(values.dateOfBirth, values, todayIso());
    if (problem) ctx.addIssue({ code: "custom", path: ["drinksEnjoy"], message: problem });
  });

/** What the inputs hold and what is sent. */
export type RecipientFormInput = z.input<typeof recipientSetupSchema>;
export type RecipientFormOutput = z.output<typeof recipientSetupSchema>;

/** An empty recipient form (country is fixed to Australia by the server). */
export const RECIPIENT_FORM_DEFAULTS: RecipientFormInput = {
  fullName: "",
  dateOfBirth: "",
  relationship: "",
  otherRelationship: "",
  streetNumber: "",
  streetName: "",
  suburb: "",
  state: "",
  postcode: "",
  phoneNumber: "",
  email: "",
  deliveryInstructions: "",
  specialDates: [],
  personalMessages: [],
  giftCategories: "",
  favouriteFlower: "",
  favouriteColor: "",
  colourPalette: "",
  flowersToAvoid: "",
  scentPreference: "",
  sensitivities: "",
  preferredVibe: "",
  sensitiveConsent: false,
  genderRelevant: "",
  rRatedComfort: "",
  useType: "",
  sweetOrSavoury: "",
  dietaryRestrictions: "",
  drinksEnjoy: "",
  alcoholConsent: "",
  allergies: "",
  interests: "",
  vibe: "",
  notes: "",
};

/** The setup screen's shorter option lists (spec §3 "the setup screen offers ..."). */
export const SETUP_COLOUR_PALETTES = ["soft-neutral", "bright-cheerful", "moody-dramatic", "no-preference"] as const;
export const SETUP_SCENTS = ["floral", "citrus", "earthy", "unscented"] as const;

const LABELS: Record<string, string> = {
  // relationships
  fiance: "Fiancé(e)",
  fiancé: "Fiancé(e)",
  self: "Myself",
  // special date types
  "wedding-anniversary": "Wedding anniversary",
  "first-date": "First date",
  "engagement-date": "Engagement date",
  "milestone-memory": "Milestone memory",
  "moving-day": "Moving day",
  // colour palettes
  "soft-neutral": "Soft & neutral",
  "bright-cheerful": "Bright & cheerful",
  "moody-dramatic": "Moody & dramatic",
  "bright-bold": "Bright & bold",
  "soft-pastel": "Soft pastels",
  "earthy-natural": "Earthy & natural",
  "classic-elegant": "Classic & elegant",
  "no-preference": "No preference",
  // intimate wellness
  "vulva-owner": "Has a vulva",
  "penis-owner": "Has a penis",
  "non-binary": "Non-binary",
  "gender-diverse": "Gender diverse",
  "prefer-not-say": "Prefer not to say",
  "yes-anything": "Yes, anything goes",
  "keep-light": "Keep it light and playful",
  "no-thanks": "No thanks, keep it PG",
  solo: "Solo",
  couple: "As a couple",
  either: "Either",
  // food and drink
  both: "A bit of both",
  "tea-coffee": "Tea & coffee",
  "wine-cocktails-alcoholic": "Wine & cocktails (alcoholic)",
  "mix-both": "A mix of both",
  "non-alcoholic-only": "Non-alcoholic only",
  yes: "Yes, alcohol is fine",
  no: "No alcohol, please",
};

/** A readable label for an option value: known labels, otherwise the value in sentence case. */
export function optionLabel(value: string): string {
  const known = LABELS[value];
  if (known) return known;
  const spaced = value.replace(/[-_]+/g, " ").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The non-blocking "Stay In, Stay Close" check for relationships it rarely suits. */
export function showIntimatePlanWarning(
  relationship: string | null | undefined,
  plan: string | null | undefined,
): boolean {
  if (giftPlanKey(plan) !== INTIMATE_PLAN_KEY) return false;
  return INTIMATE_PLAN_WARNING_RELATIONSHIPS.includes((relationship ?? "").trim().toLowerCase());
}

/** Save Message needs a chosen prompt (a fixed one or "write your own") and non-blank text. */
export function canSaveMessage(prompt: string, message: string): boolean {
  return prompt.trim() !== "" && message.trim() !== "";
}

/** The saved message: a custom one is stored with an empty prompt. */
export function toPersonalMessage(prompt: string, message: string): { prompt: string; message: string } {
  return { prompt: prompt === CUSTOM_PROMPT ? "" : prompt, message: message.trim() };
}

const INTIMATE_FIELDS = ["genderRelevant", "rRatedComfort", "useType"] as const;

/**
 * The POST body: intimate preferences only with the buyer's consent (PRODUCT.md "Privacy"),
 * the other-relationship text only when the relationship is "other".
 */
export function toRecipientPayload(values: RecipientFormOutput): RecipientFormOutput {
  const payload: RecipientFormOutput = { ...values, sensitiveConsent: values.sensitiveConsent === true };
  if (!payload.sensitiveConsent) for (const field of INTIMATE_FIELDS) payload[field] = null;
  if (payload.relationship !== "other") payload.otherRelationship = null;
  return payload;
}

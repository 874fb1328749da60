import { z } from "zod";
import { GIFT_PLAN_KEYS, giftPlanKey, PLAN_KEY_ALIASES } from "../domain/catalogue";
import { isIsoDate } from "../domain/dates";
import { australianPhoneField, dateOfBirthField, optionalEmailField, optionalText, requiredText } from "./fields";

export const SETUP_RELATIONSHIPS = [
  "partner",
  "husband",
  "wife",
  "boyfriend",
  "girlfriend",
  "fiance",
  "self",
  "friend",
  "sibling",
  "parent",
  "child",
  "grandparent",
  "colleague",
  "boss",
  "client",
  "teacher",
  "neighbour",
  "other",
] as const;
export const ACCOUNT_RELATIONSHIPS = [
  "partner",
  "spouse",
  "fiancé",
  "boyfriend",
  "girlfriend",
  "parent",
  "sibling",
  "friend",
  "child",
  "grandparent",
  "colleague",
  "boss",
  "client",
  "teacher",
  "neighbour",
  "other",
] as const;
const ALL_RELATIONSHIPS = [...new Set<string>([...SETUP_RELATIONSHIPS, ...ACCOUNT_RELATIONSHIPS])];

/** Relationships for which Stay In, Stay Close gets the gentle warning. */
export const INTIMATE_PLAN_WARNING_RELATIONSHIPS = [
  "colleague",
  "boss",
  "client",
  "teacher",
  "grandparent",
  "parent",
  "sibling",
  "child",
];
export const INTIMATE_PLAN_WARNING =
  "Just a quick check: Due to the nature of the items included, this package isn't typically chosen for the relationship type you've selected. You're welcome to proceed or explore other gift options.";
/** Why the recipient's e-mail is asked for, though optional (setup and the account's edit). */
export const RECIPIENT_EMAIL_HINT =
  "Starting a subscription asks for it, so adding it now saves a step. We never send them marketing.";
export const ALCOHOL_NOTE =
  "Alcohol is only delivered to people aged 18 or over, and proof of age may be needed on delivery.";

export const SETUP_SPECIAL_DATE_TYPES = [
  "wedding-anniversary",
  "first-date",
  "engagement-date",
  "milestone-memory",
  "other",
] as const;
export const ACCOUNT_SPECIAL_DATE_TYPES = [
  "milestone-memory",
  "first-date",
  "engagement",
  "wedding",
  "anniversary",
  "birthday",
  "graduation",
  "promotion",
  "moving-day",
  "other",
] as const;
const ALL_SPECIAL_DATE_TYPES = [...new Set<string>([...SETUP_SPECIAL_DATE_TYPES, ...ACCOUNT_SPECIAL_DATE_TYPES])];
/** Types whose "Why is this date special?" label is asked. */
export const LABELLED_SPECIAL_DATE_TYPES = ["other", "milestone-memory"];

export const MESSAGE_PROMPTS = [
  "I love you because",
  "My favourite thing about you is",
  "I love it when you",
  "If I could send you flowers every day I would because",
  "You are my best friend because",
  "I am grateful for",
  "My favourite memory with you is",
  "You make me laugh when",
  "What I admire most about you is",
  "I support your dreams of",
  "My favourite thing to do together is",
  "You make me a better person because",
  "Happy Anniversary",
  "Happy Birthday",
  "Happy First Date Anniversary",
] as const;
export const CUSTOM_PROMPT = "custom";

export const PREFERENCE_OPTIONS = {
  colourPalette: [
    "soft-neutral",
    "bright-cheerful",
    "moody-dramatic",
    "no-preference",
    "bright-bold",
    "soft-pastel",
    "earthy-natural",
    "classic-elegant",
  ],
  scentPreference: ["floral", "citrus", "earthy", "unscented", "vanilla", "fresh", "no-preference"],
  rRatedComfort: ["yes-anything", "keep-light", "no-thanks"],
  useType: ["solo", "couple", "either"],
  genderRelevant: ["vulva-owner", "penis-owner", "non-binary", "gender-diverse", "prefer-not-say"],
  sweetOrSavoury: ["sweet", "savoury", "both"],
  drinksEnjoy: ["tea-coffee", "wine-cocktails-alcoholic", "mix-both", "non-alcoholic-only", "no-preference"],
  alcoholConsent: ["yes", "no"],
} as const;

/** Tastes kept with the profile; intimate ones are stored only with consent. */
export const PREFERENCE_FIELDS = [
  "favouriteColor",
  "favouriteFlower",
  "colourPalette",
  "flowersToAvoid",
  "preferredVibe",
  "vibe",
  "scentPreference",
  "sensitivities",
  "allergies",
  "dietaryRestrictions",
  "useType",
  "sweetOrSavoury",
  "drinksEnjoy",
  "alcoholConsent",
  "alcoholOk",
  "interests",
] as const;
export const SENSITIVE_FIELDS = ["genderRelevant", "rRatedComfort"] as const;

const isoDate = (message: string) =>
  z.string({ error: message }).trim().min(1, message).refine(isIsoDate, "Please enter a date as YYYY-MM-DD");
const optionalIsoDate = z
  .union([z.literal(""), z.null(), isoDate("Please enter a date as YYYY-MM-DD")])
  .optional()
  .transform((v) => (v ? v : null));

export const specialDateSchema = z
  .object({
    type: z.enum(ALL_SPECIAL_DATE_TYPES as [string, ...string[]], { error: "Please choose a date type" }),
    date: isoDate("Please choose a date"),
    label: optionalText(100),
  })
  .transform((d) => ({ ...d, label: LABELLED_SPECIAL_DATE_TYPES.includes(d.type) ? d.label : null }));

export const personalMessageSchema = z.object({
  prompt: z.string().trim().max(120),
  message: requiredText(1, "Please write a message", 1000),
});

const preferenceShape = Object.fromEntries(PREFERENCE_FIELDS.map((f) => [f, optionalText(300)])) as Record<
  (typeof PREFERENCE_FIELDS)[number],
  ReturnType<typeof optionalText>
>;

/** Each recipient field's rule and message, shared by the setup form, the account's edit and the routes. */
export const recipientFields = {
  fullName: requiredText(2, "Full name must be at least 2 characters", 120),
  dateOfBirth: dateOfBirthField("Date of birth is required"),
  relationship: z
    .string({ error: "Please select a relationship" })
    .trim()
    .toLowerCase()
    .refine((v) => ALL_RELATIONSHIPS.includes(v), "Please select a relationship"),
  otherRelationship: optionalText(60),
  streetNumber: requiredText(1, "Street number is required", 20),
  streetName: requiredText(2, "Street name must be at least 2 characters"),
  suburb: requiredText(2, "Suburb must be at least 2 characters", 100),
  state: requiredText(2, "State must be at least 2 characters", 50),
  postcode: z
    .string({ error: "Postcode must be at least 4 digits" })
    .trim()
    .regex(/^\d{4}$/, "Postcode must be at least 4 digits"),
  phoneNumber: australianPhoneField,
  /** Optional: the subscription form and delivery updates use it. */
  email: optionalEmailField,
  deliveryInstructions: optionalText(500),
  anniversary: optionalIsoDate,
  specialDates: z.array(specialDateSchema).max(30, "At most 30 special dates"),
  personalMessages: z.array(personalMessageSchema).max(50, "At most 50 messages"),
  giftCategories: z
    .union([z.literal(""), z.null(), z.enum([...GIFT_PLAN_KEYS, ...Object.keys(PLAN_KEY_ALIASES)])])
    .optional()
    .transform((v) => giftPlanKey(v)),
  notes: optionalText(2000),
  genderRelevant: optionalText(60),
  rRatedComfort: optionalText(60),
  /** The buyer's consent to store intimate preferences; without it they are dropped. */
  sensitiveConsent: z.boolean(),
  ...preferenceShape,
};

/** Creation: lists default to empty, and without consent no intimate preference is stored. */
export const recipientCreateSchema = z.object({
  ...recipientFields,
  specialDates: recipientFields.specialDates.default([]),
  personalMessages: recipientFields.personalMessages.default([]),
  sensitiveConsent: recipientFields.sensitiveConsent.default(false),
});
export type RecipientCreateInput = z.input<typeof recipientCreateSchema>;

/** PATCH: any subset, with no defaults — a field left out is left as it is. */
export const recipientPatchSchema = z
  .object(
    Object.fromEntries(Object.entries(recipientFields).map(([k, v]) => [k, (v as z.ZodTypeAny).optional()])) as {
      [K in keyof typeof recipientFields]: z.ZodOptional<(typeof recipientFields)[K]>;
    },
  )
  .extend({
    birthday: dateOfBirthField("Please enter a date as YYYY-MM-DD").optional(),
    name: requiredText(2, "Full name must be at least 2 characters", 120).optional(),
  });
export type RecipientPatchInput = z.input<typeof recipientPatchSchema>;

export const recipientSchema = z.object({
  id: z.number(),
  userId: z.number(),
  name: z.string(),
  fullName: z.string(),
  relationship: z.string(),
  otherRelationship: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string(),
  streetNumber: z.string().nullable(),
  streetName: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string(),
  deliveryInstructions: z.string().nullable(),
  birthday: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  anniversary: z.string().nullable(),
  specialDates: z.array(z.object({ type: z.string(), date: z.string(), label: z.string().nullable().optional() })),
  personalMessages: z.array(z.object({ prompt: z.string(), message: z.string() })),
  giftCategories: z.string().nullable(),
  preferences: z.record(z.string(), z.string().nullable()),
  genderRelevant: z.string().nullable(),
  rRatedComfort: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type Recipient = z.infer<typeof recipientSchema>;
export const recipientListSchema = z.array(recipientSchema);

/** When a plan change applies (shared/domain/schedule.ts planChangeStart). */
export const planChangeSchema = z.object({ appliesFrom: z.string(), fromNextDelivery: z.boolean() });
export type PlanChange = z.infer<typeof planChangeSchema>;

/** PATCH /api/recipient-profiles/{id}: the profile and, after a plan change with a live subscription, when it applies. */
export const patchedRecipientSchema = recipientSchema.extend({ planChange: planChangeSchema.nullable() });
export type PatchedRecipient = z.infer<typeof patchedRecipientSchema>;

export { idParams, userIdParams, userIdQuery } from "./ids";

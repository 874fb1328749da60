import { type GiftPlanKey, giftPlanKey } from "@shared/domain/catalogue";
import { formatIsoDate, isIsoDate } from "@shared/domain/dates";
import { blocksNewSubscription, PLAN_CHANGE_NOTICE_DAYS } from "@shared/domain/subscription-status";
import { type Recipient, type RecipientPatchInput, recipientFields } from "@shared/schemas/recipient";
import type { SubscriptionView } from "@shared/schemas/subscription";
import { z } from "zod";
import { needsSpecialDateLabel } from "../../lib/special-dates";

/** Rules of the signed-in account screen (spec §2 "Account", §4, §5 "Recipient edit", §8). */

export const RECIPIENT_UPDATE_ERROR = "Failed to update recipient profile. Please try again.";
export const PLAN_CHANGE_ERROR = "Failed to change gift plan. Please try again.";
export const RECIPIENT_DELETE_ERROR = "Failed to delete recipient profile. Please try again.";
export const RECIPIENTS_FETCH_ERROR = "Failed to fetch recipient profiles";

/** "wine-cocktails" → "Wine cocktails"; "fiancé" → "Fiancé". */
export function humanise(value: string | null | undefined): string {
  if (!value) return "";
  const spaced = value.replace(/[-_]+/g, " ").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A date as YYYY-MM-DD, from a date string, an ISO timestamp or a Date; "" when it is not a date. */
export function toIsoDateInput(value: string | Date | null | undefined): string {
  if (!value) return "";
  if (value instanceof Date) {
    // A picked Date stands for a calendar day in the browser's zone: read its local parts.
    if (Number.isNaN(value.getTime())) return "";
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  const head = value.trim().slice(0, 10);
  return isIsoDate(head) ? head : "";
}

/** A stored date for display ("14 Feb 2027"), or null when missing or unreadable. */
export function displayDate(value: string | null | undefined): string | null {
  const iso = toIsoDateInput(value);
  return iso ? formatIsoDate(iso) : null;
}

const optionalIso = z
  .string()
  .trim()
  .refine((v) => v === "" || isIsoDate(toIsoDateInput(v)), "Please enter a valid date");
const longText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

export const specialDateRowSchema = z.object({
  type: z.string().min(1, "Please choose a date type"),
  date: z.string().refine((v) => isIsoDate(toIsoDateInput(v)), "Please choose a date"),
  label: longText(100),
});

/** On the inline edit a blank field means "leave as it is" (spec §5: empty fields are dropped). */
const blankOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(""), schema]);

/**
 * The inline recipient edit form: each field keeps the shared rule and message of recipient setup
 * (src/shared/schemas/recipient.ts), except that it may be left blank.
 */
export const recipientEditSchema = z.object({
  fullName: recipientFields.fullName,
  relationship: recipientFields.relationship,
  otherRelationship: recipientFields.otherRelationship,
  phoneNumber: blankOr(recipientFields.phoneNumber),
  email: recipientFields.email,
  streetNumber: blankOr(recipientFields.streetNumber),
  streetName: blankOr(recipientFields.streetName),
  suburb: blankOr(recipientFields.suburb),
  state: blankOr(recipientFields.state),
  postcode: blankOr(recipientFields.postcode),
  birthday: blankOr(recipientFields.dateOfBirth),
  anniversary: optionalIso,
  favouriteColor: recipientFields.favouriteColor,
  favouriteFlower: recipientFields.favouriteFlower,
  notes: recipientFields.notes,
  specialDates: z.array(specialDateRowSchema).max(30, "At most 30 special dates"),
});
export type RecipientEditForm = z.input<typeof recipientEditSchema>;
export type SpecialDateRow = RecipientEditForm["specialDates"][number];

function preference(recipient: Recipient, ...keys: string[]): string {
  for (const key of keys) {
    const value = recipient.preferences?.[key];
    if (value) return value;
  }
  return "";
}

/** The edit form's starting values for a recipient. */
export function recipientToForm(recipient: Recipient): RecipientEditForm {
  return {
    fullName: recipient.fullName || recipient.name || "",
    relationship: recipient.relationship ?? "",
    otherRelationship: recipient.otherRelationship ?? "",
    phoneNumber: recipient.phoneNumber ?? recipient.phone ?? "",
    email: recipient.email ?? "",
    streetNumber: recipient.streetNumber ?? "",
    streetName: recipient.streetName ?? "",
    suburb: recipient.suburb ?? "",
    state: recipient.state ?? "",
    postcode: recipient.postcode ?? "",
    birthday: toIsoDateInput(recipient.birthday ?? recipient.dateOfBirth),
    anniversary: toIsoDateInput(recipient.anniversary),
    favouriteColor: preference(recipient, "favouriteColor", "favoriteColor"),
    favouriteFlower: preference(recipient, "favouriteFlower", "favoriteFlower"),
    notes: recipient.notes ?? "",
    specialDates: (recipient.specialDates ?? []).map((d) => ({
      type: d.type,
      date: toIsoDateInput(d.date),
      label: d.label ?? "",
    })),
  };
}

type FormValue = string | Date | null | undefined;
export type RecipientEditValues = { [K in keyof Omit<RecipientEditForm, "specialDates">]?: FormValue } & {
  specialDates?: { type?: string | null; date?: FormValue; label?: string | null }[] | null;
};

const TEXT_FIELDS = [
  "fullName",
  "relationship",
  "phoneNumber",
  "email",
  "streetNumber",
  "streetName",
  "suburb",
  "state",
  "postcode",
  "favouriteColor",
  "favouriteFlower",
  "notes",
] as const;
const DATE_FIELDS = ["birthday", "anniversary"] as const;

/**
 * The PATCH body for a recipient edit (spec §5 "Recipient edit"): dates become YYYY-MM-DD and empty
 * or undefined fields are dropped. The special-date list is sent whole (it replaces the stored
 * list, so an emptied list clears it); incomplete rows are left out and a label is kept only for
 * the types that ask for one.
 */
export function toRecipientPatch(form: RecipientEditValues): RecipientPatchInput {
  const patch: Record<string, unknown> = {};
  for (const key of TEXT_FIELDS) {
    const value = form[key];
    const text = typeof value === "string" ? value.trim() : "";
    if (text) patch[key] = text;
  }
  for (const key of DATE_FIELDS) {
    const iso = toIsoDateInput(form[key]);
    if (iso) patch[key] = iso;
  }
  const relationship = typeof patch.relationship === "string" ? patch.relationship : "";
  const other = typeof form.otherRelationship === "string" ? form.otherRelationship.trim() : "";
  if (relationship.toLowerCase() === "other" && other) patch.otherRelationship = other;
  if (Array.isArray(form.specialDates)) {
    patch.specialDates = form.specialDates.flatMap((row) => {
      const type = row.type?.trim() ?? "";
      const date = toIsoDateInput(row.date);
      if (!type || !date) return [];
      const label = row.label?.trim() ?? "";
      return [needsSpecialDateLabel(type) && label ? { type, date, label } : { type, date }];
    });
  }
  return patch as RecipientPatchInput;
}

/** Recipients whose name contains the search text (case and surrounding spaces ignored). */
export function filterRecipients<T extends { name?: string | null; fullName?: string | null }>(
  recipients: T[],
  search: string,
): T[] {
  const needle = search.trim().toLocaleLowerCase("en-AU");
  if (!needle) return recipients;
  return recipients.filter((r) => (r.fullName || r.name || "").toLocaleLowerCase("en-AU").includes(needle));
}

/** The plan key the select starts on (the legacy alias lucky-dip reads as the-lucky-dip). */
export function planKeyOf(giftCategories: string | null | undefined): GiftPlanKey | "" {
  return giftPlanKey(giftCategories) ?? "";
}

import type { PlanChange } from "@shared/schemas/recipient";

/** The toast after a plan change, from the answer's planChange (null when no live subscription). */
export function planChangeMessage(planChange: PlanChange | null | undefined): { title: string; description?: string } {
  const title = "Gift plan updated";
  if (!planChange) return { title };
  const date = displayDate(planChange.appliesFrom) ?? planChange.appliesFrom;
  if (planChange.fromNextDelivery)
    return { title, description: `Your new plan starts with the next delivery on ${date}.` };
  return {
    title,
    description: `Your next delivery is less than ${PLAN_CHANGE_NOTICE_DAYS} days away, so the new plan starts from the delivery on ${date}.`,
  };
}

/** What the account reads of a subscription (GET /api/subscriptions). */
export type SubscriptionSummary = Pick<
  SubscriptionView,
  "id" | "recipientProfileId" | "pendingPlanKey" | "planChangeFrom"
> & { status: string };

/** Recipients that already have an active or paused subscription (the shared rule). */
export { recipientsWithLiveSubscription } from "@shared/domain/subscription-status";

/** A plan change waiting for a later delivery on one of the recipient's live subscriptions. */
export function pendingPlanChange(subscriptions: SubscriptionSummary[] | null | undefined, recipientId: number) {
  const sub = (subscriptions ?? []).find(
    (s) =>
      s.recipientProfileId === recipientId && blocksNewSubscription(s.status) && s.pendingPlanKey && s.planChangeFrom,
  );
  return sub ? { planKey: sub.pendingPlanKey as string, from: sub.planChangeFrom as string } : null;
}

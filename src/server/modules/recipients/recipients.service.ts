import type { z } from "zod";
import { ageOn } from "../../../shared/domain/calendar";
import { todayIso } from "../../../shared/domain/dates";
import {
  PREFERENCE_FIELDS,
  SENSITIVE_FIELDS,
  type recipientCreateSchema,
  type recipientPatchSchema,
} from "../../../shared/schemas/recipient";
import type { AppContext } from "../../context";
import type { users } from "../../db/schema";
import { conflict, validation } from "../../lib/errors";
import { assertOwnsRecord, assertSelfOrStaff } from "../../lib/ownership";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import type { PlanChanges } from "../subscriptions/plan-change";
import { toRecipientDto } from "./recipient-dto";
import { type NewRecipient, type RecipientRow, recipientsRepository as repo } from "./recipients.repository";

type SessionUser = typeof users.$inferSelect;
type CreateInput = z.output<typeof recipientCreateSchema>;
type PatchInput = z.output<typeof recipientPatchSchema>;

const ALCOHOLIC = ["wine-cocktails-alcoholic", "mix-both"];

/** Alcohol only for adults (PRODUCT.md "Privacy"): checked against the date of birth. */
function assertAlcoholAllowed(birthday: string | null | undefined, prefs: Record<string, string | null>, today: string) {
  const wantsAlcohol = ALCOHOLIC.includes(prefs.drinksEnjoy ?? "") || prefs.alcoholConsent === "yes" || prefs.alcoholOk === "yes";
  if (wantsAlcohol && birthday && ageOn(birthday, today) < 18) {
    throw validation("Alcohol can only be included for recipients aged 18 or over.", {
      drinksEnjoy: "Alcohol can only be included for recipients aged 18 or over.",
    });
  }
}

function pickPreferences(input: Partial<Record<string, unknown>>) {
  const prefs: Record<string, string | null> = {};
  for (const field of PREFERENCE_FIELDS) if (input[field] !== undefined) prefs[field] = (input[field] as string | null) ?? null;
  return prefs;
}

/** Intimate preferences are stored only with the buyer's consent; without it they are cleared. */
function pickSensitive(input: Partial<Record<string, unknown>>, consent: boolean | undefined, now: Date) {
  if (consent === undefined) return {};
  if (!consent) return { sensitivePreferences: null, sensitiveConsentAt: null };
  const values = Object.fromEntries(SENSITIVE_FIELDS.map((f) => [f, (input[f] as string | null | undefined) ?? null]));
  return { sensitivePreferences: values, sensitiveConsentAt: now };
}

export function createRecipientsService(ctx: AppContext, planChanges: PlanChanges, provider: PaymentProvider) {
  const { db } = ctx;
  const today = () => todayIso(ctx.clock.now());

  async function owned(user: SessionUser, id: number) {
    return assertOwnsRecord(user, await repo.findById(db, id), "Recipient profile");
  }

  return {
    async create(user: SessionUser, input: CreateInput) {
      const preferences = pickPreferences(input);
      assertAlcoholAllowed(input.dateOfBirth, preferences, today());
      const values: NewRecipient = {
        userId: user.id,
        name: input.fullName,
        relationship: input.relationship,
        otherRelationship: input.relationship === "other" ? input.otherRelationship : null,
        phone: input.phoneNumber,
        streetNumber: input.streetNumber,
        streetName: input.streetName,
        suburb: input.suburb,
        state: input.state,
        postcode: input.postcode,
        country: "Australia",
        deliveryInstructions: input.deliveryInstructions,
        birthday: input.dateOfBirth,
        anniversary: input.anniversary,
        specialDates: input.specialDates,
        personalMessages: input.personalMessages,
        giftCategories: input.giftCategories,
        preferences,
        notes: input.notes,
        ...pickSensitive(input, input.sensitiveConsent, ctx.clock.now()),
      };
      return toRecipientDto(await repo.insert(db, values));
    },

    async get(user: SessionUser, id: number) {
      return toRecipientDto(await owned(user, id));
    },

    async list(user: SessionUser, userId: number | undefined) {
      const ownerId = assertSelfOrStaff(user, userId);
      return (await repo.listForUser(db, ownerId)).map(toRecipientDto);
    },

    async patch(user: SessionUser, id: number, input: PatchInput) {
      const current = await owned(user, id);
      const changes: Partial<NewRecipient> = {};
      const name = input.fullName ?? input.name;
      if (name !== undefined) changes.name = name;
      const birthday = input.dateOfBirth ?? input.birthday;
      if (birthday !== undefined) changes.birthday = birthday;
      if (input.phoneNumber !== undefined) changes.phone = input.phoneNumber;
      for (const key of [
        "relationship", "otherRelationship", "streetNumber", "streetName", "suburb", "state", "postcode",
        "deliveryInstructions", "anniversary", "specialDates", "personalMessages", "notes",
      ] as const) {
        if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
      }
      const preferenceChanges = pickPreferences(input);
      const preferences = { ...current.preferences, ...preferenceChanges };
      if (Object.keys(preferenceChanges).length) changes.preferences = preferences;
      assertAlcoholAllowed(changes.birthday ?? current.birthday, preferences, today());
      Object.assign(changes, pickSensitive(input, input.sensitiveConsent, ctx.clock.now()));

      const planChanged = input.giftCategories !== undefined && input.giftCategories !== current.giftCategories;
      const giftBoxId = planChanged ? await planChanges.giftBoxIdForPlan(input.giftCategories ?? null) : null;
      return db.transaction(async (tx) => {
        let planChange = null;
        if (planChanged) {
          changes.giftCategories = input.giftCategories;
          planChange = await planChanges.apply(tx, { id: current.id, state: changes.state ?? current.state }, input.giftCategories ?? null, giftBoxId);
        }
        const row: RecipientRow = Object.keys(changes).length ? await repo.update(tx, id, changes) : current;
        return { ...toRecipientDto(row), planChange };
      });
    },

    async remove(user: SessionUser, id: number) {
      await owned(user, id);
      const openIntents = await db.transaction(async (tx) => {
        const paid = await repo.paidSubscriptionStatuses(tx, id);
        if (paid.some((status) => status !== "cancelled")) {
          throw conflict("This recipient has an active subscription. Cancel it before deleting the recipient.");
        }
        const intents = await repo.openProviderSubscriptions(tx, id);
        if (paid.length) {
          // Cancelled subscriptions (and their payments) stay on record under the recipient's name.
          await repo.deleteDrafts(tx, id);
          await repo.archive(tx, id, ctx.clock.now());
        } else {
          await repo.deleteWithDrafts(tx, id);
        }
        return intents;
      });
      // An unpaid provider subscription of a deleted draft must not be paid (or renew) later.
      for (const providerSubscriptionId of openIntents) await provider.cancel(providerSubscriptionId).catch(() => {});
    },
  };
}

export type RecipientsService = ReturnType<typeof createRecipientsService>;

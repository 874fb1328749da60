import type { z } from "zod";
import { alcoholAgeProblem } from "../../../shared/domain/alcohol";
import { todayIso } from "../../../shared/domain/dates";
import { duplicateRecipientMessage, RECIPIENT_HAS_LIVE_SUBSCRIPTION_MESSAGE } from "../../../shared/domain/recipients";
import {
  PREFERENCE_FIELDS,
  type recipientCreateSchema,
  type recipientPatchSchema,
  SENSITIVE_FIELDS,
} from "../../../shared/schemas/recipient";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { users } from "../../db/schema";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import { conflict, validation } from "../../lib/errors";
import { assertOwnsRecord, assertSelfOrStaff } from "../../lib/ownership";
import { postcodeDirectory, postcodeProblem } from "../../lib/postcode-directory";
import type { RecipientPlanChanges, RecipientSubscriptions } from "./ports";
import { toRecipientDto } from "./recipient-dto";
import { type NewRecipient, type RecipientRow, recipientsRepository as repo } from "./recipients.repository";

type SessionUser = typeof users.$inferSelect;
type CreateInput = z.output<typeof recipientCreateSchema>;
type PatchInput = z.output<typeof recipientPatchSchema>;

/** Alcohol only for adults (PRODUCT.md "Privacy"): checked against the date of birth. */
function assertAlcoholAllowed(
  birthday: string | null | undefined,
  prefs: Record<string, string | null>,
  today: string,
) {
  const problem = alcoholAgeProblem(birthday, prefs, today);
  if (problem) throw validation(problem, { drinksEnjoy: problem });
}

/** The postcode must be a real Australian one, in the chosen state (from the postcode data package). */
function assertPostcodeInState(postcode: string | null | undefined, state: string | null | undefined) {
  if (!postcode) return;
  const problem = postcodeProblem(postcodeDirectory(), postcode, state);
  if (problem) throw validation(problem, { postcode: problem });
}

function pickPreferences(input: Partial<Record<string, unknown>>) {
  const prefs: Record<string, string | null> = {};
  for (const field of PREFERENCE_FIELDS)
    if (input[field] !== undefined) prefs[field] = (input[field] as string | null) ?? null;
  return prefs;
}

/** Intimate preferences are stored only with the buyer's consent; without it they are cleared. */
function pickSensitive(input: Partial<Record<string, unknown>>, consent: boolean | undefined, now: Date) {
  if (consent === undefined) return {};
  if (!consent) return { sensitivePreferences: null, sensitiveConsentAt: null };
  const values = Object.fromEntries(SENSITIVE_FIELDS.map((f) => [f, (input[f] as string | null | undefined) ?? null]));
  return { sensitivePreferences: values, sensitiveConsentAt: now };
}

export function createRecipientsService(
  ctx: AppContext,
  planChanges: RecipientPlanChanges,
  subscriptions: RecipientSubscriptions,
  provider: PaymentProvider,
) {
  const { db } = ctx;
  const today = () => todayIso(ctx.clock.now());

  async function owned(user: SessionUser, id: number) {
    return assertOwnsRecord(user, await repo.findById(db, id), "Recipient profile");
  }

  const service = {
    async create(user: SessionUser, input: CreateInput) {
      const preferences = pickPreferences(input);
      assertAlcoholAllowed(input.dateOfBirth, preferences, today());
      assertPostcodeInState(input.postcode, input.state);
      const values: NewRecipient = {
        userId: user.id,
        name: input.fullName,
        relationship: input.relationship,
        otherRelationship: input.relationship === "other" ? input.otherRelationship : null,
        phone: input.phoneNumber,
        email: input.email,
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
        "relationship",
        "otherRelationship",
        "email",
        "streetNumber",
        "streetName",
        "suburb",
        "state",
        "postcode",
        "deliveryInstructions",
        "anniversary",
        "specialDates",
        "personalMessages",
        "notes",
      ] as const) {
        if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
      }
      const preferenceChanges = pickPreferences(input);
      const preferences = { ...current.preferences, ...preferenceChanges };
      if (Object.keys(preferenceChanges).length) changes.preferences = preferences;
      assertAlcoholAllowed(changes.birthday ?? current.birthday, preferences, today());
      if (input.postcode !== undefined || input.state !== undefined)
        assertPostcodeInState(input.postcode ?? current.postcode, input.state ?? current.state);
      Object.assign(changes, pickSensitive(input, input.sensitiveConsent, ctx.clock.now()));

      const planChanged = input.giftCategories !== undefined && input.giftCategories !== current.giftCategories;
      const giftBoxId = planChanged ? await planChanges.giftBoxIdForPlan(input.giftCategories ?? null) : null;
      return db.transaction(async (tx) => {
        let planChange = null;
        if (planChanged) {
          changes.giftCategories = input.giftCategories;
          planChange = await planChanges.apply(
            tx,
            { id: current.id, state: changes.state ?? current.state },
            input.giftCategories ?? null,
            giftBoxId,
          );
        }
        const row: RecipientRow = Object.keys(changes).length ? await repo.update(tx, id, changes) : current;
        return { ...toRecipientDto(row), planChange };
      });
    },

    /**
     * Deletes a profile. A live subscription blocks it; with only cancelled ones the profile is archived
     * (their history keeps the name); unpaid drafts go. The recipient is locked, so a payment that
     * would activate a draft meanwhile either finishes first (and deletion is refused) or finds no draft.
     */
    async remove(user: SessionUser, id: number) {
      const openIntents = await db.transaction(async (tx) => {
        await service.lockForSubscription(tx, user, id);
        const paid = await subscriptions.paidStatuses(tx, id);
        if (paid.some((status) => status !== "cancelled")) {
          throw conflict(RECIPIENT_HAS_LIVE_SUBSCRIPTION_MESSAGE);
        }
        const intents = await subscriptions.discardDrafts(tx, id);
        // Cancelled subscriptions (and their payments) stay on record under the recipient's name.
        if (paid.length) await repo.archive(tx, id, ctx.clock.now());
        else await repo.delete(tx, id);
        return intents;
      });
      // An unpaid provider subscription of a deleted draft must not be paid (or renew) later.
      for (const providerSubscriptionId of openIntents) await provider.cancel(providerSubscriptionId).catch(() => {});
    },

    /** The buyer's (or, for staff, anyone's) live profile row. */
    ownedRow: owned,

    /** Locks the buyer's live profile for the caller's transaction (see the repository's lockLive). */
    async lockForSubscription(tx: DbOrTx, user: SessionUser, id: number) {
      return assertOwnsRecord(user, await repo.lockLive(tx, id), "Recipient profile");
    },

    /** A recipient typed into the subscription form (relationship Friend, as the spec says). */
    /** The subscription form's one-line address: its postcode is checked as the profile form's is. */
    /**
     * A buyer's second profile for the same person would also slip past the one-live-subscription rule,
     * so a name the buyer already has is refused: they choose that recipient instead.
     */
    async createFromSubscriptionForm(
      tx: DbOrTx,
      user: SessionUser,
      values: Omit<NewRecipient, "userId" | "relationship">,
    ) {
      const existing = await repo.findLiveByName(tx, user.id, values.name);
      if (existing) {
        const message = duplicateRecipientMessage(existing.name);
        throw conflict(message, { recipientName: message });
      }
      const problem = values.postcode ? postcodeProblem(postcodeDirectory(), values.postcode, values.state) : null;
      if (problem) throw validation(problem, { recipientAddress: problem });
      return repo.insert(tx, { ...values, userId: user.id, relationship: "friend" });
    },

    setEmailIfMissing: (tx: DbOrTx, id: number, email: string) => repo.setEmailIfMissing(tx, id, email),
    fillMissingDates: (tx: DbOrTx, dates: Parameters<typeof repo.fillMissingDates>[1]) =>
      repo.fillMissingDates(tx, dates),
  };
  return service;
}

export type RecipientsService = ReturnType<typeof createRecipientsService>;

import { type CardDetails, cardProblems } from "@shared/domain/test-cards";
import { z } from "zod";

/**
 * The card forms' schemas: the same checks and messages as the server's test mode (`cardProblems`,
 * `CARD_MESSAGES` in src/shared/domain/test-cards.ts), run before asking it. Whether the card pays is
 * still the server's answer. `now` is read at each check, so an expiry is judged on the day it is sent.
 */
function withCardChecks<T extends z.ZodType<CardDetails>>(schema: T, requireName: boolean, now: () => Date) {
  return schema.superRefine((card, context) => {
    for (const [field, message] of Object.entries(cardProblems(card, now(), { requireName }))) {
      context.addIssue({ code: "custom", path: [field], message });
    }
  });
}

const cardFields = { cardNumber: z.string(), expiry: z.string(), cvc: z.string() };

/** Billing's "Update card": number, expiry and CVC. */
export const cardSchema = (now: () => Date = () => new Date()) => withCardChecks(z.object(cardFields), false, now);

/** Checkout's test card: the name on the card as well. */
export const namedCardSchema = (now: () => Date = () => new Date()) =>
  withCardChecks(z.object({ nameOnCard: z.string(), ...cardFields }), true, now);

export type CardValues = z.infer<ReturnType<typeof cardSchema>>;
export type NamedCardValues = z.infer<ReturnType<typeof namedCardSchema>>;

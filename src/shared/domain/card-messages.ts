/**
 * The words printed on a delivery's card. The buyer picks a card message by key (`thinking-of-you`) or
 * writes their own (`custom`); the vendor prints words, never keys.
 */
const CARD_WORDS: Record<string, string> = {
  "thinking-of-you": "Thinking of you",
  birthday: "Happy birthday",
  anniversary: "Happy anniversary",
  congratulations: "Congratulations",
  "get-well": "Get well soon",
  "thank-you": "Thank you",
  "just-because": "Just because",
};

/** The card's words: the buyer's own for `custom`, the chosen message's otherwise; null for no card. */
export function cardMessageWords(key: string | null, customMessage: string | null): string | null {
  if (!key) return null;
  if (key === "custom") return customMessage?.trim() || null;
  return CARD_WORDS[key] ?? null;
}

export interface PersonalMessage {
  prompt: string;
  message: string;
}

/** The prompt that suits a special date's card ("Happy Birthday" for a birthday box). */
const PROMPT_FOR_DATE: Record<string, string> = {
  birthday: "Happy Birthday",
  anniversary: "Happy Anniversary",
  "wedding-anniversary": "Happy Anniversary",
  "first-date": "Happy First Date Anniversary",
};

/**
 * The one personal message tucked into this delivery (spec: one per gift, a matching card for
 * special dates where possible). A special date takes a message written for it; otherwise the
 * messages take turns delivery by delivery, starting at a place set by the subscription, so the same
 * delivery always shows the same message and consecutive boxes differ.
 */
export function personalMessageFor(
  messages: readonly PersonalMessage[] | null,
  delivery: { subscriptionId: number; ordinal: number; specialDateType: string },
): PersonalMessage | null {
  const usable = (messages ?? []).filter((m) => m.message?.trim());
  if (!usable.length) return null;
  const prompt = PROMPT_FOR_DATE[delivery.specialDateType];
  const matching = prompt ? usable.find((m) => m.prompt === prompt) : undefined;
  if (matching) return matching;
  return usable[(delivery.subscriptionId + delivery.ordinal) % usable.length]!;
}

/** "I love you because you make every day brighter": the prompt and the words, as one line. */
export function personalMessageText(message: PersonalMessage): string {
  const prompt = message.prompt.trim();
  const custom = !prompt || prompt === "custom" || prompt === "Custom Message";
  return custom ? message.message.trim() : `${prompt} ${message.message.trim()}`;
}

import { CARD_MESSAGES, ROTATION_CATEGORIES, SPECIAL_OCCASIONS } from "@shared/schemas/subscription";

/** "thinking-of-you" → "Thinking of you"; "new-job" → "New job". */
export function humaniseKey(key: string): string {
  const words = key.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const CARD_MESSAGE_OVERRIDES: Partial<Record<(typeof CARD_MESSAGES)[number], string>> = {
  "get-well": "Get well soon",
  custom: "Write my own message",
};

const OCCASION_OVERRIDES: Partial<Record<(typeof SPECIAL_OCCASIONS)[number], string>> = {
  "get-well": "Get well soon",
};

const CATEGORY_OVERRIDES: Partial<Record<(typeof ROTATION_CATEGORIES)[number], string>> = {
  wellness: "Self-care",
  food: "Gourmet",
};

export const CARD_MESSAGE_OPTIONS = CARD_MESSAGES.map((value) => ({
  value,
  label: CARD_MESSAGE_OVERRIDES[value] ?? humaniseKey(value),
}));

export const SPECIAL_OCCASION_OPTIONS = SPECIAL_OCCASIONS.map((value) => ({
  value,
  label: OCCASION_OVERRIDES[value] ?? humaniseKey(value),
}));

export const ROTATION_CATEGORY_OPTIONS = ROTATION_CATEGORIES.map((value) => ({
  value,
  label: CATEGORY_OVERRIDES[value] ?? humaniseKey(value),
}));

import {
  DATA_RETRIEVAL_FAILED,
  SOCIAL_LIMIT,
  SOCIAL_PLATFORM_LABELS,
  type SocialPlatform,
  type socialDataRequestSchema,
} from "@shared/schemas/data-tools";
import type { z } from "zod";
import { ApiError, errorText, fieldErrorsOf } from "../../lib/api";
import { formatShopDateTime } from "../../lib/shop-time";

export type SocialFormInput = z.input<typeof socialDataRequestSchema>;
export const SOCIAL_FORM_FIELDS: ReadonlySet<string> = new Set(["platform", "query", "limit"]);

export const socialFormDefaults = (): SocialFormInput => ({
  platform: "mastodon",
  query: "",
  limit: String(SOCIAL_LIMIT.default),
});

export const SOCIAL_OFFLINE = `${DATA_RETRIEVAL_FAILED}: check your connection and try again`;

/** What each platform's search matches, shown under the search field. */
export function queryHint(platform: SocialPlatform): string {
  if (platform === "mastodon") return "Mastodon searches one hashtag: words are joined (gift boxes → #giftboxes).";
  if (platform === "bluesky") return "Searches the text of public Bluesky posts, newest first.";
  return "Searches public Reddit posts by title and text, newest first.";
}

/** "14 Feb 2026, 2:00 pm AEDT" (Sydney time, like every staff time); an unreadable value as it came. */
export function postDateText(value: string): string {
  return formatShopDateTime(value);
}

const count = new Intl.NumberFormat("en-AU");

/** "10 posts from Mastodon for “wattle”". */
export function resultCountText(found: number, platform: SocialPlatform, query: string): string {
  return `${count.format(found)} ${found === 1 ? "post" : "posts"} from ${SOCIAL_PLATFORM_LABELS[platform]} for “${query}”`;
}

/** The empty state's words. */
export function emptyResultsText(platform: SocialPlatform, query: string): string {
  return `No posts matched “${query}” on ${SOCIAL_PLATFORM_LABELS[platform]}.`;
}

export const viewLinkText = (platform: SocialPlatform) => `View on ${SOCIAL_PLATFORM_LABELS[platform]}`;

/**
 * The words for a failed search. A platform's failure is a 502 whose message is the spec's "Data
 * Retrieval Failed" with the reason, meant for staff, so it is shown; any other server error falls
 * back to the spec's words alone, and a refusal (4xx) shows its own reason.
 */
export function socialErrorText(error: unknown): string {
  if (error instanceof ApiError && error.body?.code === "UPSTREAM") {
    const message = error.body.message?.trim();
    if (message?.startsWith(DATA_RETRIEVAL_FAILED)) return message;
  }
  return errorText(error, DATA_RETRIEVAL_FAILED, SOCIAL_OFFLINE);
}

/** A refusal of one of the form's fields: shown on the field, not again below the form. */
export function isFieldRefusal(error: unknown): boolean {
  return Object.keys(fieldErrorsOf(error)).some((field) => SOCIAL_FORM_FIELDS.has(field));
}

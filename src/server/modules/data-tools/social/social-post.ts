import { z } from "zod";
import { safeWebLink } from "../../../../shared/domain/web-links";
import type { SocialPost } from "../../../../shared/schemas/data-tools";
import { unexpectedAnswer } from "./social-http";

/** What one adapter needs: the platform's base URL and the search's deadline. */
export interface SocialAdapterContext {
  base: string;
  signal: AbortSignal;
}

/** Searches one platform for at most `limit` posts. */
export type SocialAdapter = (query: string, limit: number, context: SocialAdapterContext) => Promise<SocialPost[]>;

/** A long self-post is shortened: the card links to the whole post. */
export const SOCIAL_TEXT_MAX = 1000;

/** Only web links are shown to staff (the one link rule): a `javascript:` URL from a platform is dropped with its post. */
export const webUrl = z
  .string()
  .transform((value) => safeWebLink(value))
  .refine((link): link is string => link !== null);

/** A timestamp the platform sent, as ISO 8601 in UTC. */
export const instant = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)))
  .transform((value) => new Date(value).toISOString());

/** `{base}/path` with any trailing slash of the base dropped (the base may carry a path prefix). */
export function apiUrl(base: string, path: string): URL {
  return new URL(`${base.replace(/\/+$/, "")}${path}`);
}

/** The answer's outer shape, or "answered with something unexpected". */
export function parseAnswer<S extends z.ZodType>(label: string, schema: S, answer: unknown): z.output<S> {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw unexpectedAnswer(label);
  return parsed.data;
}

/**
 * The items that have the fields a card needs. One odd post is skipped rather than failing the
 * search; an answer where no post has them is not a search answer.
 */
export function validItems<S extends z.ZodType>(label: string, schema: S, items: unknown[]): z.output<S>[] {
  const kept: z.output<S>[] = [];
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) kept.push(parsed.data);
  }
  if (items.length > 0 && kept.length === 0) throw unexpectedAnswer(label);
  return kept;
}

/** Trimmed, blank runs collapsed, and at most SOCIAL_TEXT_MAX characters (never splitting an emoji). */
export function postText(text: string): string {
  const tidy = text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t\f\v]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  const characters = Array.from(tidy);
  if (characters.length <= SOCIAL_TEXT_MAX) return tidy;
  return `${characters
    .slice(0, SOCIAL_TEXT_MAX - 1)
    .join("")
    .trimEnd()}…`;
}

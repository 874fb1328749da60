import { z } from "zod";
import type { SocialPost } from "../../../../shared/schemas/data-tools";
import { validation } from "../../../lib/errors";
import { htmlToText } from "./html-to-text";
import { getJson } from "./social-http";
import { apiUrl, instant, parseAnswer, postText, type SocialAdapter, validItems, webUrl } from "./social-post";

const LABEL = "Mastodon";
/** Mastodon answers at most 40 statuses per page; up to 50 takes a second page (max_id). */
const PAGE_MAX = 40;
/** Two pages reach 50; a third only if the first ones held posts that had to be skipped. */
const MAX_PAGES = 3;

export const MASTODON_HASHTAG_MESSAGE = "Mastodon searches hashtags: please use letters or numbers";

/** Mastodon's Status entity (https://docs.joinmastodon.org/entities/Status/): the fields a card uses. */
const statusSchema = z
  .object({
    id: z.string().min(1),
    created_at: instant,
    url: webUrl.nullish(),
    uri: z.string(),
    content: z.string(),
    spoiler_text: z.string().nullish(),
    account: z.object({ acct: z.string().min(1) }),
  })
  // `url` is the web page; a status without one still has its `uri`, usually a web address too.
  .transform((status, context) => {
    const link = status.url ?? webUrl.safeParse(status.uri).data;
    if (link) return { ...status, link };
    context.addIssue({ code: "custom", message: "A status without a web address" });
    return z.NEVER;
  });
type Status = z.output<typeof statusSchema>;

/** Every page is an array of statuses, each with at least an id (max_id of the next page). */
const pageSchema = z.array(z.looseObject({ id: z.string().min(1) }));

/**
 * The hashtag a search stands for: '#', spaces and punctuation dropped and the words joined
 * ("#gift boxes" → "giftboxes"). Mastodon's tags are letters, marks, digits and underscores.
 */
export function hashtagOf(query: string): string {
  return query.normalize("NFC").replace(/[^\p{L}\p{M}\p{N}_]+/gu, "");
}

/** The public hashtag timeline: GET {base}/api/v1/timelines/tag/{hashtag}?limit=N, newest first. */
export const searchMastodon: SocialAdapter = async (query, limit, { base, signal }) => {
  const tag = hashtagOf(query);
  if (!tag) throw validation(MASTODON_HASHTAG_MESSAGE, { query: MASTODON_HASHTAG_MESSAGE });
  const instanceHost = new URL(base).host;
  const posts: SocialPost[] = [];
  let maxId: string | undefined;
  for (let page = 0; page < MAX_PAGES && posts.length < limit; page++) {
    const wanted = Math.min(PAGE_MAX, limit - posts.length);
    const url = apiUrl(base, `/api/v1/timelines/tag/${encodeURIComponent(tag)}`);
    url.searchParams.set("limit", String(wanted));
    if (maxId) url.searchParams.set("max_id", maxId);
    const statuses = parseAnswer(LABEL, pageSchema, await getJson({ label: LABEL, url, signal }));
    posts.push(...validItems(LABEL, statusSchema, statuses).map((status) => toPost(status, instanceHost)));
    // A short page is the end of the timeline.
    if (statuses.length < wanted) break;
    maxId = statuses.at(-1)?.id;
  }
  return posts.slice(0, limit);
};

function toPost(status: Status, instanceHost: string): SocialPost {
  const text = htmlToText(status.content);
  const warning = status.spoiler_text?.trim();
  return {
    id: status.id,
    // acct is "name" for the instance's own accounts and "name@domain" for everyone else's.
    author: `@${status.account.acct.includes("@") ? status.account.acct : `${status.account.acct}@${instanceHost}`}`,
    text: postText(warning ? `[Content warning: ${warning}]\n${text}` : text),
    url: status.link,
    createdAt: status.created_at,
  };
}

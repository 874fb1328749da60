import { z } from "zod";
import type { SocialPost } from "../../../../shared/schemas/data-tools";
import { getJson } from "./social-http";
import { apiUrl, parseAnswer, postText, type SocialAdapter, validItems } from "./social-post";

const LABEL = "Reddit";
/** Posts link to reddit.com itself, whichever host answered the search. */
const REDDIT_WEB = "https://www.reddit.com";

/** A link (t3) in a Listing: the fields a card uses. */
const linkSchema = z.object({
  kind: z.literal("t3"),
  data: z.object({
    name: z.string().min(1),
    author: z.string().min(1),
    title: z.string(),
    selftext: z.string().nullish(),
    permalink: z.string().regex(/^\/[^/\\]/),
    created_utc: z.number().finite().nonnegative(),
  }),
});
type Link = z.output<typeof linkSchema>;

/** The search answer is a Listing: { kind: "Listing", data: { after, dist, children } }. */
const answerSchema = z.object({
  kind: z.literal("Listing"),
  data: z.object({ children: z.array(z.unknown()) }),
});

/** Public search: GET {base}/search.json?q=…&limit=N&sort=new&raw_json=1 (raw_json: text not HTML-escaped). */
export const searchReddit: SocialAdapter = async (query, limit, { base, signal }) => {
  const url = apiUrl(base, "/search.json");
  url.searchParams.set("q", query);
  url.searchParams.set("limit", String(limit));
  url.searchParams.set("sort", "new");
  url.searchParams.set("raw_json", "1");
  const answer = parseAnswer(LABEL, answerSchema, await getJson({ label: LABEL, url, signal }));
  return validItems(LABEL, linkSchema, answer.data.children).slice(0, limit).map(toPost);
};

function toPost({ data }: Link): SocialPost {
  const body = data.selftext?.trim();
  return {
    id: data.name,
    author: `u/${data.author}`,
    text: postText(body ? `${data.title.trim()}\n\n${body}` : data.title),
    url: `${REDDIT_WEB}${data.permalink}`,
    createdAt: new Date(data.created_utc * 1000).toISOString(),
  };
}

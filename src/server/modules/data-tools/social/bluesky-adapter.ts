import { z } from "zod";
import type { SocialPost } from "../../../../shared/schemas/data-tools";
import { getJson } from "./social-http";
import { apiUrl, instant, parseAnswer, postText, type SocialAdapter, validItems } from "./social-post";

const LABEL = "Bluesky";

/** at://{did}/app.bsky.feed.post/{rkey}: a post's AT URI (only posts have a bsky.app page of this form). */
const POST_URI = /^at:\/\/(did:[a-z]+:[A-Za-z0-9._:%-]+)\/app\.bsky\.feed\.post\/([A-Za-z0-9._:~-]{1,512})$/;
const HANDLE = /^[A-Za-z0-9.-]+$/;

/** app.bsky.feed.defs#postView: the fields a card uses (the record is the post as its author wrote it). */
const postViewSchema = z.object({
  uri: z.string().regex(POST_URI),
  author: z.object({ did: z.string(), handle: z.string().regex(HANDLE) }),
  record: z.looseObject({ text: z.string(), createdAt: instant.optional().catch(undefined) }),
  indexedAt: instant,
});
type PostView = z.output<typeof postViewSchema>;

/** app.bsky.feed.searchPosts output: { cursor?, hitsTotal?, posts }. */
const answerSchema = z.object({ posts: z.array(z.unknown()) });

/** The public AppView's post search: GET {base}/xrpc/app.bsky.feed.searchPosts?q=…&limit=N (at most 100). */
export const searchBluesky: SocialAdapter = async (query, limit, { base, signal }) => {
  const url = apiUrl(base, "/xrpc/app.bsky.feed.searchPosts");
  url.searchParams.set("q", query);
  url.searchParams.set("limit", String(limit));
  url.searchParams.set("sort", "latest");
  const answer = parseAnswer(LABEL, answerSchema, await getJson({ label: LABEL, url, signal }));
  return validItems(LABEL, postViewSchema, answer.posts).slice(0, limit).map(toPost);
};

function toPost(post: PostView): SocialPost {
  const [, did, rkey] = POST_URI.exec(post.uri) ?? [];
  // An account whose handle no longer verifies shows as "handle.invalid"; its DID still finds the post.
  const profile = post.author.handle === "handle.invalid" ? did : post.author.handle;
  return {
    id: post.uri,
    author: `@${post.author.handle}`,
    text: postText(post.record.text),
    url: `https://bsky.app/profile/${profile}/post/${rkey}`,
    // When it was written; the AppView's own time when the record has none.
    createdAt: post.record.createdAt ?? post.indexedAt,
  };
}

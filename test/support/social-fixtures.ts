/**
 * Sample answers shaped like the platforms' documented APIs (Mastodon's Status entity, Bluesky's
 * app.bsky.feed.searchPosts output, Reddit's search Listing), with made-up content.
 */

const MINUTE = 60_000;
const BASE_TIME = Date.parse("2026-02-14T03:00:00.000Z");
const at = (index: number) => new Date(BASE_TIME - index * MINUTE).toISOString();

/** One Mastodon status from a hashtag timeline; `index` makes ids and times distinct (newest first). */
export function mastodonStatus(index: number, overrides: Record<string, unknown> = {}) {
  const id = String(113_702_156_214_513_562n - BigInt(index));
  return {
    id,
    created_at: at(index),
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    sensitive: false,
    spoiler_text: "",
    visibility: "public",
    language: "en",
    uri: `https://bloom.example/users/petalpost/statuses/${id}`,
    url: `https://bloom.example/@petalpost/${id}`,
    replies_count: 1,
    reblogs_count: 3,
    favourites_count: 9,
    edited_at: null,
    content: `<p>Post number ${index} about <a href="https://bloom.example/tags/giftboxes" class="mention hashtag" rel="tag">#<span>giftboxes</span></a></p>`,
    reblog: null,
    application: null,
    account: {
      id: "10923",
      username: "petalpost",
      acct: "petalpost@bloom.example",
      display_name: "Petal Post :blossom:",
      locked: false,
      bot: false,
      created_at: "2022-11-03T00:00:00.000Z",
      note: "<p>Flowers by post.</p>",
      url: "https://bloom.example/@petalpost",
      avatar: "https://files.bloom.example/accounts/avatars/petalpost.png",
      followers_count: 120,
      following_count: 80,
      statuses_count: 455,
    },
    media_attachments: [],
    mentions: [],
    tags: [{ name: "giftboxes", url: "https://bloom.example/tags/giftboxes" }],
    emojis: [],
    card: null,
    poll: null,
    ...overrides,
  };
}

export const mastodonTimeline = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => mastodonStatus(from + i));

const DID = "did:plc:4xq2kq7d3ny6wzlbnk5m3j2a";

/** One app.bsky.feed.defs#postView from a search. */
export function blueskyPost(index: number, overrides: Record<string, unknown> = {}) {
  const rkey = `3lhcz5xqwn${String(index).padStart(3, "0")}`;
  return {
    uri: `at://${DID}/app.bsky.feed.post/${rkey}`,
    cid: `bafyreibq2x7vnyzk${index}`,
    author: {
      did: DID,
      handle: "wattleandwren.bsky.social",
      displayName: "Wattle & Wren",
      avatar: `https://cdn.bsky.app/img/avatar/plain/${DID}/bafkreiavatar@jpeg`,
      labels: [],
      createdAt: "2024-03-01T10:00:00.000Z",
    },
    record: {
      $type: "app.bsky.feed.post",
      createdAt: at(index),
      langs: ["en"],
      text: `Bluesky post ${index}: native posies for a Mother's Day gift box`,
    },
    replyCount: 0,
    repostCount: 1,
    likeCount: 4,
    quoteCount: 0,
    indexedAt: new Date(Date.parse(at(index)) + 1500).toISOString(),
    labels: [],
    ...overrides,
  };
}

export const blueskySearch = (count: number) => ({
  posts: Array.from({ length: count }, (_, i) => blueskyPost(i)),
  hitsTotal: count,
  cursor: String(count),
});

/** One t3 (link) child of Reddit's search Listing. */
export function redditLink(index: number, data: Record<string, unknown> = {}) {
  const id = `1ip0a${index.toString(36).padStart(2, "0")}`;
  const created = (BASE_TIME - index * MINUTE) / 1000;
  return {
    kind: "t3",
    data: {
      subreddit: "GiftIdeas",
      selftext: `Body of post ${index}.`,
      author_fullname: "t2_8kq3m",
      title: `Flower subscription idea ${index}`,
      subreddit_name_prefixed: "r/GiftIdeas",
      name: `t3_${id}`,
      id,
      score: 12,
      upvote_ratio: 0.93,
      created: created,
      created_utc: created,
      permalink: `/r/GiftIdeas/comments/${id}/flower_subscription_idea_${index}/`,
      url: `https://www.reddit.com/r/GiftIdeas/comments/${id}/flower_subscription_idea_${index}/`,
      author: "quokka_gifts",
      num_comments: 4,
      over_18: false,
      is_self: true,
      ...data,
    },
  };
}

export const redditListing = (children: unknown[]) => ({
  kind: "Listing",
  data: { after: null, dist: children.length, modhash: "", geo_filter: "", children, before: null },
});

export const redditSearch = (count: number) => redditListing(Array.from({ length: count }, (_, i) => redditLink(i)));
